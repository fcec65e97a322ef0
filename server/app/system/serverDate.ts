import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { zoneOf } from '../http/middleware';
import { resortTimeOfDay, resortToday } from '../settings/resortZone';

/**
 * `GET /api/serverDate`: the resort's date and time now, in its time zone (the `booking.timeZone` setting,
 * answered too so the screens show moments in it); every date picker starts from it.
 */
export const serverDate = async (c: Context<AppEnv>) => {
  const at = c.get('deps').clock.now();
  const timeZone = await zoneOf(c);
  return c.json({ data: { date: resortToday(at, timeZone), time: resortTimeOfDay(at, timeZone), timeZone, now: at.toISOString() } });
};
