import { and, eq, ne } from 'drizzle-orm';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/types';
import { uploads } from '../../db/authTables';
import { reservationGuests, reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { payments } from '../../db/moneyTables';
import { writeAudit } from '../audit/audit';
import { enqueueEmail, type EmailTemplate } from '../email/outbox';
import type { Actor } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { post } from '../wallet/ledger';
import { fulfil } from './fulfil';
import { mayReach } from '../booking/reservationScope';
import { bookingLanguage } from '../email/guestLanguage';
import { requireWalletPayments } from './walletPayment';
import { keepRoomsForReview, restartCountdown, settlementOf } from './settle';

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
  if (!row || !mayReach(actor, row)) throw notFound('app.errors.not_found');
  if (!PAYABLE_STATUSES.includes(row.status)) throw new ApiError(409, 'not_payable', 'app.payments.not_payable');
  return row;
};

/** What may still be paid on a booking: its balance less what already waits for review. */
export const payableAmount = async (tx: Db, reservationId: string) => {
  const s = await settlementOf(tx, reservationId);
  return Math.max(0, s.balanceDue - s.pending);
};

/** Refuses an amount above what may still be paid (400 on `amount`). */
export const requireWithinDue = async (tx: Db, reservationId: string, amount: number) => {
  const due = await payableAmount(tx, reservationId);
  if (due <= 0) throw new ApiError(409, 'nothing_due', 'app.payments.nothing_due');
  if (amount > due) throw new ApiError(400, 'validation', 'app.errors.bad_request', { amount: 'app.payments.more_than_due' }, { args: { due: formatMoney(due) } });
  return due;
};

/**
 * Mails the payer and the booking's lead guest about a payment, in the payer's language; on a booking made
 * on the guest site its guest (as payer) and the lead guest read it in the guest's language, also when
 * staff approve or reject the slip.
 */
export const mailAboutPayment = async (tx: Db, payment: PaymentRow, template: EmailTemplate, now: Date, extra: Record<string, string | number> = {}) => {
  const [payer] = await tx.select({ email: resourceTables.users.email }).from(resourceTables.users).where(eq(resourceTables.users.id, payment.payerId));
  const locale = payment.locale as Locale;
  const recipients = new Map<string, Locale>(payer ? [[String(payer.email), locale]] : []);
  let bookingNo = '';
  if (payment.reservationId) {
    const [booking] = await tx.select({ bookingNo: reservations.bookingNo, bookedFrom: reservations.bookedFrom, bookedById: reservations.bookedById }).from(reservations).where(eq(reservations.id, payment.reservationId));
    bookingNo = booking?.bookingNo ?? '';
    const guestLocale = booking ? await bookingLanguage(tx, booking, locale) : locale;
    if (payer && booking?.bookedFrom === 'guest-portal' && booking.bookedById === payment.payerId) recipients.set(String(payer.email), guestLocale);
    const [lead] = await tx
      .select({ email: reservationGuests.email })
      .from(reservationGuests)
      .where(eq(reservationGuests.reservationId, payment.reservationId))
      .orderBy(reservationGuests.roomIndex)
      .limit(1);
    if (lead?.email) recipients.set(lead.email, guestLocale);
  }
  const args = { bookingNo, amount: formatMoney(Number(payment.amount)), method: payment.method, ...extra };
  for (const [to, lang] of recipients) await enqueueEmail(tx, { to, template, locale: lang, args, reservationId: payment.reservationId }, now);
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

/**
 * Pays a booking from the agent's wallet: the ledger's debit and the payment are one transaction,
 * and the debit is refused (409) when the balance does not cover it.
 */
export const payBookingFromWallet = async (tx: Db, actor: Actor, reservationId: string, amount: number | undefined, now: Date, locale: Locale, ip: string) => {
  await requireWalletPayments(tx);
  const reservation = await lockPayableReservation(tx, actor, reservationId);
  const toPay = amount ?? (await payableAmount(tx, reservationId));
  await requireWithinDue(tx, reservationId, toPay);
  const [payment] = await tx
    .insert(payments)
    .values({
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
    })
    .returning();
  await post(tx, { agentId: reservation.ownerId, kind: 'booking', amount: toPay, reference: reservation.bookingNo, reservationId, paymentId: payment.id, createdBy: actor.id }, now);
  await fulfil(tx, payment, now);
  await writeAudit(tx, { actor, action: 'create', resource: 'payments', recordId: payment.id, after: { reservationId, method: 'wallet', amount: toPay }, ip }, now);
  await mailAboutPayment(tx, payment, 'payment-approved', now, await balanceArgs(tx, reservationId));
  return payment;
};
