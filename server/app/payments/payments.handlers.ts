import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { resourceTables } from '../../db/generated';
import type { Context } from 'hono';
import { fieldErrors } from '../crud/recordSchema';
import { contentRange, parseFilter, parseRange } from '../crud/listQuery';
import type { Actor, AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { idempotently } from '../http/idempotency';
import { clientIp, pathId, readBody } from '../http/middleware';
import { storeUpload } from '../uploads/uploads.service';
import { storedFileResponse } from '../uploads/uploads.routes';
import { PAYMENT_PURPOSES, type PaymentPurpose } from './gateway';
import { activeGateway } from './activeGateway';
import { applyGatewayOutcome, startOnlinePayment } from './online.service';
import { approvePayment, lockPayableReservation, payableAmount, rejectPayment, requireWithinDue, submitSlip } from './payments.service';
import { getPayment, listPayments, slipOf, type PaymentFilter } from './payments.read';

type Ctx = Context<AppEnv>;
/** Where the gateway sends a guest back after paying a booking (the guest site's My bookings). */
export const GUEST_BOOKINGS_PATH = '/portal/bookings';
/** Where the gateway sends a guest back after paying a voucher or promo package (the guest site's My Vouchers). */
export const GUEST_VOUCHERS_PATH = '/portal/my-vouchers';
const deps = (c: Ctx) => c.get('deps');
const now = (c: Ctx) => c.get('deps').clock.now();
const sen = z.number({ error: 'app.payments.invalid_amount' }).int('app.payments.invalid_amount').positive('app.payments.invalid_amount').max(100_000_000, 'app.payments.invalid_amount');
const isoDate = z.iso.date('app.validation.date');

/** Where the API serves a payment's slip to the caller's kind of account. */
const SLIP_BASES = { staff: '/api/admin/payments', agent: '/api/agent/payment', guest: '/api/portal/payment' } as const;
const slipBase = (c: Ctx) => SLIP_BASES[c.get('actor').kind];
/** Agents see their agency's payments (the account pays); staff all. */
const payerScope = (c: Ctx) => (c.get('actor').kind === 'staff' ? undefined : c.get('actor').accountId);

/** The fields of a slip form (multipart): amount in sen, the bank's reference, or a cheque's details. */
export const slipFields = z
  .object({
    method: z.enum(['offline', 'cheque']).default('offline'),
    amount: z.coerce.number({ error: 'app.payments.invalid_amount' }).pipe(sen),
    referenceNo: z.string().trim().min(1, 'ra.validation.required').max(60).optional(),
    referenceDate: isoDate.optional(),
    chequeNo: z.string().trim().min(1, 'ra.validation.required').max(30).optional(),
    chequeBank: z.string().trim().min(1, 'ra.validation.required').max(80).optional(),
    chequeDate: isoDate.optional(),
    notes: z.string().trim().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    const need = v.method === 'cheque' ? (['chequeNo', 'chequeBank', 'chequeDate'] as const) : (['referenceNo', 'referenceDate'] as const);
    for (const field of need) if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'ra.validation.required' });
  });

/** `POST …/offline-payment/:id`: a slip (image or PDF) with its reference, or a cheque. */
export const offlinePayment = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const form = await c.req.formData().catch(() => {
    throw badRequest('app.errors.bad_request', { slip: 'app.payments.slip_required' });
  });
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string' && v !== '')) as Record<string, string>;
  const parsed = slipFields.safeParse(fields);
  const file = form.get('slip');
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const byAgent = c.get('actor').kind !== 'staff';
  // Agents prove a bank-in or deposit with its slip; staff recording one they hold may attach it.
  if (byAgent && parsed.success && parsed.data.method === 'offline' && (!file || typeof file === 'string')) errors.slip = 'app.payments.slip_required';
  if (!parsed.success || Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);
  const { database, storage, config } = deps(c);
  // Checked before the file is stored, so a refused payment leaves no orphan file behind.
  await database.db.transaction(async (tx) => {
    await lockPayableReservation(tx, c.get('actor'), id);
    await requireWithinDue(tx, id, parsed.data.amount);
  });
  const slip =
    file && typeof file !== 'string'
      ? await storeUpload({ db: database.db, storage, now: now(c), maxBytes: config.uploadMaxBytes }, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, c.get('actor').id, 'private')
      : null;
  return idempotently(c, { ...parsed.data, slip: slip?.sha256 ?? null }, async (tx) => {
    const payment = await submitSlip(tx, c.get('actor'), id, parsed.data, slip ? { uploadId: slip.id, sha256: slip.sha256 } : null, now(c), c.get('locale'), clientIp(c));
    return { status: 201, body: await getPayment(tx, payment.id, slipBase(c)) };
  });
};

const onlineQuery = z.object({
  reservationId: z.uuid('app.validation.reference'),
  amount: z.coerce.number().pipe(sen).optional(),
});

/**
 * Who pays a booking: its owner (an agency pays its own), but a guest pays itself, also on a booking an
 * agent's link brought (the agent owns it; the money and the payment e-mails are the guest's).
 */
export const payerOf = (actor: Actor, reservation: { ownerId: string }) => (actor.kind === 'guest' ? actor.id : reservation.ownerId);

/** Starts an online payment of a booking (what is due, or part of it); answers the gateway's page. */
const startBookingPayment = async (c: Ctx, query: z.infer<typeof onlineQuery>) => {
  const { database } = deps(c);
  const payments = await activeGateway(c);
  return database.db.transaction(async (tx) => {
    const reservation = await lockPayableReservation(tx, c.get('actor'), query.reservationId);
    const amount = query.amount ?? (await payableAmount(tx, query.reservationId));
    await requireWithinDue(tx, query.reservationId, amount);
    return startOnlinePayment(
      tx,
      payments,
      { purpose: 'booking', payerId: payerOf(c.get('actor'), reservation), recordedBy: c.get('actor').id, amount, reservationId: reservation.id, description: c.get('t')('app.payments.booking_description', { bookingNo: reservation.bookingNo }), locale: c.get('locale') },
      now(c),
    );
  });
};

const readQuery = <T extends z.ZodType>(c: Ctx, schema: T): z.infer<T> => {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
  return parsed.data;
};

/** `GET /online-payment?reservationId=&amount=` → `{paymentId, amount, redirectUrl}`. */
export const onlinePayment = async (c: Ctx) => c.json(await startBookingPayment(c, readQuery(c, onlineQuery)), 201);

/** `GET /payment/card/:reservationId`: straight to the gateway's card page. */
export const cardGateway = async (c: Ctx) => {
  const started = await startBookingPayment(c, { reservationId: pathId(c.req.param('reservationId')) });
  return c.redirect(started.redirectUrl, 303);
};

const listFilter = z.object({
  status: z.enum(['initiated', 'pending', 'approved', 'rejected', 'failed']).optional(),
  method: z.enum(['online', 'offline', 'cheque', 'wallet', 'voucher', 'cash', 'card']).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  reservationId: z.uuid().optional(),
  payerId: z.uuid().optional(),
});

/** Payments in react-admin's list dialect; agents see only their own. */
export const paymentList = (fixed: PaymentFilter = {}) => async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 10);
  const filter = parseFilter(c.req.query('filter'), listFilter);
  const scope = payerScope(c);
  const { records, total } = await listPayments(deps(c).database.db, { ...filter, ...fixed, ...(scope ? { payerId: scope } : {}) }, range, slipBase(c));
  c.header('Content-Range', contentRange('payments', range, records.length, total));
  return c.json({ payments: records, total });
};

/**
 * The payments of one booking, newest first, for a caller whose route has already checked it may reach the
 * booking: a guest sees every payment of its own booking, the desk's too, not only those it made itself.
 */
export const bookingPayments = async (c: Ctx, reservationId: string) =>
  (await listPayments(deps(c).database.db, { reservationId, purpose: 'booking' }, { start: 0, end: 99 }, slipBase(c))).records;

export const paymentShow = async (c: Ctx) => {
  const found = await getPayment(deps(c).database.db, pathId(c.req.param('id')), slipBase(c), payerScope(c));
  if (!found) throw notFound('app.errors.not_found');
  return c.json(found);
};

/** The slip itself, to staff and to the payer only. */
export const paymentSlip = async (c: Ctx) => {
  const { database, storage } = deps(c);
  const slip = await slipOf(database.db, pathId(c.req.param('id')), payerScope(c));
  const bytes = slip ? await storage.get(slip.key) : null;
  if (!slip || !bytes) throw notFound('app.errors.not_found');
  return storedFileResponse(c, slip, bytes);
};

export const approve = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  return idempotently(c, { approve: id }, async (tx) => {
    await approvePayment(tx, c.get('actor'), id, now(c), clientIp(c));
    return { status: 200, body: await getPayment(tx, id, slipBase(c)) };
  });
};

const rejection = z.object({ rejectionNotes: z.string({ error: 'ra.validation.required' }).trim().min(1, 'ra.validation.required').max(500) });

export const reject = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const { rejectionNotes } = await readBody(c, rejection);
  const { paymentCountdownMinutes } = await c.get('rules')();
  return idempotently(c, { reject: id, rejectionNotes }, async (tx) => {
    await rejectPayment(tx, c.get('actor'), id, rejectionNotes, now(c), paymentCountdownMinutes, clientIp(c));
    return { status: 200, body: await getPayment(tx, id, slipBase(c)) };
  });
};

/** The gateway's server-to-server report; verified, then applied once. Answers 200 when handled. */
export const gatewayCallback = async (c: Ctx) => {
  const purpose = c.req.param('purpose') as PaymentPurpose;
  if (!PAYMENT_PURPOSES.includes(purpose)) throw notFound('app.errors.not_found');
  const body = await c.req.parseBody().catch(() => ({}));
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const { database, payments } = deps(c);
  const outcome = await payments.verifyCallback(fields);
  if (!outcome) throw badRequest('app.payments.bad_signature', { signature: 'app.payments.bad_signature' });
  const result = await database.db.transaction((tx) => applyGatewayOutcome(tx, purpose, outcome, now(c), payments.name));
  return c.json({ received: true, applied: result.applied, status: result.payment.status });
};

/** Where the gateway sends the payer's browser back: the portal's screen for the purpose. */
export const gatewayReturn = async (c: Ctx) => {
  const purpose = c.req.param('purpose') as PaymentPurpose;
  if (!PAYMENT_PURPOSES.includes(purpose)) throw notFound('app.errors.not_found');
  const reference = c.req.query('reference') ?? '';
  const { database, config } = deps(c);
  const [payment] = await database.db.query.payments.findMany({ where: (p, { eq }) => eq(p.gatewayRef, reference), limit: 1 });
  const target = new URLSearchParams(payment ? { payment: payment.id, status: payment.status } : { status: 'unknown' });
  // A guest who paid a booking goes back to the guest site's bookings, not to the agents' portal.
  const [payer] = payment?.recordedBy ? await database.db.select({ kind: resourceTables.users.kind }).from(resourceTables.users).where(eq(resourceTables.users.id, payment.recordedBy)) : [];
  // A booking's payment returns to that booking's page, which reads `?payment=&status=`.
  const guestPath = purpose === 'booking' ? (payment?.reservationId ? `${GUEST_BOOKINGS_PATH}/${payment.reservationId}` : GUEST_BOOKINGS_PATH) : purpose === 'promo-code' || purpose === 'promo-package' ? GUEST_VOUCHERS_PATH : undefined;
  const path = payer?.kind === 'guest' && guestPath ? guestPath : config.paymentReturnPaths[purpose];
  return c.redirect(`${path}?${target}`, 303);
};
