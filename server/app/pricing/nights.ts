import type { Weekday } from './types';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Stay dates are calendar dates, not instants, so everything is done
 * in UTC where a day is always 24 hours: no time zone or daylight-saving change can shift a night.
 * ISO dates also compare correctly as strings, which the rate and surcharge lookups rely on.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Days since 1970-01-01 of a real calendar date, or null (2026-02-30 is not one). */
export const dayNumber = (date: string): number | null => {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / DAY_MS;
};

export const isIsoDate = (date: string): boolean => dayNumber(date) !== null;

/** The date of a day number. */
export const fromDayNumber = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** `date` plus `days` (which may be negative). Assumes a valid date. */
export const addDays = (date: string, days: number): string => fromDayNumber((dayNumber(date) ?? 0) + days);

/** The nights of a stay: check-in inclusive, check-out exclusive. Assumes valid dates. */
export const stayNights = (checkIn: string, checkOut: string): string[] => {
  const first = dayNumber(checkIn) ?? 0;
  const last = dayNumber(checkOut) ?? 0;
  const nights: string[] = [];
  for (let day = first; day < last; day += 1) nights.push(fromDayNumber(day));
  return nights;
};

/** The weekday of a night (1970-01-01 was a Thursday). */
export const weekdayOf = (date: string): Weekday => {
  const days = dayNumber(date) ?? 0;
  return WEEKDAYS[(((days + 4) % 7) + 7) % 7];
};

/** Whether `date` lies in [start, end], each bound optional. */
export const withinDates = (date: string, start?: string | null, end?: string | null): boolean =>
  (!start || start <= date) && (!end || date <= end);
