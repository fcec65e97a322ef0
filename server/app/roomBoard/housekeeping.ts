import { z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { roomHousekeeping } from '../../db/roomBoardTables';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import { notFound } from '../http/errors';

/** `PUT /rooms/{id}/housekeeping`: out of order is a dated block (outOfOrder.ts), not a status set by hand. */
export const housekeepingBody = z.object({
  status: z.enum(['clean', 'dirty', 'inspected', 'out_of_order']).refine((s) => s !== 'out_of_order', { error: 'app.roomBoard.errors.out_of_order_needs_dates' }),
  note: z.string().trim().max(500).nullable().optional(),
});
export type HousekeepingBody = z.infer<typeof housekeepingBody>;

/** The room (locked for the change), or 404. */
export const lockRoom = async (tx: Db, roomId: string) => {
  const [room] = await tx.select({ id: resourceTables.rooms.id, code: resourceTables.rooms.code }).from(resourceTables.rooms).where(eq(resourceTables.rooms.id, roomId)).for('update');
  if (!room) throw notFound('app.errors.not_found');
  return room;
};

/** Sets a room's housekeeping status, audited on the room. */
export const setHousekeeping = async (db: Db, actor: Actor, roomId: string, body: HousekeepingBody, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    await lockRoom(tx, roomId);
    const [before] = await tx.select().from(roomHousekeeping).where(eq(roomHousekeeping.roomId, roomId));
    const status = body.status as 'clean' | 'dirty' | 'inspected';
    const values = { status, note: body.note ?? null, updatedAt: now, updatedBy: actor.id };
    await tx.insert(roomHousekeeping).values({ roomId, ...values }).onConflictDoUpdate({ target: roomHousekeeping.roomId, set: values });
    await writeAudit(tx, { actor, action: 'update', resource: 'rooms', recordId: roomId, before: { housekeeping: before?.status ?? 'clean' }, after: { housekeeping: status, note: values.note }, ip }, now);
    return { roomId, status, note: values.note, updatedAt: now.toISOString() };
  });

/** Every room of a reservation becomes dirty (its guests have just checked out); inside the check-out's transaction. */
export const markReservationRoomsDirty = async (tx: Db, reservationId: string, actorId: string, now: Date) =>
  tx.execute(sql`
    INSERT INTO room_housekeeping (room_id, status, note, updated_at, updated_by)
    SELECT DISTINCT room_id, 'dirty', NULL, ${now.toISOString()}::timestamptz, ${actorId}::uuid FROM room_allocations WHERE reservation_id = ${reservationId}::uuid
    ON CONFLICT (room_id) DO UPDATE SET status = 'dirty', note = NULL, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
