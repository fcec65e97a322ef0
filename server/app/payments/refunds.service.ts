import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../i18n/formatMoney';
import { reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { payments, refunds } from '../../db/moneyTables';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { percentOf } from '../pricing/money';
import { cancellationFee } from '../settings/cancellation';
import { resortToday } from '../settings/resortZone';
import { readSetting } from '../settings/settings';
import { post } from '../wallet/ledger';
import { reverseCommissions } from './commissions.service';
import { settleReservation, settlementOf } from './settle';

export interface RefundRequest {
  /** Kept by the resort (the cancellation fee); recorded beside the refund. */
  cancelFee: number;
  refundAmount: number;
  /** To the agent's wallet, or back through the payment it came by. */
  method: 'wallet' | 'original';
  paymentId?: string;
  notes?: string;
}

/**
 * What staff see before refunding: paid, already refunded, what may still go back, a suggested fee.
 * Given the day (`now`), a cancelled booking's suggested fee is the cancellation policy's for the notice
 * it was cancelled with (the day of its cancellation; `policy`: its tier and days of notice; today for one
 * cancelled before that day was recorded), never more than may still go back; any
 * other refund (a stay made shorter) suggests `refunds.defaultCancelFeePercent` of what may go back.
 */
export const refundPreview = async (tx: Db, reservationId: string, now?: Date) => {
  const [reservation] = await tx.select({ id: reservations.id, status: reservations.status, total: reservations.total, checkIn: reservations.checkIn, cancelledAt: reservations.cancelledAt }).from(reservations).where(eq(reservations.id, reservationId));
  if (!reservation) throw notFound('app.errors.not_found');
  const s = await settlementOf(tx, reservationId);
  const refundable = Math.max(0, s.paid - s.refunded);
  const { defaultCancelFeePercent } = await readSetting(tx, 'refunds');
  const policy =
    now && reservation.status === 'Cancelled'
      ? cancellationFee(await readSetting(tx, 'cancellation'), Number(reservation.total), s.paid, reservation.checkIn, resortToday(reservation.cancelledAt ?? now, (await readSetting(tx, 'booking')).timeZone))
      : null;
  const suggestedCancelFee = policy ? Math.min(refundable, policy.fee) : percentOf(refundable, defaultCancelFeePercent);
  const paid = await tx
    .select({ id: payments.id, method: payments.method, amount: payments.amount, refunded: sql<string>`coalesce((SELECT sum(f.refund_amount) FROM refunds f WHERE f.payment_id = ${payments.id}), 0)` })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'approved')));
  return {
    paid: s.paid,
    refunded: s.refunded,
    refundable,
    suggestedCancelFee,
    suggestedRefund: refundable - suggestedCancelFee,
    policy: policy && { tier: policy.tier, daysBefore: policy.daysBefore, fee: policy.fee },
    payments: paid.map((p) => ({ id: p.id, method: p.method, amount: Number(p.amount), refundable: Number(p.amount) - Number(p.refunded) })),
  };
};

/**
 * Gives money back on a booking, once staff confirmed the amounts. The reservation is locked, so two
 * refunds at once cannot together exceed what was paid; a refund to the wallet credits the agent's
 * ledger in the same transaction, and a booking refunded in full loses its commissions.
 */
export const refund = async (tx: Db, actor: Actor, reservationId: string, request: RefundRequest, now: Date, ip: string) => {
  const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  if (!reservation) throw notFound('app.errors.not_found');
  if (request.refundAmount <= 0 && request.cancelFee <= 0) throw badRequest('app.errors.bad_request', { refundAmount: 'app.refunds.nothing_to_refund' });
  const preview = await refundPreview(tx, reservationId);
  if (request.refundAmount + request.cancelFee > preview.refundable)
    throw new ApiError(400, 'validation', 'app.errors.bad_request', { refundAmount: 'app.refunds.more_than_paid' }, { args: { max: formatMoney(preview.refundable) } });
  let paymentId: string | null = null;
  if (request.method === 'original') {
    const original = preview.payments.find((p) => p.id === request.paymentId);
    if (!original) throw badRequest('app.errors.bad_request', { paymentId: 'app.refunds.payment_required' });
    if (request.refundAmount > original.refundable)
      throw new ApiError(400, 'validation', 'app.errors.bad_request', { refundAmount: 'app.refunds.more_than_payment' }, { args: { max: formatMoney(original.refundable) } });
    paymentId = original.id;
  }
  const [owner] = await tx.select({ kind: resourceTables.users.kind }).from(resourceTables.users).where(eq(resourceTables.users.id, reservation.ownerId));
  const toWallet = request.method === 'wallet' || preview.payments.find((p) => p.id === paymentId)?.method === 'wallet';
  if (toWallet && owner?.kind !== 'agent') throw badRequest('app.errors.bad_request', { method: 'app.refunds.no_wallet' });
  const [row] = await tx
    .insert(refunds)
    .values({ reservationId, paymentId, method: request.method, cancelFee: request.cancelFee, refundAmount: request.refundAmount, notes: request.notes ?? null, refundedBy: actor.id, refundedAt: now })
    .returning();
  if (toWallet && request.refundAmount > 0)
    await post(tx, { agentId: reservation.ownerId, kind: 'refund', amount: request.refundAmount, reservationId, reference: reservation.bookingNo, createdBy: actor.id }, now);
  const settlement = await settleReservation(tx, reservationId, now);
  if (settlement.paymentStatus === 'Refunded') await reverseCommissions(tx, reservationId, now);
  await writeAudit(tx, { actor, action: 'create', resource: 'refunds', recordId: row.id, after: { reservationId, ...request }, ip }, now);
  return { ...row, cancelFee: Number(row.cancelFee), refundAmount: Number(row.refundAmount), refundedAt: row.refundedAt.toISOString(), paymentStatus: settlement.paymentStatus };
};
