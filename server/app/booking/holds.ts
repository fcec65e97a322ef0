import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomAllocations, roomHolds } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { pgErrorOf } from '../crud/dbErrors';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { requireBookableCheckIn } from './bookingWindow';

/** PostgreSQL's exclusion_violation: another allocation of the room overlaps the stay. */
export const EXCLUSION_VIOLATION = '23P01';

export interface HoldRequest {
  ownerId: string;
  packageId: string | null;
  checkIn: string;
  checkOut: string;
  roomIds: string[];
}

const stayOf = (checkIn: string, checkOut: string) => sql`daterange(${checkIn}::date, ${checkOut}::date, '[)')`;
const secondsLeft = (expiresAt: Date, now: Date) => Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

/**
 * Holds the chosen rooms for a stay. Either every room is held or none: a room taken by a live
 * allocation makes the database refuse the insert (exclusion constraint) and the answer is 409. A stay
 * checking in before the first bookable day (the past, or inside the lead time) is 400 on `checkIn`.
 */
export const createHold = async (db: Db, request: HoldRequest, now: Date, holdSeconds: number) => {
  await requireBookableCheckIn(db, request.checkIn, now);
  const roomIds = [...new Set(request.roomIds)];
  try {
    return await db.transaction(async (tx) => {
      const rooms = await tx
        .select({ id: resourceTables.rooms.id, inService: resourceTables.rooms.inService })
        .from(resourceTables.rooms)
        .where(inArray(resourceTables.rooms.id, roomIds));
      if (rooms.length !== roomIds.length) throw badRequest('app.errors.bad_request', { roomIds: 'app.validation.reference' });
      if (rooms.some((r) => r.inService === false)) throw conflict('app.booking.room_out_of_service', { roomIds: 'app.booking.room_out_of_service' });
      // Expired holds of these rooms no longer count: remove them so the constraint sees only live allocations.
      await tx.delete(roomAllocations).where(and(inArray(roomAllocations.roomId, roomIds), lte(roomAllocations.expiresAt, now)));
      const expiresAt = new Date(now.getTime() + holdSeconds * 1000);
      const [hold] = await tx
        .insert(roomHolds)
        .values({ ownerId: request.ownerId, packageId: request.packageId, checkIn: request.checkIn, checkOut: request.checkOut, createdAt: now, expiresAt })
        .returning();
      await tx.insert(roomAllocations).values(
        roomIds.map((roomId) => ({ roomId, stay: stayOf(request.checkIn, request.checkOut), holdId: hold.id, expiresAt, createdAt: now })),
      );
      return { ...hold, roomIds, secondsLeft: secondsLeft(expiresAt, now) };
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION) throw conflict('app.booking.rooms_taken', { roomIds: 'app.booking.rooms_taken' });
    throw error;
  }
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
