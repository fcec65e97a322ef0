import { z } from '@hono/zod-openapi';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { badRequest } from '../http/errors';
import { stayNights } from '../pricing/nights';
import { availability, type RoomTypeAvailability } from './availability';
import { requirePartyWithin } from './bookingLimits';
import type { BookingRules } from '../settings/settings';
import type { SessionProof } from '../auth/sessionGuess';
import { requireBookableCheckIn } from './bookingWindow';
import { ratesNeeded } from './partySplit';
import { contractCategoryOf, rateAppliesTo } from './quoteInput';

const t = resourceTables;
const count = z.number().int().min(0).max(50);

/** The party a search is for: every age band (spec section 3). */
export const paxShape = z.object({ adults: count.min(1), children: count.default(0), toddlers: count.default(0), infants: count.default(0) });
export type Pax = z.infer<typeof paxShape>;

export interface AvailabilitySearch {
  checkIn: string;
  checkOut: string;
  roomTypeIds?: string[];
  packageId?: string;
  pax?: Pax;
}

/** A room type's availability, and, when the search names them, what the package and the party make of it. */
export interface RoomTypeOffer extends RoomTypeAvailability {
  /** With a package: it has a rate (the standard one, or the caller's contract rate) for every night. */
  rated?: boolean;
  /** With a party: the fewest rooms of this type that sleep everyone within its limits; null when it cannot. */
  roomsNeeded?: number | null;
  /** With a party: enough rooms of this type are free for the whole stay. */
  enough?: boolean;
}

interface Limits {
  maxAdults: number;
  maxChildren: number;
  maxPax: number;
}

/**
 * The fewest rooms of a type for a party: adults, children and occupants (toddlers count, infants under
 * 12 months do not, as at booking) each within the room's limits, and at least one adult per room.
 */
export const roomsNeededFor = (pax: Pax, limits: Limits) => {
  const perLimit = (guests: number, limit: number) => (guests === 0 ? 0 : limit > 0 ? Math.ceil(guests / limit) : Number.POSITIVE_INFINITY);
  const needed = Math.max(1, perLimit(pax.adults, limits.maxAdults), perLimit(pax.children, limits.maxChildren), perLimit(pax.adults + pax.children + pax.toddlers, limits.maxPax));
  return needed > pax.adults ? Number.POSITIVE_INFINITY : needed;
};

/**
 * Room types with a rate for every night of the stay in the package's active periods. Given what each
 * type needs (`needs`: occupancy and pax type keys, for the party split over its rooms), every one of
 * those rates, so that a type is not offered to a party its rates do not price (a family of three where
 * the resort sells the room for two).
 */
const ratedRoomTypes = async (db: Db, packageId: string, checkIn: string, checkOut: string, categoryId: string | null, needs?: (roomTypeId: string) => string[] | null) => {
  const nights = stayNights(checkIn, checkOut);
  const rows = await db
    .select({
      startDate: t.package_periods.startDate,
      endDate: t.package_periods.endDate,
      roomTypeId: t.package_rates.roomTypeId,
      agentCategoryId: t.package_rates.agentCategoryId,
      occupancy: t.package_rates.occupancy,
      paxType: t.package_rates.paxType,
    })
    .from(t.package_rates)
    .innerJoin(t.package_periods, eq(t.package_periods.id, t.package_rates.periodId))
    .where(and(eq(t.package_periods.tourPackageId, packageId), eq(t.package_periods.active, true), lte(t.package_periods.startDate, nights[nights.length - 1]), gte(t.package_periods.endDate, checkIn)));
  const usable = rows.filter((r) => rateAppliesTo(r.agentCategoryId, categoryId));
  const covers = (periods: typeof usable) => nights.every((night) => periods.some((p) => String(p.startDate) <= night && night <= String(p.endDate)));
  const rated = new Set<string>();
  for (const roomTypeId of new Set(usable.map((r) => r.roomTypeId as string))) {
    const periods = usable.filter((r) => r.roomTypeId === roomTypeId);
    const keys = needs?.(roomTypeId);
    const priced = keys?.length ? keys.every((k) => covers(periods.filter((p) => `${p.occupancy}:${p.paxType}` === k))) : covers(periods);
    if (priced) rated.add(roomTypeId);
  }
  return rated;
};

/** What the caller already read for this request, so the search does not read it again. */
export interface KnownToSearch {
  rules?: BookingRules;
  /** The searched package, active (its room types and party limit). */
  pkg?: Record<string, unknown>;
  /** The request's session lookup still to be proved, sent with the free rooms' statement. */
  sessionProof?: SessionProof;
}

/**
 * `POST /rooms-availability` for a package and a party: only the room types the package sells (all
 * active ones when it names none), each marked with whether the package prices every night for the
 * caller and how many of its rooms the party needs. A party larger than the package's maximum is 400,
 * and so is a package search for a stay that can no longer be booked (on `checkIn`); without a package it
 * is the staff's availability calendar, which may look back.
 */
export const searchOffers = async (db: Db, callerId: string, search: AvailabilitySearch, now: Date, known: KnownToSearch = {}): Promise<RoomTypeOffer[]> => {
  let roomTypeIds = search.roomTypeIds;
  if (search.packageId) {
    await requireBookableCheckIn(db, search.checkIn, now, known.rules);
    const [pkg] = known.pkg ? [known.pkg] : await db.select().from(t.tour_packages).where(and(eq(t.tour_packages.id, search.packageId), eq(t.tour_packages.active, true)));
    if (!pkg) throw badRequest('app.errors.bad_request', { packageId: 'app.validation.reference' });
    if (search.pax) requirePartyWithin(pkg.maxPax as number | null, [search.pax], 'pax');
    const sold = (pkg.roomTypeIds as string[] | null) ?? [];
    if (sold.length) roomTypeIds = roomTypeIds?.length ? roomTypeIds.filter((id) => sold.includes(id)) : sold;
    if (roomTypeIds?.length === 0) return [];
  }
  const { pax } = search;
  const [types, limits, category] = await Promise.all([
    availability(db, { checkIn: search.checkIn, checkOut: search.checkOut, roomTypeIds }, now, known.sessionProof),
    pax
      ? db
          .select({ id: t.room_types.id, maxAdults: t.room_types.maxAdults, maxChildren: t.room_types.maxChildren, maxPax: t.room_types.maxPax })
          .from(t.room_types)
          .where(roomTypeIds?.length ? inArray(t.room_types.id, roomTypeIds) : eq(t.room_types.active, true))
      : undefined,
    search.packageId ? contractCategoryOf(db, callerId) : undefined,
  ]);
  const roomsNeeded = (roomTypeId: string) => {
    const limit = limits?.find((l) => l.id === roomTypeId);
    return pax && limit ? roomsNeededFor(pax, limit as Limits) : undefined;
  };
  const needs = (roomTypeId: string) => {
    const rooms = roomsNeeded(roomTypeId);
    return pax && rooms !== undefined && Number.isFinite(rooms) ? ratesNeeded(pax, rooms) : null;
  };
  const rated = search.packageId ? await ratedRoomTypes(db, search.packageId, search.checkIn, search.checkOut, category ?? null, needs) : undefined;
  return types.map((type): RoomTypeOffer => {
    const offer: RoomTypeOffer = { ...type };
    if (rated) offer.rated = rated.has(type.roomTypeId);
    const needed = roomsNeeded(type.roomTypeId);
    if (needed !== undefined) {
      offer.roomsNeeded = Number.isFinite(needed) ? needed : null;
      offer.enough = Number.isFinite(needed) && type.rooms.length >= needed;
    }
    return offer;
  });
};
