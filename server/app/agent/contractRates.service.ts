import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { rateAppliesTo } from '../booking/quoteInput';
import { PAX_TYPES, type PaxType } from '../booking/rateSheet.shape';

const t = resourceTables;

/** One pax type's rate on a row: sen per person per night, and whether it is the category's contract rate. */
export interface ContractRateCell {
  amount: number;
  contract: boolean;
}

/** A room type at one occupancy, with a rate per pax type (a missing pax type has no rate). */
export interface ContractRateRow {
  roomTypeId: string;
  roomType: string;
  occupancy: number;
  rates: Partial<Record<PaxType, ContractRateCell>>;
}

export interface ContractRatePeriod {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  rows: ContractRateRow[];
}

export interface ContractRatePackage {
  id: string;
  name: string;
  code: string;
  nights: number;
  periods: ContractRatePeriod[];
}

/** `GET /api/agent/contract-rates`: what an agent of `agentCategory` pays, package by package. */
export interface ContractRates {
  agentCategory: { id: string; name: string } | null;
  paxTypes: readonly PaxType[];
  packages: ContractRatePackage[];
}

/**
 * The rates a category pays for every active package's active periods that end on or after `from`:
 * per room type, occupancy and pax type the category's contract rate where the package has one, the
 * standard rate otherwise (the rule the quote applies); another category's rates never. `categoryId`
 * null gives the standard rates. Periods without a rate are left out, and packages without a period.
 */
export const contractRatesOf = async (db: Db, categoryId: string | null, from: string): Promise<ContractRates> => {
  const [category] = categoryId ? await db.select({ id: t.agent_categories.id, name: t.agent_categories.name }).from(t.agent_categories).where(eq(t.agent_categories.id, categoryId)) : [];
  const periods = await db
    .select({ period: t.package_periods, pkg: t.tour_packages })
    .from(t.package_periods)
    .innerJoin(t.tour_packages, eq(t.tour_packages.id, t.package_periods.tourPackageId))
    .where(and(eq(t.tour_packages.active, true), eq(t.package_periods.active, true), gte(t.package_periods.endDate, from)))
    .orderBy(asc(t.tour_packages.name), asc(t.package_periods.startDate), asc(t.package_periods.id));
  const periodIds = periods.map((p) => p.period.id as string);
  const [rates, roomTypes] = await Promise.all([
    periodIds.length ? db.select().from(t.package_rates).where(inArray(t.package_rates.periodId, periodIds)) : Promise.resolve([]),
    db.select({ id: t.room_types.id, name: t.room_types.name, priority: t.room_types.priority }).from(t.room_types).orderBy(asc(t.room_types.priority), asc(t.room_types.name)),
  ]);
  const roomTypeOrder = new Map(roomTypes.map((r, i) => [r.id as string, i]));
  const roomTypeName = new Map(roomTypes.map((r) => [r.id as string, String(r.name)]));

  const rowsByPeriod = new Map<string, Map<string, ContractRateRow>>();
  for (const rate of rates) {
    const contract = rate.agentCategoryId !== null;
    if (!rateAppliesTo(rate.agentCategoryId, categoryId)) continue;
    const periodId = rate.periodId as string;
    const roomTypeId = rate.roomTypeId as string;
    const occupancy = Number(rate.occupancy);
    const paxType = rate.paxType as PaxType;
    const rows = rowsByPeriod.get(periodId) ?? new Map<string, ContractRateRow>();
    rowsByPeriod.set(periodId, rows);
    const key = `${roomTypeId}|${occupancy}`;
    const row = rows.get(key) ?? { roomTypeId, roomType: roomTypeName.get(roomTypeId) ?? '', occupancy, rates: {} };
    rows.set(key, row);
    // The contract rate wins over the standard one, whichever is read first.
    if (!row.rates[paxType] || contract) row.rates[paxType] = { amount: Number(rate.amount), contract };
  }

  const packages: ContractRatePackage[] = [];
  for (const { period, pkg } of periods) {
    const rows = [...(rowsByPeriod.get(period.id as string)?.values() ?? [])].sort(
      (a, b) => (roomTypeOrder.get(a.roomTypeId) ?? 0) - (roomTypeOrder.get(b.roomTypeId) ?? 0) || a.occupancy - b.occupancy,
    );
    if (!rows.length) continue;
    let entry = packages.find((p) => p.id === pkg.id);
    if (!entry) {
      entry = { id: pkg.id as string, name: String(pkg.name), code: String(pkg.code), nights: Number(pkg.nights), periods: [] };
      packages.push(entry);
    }
    entry.periods.push({ id: period.id as string, name: String(period.name), startDate: String(period.startDate), endDate: String(period.endDate), rows });
  }
  return { agentCategory: category ? { id: category.id as string, name: String(category.name) } : null, paxTypes: PAX_TYPES, packages };
};
