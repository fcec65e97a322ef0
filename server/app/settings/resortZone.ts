/**
 * The resort's clock. "Today" for a booking window, a promo code's expiry, the front desk's arrivals or an
 * invoice date is the date where the resort is, not in UTC: the zone is the `booking.timeZone` setting, read
 * on every use (see `c.get('rules')`), so every server behind the database follows a change at once.
 */

/** The demo resort's zone (Malaysia, UTC+8, no daylight saving) and the setting's default. */
export const DEFAULT_RESORT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Whether `zone` is an IANA time zone this runtime knows (`Intl` throws a RangeError on any other). */
export const isTimeZone = (zone: string) => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// Formatters are costly to build and a resort has one zone: keep one pair per zone seen (a handful at most).
const formatters = new Map<string, { date: Intl.DateTimeFormat; clock: Intl.DateTimeFormat }>();
const formattersOf = (zone: string) => {
  let f = formatters.get(zone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      clock: new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formatters.set(zone, f);
  }
  return f;
};

/** The date ('YYYY-MM-DD') at the resort at `now`, in its time zone `zone`. */
export const resortToday = (now: Date, zone: string) => formattersOf(zone).date.format(now);

/** The time of day ('HH:MM', 24-hour) at the resort at `now`, in its time zone `zone`. */
export const resortTimeOfDay = (now: Date, zone: string) => formattersOf(zone).clock.format(now);
