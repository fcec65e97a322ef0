import { HttpError } from 'ra-core';
import { useMemo } from 'react';
import type { Locale } from '../../../i18n/types';
import { fieldErrorsOf } from '../api';
import { usePortalLocale, type Translate } from '../PortalLocale';

/** The interface languages as Intl names them (`my` is Malay here, not Burmese). */
const INTL: Record<Locale, string> = { en: 'en-MY', my: 'ms-MY', cn: 'zh-CN' };
/** The resort's clock: event times and hold ends read as on the island. */
const RESORT_ZONE = 'Asia/Kuala_Lumpur';

/** Dates in the interface language: calendar days (`2027-12-31`) and moments (ISO timestamps). */
export const useDates = () => {
  const { locale } = usePortalLocale();
  return useMemo(() => {
    const intl = INTL[locale];
    const day = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone: RESORT_ZONE });
    const time = new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: RESORT_ZONE });
    return {
      /** `2027-12-31` → `31 Dec 2027`. */
      day: (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
      /** A timestamp with its time of day, at the resort. */
      moment: (iso: string) => moment.format(new Date(iso)),
      /** Only the time of day (a hold's end). */
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [locale]);
};

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
