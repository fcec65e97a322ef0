import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventRegistrations } from '../../db/eventTables';
import { resourceTables } from '../../db/generated';
import type { payments } from '../../db/moneyTables';
import type { Actor } from '../http/env';
import { ApiError, conflict, notFound } from '../http/errors';
import { registerFulfilment } from '../payments/fulfil';
import { creditUndeliverable } from '../payments/walletPayment';
import { readSetting } from '../settings/settings';

const t = resourceTables;
const er = eventRegistrations;
type Registration = typeof er.$inferSelect;

export interface JoinRequest {
  eventId: string;
  seats: number;
  memberNotes?: string;
}

/** Seats that count against an event's: joined, or pending within their hold. */
export const holdingSeats = (now: Date) => or(eq(er.status, 'joined'), and(eq(er.status, 'pending'), gt(er.heldUntil, now)));

/**
 * The seats counting against one event now ({@link holdingSeats}): what joining (`takeSeats`) and the
 * vacancy check measure the event's seats against, so the two never disagree.
 */
export const seatsTaken = async (db: Db, eventId: string, now: Date) => {
  const [{ taken }] = await db.select({ taken: sql<number>`coalesce(sum(${er.seats}), 0)::int` }).from(er).where(and(eq(er.eventId, eventId), holdingSeats(now)));
  return Number(taken);
};

/** The same count for every event at once, as a subquery (`eventId`, `taken`) for lists to join. */
export const seatsTakenByEvent = (db: Db, now: Date) =>
  db
    .select({ eventId: er.eventId, taken: sql<number>`sum(${er.seats})::int`.as('taken') })
    .from(er)
    .where(holdingSeats(now))
    .groupBy(er.eventId)
    .as('seats_taken');

/** Whether agents may join an event now: published (active) and not yet started. */
export const isOpen = (event: Record<string, unknown> | undefined, now: Date): event is Record<string, unknown> =>
  !!event && event.active === true && new Date(String(event.startsAt)) > now;

/** Refuses (400 on `seats`) more seats than one agent may take at the event. */
export const requireWithinAgentMax = (event: Record<string, unknown>, seats: number) => {
  const maxSeats = Number(event.maxSeatsPerAgent ?? 1);
  if (seats > maxSeats) throw new ApiError(400, 'validation', 'app.errors.bad_request', { seats: 'app.events.too_many_seats' }, { args: { smart_count: maxSeats } });
};

/**
 * Takes seats at an event for this agent: `pending` while it pays, or `joined` at once when the event
 * is free. The event's row is locked and the seats held by others counted, so parallel joins never
 * take more seats than the event has.
 */
export const takeSeats = async (tx: Db, actor: Actor, request: JoinRequest, now: Date): Promise<Registration> => {
  const [event] = await tx.select().from(t.events).where(eq(t.events.id, request.eventId)).for('update');
  if (!isOpen(event, now)) throw notFound('app.events.not_open');
  requireWithinAgentMax(event, request.seats);
  await tx.update(er).set({ status: 'released', updatedAt: now }).where(and(eq(er.eventId, request.eventId), eq(er.status, 'pending'), lte(er.heldUntil, now)));
  const [own] = await tx.select().from(er).where(and(eq(er.eventId, request.eventId), eq(er.agentId, actor.accountId), sql`${er.status} <> 'released'`));
  if (own) throw conflict(own.status === 'joined' ? 'app.events.already_joined' : 'app.events.payment_pending');
  const left = Number(event.seats) - (await seatsTaken(tx, request.eventId, now));
  if (request.seats > left) throw new ApiError(409, 'no_vacancy', 'app.events.no_vacancy', { seats: 'app.events.no_vacancy' }, { args: { left: Math.max(0, left) } });
  const amount = Number(event.price ?? 0) * request.seats;
  const free = amount === 0;
  const { holdMinutes } = await readSetting(tx, 'purchases');
  const [registration] = await tx
    .insert(er)
    .values({
      eventId: request.eventId,
      agentId: actor.accountId,
      seats: request.seats,
      amount,
      status: free ? 'joined' : 'pending',
      heldUntil: free ? null : new Date(now.getTime() + holdMinutes * 60_000),
      memberNotes: request.memberNotes ?? null,
      joinedAt: free ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (free) await countSeats(tx, registration);
  return registration;
};

const countSeats = (tx: Db, registration: Registration) =>
  tx
    .update(t.events)
    .set({ bookedSeats: sql`coalesce(${t.events.bookedSeats}, 0) + ${registration.seats}` })
    .where(eq(t.events.id, registration.eventId));

/** The event's title: what a statement line and a payment page call the seats. */
export const eventTitle = async (tx: Db, eventId: string) => {
  const [event] = await tx.select({ title: t.events.title }).from(t.events).where(eq(t.events.id, eventId));
  return String(event?.title ?? '');
};

/** Restarts a pending registration's hold while an online payment for it is under way. */
export const renewSeatHold = async (tx: Db, registration: Registration, now: Date) => {
  const { holdMinutes } = await readSetting(tx, 'purchases');
  await tx.update(er).set({ heldUntil: new Date(now.getTime() + holdMinutes * 60_000), updatedAt: now }).where(eq(er.id, registration.id));
};

/**
 * Delivers paid seats: a pending registration joins and its seats are counted. One given back before
 * the money arrived goes back to the wallet instead.
 */
const deliverSeats = async (tx: Db, payment: typeof payments.$inferSelect, now: Date) => {
  const [registration] = await tx.select().from(er).where(eq(er.id, payment.subjectId ?? '')).for('update');
  if (!registration) throw new Error(`payment ${payment.id} names no event registration`);
  if (registration.status !== 'pending') {
    await creditUndeliverable(tx, payment, await eventTitle(tx, registration.eventId), now);
    return;
  }
  await tx.update(er).set({ status: 'joined', joinedAt: now, heldUntil: null, updatedAt: now }).where(eq(er.id, registration.id));
  await countSeats(tx, registration);
};

registerFulfilment('event', deliverSeats);
