/**
 * Month grids and day ranges for the resort calendar screen, on 'YYYY-MM-DD' strings in UTC so that no
 * time zone shifts a day. Weeks start on Monday, as Malaysian calendars print them.
 */

const DAY_MS = 86_400_000;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const plusDays = (date: string, days: number) => isoOf(dayMs(date) + days * DAY_MS);

/** Today's date at the resort (its time zone), which is the calendar staff plan in. */
export const todayAt = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** 'YYYY-MM' of a date, and the first day of the month `months` later (or earlier). */
export const monthOf = (date: string) => date.slice(0, 7);
export const addMonths = (month: string, months: number) => {
  const [year, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1 + months, 1));
  return isoOf(first.getTime()).slice(0, 7);
};

/** The days of a month, in weeks of seven (Monday first); null pads the first and last week. */
export const monthWeeks = (month: string): (string | null)[][] => {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const count = Math.round((dayMs(next) - dayMs(first)) / DAY_MS);
  const lead = (new Date(dayMs(first)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: count }, (_, i) => plusDays(first, i))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
};

/** The first and last day of a selection, whichever way it was dragged. */
export const ordered = (a: string, b: string): [string, string] => (a <= b ? [a, b] : [b, a]);

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** Monday-first weekday names in a language, for the grid's header. */
export const weekdayNames = (intlLocale: string) => {
  const format = new Intl.DateTimeFormat(intlLocale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
};

export const monthName = (month: string, intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
