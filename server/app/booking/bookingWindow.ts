import type { Db } from '../../db/client';
import { ApiError } from '../http/errors';
import { addDays } from '../pricing/nights';
import { resortToday } from '../settings/resortZone';
import { readSetting, type BookingRules } from '../settings/settings';

/**
 * The first check-in a new booking may take: the resort's today (in its `booking.timeZone`, not UTC) plus
 * the `booking.minLeadDays` setting (0 = same-day check-in).
 */
export const firstBookableCheckIn = (now: Date, { minLeadDays, timeZone }: Pick<BookingRules, 'minLeadDays' | 'timeZone'>) =>
  addDays(resortToday(now, timeZone), minLeadDays);

/**
 * Refuses a hold, quote, booking or booking search whose check-in is before the first bookable day:
 * 400 with the reason on `checkIn` (in the past, or inside the lead time). `known`: the booking rules the
 * request already read (they are read otherwise).
 */
export const requireBookableCheckIn = async (db: Db, checkIn: string, now: Date, known?: BookingRules) => {
  const rules = known ?? (await readSetting(db, 'booking'));
  if (checkIn >= firstBookableCheckIn(now, rules)) return;
  const past = checkIn < resortToday(now, rules.timeZone);
  const message = past ? 'app.booking.check_in_past' : 'app.booking.check_in_lead';
  throw new ApiError(400, 'validation', 'app.errors.bad_request', { checkIn: message }, { args: { smart_count: rules.minLeadDays } });
};
