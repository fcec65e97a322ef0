import { z } from '@hono/zod-openapi';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservations, roomAllocations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../crud/dbErrors';
import type { Actor } from '../http/env';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { priceStay } from './pricing.service';
import type { Quote } from '../pricing/types';
import type { BookingRules } from '../settings/settings';
import { offeredBedTypes, ofReservation, requireOfferedBedType } from './bedTypes';
import { FOOD_NOTES_MAX_LENGTH } from './bookingLimits';
import { quoteRequest } from './quoteInput';
import { transportLegErrors, tripsOf } from './transportLegs';
import { EDITABLE_STATUSES } from './transitions';
import { mayReach, ratesOwnerOf } from './reservationScope';
import { settlementOf } from '../payments/settle';
import { occupantOf, occupiedRefusal } from '../roomBoard/occupant';

const OPEN: readonly string[] = EDITABLE_STATUSES;

export const detailsPatch = z.object({
  reservationName: z.string().trim().min(1).max(120).optional(),
  bedType: z.string().trim().min(1, { error: 'ra.validation.required' }).max(40).optional(),
  leadSourceId: z.uuid().optional(),
  specialRequests: z.string().trim().nullable().optional(),
  foodNotes: z.string().trim().max(FOOD_NOTES_MAX_LENGTH).nullable().optional(),
});
export const roomChange = z.object({ fromRoomId: z.uuid(), toRoomId: z.uuid() });
export const bookingPatch = z.object({ addons: quoteRequest.shape.addons, transport: quoteRequest.shape.transport, selectedChargeIds: quoteRequest.shape.selectedChargeIds }).partial();

type Booking = z.infer<typeof bookingPatch> & { rooms: { roomId: string; adults: number; children: number; toddlers: number; infants: number; foreignGuests: boolean }[] };

/** The reservation locked for a change, if the caller may change it and it is still open. */
const lockOpen = async (tx: Db, actor: Actor, id: string) => {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!row || !mayReach(actor, row)) throw notFound('app.errors.not_found');
  if (!OPEN.includes(row.status)) throw new ApiError(409, 'illegal_transition', 'app.booking.reservation_not_allowed');
  return row;
};

/** Moves a booked room to another room for the same stay; the database refuses a room already taken. */
export const changeRoom = async (db: Db, actor: Actor, id: string, change: z.infer<typeof roomChange>, now: Date, ip: string) => {
  let stay: { checkIn: string; checkOut: string } | undefined;
  try {
    return await db.transaction(async (tx) => {
      const row = await lockOpen(tx, actor, id);
      stay = { checkIn: row.checkIn, checkOut: row.checkOut };
      const [target] = await tx.select({ inService: resourceTables.rooms.inService }).from(resourceTables.rooms).where(eq(resourceTables.rooms.id, change.toRoomId));
      if (!target) throw badRequest('app.errors.bad_request', { toRoomId: 'app.validation.reference' });
      if (target.inService === false) throw conflict('app.booking.room_out_of_service', { toRoomId: 'app.booking.room_out_of_service' });
      // Expired holds no longer take the room: cleared so that the constraint sees only live allocations (as holds.ts does).
      await tx.delete(roomAllocations).where(and(eq(roomAllocations.roomId, change.toRoomId), lte(roomAllocations.expiresAt, now)));
      const moved = await tx
        .update(roomAllocations)
        .set({ roomId: change.toRoomId })
        .where(and(eq(roomAllocations.reservationId, id), eq(roomAllocations.roomId, change.fromRoomId)))
        .returning({ id: roomAllocations.id });
      if (!moved.length) throw badRequest('app.errors.bad_request', { fromRoomId: 'app.validation.reference' });
      await writeAudit(tx, { actor, action: 'update', resource: 'reservations', recordId: id, before: { roomId: change.fromRoomId }, after: { roomId: change.toRoomId }, ip }, now);
    });
  } catch (error) {
    // The refusal names what holds the room (a booking by its number, a hold, out of order), read after the rollback.
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION) throw occupiedRefusal(stay && (await occupantOf(db, change.toRoomId, stay.checkIn, stay.checkOut, now, id)), 'toRoomId');
    throw error;
  }
};

/**
 * Changes the descriptive details of a booking (name, bed type, requests, notes, lead source), held to
 * the rules of a new booking: a bed type its rooms offer, special requests within the setting.
 */
export const editDetails = async (db: Db, actor: Actor, id: string, patch: z.infer<typeof detailsPatch>, now: Date, ip: string, rules: Pick<BookingRules, 'specialRequestMaxLength'>) => {
  if ((patch.specialRequests?.length ?? 0) > rules.specialRequestMaxLength) throw badRequest('app.errors.bad_request', { specialRequests: 'ra.validation.maxLength' });
  return db.transaction(async (tx) => {
    const before = await lockOpen(tx, actor, id);
    if (patch.bedType) requireOfferedBedType(await offeredBedTypes(tx, ofReservation(id)), patch.bedType);
    await tx.update(reservations).set({ ...patch, updatedAt: now }).where(eq(reservations.id, id));
    await writeAudit(tx, { actor, action: 'update', resource: 'reservations', recordId: id, before: Object.fromEntries(Object.keys(patch).map((k) => [k, before[k as keyof typeof before]])), after: patch, ip }, now);
  });
};

/**
 * Changes a booking's add-ons, transfers or optional charges and prices it again on the server; the
 * rooms and their guests stay as booked. The price is read before the transaction; a booking changed
 * meanwhile by someone else answers 409 instead of being overwritten.
 */
/** The discount a booking's code gave, kept when the booking is re-priced. */
export const redeemedOf = (row: typeof reservations.$inferSelect) => {
  const discount = (row.quote as Quote).discount;
  return row.promoCode && discount > 0 ? { redeemed: { code: row.promoCode, amount: discount } } : undefined;
};

export const rebook = async (db: Db, actor: Actor, id: string, change: (booking: Booking) => Booking, now: Date, ip: string) => {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row || !mayReach(actor, row)) throw notFound('app.errors.not_found');
  if (!OPEN.includes(row.status)) throw new ApiError(409, 'illegal_transition', 'app.booking.reservation_not_allowed');
  const booking = change(row.booking as Booking);
  const roomIds = booking.rooms.map((r) => r.roomId);
  const [types, trips] = await Promise.all([
    db.select({ id: resourceTables.rooms.id, roomTypeId: resourceTables.rooms.roomTypeId }).from(resourceTables.rooms).where(inArray(resourceTables.rooms.id, roomIds)),
    tripsOf(db, booking.transport ?? []),
  ]);
  const transferErrors = transportLegErrors(booking.transport ?? [], trips, row);
  if (transferErrors) throw badRequest('app.errors.bad_request', transferErrors);
  const typeOf = new Map(types.map((r) => [r.id as string, r.roomTypeId as string]));
  const quote = await priceStay(db, {
    packageId: row.packageId as string,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    rooms: booking.rooms.map((r) => ({ ...r, roomTypeId: typeOf.get(r.roomId) as string })),
    addons: booking.addons ?? [],
    transport: booking.transport ?? [],
    selectedChargeIds: booking.selectedChargeIds ?? [],
  }, ratesOwnerOf(row), redeemedOf(row));
  await db.transaction(async (tx) => {
    const locked = await lockOpen(tx, actor, id);
    if (locked.updatedAt.getTime() !== row.updatedAt.getTime()) throw conflict('app.booking.reservation_not_allowed');
    await tx.update(reservations).set({ booking, quote, total: quote.total, updatedAt: now }).where(eq(reservations.id, id));
    // A new total moves the payment status: a paid booking given a transfer owes its price again.
    const { paymentStatus } = await settlementOf(tx, id);
    if (paymentStatus !== locked.paymentStatus) await tx.update(reservations).set({ paymentStatus }).where(eq(reservations.id, id));
    await writeAudit(tx, { actor, action: 'update', resource: 'reservations', recordId: id, before: { total: row.total, paymentStatus: locked.paymentStatus }, after: { total: quote.total, paymentStatus }, ip }, now);
  });
};
