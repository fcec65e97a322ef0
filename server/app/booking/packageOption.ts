import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { localName } from '../../../i18n/localName';
import type { Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { badRequest } from '../http/errors';
import type { NameTranslations } from '../pricing/types';

const p = resourceTables.package_periods;

/** A package option (one of the package's periods) as a reservation names it, in the reader's language. */
export interface PackageOption {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** The period columns a reservation's option is read from (also joined by the reservations list). */
export const periodSelection = { id: p.id, name: p.name, nameTranslations: p.nameTranslations, startDate: p.startDate, endDate: p.endDate };

type PeriodRow = { id: unknown; name: unknown; nameTranslations: unknown; startDate: unknown; endDate: unknown };

/** A period row as the API answers it (null when the booking has none: a left join's empty side). */
export const optionOf = (row: PeriodRow | null | undefined, locale: Locale = 'en'): PackageOption | null =>
  row?.id
    ? {
        id: row.id as string,
        name: localName(row.name as string, (row.nameTranslations ?? null) as NameTranslations | null, locale),
        startDate: String(row.startDate),
        endDate: String(row.endDate),
      }
    : null;

/** A reservation's stored option, read by its period id. */
export const readPackageOption = async (db: Db, periodId: string | null, locale: Locale = 'en') => {
  if (!periodId) return null;
  const [row] = await db.select(periodSelection).from(p).where(eq(p.id, periodId));
  return optionOf(row, locale);
};

/** 400 on `packagePeriodId`: the option asked for is not one of the package's periods holding the check-in. */
export const optionNotCovering = () => badRequest('app.errors.bad_request', { packagePeriodId: 'app.booking.option_not_covering' });

/**
 * The package option a new booking is stored under. One sent by the client must be an active period of
 * the booked package whose dates hold the check-in (the wizard offers check-in days within the option),
 * else 400 on `packagePeriodId`. None sent: the period holding the check-in night, the shortest where
 * periods overlap (the one whose rate prices that night), or null when the package has none there.
 */
export const resolvePackagePeriod = async (db: Db, packageId: string, checkIn: string, wanted?: string) => {
  if (wanted) {
    const [row] = await db
      .select(periodSelection)
      .from(p)
      .where(and(eq(p.id, wanted), eq(p.tourPackageId, packageId), eq(p.active, true), lte(p.startDate, checkIn), gte(p.endDate, checkIn)));
    if (!row) throw optionNotCovering();
    return row;
  }
  const [row] = await db
    .select(periodSelection)
    .from(p)
    .where(and(eq(p.tourPackageId, packageId), eq(p.active, true), lte(p.startDate, checkIn), gte(p.endDate, checkIn)))
    .orderBy(sql`${p.endDate} - ${p.startDate}`, asc(p.startDate))
    .limit(1);
  return row ?? null;
};

/**
 * The option a booking keeps when its dates change: the stored one while it still holds the check-in,
 * else the period holding the new check-in (null when none does: the re-price then answers no_rate).
 */
export const optionForNewCheckIn = async (db: Db, packageId: string | null, storedPeriodId: string | null, checkIn: string) => {
  if (!packageId) return storedPeriodId;
  if (storedPeriodId) {
    const [still] = await db.select({ id: p.id }).from(p).where(and(eq(p.id, storedPeriodId), lte(p.startDate, checkIn), gte(p.endDate, checkIn)));
    if (still) return storedPeriodId;
  }
  return ((await resolvePackagePeriod(db, packageId, checkIn))?.id as string | undefined) ?? null;
};
