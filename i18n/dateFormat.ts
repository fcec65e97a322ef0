import type { Locale } from './types';

/**
 * The one date format of each interface language, shared by the server (quote lines, invoices, e-mails)
 * and the interface, so a date reads the same wherever it appears: `10 Dec 2026`, `10 Dis 2026`, `2026年12月10日`.
 */

/** The interface languages as Intl names them (`my` is Malay here, not Burmese; `cn` is Simplified Chinese). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-MY', my: 'ms-MY', cn: 'zh-CN' };

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

// Intl formatters are costly to build and these are used for every line of every quote: keep one of each.
const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: Locale, options: Intl.DateTimeFormatOptions, zone?: string) => {
  const key = `${locale}|${options === DAY ? 'day' : 'moment'}|${zone ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], zone ? { ...options, timeZone: zone } : options);
    cache.set(key, format);
  }
  return format;
};

/**
 * A calendar day (`2026-12-10`, or the date part of a timestamp) in the language's date format:
 * `10 Dec 2026`. A day has no time zone, so it never shifts. Anything that is not a date is returned as is.
 */
export const formatDay = (isoDate: string, locale: Locale): string => {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : formatter(locale, DAY).format(day);
};

/**
 * A moment (an ISO timestamp) with its time of day, as seen in `timeZone` (the resort's
 * `Asia/Kuala_Lumpur`, or the reader's), in the language's format: `10 Dec 2026, 11:04 am`.
 */
export const formatMoment = (iso: string | Date, locale: Locale, timeZone?: string): string => {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(at.getTime()) ? String(iso) : formatter(locale, MOMENT, timeZone).format(at);
};
