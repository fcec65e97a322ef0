import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { localName } from '../../../i18n/localName';
import type { Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import type { NameTranslations } from '../pricing/types';

const t = resourceTables;

/**
 * A package's shareable address (`slug`): made once from its name by the database when the package is
 * created (migration 0035), unique, and kept when the package is renamed, so shared links keep working.
 */
const SLUG = /^[a-z0-9-]{1,80}$/;
export const isSlug = (value: string) => SLUG.test(value);

/** The "from" price per person of a package (see `fromPrices`), or null when it has no future rate. */
export interface FromPrice {
  /** Sen per adult for the package's nights. */
  amount: number;
  roomTypeId: string;
  roomTypeName: string;
  occupancy: number;
  periodId: string;
}

/**
 * "From" per person, defined once: the lowest standard (public) adult rate per night, at the room
 * type's standard occupancy (twin sharing, 2, where sold; else the fewest sharers it is sold for),
 * over the package's active room types and its active periods that have not ended by `today`, times
 * the package's nights. Before surcharges, taxes, add-ons and transfers; contract rates never count.
 */
export const fromPrices = async (db: Db, packages: { id: string; nights: number; roomTypeIds: string[] }[], today: string, locale: Locale) => {
  const result = new Map<string, FromPrice | null>();
  if (!packages.length) return result;
  const rows = await db
    .select({
      packageId: t.package_periods.tourPackageId,
      periodId: t.package_periods.id,
      roomTypeId: t.package_rates.roomTypeId,
      occupancy: t.package_rates.occupancy,
      amount: t.package_rates.amount,
      roomTypeName: t.room_types.name,
      roomTypeNameTranslations: t.room_types.nameTranslations,
    })
    .from(t.package_rates)
    .innerJoin(t.package_periods, eq(t.package_periods.id, t.package_rates.periodId))
    .innerJoin(t.room_types, eq(t.room_types.id, t.package_rates.roomTypeId))
    .where(
      and(
        inArray(
          t.package_periods.tourPackageId,
          packages.map((p) => p.id),
        ),
        eq(t.package_periods.active, true),
        gte(t.package_periods.endDate, today),
        eq(t.package_rates.paxType, 'adult'),
        isNull(t.package_rates.agentCategoryId),
        eq(t.room_types.active, true),
      ),
    );
  for (const pkg of packages) {
    const own = rows.filter((r) => r.packageId === pkg.id && (!pkg.roomTypeIds.length || pkg.roomTypeIds.includes(r.roomTypeId as string)));
    let best: FromPrice | null = null;
    for (const roomTypeId of new Set(own.map((r) => r.roomTypeId as string))) {
      const ofType = own.filter((r) => r.roomTypeId === roomTypeId);
      const occupancies = [...new Set(ofType.map((r) => Number(r.occupancy)))].sort((a, b) => a - b);
      const standard = occupancies.includes(2) ? 2 : occupancies[0];
      for (const r of ofType.filter((x) => Number(x.occupancy) === standard)) {
        const amount = Number(r.amount) * pkg.nights;
        if (!best || amount < best.amount)
          best = { amount, roomTypeId, roomTypeName: localName(String(r.roomTypeName), r.roomTypeNameTranslations as NameTranslations, locale), occupancy: standard, periodId: r.periodId as string };
      }
    }
    result.set(pkg.id, best);
  }
  return result;
};

/**
 * The packages the public is sold: active, not past their `validTo`, with an active period that has not
 * ended by `today`; optionally only the one of a slug or of an id. A package also sold to agents as a
 * promo package (`promotion`) is still sold to the public at its standard rates.
 */
export const publicPackageRows = async (db: Db, today: string, only: { slug?: string; id?: string } = {}) =>
  db
    .select()
    .from(t.tour_packages)
    .where(
      and(
        eq(t.tour_packages.active, true),
        sql`(${t.tour_packages.validTo} IS NULL OR ${t.tour_packages.validTo} >= ${today})`,
        sql`EXISTS (SELECT 1 FROM package_periods p WHERE p.tour_package_id = ${t.tour_packages.id} AND p.active AND p.end_date >= ${today})`,
        only.slug ? eq(t.tour_packages.slug, only.slug) : undefined,
        only.id ? eq(t.tour_packages.id, only.id) : undefined,
      ),
    )
    .orderBy(asc(t.tour_packages.name));

/** Most photos a package shows in the list and on its page. */
const MAX_PHOTOS = 8;

/**
 * A package's photos: its own image first, then the cover (first) photo of each room type it sells, in
 * the package's order, so a package without its own image still shows where guests would stay.
 */
export const packagePhotos = (row: Record<string, unknown>, roomTypeImages: Map<string, string[]>) => {
  const own = typeof row.image === 'string' && row.image ? [row.image] : [];
  const sold = (row.roomTypeIds as string[] | null)?.length ? (row.roomTypeIds as string[]) : [...roomTypeImages.keys()];
  const covers = sold.flatMap((id) => roomTypeImages.get(id)?.slice(0, 1) ?? []);
  return [...new Set([...own, ...covers])].slice(0, MAX_PHOTOS);
};

/** Each active room type's photos, by id. */
export const roomTypeImagesOf = async (db: Db) =>
  new Map(
    (await db.select({ id: t.room_types.id, images: t.room_types.images }).from(t.room_types).where(eq(t.room_types.active, true)).orderBy(asc(t.room_types.priority))).map((r) => [
      r.id as string,
      Array.isArray(r.images) ? (r.images as string[]) : [],
    ]),
  );

/** A package as the public reads it: no deposit rules, counts or agent-only fields. */
export const publicPackage = (row: Record<string, unknown>, from: FromPrice | null, photos: string[]) => ({
  id: row.id as string,
  slug: row.slug as string,
  code: row.code as string,
  name: row.name as string,
  description: (row.description as string | null) ?? null,
  nights: Number(row.nights),
  maxPax: (row.maxPax as number | null) ?? null,
  /** What the package's rates include: meals, boat and land transfers, activities. */
  includes: Array.isArray(row.includes) ? (row.includes as string[]) : [],
  image: (row.image as string | null) ?? null,
  photos,
  validFrom: (row.validFrom as string | null) ?? null,
  validTo: (row.validTo as string | null) ?? null,
  fromPrice: from,
});

/** The room types a package sells, as the public reads them: names in the reader's language, photos, limits. */
export const publicRoomTypes = async (db: Db, roomTypeIds: string[], locale: Locale) => {
  const rows = await db
    .select()
    .from(t.room_types)
    .where(and(eq(t.room_types.active, true), roomTypeIds.length ? inArray(t.room_types.id, roomTypeIds) : undefined))
    .orderBy(asc(t.room_types.priority));
  return rows.map((r) => ({
    id: r.id as string,
    name: localName(String(r.name), r.nameTranslations as NameTranslations, locale),
    description: (r.description as string | null) ?? null,
    images: Array.isArray(r.images) ? (r.images as string[]) : [],
    maxAdults: Number(r.maxAdults),
    maxChildren: Number(r.maxChildren),
    maxPax: Number(r.maxPax),
    sizeSqm: (r.sizeSqm as number | null) ?? null,
  }));
};

/** A package's periods (its options) that have not ended by `today`, oldest first, named in the reader's language. */
export const publicPeriods = async (db: Db, packageId: string, today: string, locale: Locale) =>
  (
    await db
      .select()
      .from(t.package_periods)
      .where(and(eq(t.package_periods.tourPackageId, packageId), eq(t.package_periods.active, true), gte(t.package_periods.endDate, today)))
      .orderBy(asc(t.package_periods.startDate))
  ).map((p) => ({
    id: p.id as string,
    name: localName(String(p.name), p.nameTranslations as NameTranslations, locale),
    startDate: p.startDate as string,
    endDate: p.endDate as string,
  }));

/**
 * The promo codes anyone may use (`isPublic`), active, not expired by `today` and not used up. Codes
 * sold to or given to agents (not public) never appear.
 */
export const publicPromotions = async (db: Db, today: string) =>
  (
    await db
      .select()
      .from(t.promo_codes)
      .where(
        and(
          eq(t.promo_codes.isPublic, true),
          eq(t.promo_codes.active, true),
          gte(t.promo_codes.expiryDate, today),
          sql`${t.promo_codes.usedCount} < ${t.promo_codes.numberOfUses}`,
          sql`(${t.promo_codes.bookingTo} IS NULL OR ${t.promo_codes.bookingTo} >= ${today})`,
        ),
      )
      .orderBy(asc(t.promo_codes.expiryDate), asc(t.promo_codes.code))
  ).map((p) => ({
    code: p.code as string,
    voucherType: p.voucherType as string,
    cashDiscount: Number(p.cashDiscount ?? 0),
    expiryDate: p.expiryDate as string,
    bookingFrom: (p.bookingFrom as string | null) ?? null,
    bookingTo: (p.bookingTo as string | null) ?? null,
    checkInFrom: (p.checkInFrom as string | null) ?? null,
    checkInTo: (p.checkInTo as string | null) ?? null,
    maxPax: (p.maxPax as number | null) ?? null,
    excludedPeriods: Array.isArray(p.excludedPeriods) ? (p.excludedPeriods as string[]) : [],
    packageIds: Array.isArray(p.packageIds) ? (p.packageIds as string[]) : [],
    roomTypeIds: Array.isArray(p.roomTypeIds) ? (p.roomTypeIds as string[]) : [],
    freeAddonIds: Array.isArray(p.freeAddonIds) ? (p.freeAddonIds as string[]) : [],
  }));

