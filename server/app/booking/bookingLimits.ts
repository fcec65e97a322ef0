import { ApiError } from '../http/errors';
import { addDays } from '../pricing/nights';
import { resortToday } from '../settings/resortZone';
import type { BookingRules } from '../settings/settings';

/** Rooms one booking may take. */
export const MAX_ROOMS_PER_BOOKING = 20;
/** Guests one booking may name. */
export const MAX_GUESTS_PER_BOOKING = 100;
/** Characters of the food notes (special requests have a setting of their own). */
export const FOOD_NOTES_MAX_LENGTH = 500;

/**
 * The last day to pay in full or change a booking: `cutOffDays` before check-in, but never before the
 * day it is booked, the resort's today (a booking made inside the window is due at once).
 */
export const cutOffDateOf = (checkIn: string, now: Date, { cutOffDays, timeZone }: Pick<BookingRules, 'cutOffDays' | 'timeZone'>) => {
  const cutOff = addDays(checkIn, -cutOffDays);
  const today = resortToday(now, timeZone);
  return cutOff < today ? today : cutOff;
};

/** Refuses a party (every guest of every room, infants too) larger than a package takes: 400 on `field`. */
export const requirePartyWithin = (maxPax: number | null, rooms: readonly { adults: number; children: number; toddlers: number; infants: number }[], field: string) => {
  const party = rooms.reduce((n, r) => n + r.adults + r.children + r.toddlers + r.infants, 0);
  if (maxPax !== null && party > maxPax) throw new ApiError(400, 'bad_request', 'app.booking.package_max_pax', { [field]: 'app.booking.package_max_pax' }, { args: { smart_count: maxPax } });
};
