import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { insertRow } from '../../db/rows';
import { resources } from '../../../resources';
import { toApiRecord } from '../crud/crud.service';
import type { Actor } from '../http/env';
import { notFound } from '../http/errors';
import { writeAudit } from '../audit/audit';
import { contractCategoryOf, rateAppliesTo } from './quoteInput';
import { stayNights } from '../pricing/nights';
import { surchargeApplies } from '../pricing/surcharges';
import type { Weekday } from '../pricing/types';
import { marksBetween } from '../calendar/calendarDays';

const t = resourceTables;

/**
 * Which rates a reader sees: staff every sheet; an agent the standard rates and their own category's
 * contract rates, never another category's.
 */
export type RateScope = { kind: 'all' } | { kind: 'category'; categoryId: string | null };

/** The rate scope of the caller. */
export const rateScopeOf = async (db: Db, actor: Actor): Promise<RateScope> =>
  actor.kind === 'staff' ? { kind: 'all' } : { kind: 'category', categoryId: await contractCategoryOf(db, actor.accountId) };

const visibleRates = (rows: Record<string, unknown>[], scope: RateScope) =>
  scope.kind === 'all' ? rows : rows.filter((r) => rateAppliesTo(r.agentCategoryId, scope.categoryId));

/** A package's periods, oldest first, each with the rates the reader may see. */
export const periodsOf = async (db: Db, packageId: string, scope: RateScope) => {
  const periods = await db.select().from(t.package_periods).where(eq(t.package_periods.tourPackageId, packageId)).orderBy(asc(t.package_periods.startDate));
  const ids = periods.map((p) => p.id as string);
  const rates = ids.length ? visibleRates(await db.select().from(t.package_rates).where(inArray(t.package_rates.periodId, ids)), scope) : [];
  return periods.map((p) => ({
    ...toApiRecord(resources['package-periods'], p),
    rates: rates.filter((r) => r.periodId === p.id).map((r) => toApiRecord(resources['package-rates'], r)),
  }));
};

/** `GET /tour-package/{id}`: the package with its periods and rates. */
export const packageWithPeriods = async (db: Db, id: string, scope: RateScope) => {
  const [row] = await db.select().from(t.tour_packages).where(eq(t.tour_packages.id, id));
  if (!row) throw notFound('app.errors.not_found');
  return { ...toApiRecord(resources['tour-packages'], row), periods: await periodsOf(db, id, scope) };
};

/** `GET /package/period/{id}`: one period with the rates the reader may see. */
export const periodWithRates = async (db: Db, id: string, scope: RateScope) => {
  const [period] = await db.select().from(t.package_periods).where(eq(t.package_periods.id, id));
  if (!period) throw notFound('app.errors.not_found');
  const rates = visibleRates(await db.select().from(t.package_rates).where(eq(t.package_rates.periodId, id)), scope);
  return { ...toApiRecord(resources['package-periods'], period), rates: rates.map((r) => toApiRecord(resources['package-rates'], r)) };
};

/** Who copies a package, and how a copy is named in their language ("Island Escape (copy)"). */
export interface PackageCopier {
  actor: Actor;
  ip: string;
  copyName: (name: string) => string;
}

/**
 * Copies a package with its periods, their rates (standard and contract) and its room types, in one
 * transaction, inactive until staff check it. The name is "<name> (copy)", numbered when that is taken
 * ("(copy) 2"); the code (unique, at most 16 characters) gets a short suffix. One audit entry: the copy,
 * with the package it came from and how many periods and rates came along.
 */
export const duplicatePackage = async (db: Db, id: string, now: Date, by: PackageCopier) =>
  db.transaction(async (tx) => {
    const [source] = await tx.select().from(t.tour_packages).where(eq(t.tour_packages.id, id));
    if (!source) throw notFound('app.errors.not_found');
    const taken = async (column: typeof t.tour_packages.name | typeof t.tour_packages.code, value: string) =>
      (await tx.select({ id: t.tour_packages.id }).from(t.tour_packages).where(sql`lower(${column}) = lower(${value})`).limit(1)).length > 0;
    const base = by.copyName(String(source.name));
    let name = base.slice(0, 120);
    for (let n = 2; await taken(t.tour_packages.name, name); n += 1) name = `${base} ${n}`.slice(0, 120);
    let code = '';
    for (let n = 1; !code || (await taken(t.tour_packages.code, code)); n += 1) {
      const suffix = `-C${n}`;
      code = `${String(source.code).slice(0, 16 - suffix.length)}${suffix}`;
    }
    // The copy gets its own slug (the database makes one from its name): a shared link keeps its package.
    const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, ...fields } = source;
    const copy = await insertRow(tx, t.tour_packages, { ...fields, name, code, boughtCount: 0, active: false, createdAt: now, updatedAt: now });
    let periods = 0;
    let rates = 0;
    for (const period of await tx.select().from(t.package_periods).where(eq(t.package_periods.tourPackageId, id))) {
      const { id: periodId, createdAt: _pc, updatedAt: _pu, ...periodFields } = period;
      const newPeriod = await insertRow(tx, t.package_periods, { ...periodFields, tourPackageId: copy.id, createdAt: now, updatedAt: now });
      periods += 1;
      const periodRates = await tx.select().from(t.package_rates).where(eq(t.package_rates.periodId, periodId as string));
      if (periodRates.length) {
        await tx.insert(t.package_rates).values(periodRates.map(({ id: _r, createdAt: _rc, updatedAt: _ru, ...rate }) => ({ ...rate, periodId: newPeriod.id as string, createdAt: now, updatedAt: now })));
        rates += periodRates.length;
      }
    }
    await writeAudit(tx, { actor: by.actor, action: 'create', resource: 'tour-packages', recordId: copy.id as string, after: { ...copy, duplicateOf: id, periods, rates }, ip: by.ip }, now);
    return copy.id as string;
  });

/**
 * Room types a package sells, with their limits and bed combinations (`/room-types`,
 * `/available-bedCombos`): the type's active combinations, or, when it has none, its beds as they are.
 */
export const packageRoomTypes = async (db: Db, packageId: string) => {
  const [pkg] = await db.select({ roomTypeIds: t.tour_packages.roomTypeIds }).from(t.tour_packages).where(eq(t.tour_packages.id, packageId));
  if (!pkg) throw notFound('app.errors.not_found');
  const ids = (pkg.roomTypeIds as string[] | null) ?? [];
  if (!ids.length) return [];
  const [types, beds, combos] = await Promise.all([
    db.select().from(t.room_types).where(and(inArray(t.room_types.id, ids), eq(t.room_types.active, true))).orderBy(asc(t.room_types.priority)),
    db.select().from(t.beds).where(eq(t.beds.active, true)),
    db.select().from(t.bed_combinations).where(and(inArray(t.bed_combinations.roomTypeId, ids), eq(t.bed_combinations.active, true))).orderBy(asc(t.bed_combinations.name)),
  ]);
  const bedsOf = (bedIds: unknown) => ((bedIds as string[] | null) ?? []).flatMap((id) => beds.filter((b) => b.id === id)).map((b) => ({ id: b.id as string, name: b.name as string, sleeps: b.sleeps as number }));
  return types.map((type) => {
    const own = combos.filter((c) => c.roomTypeId === type.id);
    const asTheyAre = bedsOf(type.bedIds);
    const bedCombos = own.length
      ? own.map((c) => ({ id: c.id as string, name: c.name as string, sleeps: c.sleeps as number, beds: bedsOf(c.bedIds) }))
      : asTheyAre.length
        ? [{ id: null, name: asTheyAre.map((b) => b.name).join(' + '), sleeps: asTheyAre.reduce((n, b) => n + b.sleeps, 0), beds: asTheyAre }]
        : [];
    return { ...toApiRecord(resources['room-types'], type), bedCombos };
  });
};

/** Other active packages that sell a room type (`/room-type-additional-packages`). */
export const packagesForRoomType = async (db: Db, roomTypeId: string) =>
  (await db.select().from(t.tour_packages).where(and(eq(t.tour_packages.active, true), sql`${roomTypeId}::uuid = ANY(${t.tour_packages.roomTypeIds})`))).map((row) =>
    toApiRecord(resources['tour-packages'], row),
  );

/**
 * The surcharges that apply night by night over a range (`/sur-charges-calender`), for the booking calendar,
 * with each night's mark on the resort calendar: the same rule the quote applies (`surchargeApplies`).
 */
export const surchargeCalendar = async (db: Db, from: string, to: string) => {
  const nights = stayNights(from, to);
  const [surcharges, marks] = await Promise.all([
    db
      .select()
      .from(t.sur_charges)
      .where(and(eq(t.sur_charges.active, true), sql`(${t.sur_charges.startDate} IS NULL OR ${t.sur_charges.startDate} <= ${to})`, sql`(${t.sur_charges.endDate} IS NULL OR ${t.sur_charges.endDate} >= ${from})`)),
    marksBetween(db, from, to),
  ]);
  const markedDaysOf = (kind: unknown) => nights.filter((night) => marks.get(night)?.kind === kind);
  const rules = surcharges.map((s) => ({
    row: s,
    rule: {
      active: true,
      startDate: s.startDate as string | null,
      endDate: s.endDate as string | null,
      weekdays: s.weekdays as Weekday[] | null,
      markedDays: s.calendarDays ? markedDaysOf(s.kind) : null,
    },
  }));
  return nights.map((date) => ({
    date,
    mark: marks.get(date) ?? null,
    surcharges: rules.filter(({ rule }) => surchargeApplies(rule, date)).map(({ row: s }) => ({ id: s.id, name: s.name, kind: s.kind, amount: s.amount, amountType: s.amountType })),
  }));
};

/** Which package periods cover each night of a range (`/calender`): where a package can be sold. */
export const packageCalendar = async (db: Db, packageId: string, from: string, to: string) => {
  const periods = await db
    .select()
    .from(t.package_periods)
    .where(and(eq(t.package_periods.tourPackageId, packageId), eq(t.package_periods.active, true), lte(t.package_periods.startDate, to), gte(t.package_periods.endDate, from)));
  const marks = await marksBetween(db, from, to);
  return stayNights(from, to).map((date) => {
    const period = periods.find((p) => String(p.startDate) <= date && String(p.endDate) >= date);
    return { date, periodId: period?.id ?? null, periodName: period?.name ?? null, mark: marks.get(date) ?? null };
  });
};
