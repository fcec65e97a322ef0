import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/types';
import { settings, uploads } from '../../db/authTables';
import { reservationGuests, reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { compiledStatement } from '../../db/prepared';
import { insertRow } from '../../db/rows';
import { resourceTables } from '../../db/generated';
import { payments } from '../../db/moneyTables';
import { writeAudit } from '../audit/audit';
import { enqueueEmails, type EmailTemplate } from '../email/outbox';
import type { Actor } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { post, walletOf } from '../wallet/ledger';
import { fulfil } from './fulfil';
import { mayReach } from '../booking/reservationScope';
import { bookingLanguage } from '../email/guestLanguage';
import { refuseWalletPaymentsOff, requireWalletPayments } from './walletPayment';
import { keepRoomsForReview, restartCountdown, settlementAfterPayment, settlementOf, settlementsOf, settleLockedReservation, type Settlement } from './settle';
import { presentPayment } from './payments.read';
import { settingOf } from '../settings/settings';

type PaymentRow = typeof payments.$inferSelect;

/** A booking takes money while it stands: not once it was cancelled, expired or found unavailable. */
const PAYABLE_STATUSES = ['Pending', 'Upcoming', 'InHouse', 'Completed'];

export const alreadyDecided = () => new ApiError(409, 'payment_already_decided', 'app.payments.already_decided');

/**
 * Locks a reservation for a payment (serialising payments on it) and checks the caller may pay on
 * it: staff any, agents their own (another's is simply not found).
 */
export const lockPayableReservation = async (tx: Db, actor: Actor, reservationId: string) => {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  return requirePayable(actor, row);
};

/** The locked booking, if the caller may reach it (404) and it may be paid (409). */
const requirePayable = <R extends Parameters<typeof mayReach>[1] & { status: string }>(actor: Actor, row: R | undefined): R => {
  if (!row || !mayReach(actor, row)) throw notFound('app.errors.not_found');
  if (!PAYABLE_STATUSES.includes(row.status)) throw new ApiError(409, 'not_payable', 'app.payments.not_payable');
  return row;
};

/** What may still be paid on a booking: its balance less what already waits for review. */
export const payableAmount = async (tx: Db, reservationId: string) => dueOf(await settlementOf(tx, reservationId));

const dueOf = (s: Settlement) => Math.max(0, s.balanceDue - s.pending);

/** Refuses an amount above what may still be paid (400 on `amount`). */
export const requireWithinDue = async (tx: Db, reservationId: string, amount: number) => refuseAboveDue(await payableAmount(tx, reservationId), amount);

/** requireWithinDue for a caller that knows what may still be paid (`due`). */
const refuseAboveDue = (due: number, amount: number) => {
  if (due <= 0) throw new ApiError(409, 'nothing_due', 'app.payments.nothing_due');
  if (amount > due) throw new ApiError(400, 'validation', 'app.errors.bad_request', { amount: 'app.payments.more_than_due' }, { args: { due: formatMoney(due) } });
  return due;
};

/**
 * Mails the payer and the booking's lead guest about a payment, in the payer's language; on a booking made
 * on the guest site its guest (as payer) and the lead guest read it in the guest's language, also when
 * staff approve or reject the slip.
 */
export const mailAboutPayment = async (tx: Db, payment: PaymentRow, template: EmailTemplate, now: Date, extra: Record<string, string | number> = {}) =>
  queuePaymentMail(tx, payment, await paymentMailFacts(tx, payment), template, now, extra);

/** What a payment's e-mails need to know of its payer and booking. */
interface PaymentMailFacts {
  payerEmail: string | null;
  booking: { bookingNo: string; bookedFrom: string; bookedById: string | null } | null;
  /** The lead guest's (the first room's first guest). */
  leadEmail: string | null;
}

const paymentMailFacts = async (tx: Db, payment: PaymentRow): Promise<PaymentMailFacts> => {
  const [payer] = await tx.select({ email: resourceTables.users.email }).from(resourceTables.users).where(eq(resourceTables.users.id, payment.payerId));
  const payerEmail = payer ? String(payer.email) : null;
  if (!payment.reservationId) return { payerEmail, booking: null, leadEmail: null };
  const [booking] = await tx.select({ bookingNo: reservations.bookingNo, bookedFrom: reservations.bookedFrom, bookedById: reservations.bookedById }).from(reservations).where(eq(reservations.id, payment.reservationId));
  const [lead] = await tx.select({ email: reservationGuests.email }).from(reservationGuests).where(eq(reservationGuests.reservationId, payment.reservationId)).orderBy(reservationGuests.roomIndex).limit(1);
  return { payerEmail, booking: booking ?? null, leadEmail: lead?.email ?? null };
};

/** What a payment's e-mail says of the payment: known before the payment is written. */
type MailedPayment = Pick<PaymentRow, 'locale' | 'reservationId' | 'payerId' | 'amount' | 'method'>;

/** mailAboutPayment with what it needs to know already read (the e-mails go in one statement). */
const queuePaymentMail = async (tx: Db, payment: MailedPayment, facts: PaymentMailFacts, template: EmailTemplate, now: Date, extra: Record<string, string | number>) => {
  const locale = payment.locale as Locale;
  const { payerEmail, booking } = facts;
  const recipients = new Map<string, Locale>(payerEmail !== null ? [[payerEmail, locale]] : []);
  let bookingNo = '';
  if (payment.reservationId) {
    bookingNo = booking?.bookingNo ?? '';
    const guestLocale = booking ? await bookingLanguage(tx, booking, locale) : locale;
    if (payerEmail !== null && booking?.bookedFrom === 'guest-portal' && booking.bookedById === payment.payerId) recipients.set(payerEmail, guestLocale);
    if (facts.leadEmail) recipients.set(facts.leadEmail, guestLocale);
  }
  const args = { bookingNo, amount: formatMoney(Number(payment.amount)), method: payment.method, ...extra };
  await enqueueEmails(
    tx,
    [...recipients].map(([to, lang]) => ({ to, template, locale: lang, args, reservationId: payment.reservationId })),
    now,
  );
};

export interface SlipInput {
  /** `cash` and `card` (the desk's terminal) are only ever recorded by staff. */
  method: 'offline' | 'cheque' | 'cash' | 'card';
  amount: number;
  referenceNo?: string;
  referenceDate?: string;
  chequeNo?: string;
  chequeBank?: string;
  chequeDate?: string;
  /** A card terminal's slip: type, last four digits, batch, approval code and the issuing bank. */
  cardType?: string;
  cardLast4?: string;
  batchNumber?: string;
  approvalCode?: string;
  issuingBank?: string;
  notes?: string;
}

/**
 * A bank-in slip, cash deposit or cheque for a booking. From an agent it waits for staff (and the
 * booking stops counting down meanwhile); staff recording one they hold are trusted at once. The
 * same slip file already sent with another payment is flagged for the reviewer.
 */
export const submitSlip = async (
  tx: Db,
  actor: Actor,
  reservationId: string,
  input: SlipInput,
  slip: { uploadId: string; sha256: string } | null,
  now: Date,
  locale: Locale,
  ip: string,
) => {
  const reservation = await lockPayableReservation(tx, actor, reservationId);
  await requireWithinDue(tx, reservationId, input.amount);
  const [duplicate] = slip
    ? await tx
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(uploads, eq(uploads.id, payments.attachmentId))
        .where(and(eq(uploads.sha256, slip.sha256), ne(uploads.id, slip.uploadId)))
        .limit(1)
    : [];
  const byStaff = actor.kind === 'staff';
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: 'booking',
      reservationId,
      // A guest pays itself, also on a booking an agent's link brought (see payerOf).
      payerId: actor.kind === 'guest' ? actor.id : reservation.ownerId,
      recordedBy: actor.id,
      method: input.method,
      amount: input.amount,
      status: byStaff ? 'approved' : 'pending',
      referenceNo: input.referenceNo ?? null,
      referenceDate: input.referenceDate ?? null,
      chequeNo: input.chequeNo ?? null,
      chequeBank: input.chequeBank ?? null,
      chequeDate: input.chequeDate ?? null,
      cardType: input.cardType ?? null,
      cardLast4: input.cardLast4 ?? null,
      batchNumber: input.batchNumber ?? null,
      // The terminal's approval code identifies the card transaction (see README decisions).
      transactionId: input.approvalCode ?? null,
      issuingBank: input.issuingBank ?? null,
      notes: input.notes ?? null,
      attachmentId: slip?.uploadId ?? null,
      duplicateOfId: duplicate?.id ?? null,
      approvedBy: byStaff ? actor.id : null,
      approvedAt: byStaff ? now : null,
      locale,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await writeAudit(tx, { actor, action: 'create', resource: 'payments', recordId: payment.id, after: { reservationId, method: input.method, amount: input.amount, duplicateOf: duplicate?.id ?? null }, ip }, now);
  if (byStaff) await fulfil(tx, payment, now);
  else await keepRoomsForReview(tx, reservationId, now);
  await mailAboutPayment(tx, payment, byStaff ? 'payment-approved' : 'payment-received', now, byStaff ? await balanceArgs(tx, reservationId) : {});
  return payment;
};

const balanceArgs = async (tx: Db, reservationId: string | null) =>
  reservationId ? { balanceDue: formatMoney(Math.max(0, (await settlementOf(tx, reservationId)).balanceDue)) } : { balanceDue: formatMoney(0) };

/**
 * Staff approve a payment waiting for review. The conditional update lets exactly one of two
 * reviewers acting at once through; the other gets 409 and nothing moves twice.
 */
export const approvePayment = async (tx: Db, actor: Actor, paymentId: string, now: Date, ip: string) => {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'approved', approvedBy: actor.id, approvedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  if (!payment) throw (await exists(tx, paymentId)) ? alreadyDecided() : notFound('app.errors.not_found');
  await fulfil(tx, payment, now);
  await writeAudit(tx, { actor, action: 'update', resource: 'payments', recordId: paymentId, before: { status: 'pending' }, after: { status: 'approved' }, ip }, now);
  await mailAboutPayment(tx, payment, 'payment-approved', now, await balanceArgs(tx, payment.reservationId));
  return payment;
};

/** Staff reject a payment waiting for review, saying why; an unpaid booking gets a fresh countdown. */
export const rejectPayment = async (tx: Db, actor: Actor, paymentId: string, rejectionNotes: string, now: Date, countdownMinutes: number, ip: string) => {
  if (!rejectionNotes.trim()) throw badRequest('app.errors.bad_request', { rejectionNotes: 'ra.validation.required' });
  const [payment] = await tx
    .update(payments)
    .set({ status: 'rejected', rejectedBy: actor.id, rejectedAt: now, rejectionNotes, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  if (!payment) throw (await exists(tx, paymentId)) ? alreadyDecided() : notFound('app.errors.not_found');
  if (payment.reservationId) await restartCountdown(tx, payment.reservationId, now, countdownMinutes);
  await writeAudit(tx, { actor, action: 'update', resource: 'payments', recordId: paymentId, before: { status: 'pending' }, after: { status: 'rejected', rejectionNotes }, ip }, now);
  await mailAboutPayment(tx, payment, 'payment-rejected', now, { reason: rejectionNotes });
  return payment;
};

const exists = async (tx: Db, id: string) => (await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id))).length > 0;

const walletPayer = alias(resourceTables.users, 'payer');

/**
 * lockPayableReservation for a wallet payment, in the same statement: whether wallet payments are on
 * (the wallet setting), and what the payment's answer and e-mails need of its payer (the owner) and
 * lead guest. Only the reservation's row is locked.
 */
const walletLock = compiledStatement<{ reservationId: string }>('wallet_lock', (v, db) =>
  db
    .select({
      // What the payment needs of the booking, not its whole row (its booking and quote are kilobytes of JSON).
      id: reservations.id,
      bookingNo: reservations.bookingNo,
      ownerId: reservations.ownerId,
      bookedById: reservations.bookedById,
      bookedFrom: reservations.bookedFrom,
      status: reservations.status,
      approvedAt: reservations.approvedAt,
      walletSetting: sql<unknown>`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'wallet')`,
      payerEmail: walletPayer.email,
      payerName: sql<string>`${walletPayer.firstName} || ' ' || ${walletPayer.lastName}`,
      leadEmail: sql<string | null>`(SELECT ${reservationGuests.email} FROM ${reservationGuests} WHERE ${reservationGuests.reservationId} = ${v.reservationId} ORDER BY ${reservationGuests.roomIndex} LIMIT 1)`,
    })
    .from(reservations)
    .innerJoin(walletPayer, eq(walletPayer.id, reservations.ownerId))
    .where(eq(reservations.id, v.reservationId))
    .for('update', { of: reservations })
    .getSQL(),
);

type WalletLockRow = [string, string, string, string | null, string, string, string | null, unknown, string, string, string | null];

const lockForWalletPayment = async (tx: Db, actor: Actor, reservationId: string) => {
  // Every wallet payment sends it: compiled once, read as an array row (the selection's order).
  const [found] = await walletLock.rows<WalletLockRow>(tx, { reservationId }, 'array');
  const row = found && {
    reservation: {
      id: found[0],
      bookingNo: found[1],
      ownerId: found[2],
      bookedById: found[3],
      bookedFrom: found[4],
      status: found[5],
      approvedAt: found[6] === null ? null : (reservations.approvedAt.mapFromDriverValue(found[6]) as Date),
    },
    walletSetting: found[7],
    payerEmail: found[8],
    payerName: found[9],
    leadEmail: found[10],
  };
  // Switched off answers 409 before anything else, also for a booking the caller cannot reach.
  if (!row) await requireWalletPayments(tx);
  else refuseWalletPaymentsOff(settingOf('wallet', row.walletSetting));
  return { ...row, reservation: requirePayable(actor, row?.reservation) };
};

/**
 * Pays a booking from the agent's wallet: the ledger's debit and the payment are one transaction,
 * and the debit is refused (409) when the balance does not cover it. Answers the payment as the API
 * shows it and the payer's wallet after it. Under the reservation's lock its money is read once: what
 * is due, what it owes after the payment, the e-mail's balance all follow from that read.
 */
export const payBookingFromWallet = async (tx: Db, actor: Actor, reservationId: string, amount: number | undefined, now: Date, locale: Locale, ip: string) => {
  // The settlement read is sent behind the lock, on the same connection: it runs once the lock is held.
  // It reads nothing when there is no such booking, and the lock's 404 is the answer then.
  const [locked, settled] = await Promise.all([lockForWalletPayment(tx, actor, reservationId), settlementsOf(tx, [reservationId])]);
  const { reservation } = locked;
  const before = settled.get(reservationId);
  if (!before) throw notFound('app.errors.not_found');
  const due = dueOf(before);
  const toPay = amount ?? due;
  refuseAboveDue(due, toPay);
  // The payment's writes do not wait for each other: they go out together (the pool is pipelined), in
  // this order, and any refusal (the debit's 409) rolls all of them back. The payment's id is made here so
  // the ledger entry can name it before the insert's answer is back.
  const paymentId = crypto.randomUUID();
  const after = settlementAfterPayment(before, toPay);
  const facts = { payerEmail: String(locked.payerEmail), booking: reservation, leadEmail: locked.leadEmail };
  // The e-mail is worded from the values written, not from the insert's answer.
  const values = {
    id: paymentId,
    purpose: 'booking',
    reservationId,
    payerId: reservation.ownerId,
    recordedBy: actor.id,
    method: 'wallet',
    amount: toPay,
    status: 'approved',
    approvedAt: now,
    locale,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof payments.$inferInsert;
  // Sent at once (the insert goes out before its first await): the writes below follow it on the connection.
  const inserted = insertRow(tx, payments, values) as Promise<typeof payments.$inferSelect>;
  const [payment, wallet] = await Promise.all([
    inserted,
    post(tx, { agentId: reservation.ownerId, kind: 'booking', amount: toPay, reference: reservation.bookingNo, reservationId, paymentId, createdBy: actor.id }, now),
    // What fulfil does for a booking's payment (settleReservation), from what this call knows.
    settleLockedReservation(tx, reservation, after, now),
    writeAudit(tx, { actor, action: 'create', resource: 'payments', recordId: paymentId, after: { reservationId, method: 'wallet', amount: toPay }, ip }, now),
    queuePaymentMail(tx, values, facts, 'payment-approved', now, { balanceDue: formatMoney(Math.max(0, after.balanceDue)) }),
  ]);
  const answer = presentPayment({ payment, bookingNo: reservation.bookingNo, payerName: locked.payerName, payerEmail: locked.payerEmail, slipContentType: null, slipName: null }, '/api/agent/payment');
  return { payment, answer, wallet: reservation.ownerId === actor.accountId ? wallet : await walletOf(tx, actor.accountId) };
};
