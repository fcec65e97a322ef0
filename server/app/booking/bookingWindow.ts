import type { Db } from '../../db/client';
import { ApiError } from '../http/errors';
import { addDays } from '../pricing/nights';
import { resortToday } from '../promo/promoCodes';
import { readSetting } from '../settings/settings';

/**
 * The first check-in a new booking may take: the resort's today (Kuala Lumpur, not UTC) plus the
 * `booking.minLeadDays` setting (0 = same-day check-in).
 */
export const firstBookableCheckIn = (now: Date, minLeadDays: number) => addDays(resortToday(now), minLeadDays);

/** The lead time set by the resort (setting `booking.minLeadDays`). */
export const minLeadDaysOf = async (db: Db) => (await readSetting(db, 'booking')).minLeadDays;

/**
 * Refuses a hold, quote, booking or booking search whose check-in is before the first bookable day:
 * 400 with the reason on `checkIn` (in the past, or inside the lead time).
 */
export const requireBookableCheckIn = async (db: Db, checkIn: string, now: Date) => {
  const lead = await minLeadDaysOf(db);
  if (checkIn >= firstBookableCheckIn(now, lead)) return;
  const past = checkIn < resortToday(now);
  const message = past ? 'app.booking.check_in_past' : 'app.booking.check_in_lead';
  throw new ApiError(400, 'validation', 'app.errors.bad_request', { checkIn: message }, { args: { smart_count: lead } });
};
