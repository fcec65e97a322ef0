import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomAllocations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { badRequest } from '../http/errors';

const t = resourceTables;

/** The bed combinations the rooms of some allocations (a hold's, a reservation's) offer, by name. */
export const offeredBedTypes = async (db: Db, allocations: SQL | undefined): Promise<string[]> =>
  (
    await db
      .selectDistinct({ name: t.bed_combinations.name })
      .from(roomAllocations)
      .innerJoin(t.rooms, eq(t.rooms.id, roomAllocations.roomId))
      .innerJoin(t.bed_combinations, and(eq(t.bed_combinations.roomTypeId, t.rooms.roomTypeId), eq(t.bed_combinations.active, true)))
      .where(allocations)
  ).map((r) => r.name as string);

export const ofHold = (holdId: string) => eq(roomAllocations.holdId, holdId);
export const ofReservation = (reservationId: string) => eq(roomAllocations.reservationId, reservationId);

/**
 * Refuses a bed type the rooms do not offer (400 on `bedType`). Room types with no combinations set up
 * offer their beds as they are, under any name.
 */
export const requireOfferedBedType = (offered: readonly string[], bedType: string | null | undefined) => {
  if (bedType && offered.length && !offered.includes(bedType)) throw badRequest('app.errors.bad_request', { bedType: 'app.booking.bed_type_not_offered' });
};
