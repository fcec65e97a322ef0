import { eq, max } from 'drizzle-orm';
import type { Db } from '../../client';
import { resourceTables } from '../../generated';

const t = resourceTables;

export interface CataloguePackage {
  id: string;
  code: string;
  nights: number;
  maxPax: number | null;
  roomTypeIds: string[];
  includesLand: boolean;
}

export interface CatalogueRoomType {
  id: string;
  code: string;
  maxAdults: number;
  maxChildren: number;
  maxPax: number;
  bedTypes: string[];
  /** The most adults and children together the rates price (occupancy); more would have no rate. */
  maxOccupancy: number;
}

export interface CatalogueTrips {
  /** Shared boats to and from the island, priced per seat. */
  seatIn: string;
  seatOut: string;
  /** The smallest charter boat to the island. */
  charter: string;
  /** A van from the airport to the jetty. */
  land: string;
}

/** What the demo resort sells, read once: packages, room types with their bed types, transfers, add-ons, lead sources. */
export const loadCatalogue = async (db: Db) => {
  const [packages, roomTypes, combos, trips, locations, vehicles, addons, leadSources, occupancies] = await Promise.all([
    db.select().from(t.tour_packages).where(eq(t.tour_packages.active, true)),
    db.select().from(t.room_types).where(eq(t.room_types.active, true)),
    db.select().from(t.bed_combinations).where(eq(t.bed_combinations.active, true)),
    db.select().from(t.trip_costs).where(eq(t.trip_costs.active, true)),
    db.select().from(t.locations),
    db.select().from(t.vehicles),
    db.select().from(t.addon_sub_categories).where(eq(t.addon_sub_categories.active, true)),
    db.select().from(t.lead_sources).where(eq(t.lead_sources.active, true)),
    db.select({ roomTypeId: t.package_rates.roomTypeId, occupancy: max(t.package_rates.occupancy) }).from(t.package_rates).groupBy(t.package_rates.roomTypeId),
  ]);
  const maxOccupancy = new Map(occupancies.map((o) => [o.roomTypeId as string, Number(o.occupancy ?? 2)]));
  const sorted = <T extends Record<string, unknown>>(rows: T[], key: string) => [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
  const typeOfLocation = new Map(locations.map((l) => [l.id as string, l.type as string]));
  const capacity = new Map(vehicles.map((v) => [v.id as string, Number(v.capacity ?? 0)]));
  const boats = sorted(trips, 'name').filter((x) => x.transportType === 'boat');
  const find = (rows: typeof trips, test: (x: (typeof trips)[number]) => boolean) => {
    const found = rows.find(test);
    if (!found) throw new Error('demo history: a transfer the demo needs is not set up');
    return found.id as string;
  };
  const charters = boats.filter((x) => x.pricing === 'per-vehicle').sort((a, b) => (capacity.get(a.vehicleId as string) ?? 0) - (capacity.get(b.vehicleId as string) ?? 0));
  const tripIds: CatalogueTrips = {
    seatIn: find(boats, (x) => x.pricing === 'per-person' && typeOfLocation.get(x.toLocationId as string) === 'resort'),
    seatOut: find(boats, (x) => x.pricing === 'per-person' && typeOfLocation.get(x.fromLocationId as string) === 'resort'),
    charter: find(charters, () => true),
    land: find(sorted(trips, 'name'), (x) => x.transportType === 'land' && typeOfLocation.get(x.fromLocationId as string) === 'airport'),
  };
  return {
    packages: sorted(packages, 'code').map(
      (p): CataloguePackage => ({
        id: p.id as string,
        code: String(p.code),
        nights: Number(p.nights ?? 1),
        maxPax: p.maxPax === null ? null : Number(p.maxPax),
        roomTypeIds: (p.roomTypeIds as string[] | null) ?? [],
        includesLand: Array.isArray(p.includes) && (p.includes as string[]).includes('land-transfer'),
      }),
    ),
    roomTypes: new Map(
      roomTypes.map((r) => [
        r.id as string,
        {
          id: r.id as string,
          code: String(r.code),
          maxAdults: Number(r.maxAdults),
          maxChildren: Number(r.maxChildren),
          maxPax: Number(r.maxPax),
          maxOccupancy: maxOccupancy.get(r.id as string) ?? 2,
          bedTypes: sorted(combos.filter((c) => c.roomTypeId === r.id), 'name').map((c) => String(c.name)),
        } satisfies CatalogueRoomType,
      ]),
    ),
    trips: tripIds,
    /** Add-ons a guest picks: per person (a dinner, a trip) and per unit (a kayak, a cake). */
    addons: sorted(addons, 'name').map((a) => ({ id: a.id as string, priceType: String(a.priceType) })),
    leadSourceIds: sorted(leadSources, 'name').map((l) => l.id as string),
  };
};
export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
