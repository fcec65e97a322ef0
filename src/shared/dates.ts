import { formatDay, formatMoment, INTL_LOCALES } from '../../i18n/dateFormat';
import type { Locale } from '../../i18n/types';

/** The resort's zone until the server tells its own (`GET /api/serverDate`, `/booking-details`): the demo resort's. */
export const DEFAULT_RESORT_ZONE = 'Asia/Kuala_Lumpur';

let zone = DEFAULT_RESORT_ZONE;

/** The resort's clock: every moment (a payment, a hold's end, an e-mail sent) reads as at the resort. */
export const resortZone = () => zone;

/**
 * Adopts the zone the server answered (the `booking.timeZone` setting); one this browser does not know, or
 * none, keeps the current one. Answers whether it changed.
 */
export const setResortZone = (next: string | null | undefined) => {
  if (!next || next === zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: next });
  } catch {
    return false;
  }
  zone = next;
  return true;
};

const cache = new Map<string, ReturnType<typeof build>>();

/** A formatter made on its first use: each costs milliseconds to make, and a first screen needs few of them. */
const onFirstUse = (options: Intl.DateTimeFormatOptions, intl: string) => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) => (format ??= new Intl.DateTimeFormat(intl, options)).format(date);
};

const build = (locale: Locale, zone: string) => {
  const intl = INTL_LOCALES[locale];
  const weekday = { format: onFirstUse({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, intl) };
  const time = { format: onFirstUse({ timeStyle: 'short', timeZone: zone }, intl) };
  const months = (month: 'short' | 'long' | 'narrow') => ({ format: onFirstUse({ month, timeZone: 'UTC' }, intl) });
  const [shortMonth, longMonth, narrowMonth] = [months('short'), months('long'), months('narrow')];
  const utc = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const monthDate = (month: number) => new Date(Date.UTC(2026, month - 1, 1));
  return {
    /** A calendar day, never shifted by a time zone: `10 Dec 2026`, `10 Dis 2026`, `2026年12月10日`. */
    day: (date: string) => formatDay(date, locale),
    /** `2026-12-14` → `Mon, 14 Dec` (column heads of a calendar). */
    weekday: (date: string) => weekday.format(utc(date)),
    /** An ISO timestamp with its time of day at the resort. */
    moment: (iso: string) => formatMoment(iso, locale, zone),
    /** Only the time of day at the resort (a hold's end). */
    time: (iso: string) => time.format(new Date(iso)),
    /** 1 → `Jan` (chart axes). */
    shortMonth: (month: number) => shortMonth.format(monthDate(month)),
    /** 1 → `J` (chart axes on a phone). */
    narrowMonth: (month: number) => narrowMonth.format(monthDate(month)),
    /** 1 → `January` (tables). */
    longMonth: (month: number) => longMonth.format(monthDate(month)),
  };
};

/**
 * Every date the interface shows, in `locale`: days and moments through the one per-language format of
 * i18n/dateFormat (shared with the server), plus the weekday and month names calendars and charts need.
 */
export const datesOf = (locale: Locale) => {
  const key = `${locale} ${zone}`;
  let dates = cache.get(key);
  if (!dates) {
    dates = build(locale, zone);
    cache.set(key, dates);
  }
  return dates;
};
