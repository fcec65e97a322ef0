import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { voucherPurchases } from '../../db/moneyTables';
import type { Actor } from '../http/env';
import { notFound } from '../http/errors';
import { describeRules, ruleFields } from '../promo/codeRules';
import { resortToday } from '../settings/resortZone';

const t = resourceTables;
const vp = voucherPurchases;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * Who is buying: an agent on its portal or a guest on the guest site. A code's or promo package's `soldTo`
 * (agents, guests, all) says which of them may see it on sale and buy it; staff set it per voucher.
 */
export type Audience = 'agent' | 'guest';
export const audienceOf = (actor: Pick<Actor, 'kind'>): Audience => (actor.kind === 'guest' ? 'guest' : 'agent');
/** The `soldTo` values an audience may buy. */
export const SOLD_TO: Record<Audience, readonly string[]> = { agent: ['agents', 'all'], guest: ['guests', 'all'] };

interface Range {
  start: number;
  end: number;
}

const addonNames = async (db: Db, ids: readonly string[]) => {
  if (!ids.length) return new Map<string, string>();
  const rows = await db.select({ id: t.addon_sub_categories.id, name: t.addon_sub_categories.name }).from(t.addon_sub_categories).where(inArray(t.addon_sub_categories.id, [...ids]));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
};

const codeFields = {
  id: t.promo_codes.id,
  code: t.promo_codes.code,
  voucherType: t.promo_codes.voucherType,
  price: t.promo_codes.price,
  cashDiscount: t.promo_codes.cashDiscount,
  freeAddonIds: t.promo_codes.freeAddonIds,
  maxPax: t.promo_codes.maxPax,
  expiryDate: t.promo_codes.expiryDate,
  numberOfUses: t.promo_codes.numberOfUses,
  usedCount: t.promo_codes.usedCount,
  ...ruleFields,
};

type CodeRow = { [K in keyof typeof codeFields]: unknown };

const describeCodes = async (db: Db, rows: CodeRow[]) => {
  const [names, rules] = await Promise.all([addonNames(db, rows.flatMap((r) => strings(r.freeAddonIds))), describeRules(db, rows)]);
  return rows.map((r, i) => ({
    id: String(r.id),
    code: String(r.code),
    voucherType: String(r.voucherType),
    price: Number(r.price ?? 0),
    cashDiscount: Number(r.cashDiscount ?? 0),
    freeAddons: strings(r.freeAddonIds).map((id) => ({ id, name: names.get(id) ?? '' })),
    packageIds: strings(r.packageIds),
    roomTypeIds: strings(r.roomTypeIds),
    maxPax: r.maxPax === null ? null : Number(r.maxPax),
    expiryDate: String(r.expiryDate),
    usesLeft: Math.max(0, Number(r.numberOfUses) - Number(r.usedCount ?? 0)),
    ...rules[i],
  }));
};

/**
 * `GET /promo-code?type=`: the codes a buyer of `audience` may buy now (private, priced, sold to its
 * audience, not expired, uses left), leaving out those someone else holds or bought; `heldPurchaseId`
 * marks one this buyer holds.
 */
export const codesForSale = async (db: Db, agentId: string, type: string | undefined, now: Date, zone: string, range: Range, audience: Audience = 'agent') => {
  // At most one purchase per code is not released (a unique index), so this join never repeats a code.
  const holds = db
    .select({ id: vp.id, promoCodeId: vp.promoCodeId, agentId: vp.agentId, status: vp.status, blockedUntil: vp.blockedUntil })
    .from(vp)
    .where(sql`${vp.status} <> 'released' AND ${vp.promoCodeId} IS NOT NULL`)
    .as('holds');
  const heldByMe = and(eq(holds.agentId, agentId), eq(holds.status, 'blocked'), gt(holds.blockedUntil, now));
  const where = and(
    eq(t.promo_codes.active, true),
    eq(t.promo_codes.isPublic, false),
    gt(t.promo_codes.price, 0),
    inArray(t.promo_codes.soldTo, [...SOLD_TO[audience]]),
    sql`${t.promo_codes.expiryDate} >= ${resortToday(now, zone)}`,
    lt(t.promo_codes.usedCount, t.promo_codes.numberOfUses),
    type ? eq(t.promo_codes.voucherType, type) : undefined,
    or(isNull(holds.id), heldByMe, and(eq(holds.status, 'blocked'), lte(holds.blockedUntil, now))),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...codeFields, heldPurchaseId: sql<string | null>`CASE WHEN ${heldByMe} THEN ${holds.id} END` })
      .from(t.promo_codes)
      .leftJoin(holds, eq(holds.promoCodeId, t.promo_codes.id))
      .where(where)
      .orderBy(asc(t.promo_codes.expiryDate), asc(t.promo_codes.code))
      .offset(range.start)
      .limit(range.end - range.start + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(t.promo_codes).leftJoin(holds, eq(holds.promoCodeId, t.promo_codes.id)).where(where),
  ]);
  const described = await describeCodes(db, rows);
  return { promoCodes: described.map((code, i) => ({ ...code, heldPurchaseId: rows[i].heldPurchaseId ?? null })), total: Number(total) };
};

/**
 * The public promo codes anyone may use today (active, not expired, uses left, today within their
 * booking period), newest first: the promotions an agent can tell its guests about.
 */
export const publicCodes = async (db: Db, now: Date, zone: string, limit: number) => {
  const today = resortToday(now, zone);
  const rows = await db
    .select({ ...codeFields, bookingFrom: t.promo_codes.bookingFrom, bookingTo: t.promo_codes.bookingTo, checkInFrom: t.promo_codes.checkInFrom, checkInTo: t.promo_codes.checkInTo })
    .from(t.promo_codes)
    .where(
      and(
        eq(t.promo_codes.active, true),
        eq(t.promo_codes.isPublic, true),
        sql`${t.promo_codes.expiryDate} >= ${today}`,
        lt(t.promo_codes.usedCount, t.promo_codes.numberOfUses),
        or(isNull(t.promo_codes.bookingFrom), sql`${t.promo_codes.bookingFrom} <= ${today}`),
        or(isNull(t.promo_codes.bookingTo), sql`${t.promo_codes.bookingTo} >= ${today}`),
      ),
    )
    .orderBy(desc(t.promo_codes.createdAt), asc(t.promo_codes.code))
    .limit(limit);
  const described = await describeCodes(db, rows);
  const day = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return described.map(({ price: _price, ...code }, i) => ({ ...code, checkInFrom: day(rows[i].checkInFrom), checkInTo: day(rows[i].checkInTo), bookingTo: day(rows[i].bookingTo) }));
};

/** `GET /promo-code/bought`: the agent's bought codes (its cash and add-on vouchers), newest first. */
export const boughtCodes = async (db: Db, agentId: string) => {
  const rows = await db
    .select({ ...codeFields, purchaseId: vp.id, paid: vp.price, boughtAt: vp.boughtAt })
    .from(vp)
    .innerJoin(t.promo_codes, eq(t.promo_codes.id, vp.promoCodeId))
    .where(and(eq(vp.agentId, agentId), eq(vp.status, 'bought'), eq(vp.kind, 'promo-code')))
    .orderBy(desc(vp.boughtAt));
  const described = await describeCodes(db, rows);
  return described.map((code, i) => ({ ...code, purchaseId: rows[i].purchaseId, paid: Number(rows[i].paid), boughtAt: rows[i].boughtAt }));
};

const packageFields = {
  id: t.tour_packages.id,
  name: t.tour_packages.name,
  code: t.tour_packages.code,
  description: t.tour_packages.description,
  nights: t.tour_packages.nights,
  deposit: t.tour_packages.deposit,
  maxPax: t.tour_packages.maxPax,
  includes: t.tour_packages.includes,
  image: t.tour_packages.image,
  validFrom: t.tour_packages.validFrom,
  validTo: t.tour_packages.validTo,
  availableCount: t.tour_packages.availableCount,
  boughtCount: t.tour_packages.boughtCount,
};

const onSale = (now: Date, zone: string, audience: Audience) =>
  and(eq(t.tour_packages.active, true), eq(t.tour_packages.promotion, true), inArray(t.tour_packages.soldTo, [...SOLD_TO[audience]]), or(sql`${t.tour_packages.validTo} IS NULL`, sql`${t.tour_packages.validTo} >= ${resortToday(now, zone)}`));

/** Units held or sold per package: what `availableCount` is measured against. */
const unitsTaken = (db: Db, now: Date) =>
  db
    .select({ packageId: vp.packageId, taken: sql<number>`count(*)::int`.as('taken') })
    .from(vp)
    .where(and(sql`${vp.packageId} IS NOT NULL`, or(eq(vp.status, 'bought'), and(eq(vp.status, 'blocked'), gt(vp.blockedUntil, now)))))
    .groupBy(vp.packageId)
    .as('units');

const describePackage = (row: { [K in keyof typeof packageFields]: unknown } & { taken: number }) => ({
  id: String(row.id),
  name: String(row.name),
  code: String(row.code),
  description: (row.description as string | null) ?? null,
  nights: Number(row.nights),
  deposit: Number(row.deposit ?? 0),
  maxPax: row.maxPax === null ? null : Number(row.maxPax),
  includes: strings(row.includes),
  image: (row.image as string | null) ?? null,
  validFrom: (row.validFrom as string | null) ?? null,
  validTo: (row.validTo as string | null) ?? null,
  availableCount: row.availableCount === null ? null : Number(row.availableCount),
  boughtCount: Number(row.boughtCount ?? 0),
  unitsLeft: row.availableCount === null ? null : Math.max(0, Number(row.availableCount) - Number(row.taken)),
});

/** `GET /promo-package`: promo packages on sale now to `audience`, with the units left (by name, or newest first). */
export const promoPackages = async (db: Db, now: Date, zone: string, range: Range, order: 'name' | 'newest' = 'name', audience: Audience = 'agent') => {
  const units = unitsTaken(db, now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...packageFields, taken: sql<number>`coalesce(${units.taken}, 0)` })
      .from(t.tour_packages)
      .leftJoin(units, eq(units.packageId, t.tour_packages.id))
      .where(onSale(now, zone, audience))
      .orderBy(...(order === 'newest' ? [desc(t.tour_packages.createdAt), asc(t.tour_packages.id)] : [asc(t.tour_packages.name)]))
      .offset(range.start)
      .limit(range.end - range.start + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(t.tour_packages).where(onSale(now, zone, audience)),
  ]);
  return { packages: rows.map(describePackage), total: Number(total) };
};

/** `GET /promo-package/:id`: one promo package on sale to `audience` (404 when not sold to it). */
export const promoPackage = async (db: Db, id: string, now: Date, zone: string, audience: Audience = 'agent') => {
  const units = unitsTaken(db, now);
  const [row] = await db
    .select({ ...packageFields, taken: sql<number>`coalesce(${units.taken}, 0)` })
    .from(t.tour_packages)
    .leftJoin(units, eq(units.packageId, t.tour_packages.id))
    .where(and(eq(t.tour_packages.id, id), onSale(now, zone, audience)));
  if (!row) throw notFound('app.vouchers.package_not_for_sale');
  return describePackage(row);
};

/** `GET /promo-package/periods/:id`: the periods still ahead, each with the deposit a unit costs in it. */
export const promoPackagePeriods = async (db: Db, id: string, now: Date, zone: string, audience: Audience = 'agent') => {
  const pkg = await promoPackage(db, id, now, zone, audience);
  const rows = await db
    .select({ id: t.package_periods.id, name: t.package_periods.name, startDate: t.package_periods.startDate, endDate: t.package_periods.endDate, deposit: t.package_periods.deposit })
    .from(t.package_periods)
    .where(and(eq(t.package_periods.tourPackageId, id), eq(t.package_periods.active, true), sql`${t.package_periods.endDate} >= ${resortToday(now, zone)}`))
    .orderBy(asc(t.package_periods.startDate));
  return rows.map((p) => ({ id: String(p.id), name: String(p.name), startDate: String(p.startDate), endDate: String(p.endDate), deposit: Number(p.deposit ?? 0) > 0 ? Number(p.deposit) : pkg.deposit }));
};

/** `GET /promo-package/user/bought`: the agent's bought promo packages, newest first. */
export const boughtPackages = async (db: Db, agentId: string) => {
  const rows = await db
    .select({
      purchaseId: vp.id,
      packageId: vp.packageId,
      name: t.tour_packages.name,
      nights: t.tour_packages.nights,
      periodId: vp.periodId,
      periodName: t.package_periods.name,
      startDate: t.package_periods.startDate,
      endDate: t.package_periods.endDate,
      paid: vp.price,
      boughtAt: vp.boughtAt,
      reservationId: vp.reservationId,
    })
    .from(vp)
    .innerJoin(t.tour_packages, eq(t.tour_packages.id, vp.packageId))
    .leftJoin(t.package_periods, eq(t.package_periods.id, vp.periodId))
    .where(and(eq(vp.agentId, agentId), eq(vp.status, 'bought'), eq(vp.kind, 'promo-package')))
    .orderBy(desc(vp.boughtAt));
  return rows.map((r) => ({ ...r, name: String(r.name), nights: Number(r.nights), paid: Number(r.paid) }));
};
