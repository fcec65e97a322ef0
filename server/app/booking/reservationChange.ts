import { z } from '@hono/zod-openapi';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservationGuests, reservations, roomAllocations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../crud/dbErrors';
import type { Actor } from '../http/env';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import type { Quote } from '../pricing/types';
import type { BookingRules } from '../settings/settings';
import { commissionBase, creditCommissions, reverseCommissions } from '../payments/commissions.service';
import { settlementOf } from '../payments/settle';
import { occupantOf, occupiedRefusal } from '../roomBoard/occupant';
import { cutOffDateOf, MAX_GUESTS_PER_BOOKING, MAX_ROOMS_PER_BOOKING, requirePartyWithin } from './bookingLimits';
import { requireBookableCheckIn } from './bookingWindow';
import { guestAgeErrors, type AgeBand } from './guestAges';
import { guestSchema } from './guests';
import { priceStay } from './pricing.service';
import { quoteRequest } from './quoteInput';
import { guestInfoPatch } from './reservationInfo';
import { redeemedOf } from './reservations.edit';
import { refineStay, stayShape } from './stay';
import { EDITABLE_STATUSES } from './transitions';
import { transportLegErrors, tripsOf } from './transportLegs';
import { optionForNewCheckIn } from './packageOption';
import { ratesOwnerOf } from './reservationScope';

const OPEN: readonly string[] = EDITABLE_STATUSES;
const count = z.number().int().min(0).max(20);
const t = resourceTables;

/**
 * A staff change of a booking: the whole booking as it should become (dates, rooms with their party,
 * add-ons, transfers, optional charges, special requests and, when given, its guests). Saving also sends
 * the `updatedAt` the preview answered, so a booking changed in between is refused instead of overwritten.
 */
export const changeBody = z
  .object({
    ...stayShape,
    rooms: z
      .array(z.object({ roomId: z.uuid({ error: 'app.validation.reference' }), adults: count, children: count, toddlers: count, infants: count, foreignGuests: z.boolean().default(false) }))
      .min(1, { error: 'ra.validation.required' })
      .max(MAX_ROOMS_PER_BOOKING),
    addons: quoteRequest.shape.addons,
    transport: quoteRequest.shape.transport,
    selectedChargeIds: quoteRequest.shape.selectedChargeIds,
    specialRequests: z.string().trim().nullable().optional(),
    /** The full list of guests (replaces them); absent keeps the booked guests, who must fit the new rooms. */
    guests: z.array(guestSchema).min(1).max(MAX_GUESTS_PER_BOOKING).optional(),
    /** Names and contacts of booked guests, by id (the change screen's guests; their ages stay as booked). */
    guestUpdates: z.array(guestInfoPatch).max(MAX_GUESTS_PER_BOOKING).optional(),
    /** The reservation's `updatedAt` the preview answered (required to save). */
    updatedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine(refineStay)
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rooms.forEach((room, i) => {
      if (seen.has(room.roomId)) ctx.addIssue({ code: 'custom', path: ['rooms', i, 'roomId'], message: 'app.bookingChange.errors.room_twice' });
      seen.add(room.roomId);
      if (room.adults < 1) ctx.addIssue({ code: 'custom', path: ['rooms', i, 'adults'], message: 'app.bookingChange.errors.adult_per_room' });
    });
  });
export type ChangeBody = z.infer<typeof changeBody>;

type Row = typeof reservations.$inferSelect;

/** What follows a change for the money: the balance to take, the amount to give back, or nothing. */
export type FollowUp = 'pay' | 'refund' | 'none';

export interface ChangePlan {
  row: Row;
  body: ChangeBody;
  quote: Quote;
  booking: { rooms: ChangeBody['rooms']; addons: ChangeBody['addons']; transport: ChangeBody['transport']; selectedChargeIds: ChangeBody['selectedChargeIds'] };
  /** Net received so far (approved payments − refunds), sen. */
  paid: number;
  /** The package option after the change (packageOption.ts: kept while it holds the check-in). */
  packagePeriodId: string | null;
}

const sum = (rooms: ChangeBody['rooms'], pick: (r: ChangeBody['rooms'][number]) => number) => rooms.reduce((n, r) => n + pick(r), 0);

/** The rooms the change names: each must exist, be in service and take its party. */
const requireRooms = async (db: Db, rooms: ChangeBody['rooms']) => {
  const found = await db
    .select({ id: t.rooms.id, inService: t.rooms.inService, roomTypeId: t.rooms.roomTypeId, maxAdults: t.room_types.maxAdults, maxChildren: t.room_types.maxChildren, maxPax: t.room_types.maxPax })
    .from(t.rooms)
    .innerJoin(t.room_types, eq(t.room_types.id, t.rooms.roomTypeId))
    .where(inArray(t.rooms.id, rooms.map((r) => r.roomId)));
  const byId = new Map(found.map((r) => [r.id as string, r]));
  const errors: Record<string, string> = {};
  rooms.forEach((room, i) => {
    const limits = byId.get(room.roomId);
    if (!limits) errors[`rooms.${i}.roomId`] = 'app.validation.reference';
    else if (room.adults > (limits.maxAdults as number) || room.children > (limits.maxChildren as number) || room.adults + room.children + room.toddlers > (limits.maxPax as number))
      errors[`rooms.${i}.adults`] = 'app.booking.too_many_guests';
  });
  if (Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);
  const out = rooms.findIndex((room) => byId.get(room.roomId)?.inService === false);
  if (out >= 0) throw conflict('app.booking.room_out_of_service', { [`rooms.${out}.roomId`]: 'app.booking.room_out_of_service' });
  return new Map(found.map((r) => [r.id as string, r.roomTypeId as string]));
};

/** Guest updates must name the booking's own guests (400 on the unknown one's id). */
const requireOwnGuests = async (db: Db, id: string, updates: NonNullable<ChangeBody['guestUpdates']>) => {
  const own = new Set((await db.select({ id: reservationGuests.id }).from(reservationGuests).where(eq(reservationGuests.reservationId, id))).map((g) => g.id));
  const unknown = updates.findIndex((g) => !own.has(g.id));
  if (unknown >= 0) throw badRequest('app.errors.bad_request', { [`guestUpdates.${unknown}.id`]: 'app.validation.reference' });
};

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The first room of the change another booking, a live hold or an out-of-order period takes on some of
 * the new nights (the booking's own allocations never count): 409 naming what holds it.
 */
const requireFree = async (db: Db, id: string, body: ChangeBody, now: Date) => {
  for (const [i, room] of body.rooms.entries()) {
    const occupant = await occupantOf(db, room.roomId, body.checkIn, body.checkOut, now, id);
    if (occupant) throw occupiedRefusal(occupant, `rooms.${i}.roomId`);
  }
};

/**
 * Checks a change against the rules of a new booking and prices it on the server for the booking's
 * owner (an agency's booking keeps its contract rates; a promo discount given at booking is kept).
 * Reads only: the preview answers this, the save applies it.
 */
export const planChange = async (db: Db, actor: Actor, id: string, body: ChangeBody, now: Date, rules: Pick<BookingRules, 'specialRequestMaxLength'>): Promise<ChangePlan> => {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row || actor.kind !== 'staff') throw notFound('app.errors.not_found');
  if (!OPEN.includes(row.status)) throw new ApiError(409, 'illegal_transition', 'app.booking.reservation_not_allowed');
  if ((body.specialRequests?.length ?? 0) > rules.specialRequestMaxLength) throw badRequest('app.errors.bad_request', { specialRequests: 'ra.validation.maxLength' });
  if (body.checkIn !== row.checkIn) {
    // Guests already in house have arrived: only their check-out moves.
    if (row.status === 'InHouse') throw badRequest('app.errors.bad_request', { checkIn: 'app.bookingChange.errors.in_house_check_in' });
    await requireBookableCheckIn(db, body.checkIn, now);
  }
  const [typeOf, trips, bands, [pkg], current] = await Promise.all([
    requireRooms(db, body.rooms),
    tripsOf(db, body.transport),
    db.select({ paxType: t.pax_settings.paxType, minAgeMonths: t.pax_settings.minAgeMonths, maxAgeMonths: t.pax_settings.maxAgeMonths }).from(t.pax_settings).where(eq(t.pax_settings.active, true)),
    db.select({ maxPax: t.tour_packages.maxPax }).from(t.tour_packages).where(eq(t.tour_packages.id, row.packageId as string)),
    body.guests ? Promise.resolve(body.guests) : db.select({ age: reservationGuests.age, roomIndex: reservationGuests.roomIndex }).from(reservationGuests).where(eq(reservationGuests.reservationId, id)),
  ]);
  requirePartyWithin((pkg?.maxPax as number | null) ?? null, body.rooms, 'rooms');
  const transferErrors = transportLegErrors(body.transport, trips, body);
  if (transferErrors) throw badRequest('app.errors.bad_request', transferErrors);
  const ageErrors = guestAgeErrors(current, body.rooms, bands as AgeBand[]);
  // Booked guests who no longer fit the new party are told on the guests as a whole; a new list per guest.
  if (ageErrors) throw badRequest('app.errors.bad_request', body.guests ? ageErrors : { guests: 'app.bookingChange.errors.guests_do_not_fit' });
  if (body.guests && !body.guests[0].phones.length) throw badRequest('app.errors.bad_request', { 'guests.0.phones': 'app.validation.lead_guest_phone' });
  if (body.guestUpdates?.length) await requireOwnGuests(db, id, body.guestUpdates);
  await requireFree(db, id, body, now);
  const booking = { rooms: body.rooms, addons: body.addons, transport: body.transport, selectedChargeIds: body.selectedChargeIds };
  // A package period must price every new night: a night outside the package's periods is the quote's 409 no_rate.
  const quote = await priceStay(
    db,
    { packageId: row.packageId as string, checkIn: body.checkIn, checkOut: body.checkOut, ...booking, rooms: body.rooms.map((r) => ({ ...r, roomTypeId: typeOf.get(r.roomId) as string })) },
    ratesOwnerOf(row),
    redeemedOf(row),
  );
  const [settlement, packagePeriodId] = await Promise.all([
    settlementOf(db, id),
    body.checkIn === row.checkIn ? row.packagePeriodId : optionForNewCheckIn(db, row.packageId, row.packagePeriodId, body.checkIn),
  ]);
  return { row, body, quote, booking, paid: settlement.paid - settlement.refunded, packagePeriodId };
};

/** What the desk is shown before saving: old and new totals, the difference, what was paid and what follows. */
export const summaryOf = (plan: ChangePlan) => {
  const oldTotal = Number(plan.row.total);
  const balance = plan.quote.total - plan.paid;
  const followUp: FollowUp = balance > 0 ? 'pay' : balance < 0 ? 'refund' : 'none';
  return {
    before: { checkIn: plan.row.checkIn, checkOut: plan.row.checkOut, total: oldTotal, quote: plan.row.quote as Quote },
    after: { checkIn: plan.body.checkIn, checkOut: plan.body.checkOut, total: plan.quote.total, quote: plan.quote },
    difference: plan.quote.total - oldTotal,
    paid: plan.paid,
    followUp,
    /** The balance to take (pay) or the amount to give back (refund), sen. */
    amount: Math.abs(balance),
    updatedAt: plan.row.updatedAt.toISOString(),
  };
};

/**
 * Applies a previewed change in one transaction: the booking's rooms are given up and taken again for the
 * new nights (the exclusion constraint is the judge: a room taken meanwhile rolls everything back and
 * answers 409 naming what holds it), the booking and its guests rewritten, the payment status recomputed
 * from the new total, and the change audited with what it was before.
 */
export const applyChange = async (db: Db, actor: Actor, plan: ChangePlan, now: Date, ip: string, rules: Pick<BookingRules, 'cutOffDays' | 'timeZone'>) => {
  const { row, body, quote, booking } = plan;
  const id = row.id;
  if (!body.updatedAt) throw badRequest('app.errors.bad_request', { updatedAt: 'ra.validation.required' });
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      if (!OPEN.includes(locked.status)) throw new ApiError(409, 'illegal_transition', 'app.booking.reservation_not_allowed');
      if (locked.updatedAt.getTime() !== new Date(body.updatedAt as string).getTime() || locked.updatedAt.getTime() !== row.updatedAt.getTime())
        throw conflict('app.bookingChange.errors.changed_since_preview');
      const own = await tx.delete(roomAllocations).where(eq(roomAllocations.reservationId, id)).returning({ roomId: roomAllocations.roomId, expiresAt: roomAllocations.expiresAt });
      // Unpaid rooms keep their countdown; confirmed ones stay taken for good.
      const expiresAt = own[0]?.expiresAt ?? null;
      const roomIds = body.rooms.map((r) => r.roomId);
      await tx.delete(roomAllocations).where(and(inArray(roomAllocations.roomId, roomIds), lte(roomAllocations.expiresAt, now)));
      await tx.insert(roomAllocations).values(
        roomIds.map((roomId) => ({ roomId, stay: sql`daterange(${body.checkIn}::date, ${body.checkOut}::date, '[)')`, reservationId: id, expiresAt, createdAt: now })),
      );
      const fields = {
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        nights: quote.nights,
        rooms: body.rooms.length,
        adults: sum(body.rooms, (r) => r.adults),
        children: sum(body.rooms, (r) => r.children),
        toddlers: sum(body.rooms, (r) => r.toddlers),
        infants: sum(body.rooms, (r) => r.infants),
        ...(body.checkIn !== row.checkIn ? { cutOffDate: cutOffDateOf(body.checkIn, now, rules), packagePeriodId: plan.packagePeriodId } : {}),
        ...(body.specialRequests !== undefined ? { specialRequests: body.specialRequests || null } : {}),
      };
      await tx.update(reservations).set({ ...fields, booking, quote, total: quote.total, updatedAt: now }).where(eq(reservations.id, id));
      if (body.guests) {
        await tx.delete(reservationGuests).where(eq(reservationGuests.reservationId, id));
        await tx.insert(reservationGuests).values(body.guests.map((g) => ({ ...g, email: g.email || null, reservationId: id })));
      }
      for (const { id: guestId, ...update } of body.guestUpdates ?? []) {
        const values = defined({ ...update, email: update.email === '' ? null : update.email });
        if (Object.keys(values).length) await tx.update(reservationGuests).set(values).where(and(eq(reservationGuests.id, guestId), eq(reservationGuests.reservationId, id)));
      }
      // A new total moves the payment status: a paid booking made longer owes the difference, a shorter one is overpaid.
      const settlement = await settlementOf(tx, id);
      await tx.update(reservations).set({ paymentStatus: settlement.paymentStatus }).where(eq(reservations.id, id));
      // Commissions are credited at check-in from the quote: a stay in house whose room revenue changed
      // has them taken back and credited again on the new quote (before check-in the new quote is simply used).
      if (locked.status === 'InHouse' && commissionBase(locked.quote as Quote) !== commissionBase(quote)) {
        await reverseCommissions(tx, id, now);
        await creditCommissions(tx, id, now);
      }
      const before = { ...Object.fromEntries(Object.keys(fields).map((k) => [k, locked[k as keyof Row]])), roomIds: own.map((a) => a.roomId), total: Number(locked.total), paymentStatus: locked.paymentStatus };
      const after = { ...fields, roomIds, total: quote.total, paymentStatus: settlement.paymentStatus, ...(body.guests ? { guests: body.guests.map((g) => g.fullName) } : {}), ...(body.guestUpdates?.length ? { guestUpdates: body.guestUpdates } : {}) };
      await writeAudit(tx, { actor, action: 'update', resource: 'reservations', recordId: id, before, after, ip }, now);
      return { ...summaryOf({ ...plan, row: { ...locked, updatedAt: now } }), paymentStatus: settlement.paymentStatus, balanceDue: settlement.balanceDue };
    });
  } catch (error) {
    if (pgErrorOf(error)?.code !== EXCLUSION_VIOLATION) throw error;
    // Taken between the preview and the save: say by whom, read after the rollback.
    for (const [i, room] of body.rooms.entries()) {
      const occupant = await occupantOf(db, room.roomId, body.checkIn, body.checkOut, now, id);
      if (occupant) throw occupiedRefusal(occupant, `rooms.${i}.roomId`);
    }
    throw occupiedRefusal(undefined, 'rooms');
  }
};
