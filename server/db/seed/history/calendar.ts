import { addDays } from '../../../app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortTimeOfDay, resortToday } from '../../../app/settings/resortZone';

/**
 * The demo resort is on the Terengganu coast: its zone is Kuala Lumpur's (the `booking.timeZone` default), and
 * its history is written in it whatever a resort later sets, so the offset of `resortAt` and the dates of
 * `demoToday` always agree.
 */
export const DEMO_ZONE = DEFAULT_RESORT_TIME_ZONE;

/** The demo resort's date at `at`. */
export const demoToday = (at: Date) => resortToday(at, DEMO_ZONE);

/** The moment a resort-local date and time ('HH:MM') happens (Kuala Lumpur is UTC+8, no daylight saving). */
export const resortAt = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

/** `HH:MM` from minutes after midnight. */
export const hhmm = (minutesOfDay: number) => `${String(Math.floor(minutesOfDay / 60)).padStart(2, '0')}:${String(minutesOfDay % 60).padStart(2, '0')}`;

export const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * When the back office next works on something that arrived at `at`, `delay` minutes on: office hours
 * are 09:00 to 18:00 resort time, every day (a resort never closes); what arrives after hours waits for
 * the morning.
 */
export const officeTime = (at: Date, delay: number) => {
  const ready = later(at, delay);
  const time = resortTimeOfDay(ready, DEMO_ZONE);
  const date = demoToday(ready);
  if (time < '09:00') return resortAt(date, '09:00');
  if (time > '18:00') return resortAt(addDays(date, 1), '09:00');
  return ready;
};

/** The day of the week of a date, 0 = Sunday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * How busy a night is, relative to an ordinary one: Friday and Saturday nights sell best, the east-coast
 * monsoon (November to February) is quiet, school holidays (June, December) and the dry season busy.
 */
export const demandOf = (date: string) => {
  const weekday = [0.8, 0.6, 0.6, 0.7, 0.9, 1.7, 1.5][weekdayOf(date)];
  const month = Number(date.slice(5, 7));
  const season = [0.55, 0.6, 0.9, 1.1, 1.15, 1.35, 1.3, 1.25, 1.05, 1.0, 0.7, 1.05][month - 1];
  return weekday * season;
};
