import { HttpError } from 'ra-core';
import { fieldErrorsOf } from '../api';
import type { Translate } from '../PortalLocale';

export { useDates } from '../bookings/format';

/** A refusal the portal works out itself, its message already in the reader's language. */
export class NoticeError extends Error {}

/** What to tell the agent about a refused call: the server's field message, else its message (both already translated). */
export const errorText = (error: unknown, t: Translate, field?: string) => {
  if (error instanceof NoticeError) return error.message;
  const fields = fieldErrorsOf(error);
  if (field && fields[field]) return fields[field];
  const first = Object.values(fields)[0];
  if (error instanceof HttpError) return error.status === 400 && first ? first : error.message;
  return t('app.portalPromotions.load_failed');
};
