import { z } from '@hono/zod-openapi';
import { isIsoDate, stayNights } from '../pricing/nights';


/** The longest stay one booking may cover. */
export const MAX_NIGHTS = 60;


/** A stay as the API takes it: real dates, check-out after check-in, at most MAX_NIGHTS nights. */
export const stayShape = {
  checkIn: z.string().refine(isIsoDate, { error: 'app.validation.date' }),
  checkOut: z.string().refine(isIsoDate, { error: 'app.validation.date' }),
};

export const refineStay = <T extends { checkIn: string; checkOut: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!isIsoDate(v.checkIn) || !isIsoDate(v.checkOut)) return;
  const nights = stayNights(v.checkIn, v.checkOut).length;
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'app.validation.not_before_start' });
  if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'app.booking.stay_too_long' });
};
