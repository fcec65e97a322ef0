import { z } from '@hono/zod-openapi';
import { parseFilter } from '../crud/listQuery';
import type { Translate } from '../http/i18n';
import { isIsoDate } from '../pricing/nights';
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from './transitions';

const isoDate = z.string().refine(isIsoDate, { error: 'app.validation.date' });

/**
 * What a reservations list may be filtered by (react-admin's `filter` JSON): a search, the status, the
 * payment status, approved or not, check-in from and to (inclusive) and the agency (its account's id).
 * Unknown keys are ignored; a value that cannot be read is a 400 on its field.
 */
export const reservationFilter = z
  .object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(RESERVATION_STATUSES).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    approved: z.boolean().optional(),
    checkInFrom: isoDate.optional(),
    checkInTo: isoDate.optional(),
    agencyId: z.uuid().optional(),
  })
  .superRefine((f, ctx) => {
    if (f.checkInFrom && f.checkInTo && isIsoDate(f.checkInFrom) && isIsoDate(f.checkInTo) && f.checkInTo < f.checkInFrom)
      ctx.addIssue({ code: 'custom', path: ['checkInTo'], message: 'app.validation.not_before_start' });
  });
export type ReservationListFilter = z.infer<typeof reservationFilter>;

/** Reads the list's `filter` parameter (and the older `?status=`); anything unreadable answers 400. */
export const parseReservationFilter = (raw: string | undefined, status: string | undefined, t: Translate): ReservationListFilter =>
  parseFilter(raw, reservationFilter, { t, extra: status === undefined ? undefined : { status } });
