import { z } from '@hono/zod-openapi';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The longest stay one booking may cover. */
export const MAX_NIGHTS = 60;

/** The nights of a stay: check-in inclusive, check-out exclusive. */
export const nightsOf = (checkIn: string, checkOut: string) => {
  const nights: string[] = [];
  for (let d = new Date(`${checkIn}T00:00:00Z`); d < new Date(`${checkOut}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
    nights.push(d.toISOString().slice(0, 10));
  return nights;
};

/** A stay as the API takes it: real dates, check-out after check-in, at most MAX_NIGHTS nights. */
export const stayShape = {
  checkIn: z.string().refine(isRealDate, { error: 'app.validation.date' }),
  checkOut: z.string().refine(isRealDate, { error: 'app.validation.date' }),
};

export const refineStay = <T extends { checkIn: string; checkOut: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!isRealDate(v.checkIn) || !isRealDate(v.checkOut)) return;
  const nights = nightsOf(v.checkIn, v.checkOut).length;
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'app.validation.not_before_start' });
  if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'app.booking.stay_too_long' });
};
