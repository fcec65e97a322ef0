import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { roomAllocations, roomHolds } from '../../db/bookingTables';
import { DEADLOCK_DETECTED, pgErrorOf, refusalOf } from '../crud/dbErrors';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { requireBookableCheckIn } from './bookingWindow';
import { settingOf, type BookingRules } from '../settings/settings';

const ROOMS_TAKEN = 'rooms_taken';

export interface HoldRequest {
  ownerId: string;
  packageId: string | null;
  checkIn: string;
  checkOut: string;
  roomIds: string[];
}

const secondsLeft = (expiresAt: Date, now: Date) => Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

/** Ids as an IN list, as the original reads had it: the rooms' only index on `room_id` is the exclusion constraint's GiST. */
const idList = (ids: string[]) => sql.join(
  ids.map((id) => sql`${id}::uuid`),
  sql`, `,
);

/**
 * Holds the chosen rooms for a stay. Either every room is held or none: a room taken by a live
 * allocation makes the database refuse the insert (exclusion constraint) and the answer is 409. A stay
 * checking in before the first bookable day (the past, or inside the lead time) is 400 on `checkIn`.
 * Held for `holdSeconds`, else for the `booking.roomHoldMinutes` setting. `known`: the booking rules the
 * request already read; without them the first statement reads them.
 *
 * Two statements and no transaction: the first clears the rooms' expired allocations (they no longer
 * count; kept cleared even when the hold then fails, as the next hold would clear them) and reads the
 * rooms (and the rules); the second writes the hold and its allocations at once (one statement is
 * atomic; the allocations read the hold from its CTE, so it is written first).
 *
 * The allocations go in with ON CONFLICT DO NOTHING (PostgreSQL's speculative insertion), and a room
 * not taken refuses the whole statement (`booking_refused`). A plain insert puts its row in the
 * exclusion constraint's index before it looks for overlaps, then waits there for any booking still
 * writing the room: every hold racing for the room then waits with its row in the index, a booking
 * that moves the room to itself meanwhile waits for them in turn, and PostgreSQL breaks each such
 * cycle after a second by failing one of them (the booking too). Speculative insertion waits before
 * it writes, so it holds nothing anyone waits for. The rooms go in in one order (the statement's ORDER BY),
 * so two holds of the same rooms never wait for each other's rows either.
 */
export const createHold = async (db: Db, request: HoldRequest, now: Date, holdSeconds?: number, known?: BookingRules) => {
  if (known) await requireBookableCheckIn(db, request.checkIn, now, known);
  const roomIds = [...new Set(request.roomIds)];
  const at = now.toISOString();
  // Named prepared statements (one per count of rooms), like the booking's other hot statements.
  const [{ rooms, rules: stored }] = await preparedRows<{ rooms: { id: string; inService: boolean | null }[]; rules: unknown }>(db, 'hold_clear', sql`
    WITH expired AS (DELETE FROM room_allocations WHERE room_id IN (${idList(roomIds)}) AND expires_at <= ${at}::timestamptz)
    SELECT (SELECT coalesce(json_agg(json_build_object('id', id, 'inService', in_service)), '[]'::json) FROM rooms WHERE id IN (${idList(roomIds)})) AS rooms,
           (SELECT value FROM settings WHERE key = 'booking' AND ${!known}::boolean) AS rules`);
  const rules = known ?? settingOf('booking', stored);
  if (!known) await requireBookableCheckIn(db, request.checkIn, now, rules);
  if (rooms.length !== roomIds.length) throw badRequest('app.errors.bad_request', { roomIds: 'app.validation.reference' });
  if (rooms.some((r) => r.inService === false)) throw conflict('app.booking.room_out_of_service', { roomIds: 'app.booking.room_out_of_service' });
  const expiresAt = new Date(now.getTime() + (holdSeconds ?? rules.roomHoldMinutes * 60) * 1000);
  const hold = { id: crypto.randomUUID(), packageId: request.packageId, ownerId: request.ownerId, checkIn: request.checkIn, checkOut: request.checkOut, createdAt: now, expiresAt, extendedAt: null, releasedAt: null };
  const insertHold = () => preparedRows(db, 'hold_insert', sql`
      WITH hold AS (
        INSERT INTO room_holds (id, owner_id, package_id, check_in, check_out, created_at, expires_at)
        VALUES (${hold.id}::uuid, ${hold.ownerId}::uuid, ${hold.packageId}::uuid, ${hold.checkIn}::date, ${hold.checkOut}::date, ${at}::timestamptz, ${expiresAt.toISOString()}::timestamptz)
        RETURNING id, check_in, check_out, expires_at, created_at),
           taken AS (
        INSERT INTO room_allocations (room_id, stay, hold_id, expires_at, created_at)
        SELECT room.id, daterange(hold.check_in, hold.check_out, '[)'), hold.id, hold.expires_at, hold.created_at
          FROM hold, (VALUES ${sql.join(roomIds.map((id) => sql`(${id}::uuid)`), sql`, `)}) AS room(id)
         ORDER BY room.id
        ON CONFLICT DO NOTHING
        RETURNING room_id)
      SELECT CASE WHEN (SELECT count(*) FROM taken) = ${roomIds.length}::int THEN true ELSE booking_refused(${ROOMS_TAKEN}) END AS held`);
  // A deadlock is still possible with a writer that does not insert this way (a booking's change of
  // rooms): PostgreSQL ends one, and the hold is tried again, so it meets the other's allocation (409)
  // or, if the other failed, gets the rooms.
  for (let attempt = 1; ; attempt++) {
    try {
      await insertHold();
      break;
    } catch (error) {
      const deadlocked = pgErrorOf(error)?.code === DEADLOCK_DETECTED;
      if (deadlocked && attempt < 3) continue;
      if (deadlocked || refusalOf(error) === ROOMS_TAKEN) throw conflict('app.booking.rooms_taken', { roomIds: 'app.booking.rooms_taken' });
      throw error;
    }
  }
  return { ...hold, roomIds, secondsLeft: secondsLeft(expiresAt, now) };
};

/** The caller's live hold (not released, not expired), or 404/409. */
const liveHold = async (db: Db, holdId: string, ownerId: string, now: Date, lock = false) => {
  const query = db
    .select()
    .from(roomHolds)
    .where(and(eq(roomHolds.id, holdId), eq(roomHolds.ownerId, ownerId), isNull(roomHolds.releasedAt)));
  const [hold] = lock ? await query.for('update') : await query;
  if (!hold) throw notFound('app.errors.not_found');
  if (hold.expiresAt <= now) throw new ApiError(409, 'hold_expired', 'app.booking.hold_expired');
  return hold;
};

/** Seconds left on a hold (0 once expired or released), with its rooms. */
export const holdTimer = async (db: Db, holdId: string, ownerId: string, now: Date) => {
  const [hold] = await db
    .select()
    .from(roomHolds)
    .where(and(eq(roomHolds.id, holdId), eq(roomHolds.ownerId, ownerId)));
  if (!hold) throw notFound('app.errors.not_found');
  const rooms = await db.select({ roomId: roomAllocations.roomId }).from(roomAllocations).where(eq(roomAllocations.holdId, holdId));
  const live = hold.releasedAt === null && hold.expiresAt > now && rooms.length > 0;
  return { holdId, expiresAt: hold.expiresAt, secondsLeft: live ? secondsLeft(hold.expiresAt, now) : 0, extended: hold.extendedAt !== null, roomIds: rooms.map((r) => r.roomId) };
};

/** Releases a whole hold (the rooms are free at once). */
export const releaseHold = async (db: Db, holdId: string, ownerId: string, now: Date) =>
  db.transaction(async (tx) => {
    const [hold] = await tx
      .update(roomHolds)
      .set({ releasedAt: now })
      .where(and(eq(roomHolds.id, holdId), eq(roomHolds.ownerId, ownerId), isNull(roomHolds.releasedAt)))
      .returning();
    if (!hold) throw notFound('app.errors.not_found');
    await tx.delete(roomAllocations).where(eq(roomAllocations.holdId, holdId));
    return { holdId, released: true };
  });

/** Gives back some rooms of a live hold (the agent changed their mind about one room). */
export const releaseRooms = async (db: Db, holdId: string, ownerId: string, roomIds: string[], now: Date) =>
  db.transaction(async (tx) => {
    await liveHold(tx, holdId, ownerId, now, true);
    const released = await tx
      .delete(roomAllocations)
      .where(and(eq(roomAllocations.holdId, holdId), inArray(roomAllocations.roomId, roomIds)))
      .returning({ roomId: roomAllocations.roomId });
    return { holdId, releasedRoomIds: released.map((r) => r.roomId) };
  });

/** Extends a live hold once, to the payment countdown, when payment starts. */
export const extendHold = async (db: Db, holdId: string, ownerId: string, now: Date, minutes: number) =>
  db.transaction(async (tx) => {
    const hold = await liveHold(tx, holdId, ownerId, now, true);
    if (hold.extendedAt) throw new ApiError(409, 'hold_already_extended', 'app.booking.hold_already_extended');
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    await tx.update(roomHolds).set({ expiresAt, extendedAt: now }).where(eq(roomHolds.id, holdId));
    await tx.update(roomAllocations).set({ expiresAt }).where(eq(roomAllocations.holdId, holdId));
    return { holdId, expiresAt, secondsLeft: secondsLeft(expiresAt, now), extended: true };
  });
