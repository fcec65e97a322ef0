import { asc, eq, inArray } from 'drizzle-orm';
import { resources } from '../../../../resources';
import type { ResourceName } from '../../../../resources/types';
import { crudService, toColumnValues } from '../../../app/crud/crud.service';
import { recordSchema } from '../../../app/crud/recordSchema';
import { translator } from '../../../app/http/i18n';
import { addDays } from '../../../app/pricing/nights';
import type { Db } from '../../client';
import { resourceTables } from '../../generated';

const t = resourceTables;

/**
 * Creates a record the way the back office's form does: through the API's validation and the generic
 * resource service, so the history's set-up is nothing staff could not have typed.
 */
export const createRecord = async (db: Db, name: ResourceName, values: Record<string, unknown>, now: Date) =>
  crudService(db, resources[name]).insert(db, validRecord(name, values, now));

/** A record's column values once the API's validation accepted them (a refusal is a bug in the demo). */
const validRecord = (name: ResourceName, values: Record<string, unknown>, now: Date) => {
  const def = resources[name];
  const parsed = recordSchema(def, 'create', translator('en')).safeParse(values);
  if (!parsed.success) throw new Error(`demo history ${name} is invalid: ${JSON.stringify(parsed.error.issues)}`);
  return { ...toColumnValues(def, parsed.data), createdAt: now, updatedAt: now };
};

/** The same calendar date `years` later (29 February becomes the 28th in a common year). */
const shiftYears = (date: string, years: number) => {
  const [y, m, d] = date.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The years a period spans, as a price list names them: "2026", or "2025/26" for a season across New Year. */
const yearLabel = (start: string, end: string) =>
  start.slice(0, 4) === end.slice(0, 4) ? start.slice(0, 4) : `${start.slice(0, 4)}/${end.slice(2, 4)}`;

/** A copied season's name and translations with its years, so staff tell this year's "Dry season" from last year's. */
const namedForYears = (p: Record<string, unknown>, start: string, end: string) => {
  const years = yearLabel(start, end);
  const translations = (p.nameTranslations ?? undefined) as Record<string, string> | undefined;
  return {
    name: `${String(p.name)} ${years}`,
    nameTranslations: translations && Object.fromEntries(Object.entries(translations).map(([lang, text]) => [lang, text ? `${text} ${years}` : text])),
  };
};

/**
 * Last year's (or next year's) price list: the demo's seasons are written for fixed dates, so for every
 * night of the history's window that no period of a package covers, the season of the same calendar
 * dates another year is repeated, with its rates. Nights already priced keep their prices.
 */
export const coverSeasons = async (db: Db, from: string, to: string, now: Date) => {
  const packages = await db.select({ id: t.tour_packages.id }).from(t.tour_packages).where(eq(t.tour_packages.active, true));
  let created = 0;
  for (const pkg of packages) {
    const periods = await db
      .select()
      .from(t.package_periods)
      .where(eq(t.package_periods.tourPackageId, pkg.id as string))
      .orderBy(asc(t.package_periods.startDate));
    if (!periods.length) continue;
    const covered = new Set<string>();
    for (const p of periods) for (let d = String(p.startDate); d <= String(p.endDate); d = addDays(d, 1)) covered.add(d);
    const rates = await db.select().from(t.package_rates).where(inArray(t.package_rates.periodId, periods.map((p) => p.id as string)));
    for (const years of [-1, 1, -2, 2]) {
      for (const p of periods) {
        const start = shiftYears(String(p.startDate), years);
        const end = shiftYears(String(p.endDate), years);
        let run: string[] = [];
        const flush = async () => {
          if (!run.length) return;
          const period = await createRecord(db, 'package-periods', { tourPackageId: pkg.id, ...namedForYears(p, start, end), startDate: run[0], endDate: run[run.length - 1], deposit: p.deposit ?? 0, active: true }, now);
          // Each rate checked by the rate form's validation, then the period's rates written in one statement.
          const rows = rates
            .filter((r) => r.periodId === p.id)
            .map((rate) => validRecord('package-rates', { periodId: period.id, roomTypeId: rate.roomTypeId, occupancy: rate.occupancy, paxType: rate.paxType, amount: rate.amount, agentCategoryId: rate.agentCategoryId ?? undefined }, now));
          if (rows.length) await db.insert(t.package_rates).values(rows as (typeof t.package_rates)['$inferInsert'][]);
          for (const d of run) covered.add(d);
          created++;
          run = [];
        };
        for (let d = start > from ? start : from; d <= end && d <= to; d = addDays(d, 1)) {
          if (covered.has(d)) await flush();
          else run.push(d);
        }
        await flush();
      }
    }
  }
  return created;
};
