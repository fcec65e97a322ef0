import { z } from '@hono/zod-openapi';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomAllocations } from '../../db/bookingTables';
import { roomBlocks } from '../../db/roomBoardTables';
import { writeAudit } from '../audit/audit';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../crud/dbErrors';
import type { Actor } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { occupantOf, occupiedRefusal } from './occupant';
import { dayNumber, isIsoDate } from '../pricing/nights';
import { resortToday } from '../settings/resortZone';
import { lockRoom } from './housekeeping';

/** A block longer than a year is a room taken out of service (the room's `inService`), not out of order. */
export const MAX_BLOCK_NIGHTS = 366;

const isoDate = z.string().refine(isIsoDate, { error: 'app.validation.date' });

/** `POST /rooms/{id}/out-of-order`: the nights `[from, to)` the room cannot be sold, and why. */
export const outOfOrderBody = z
  .object({ from: isoDate, to: isoDate, note: z.string().trim().min(1, { error: 'ra.validation.required' }).max(500) })
  .refine((b) => !isIsoDate(b.from) || !isIsoDate(b.to) || b.to > b.from, { path: ['to'], error: 'app.roomBoard.errors.to_after_from' })
  .refine((b) => !isIsoDate(b.from) || !isIsoDate(b.to) || (dayNumber(b.to) ?? 0) - (dayNumber(b.from) ?? 0) <= MAX_BLOCK_NIGHTS, { path: ['to'], error: 'app.roomBoard.errors.too_long' });
export type OutOfOrderBody = z.infer<typeof outOfOrderBody>;

/**
 * Takes a room out of order for some nights: a block and an allocation of its nights, so that nothing
 * sells them (the exclusion constraint refuses any hold, booking or room change on them). Nights already
 * booked or held answer 409 naming the booking; nights before the resort's today are 400.
 */
export const blockRoom = async (db: Db, actor: Actor, roomId: string, body: OutOfOrderBody, now: Date, ip: string, zone: string) => {
  if (body.from < resortToday(now, zone)) throw badRequest('app.errors.bad_request', { from: 'app.roomBoard.errors.past' });
  try {
    return await db.transaction(async (tx) => {
      await lockRoom(tx, roomId);
      // Expired holds no longer take the room: cleared so that the constraint sees only live allocations.
      await tx.delete(roomAllocations).where(and(eq(roomAllocations.roomId, roomId), lte(roomAllocations.expiresAt, now)));
      const taken = await occupantOf(tx, roomId, body.from, body.to, now);
      if (taken) throw occupiedRefusal(taken, 'from');
      const [block] = await tx.insert(roomBlocks).values({ roomId, fromDate: body.from, toDate: body.to, note: body.note, createdBy: actor.id, createdAt: now }).returning();
      await tx.insert(roomAllocations).values({ roomId, stay: sql`daterange(${body.from}::date, ${body.to}::date, '[)')`, blockId: block.id, createdAt: now });
      await writeAudit(tx, { actor, action: 'update', resource: 'rooms', recordId: roomId, after: { outOfOrder: { id: block.id, from: body.from, to: body.to, note: body.note } }, ip }, now);
      return { id: block.id, roomId, from: block.fromDate, to: block.toDate, note: block.note };
    });
  } catch (error) {
    // Someone booked the nights between the check and the insert.
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION) throw new ApiError(409, 'conflict', 'app.booking.rooms_taken', { from: 'app.booking.rooms_taken' });
    throw error;
  }
};

/** Puts a room back in order: its block and the block's nights go (they are for sale again). */
export const unblockRoom = async (db: Db, actor: Actor, roomId: string, blockId: string, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const [block] = await tx.delete(roomBlocks).where(and(eq(roomBlocks.id, blockId), eq(roomBlocks.roomId, roomId))).returning();
    if (!block) throw notFound('app.errors.not_found');
    await writeAudit(tx, { actor, action: 'update', resource: 'rooms', recordId: roomId, before: { outOfOrder: { id: block.id, from: block.fromDate, to: block.toDate, note: block.note } }, after: { outOfOrder: null }, ip }, now);
    return { id: block.id, roomId, from: block.fromDate, to: block.toDate, note: block.note };
  });
