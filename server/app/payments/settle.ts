import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayLiteral, compiledStatement } from '../../db/prepared';
import { reservations, roomAllocations } from '../../db/bookingTables';
import { TRANSITIONS, type PaymentStatus } from '../booking/transitions';

/** What a reservation has received and owes, from its approved payments and refunds. */
export interface Settlement {
  total: number;
  paid: number;
  refunded: number;
  /** Slips and cheques waiting for staff. */
  pending: number;
  /** total − paid + refunded; negative when more was paid than owed. */
  balanceDue: number;
  paymentStatus: PaymentStatus;
}

/** A settlement from a reservation's total and the sums of its payments and refunds (all in sen). */
const settle = (row: { total: string | number; paid: string | number; pending: string | number; refunded: string | number }): Settlement => {
  const total = Number(row.total);
  const paid = Number(row.paid);
  const refunded = Number(row.refunded);
  const net = paid - refunded;
  const paymentStatus: PaymentStatus = refunded > 0 && net <= 0 ? 'Refunded' : net >= total && total > 0 ? 'FullyPaid' : net > 0 ? 'Partial' : 'Pending';
  return { total, paid, refunded, pending: Number(row.pending), balanceDue: total - net, paymentStatus };
};

/**
 * The settlement once an approved payment of `amount` is added: what a fresh read would answer, for a
 * caller that read the settlement under the reservation's lock and then paid (every change to a
 * booking's money updates the reservation's row, so none can land while the lock is held).
 */
export const settlementAfterPayment = (before: Settlement, amount: number): Settlement => settle({ ...before, paid: before.paid + amount });

// Plain SQL: inside a subquery Drizzle would render the outer column unqualified (`id`), which
// PostgreSQL would read as the payment's own id. Every payment reads it: compiled once.
const settlementRows = compiledStatement<{ ids: string }>(
  'settlements',
  (v) => sql`
    SELECT r.id, r.total,
           coalesce((SELECT sum(p.amount) FROM payments p WHERE p.reservation_id = r.id AND p.status = 'approved'), 0) AS paid,
           coalesce((SELECT sum(p.amount) FROM payments p WHERE p.reservation_id = r.id AND p.status = 'pending'), 0) AS pending,
           coalesce((SELECT sum(f.refund_amount) FROM refunds f WHERE f.reservation_id = r.id), 0) AS refunded
      FROM reservations r WHERE r.id = ANY(${v.ids}::uuid[])`,
);

/** The money of many reservations at once (a list's rows), by reservation id: one read. */
export const settlementsOf = async (db: Db, reservationIds: readonly string[]): Promise<Map<string, Settlement>> => {
  if (!reservationIds.length) return new Map();
  const rows = await settlementRows.rows<{ id: string; total: string; paid: string; pending: string; refunded: string }>(db, { ids: arrayLiteral(reservationIds) });
  return new Map(rows.map((row) => [row.id, settle(row)]));
};

/** Reads a reservation's money (inside the caller's transaction, after locking the reservation). */
export const settlementOf = async (tx: Db, reservationId: string): Promise<Settlement> => {
  const found = (await settlementsOf(tx, [reservationId])).get(reservationId);
  if (!found) throw new Error(`settlementOf: no reservation ${reservationId}`);
  return found;
};

/**
 * Brings a reservation's payment status in line with its money. Money received confirms an approved
 * Pending booking and keeps its rooms for good; a booking still awaiting approval keeps its rooms too
 * (the guest has paid) and is confirmed when staff approve it.
 */
export const settleReservation = async (tx: Db, reservationId: string, now: Date) => {
  const settlement = await settlementOf(tx, reservationId);
  const [locked] = await tx
    .select({ id: reservations.id, status: reservations.status, approvedAt: reservations.approvedAt })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update');
  if (locked) await settleLockedReservation(tx, locked, settlement, now);
  return settlement;
};

/**
 * A reservation's writes once settled: its payment status; when money was received on a Pending booking
 * (`keep`), no deadline and its rooms kept, and (`confirm`) confirmed when already approved, as
 * confirmPaid does. One statement, the rooms' update a data-modifying part of it, compiled once.
 */
const settledWrites = compiledStatement<{ id: string; paymentStatus: PaymentStatus; now: string; keep: boolean; confirm: boolean }>(
  'settle_reservation',
  (v) => sql`
    WITH kept AS (
      UPDATE ${roomAllocations} SET expires_at = NULL WHERE reservation_id = ${v.id}::uuid AND ${v.keep}::boolean
    )
    UPDATE ${reservations}
       SET payment_status = ${v.paymentStatus}::text, updated_at = ${v.now}::timestamptz,
           payment_deadline = CASE WHEN ${v.keep}::boolean THEN NULL ELSE payment_deadline END,
           status = CASE WHEN ${v.confirm}::boolean THEN ${TRANSITIONS.confirm.to} ELSE status END
     WHERE id = ${v.id}::uuid`,
);

/**
 * settleReservation for a caller holding the reservation's lock that knows the row (its status and
 * approval cannot change meanwhile) and its settlement (see settledWrites).
 */
export const settleLockedReservation = async (tx: Db, reservation: { id: string; status: string; approvedAt: Date | null }, settlement: Settlement, now: Date) => {
  const keep = settlement.paid - settlement.refunded > 0 && reservation.status === 'Pending';
  const confirm = keep && reservation.approvedAt !== null;
  await settledWrites.rows(tx, { id: reservation.id, paymentStatus: settlement.paymentStatus, now: now.toISOString(), keep, confirm });
};

/**
 * While a slip or cheque waits for staff the booking must not expire: its payment deadline is lifted
 * and its rooms kept (availability ignores a room whose allocation expired).
 */
export const keepRoomsForReview = async (tx: Db, reservationId: string, now: Date) => {
  await tx.update(reservations).set({ paymentDeadline: null, updatedAt: now }).where(and(eq(reservations.id, reservationId), eq(reservations.status, 'Pending')));
  await tx.update(roomAllocations).set({ expiresAt: null }).where(eq(roomAllocations.reservationId, reservationId));
};

/**
 * After a rejected slip, an unpaid Pending booking with nothing else under review gets a fresh
 * payment countdown (the agent may pay again); when it runs out the booking expires as usual.
 */
export const restartCountdown = async (tx: Db, reservationId: string, now: Date, countdownMinutes: number) => {
  const settlement = await settlementOf(tx, reservationId);
  if (settlement.pending > 0 || settlement.paid > 0) return;
  const deadline = new Date(now.getTime() + countdownMinutes * 60_000);
  const [row] = await tx
    .update(reservations)
    .set({ paymentDeadline: deadline, updatedAt: now })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'Pending')))
    .returning({ id: reservations.id });
  if (row) await tx.update(roomAllocations).set({ expiresAt: deadline }).where(eq(roomAllocations.reservationId, reservationId));
};
