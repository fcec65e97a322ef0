import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { resources } from '../../../resources';
import { toApiRecord } from '../crud/crud.service';
import { firstBookableCheckIn } from '../booking/bookingWindow';
import { resortToday } from '../settings/resortZone';
import { readSetting } from '../settings/settings';

const t = resourceTables;

/**
 * The packages an agent can book now: active, still valid on the resort's today, each with its options
 * (the active periods that have not ended) by start date. Each option says its `firstCheckIn`: the later
 * of its first day and the first bookable day (today plus the lead time), so the wizard offers no date
 * the server would refuse; an option with no bookable day left, and a package without a live option,
 * are left out.
 */
export const bookablePackages = async (db: Db, now: Date) => {
  const rules = await readSetting(db, 'booking');
  const today = resortToday(now, rules.timeZone);
  const firstBookable = firstBookableCheckIn(now, rules);
  const packages = await db
    .select()
    .from(t.tour_packages)
    .where(and(eq(t.tour_packages.active, true), or(isNull(t.tour_packages.validTo), gte(t.tour_packages.validTo, today))))
    .orderBy(asc(t.tour_packages.nights), asc(t.tour_packages.name));
  if (!packages.length) return [];
  const periods = await db
    .select()
    .from(t.package_periods)
    .where(and(inArray(t.package_periods.tourPackageId, packages.map((p) => p.id as string)), eq(t.package_periods.active, true), gte(t.package_periods.endDate, today)))
    .orderBy(asc(t.package_periods.startDate));
  return packages
    .map((row) => ({
      ...toApiRecord(resources['tour-packages'], row),
      options: periods
        .filter((p) => p.tourPackageId === row.id && String(p.endDate) >= firstBookable)
        .map((p) => ({ ...toApiRecord(resources['package-periods'], p), firstCheckIn: String(p.startDate) > firstBookable ? String(p.startDate) : firstBookable })),
    }))
    .filter((pkg) => pkg.options.length > 0);
};

/** How guests can have found the resort (the booking's "How did you find us"), by name. */
export const activeLeadSources = (db: Db) =>
  db.select({ id: t.lead_sources.id, name: t.lead_sources.name }).from(t.lead_sources).where(eq(t.lead_sources.active, true)).orderBy(asc(t.lead_sources.name));

/**
 * A trip cost's API record: the fields of resources/trip-costs.ts as `toApiRecord` writes them. The
 * generated table's rows are loosely typed, so the shape the portal reads is stated here, once.
 */
export interface TripCostRecord {
  id: string;
  name: string;
  fromLocationId: string;
  toLocationId: string;
  transportType: 'land' | 'boat';
  tripType: 'one-way' | 'return';
  vehicleId: string | null;
  pricing: 'per-person' | 'per-vehicle';
  adultPrice: number | null;
  childPrice: number | null;
  toddlerPrice: number | null;
  infantPrice: number | null;
  charterPrice: number | null;
  /** The trip's scheduled departure, if it has one (HH:MM). */
  departureTime: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * Every active land and boat transfer an agent can add, by type and name, with where it runs from and
 * to and the seats of its vehicle (a charter boat's 12 or 24; null for a seat on a shared boat), so one
 * list can offer them all.
 */
export const bookableTransfers = async (db: Db) => {
  const [costs, places, vehicles] = await Promise.all([
    db.select().from(t.trip_costs).where(eq(t.trip_costs.active, true)).orderBy(asc(t.trip_costs.transportType), asc(t.trip_costs.name)),
    db.select({ id: t.locations.id, name: t.locations.name }).from(t.locations),
    db.select({ id: t.vehicles.id, capacity: t.vehicles.capacity }).from(t.vehicles),
  ]);
  const nameOf = (id: unknown) => (places.find((p) => p.id === id)?.name as string | undefined) ?? '';
  return costs.map((row) => ({
    // toApiRecord answers any resource's record, untyped; this one is a trip cost's.
    ...(toApiRecord(resources['trip-costs'], row) as unknown as TripCostRecord),
    from: nameOf(row.fromLocationId),
    to: nameOf(row.toLocationId),
    seats: (vehicles.find((v) => v.id === row.vehicleId)?.capacity as number | null | undefined) ?? null,
  }));
};
