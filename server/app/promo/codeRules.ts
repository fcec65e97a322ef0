import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';

const t = resourceTables;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const day = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);

/** The columns of a promo code its rules are read from. */
export const ruleFields = {
  bookingFrom: t.promo_codes.bookingFrom,
  bookingTo: t.promo_codes.bookingTo,
  checkInFrom: t.promo_codes.checkInFrom,
  checkInTo: t.promo_codes.checkInTo,
  excludedPeriods: t.promo_codes.excludedPeriods,
  packageIds: t.promo_codes.packageIds,
  roomTypeIds: t.promo_codes.roomTypeIds,
};

type RuleRow = { [K in keyof typeof ruleFields]: unknown };

const namesBy = async (db: Db, table: typeof t.tour_packages | typeof t.room_types, ids: string[]) => {
  if (!ids.length) return new Map<string, string>();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
};

/**
 * The rules of promo codes as agents read them where a code is advertised (Promotions, My Vouchers,
 * the wizard's promo step): the booking and check-in windows, excluded periods, and the packages and
 * room types it is limited to, by name. One query per table for all the codes.
 */
export const describeRules = async (db: Db, rows: RuleRow[]) => {
  const [packages, roomTypes] = await Promise.all([
    namesBy(db, t.tour_packages, [...new Set(rows.flatMap((r) => strings(r.packageIds)))]),
    namesBy(db, t.room_types, [...new Set(rows.flatMap((r) => strings(r.roomTypeIds)))]),
  ]);
  const named = (ids: unknown, names: Map<string, string>) => strings(ids).map((id) => ({ id, name: names.get(id) ?? '' }));
  return rows.map((r) => ({
    bookingFrom: day(r.bookingFrom),
    bookingTo: day(r.bookingTo),
    checkInFrom: day(r.checkInFrom),
    checkInTo: day(r.checkInTo),
    excludedPeriods: strings(r.excludedPeriods),
    packages: named(r.packageIds, packages),
    roomTypes: named(r.roomTypeIds, roomTypes),
  }));
};
