import Chip from '@mui/material/Chip';
import { PAYMENT_COLOURS, STATUS_COLOURS } from '../../shared/statusColours';
import { useMemo } from 'react';
import type { PaymentStatus, ReservationStatus } from '../../../server/app/booking/transitions';
import type { Locale } from '../../../i18n/types';
import { usePortalLocale, useT } from '../PortalLocale';

/** The interface languages as Intl names them (`my` is Malay here, not Burmese). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-MY', my: 'ms-MY', cn: 'zh-CN' };

/** Dates in the interface language: stay days (calendar dates, no time zone), moments and month names. */
export const useDates = () => {
  const { locale } = usePortalLocale();
  return useMemo(() => {
    const intl = INTL_LOCALES[locale];
    const day = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(intl, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
    const shortMonth = new Intl.DateTimeFormat(intl, { month: 'short', timeZone: 'UTC' });
    const longMonth = new Intl.DateTimeFormat(intl, { month: 'long', timeZone: 'UTC' });
    const narrowMonth = new Intl.DateTimeFormat(intl, { month: 'narrow', timeZone: 'UTC' });
    const utc = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
    const monthDate = (month: number) => new Date(Date.UTC(2026, month - 1, 1));
    return {
      /** `2026-12-14` → `14 Dec 2026`. */
      day: (date: string) => day.format(utc(date)),
      /** `2026-12-14` → `Mon, 14 Dec`. */
      weekday: (date: string) => weekday.format(utc(date)),
      /** An ISO timestamp in the browser's time zone. */
      moment: (iso: string) => moment.format(new Date(iso)),
      /** 1 → `Jan` (chart axes). */
      shortMonth: (month: number) => shortMonth.format(monthDate(month)),
      /** 1 → `J` (chart axes on a phone). */
      narrowMonth: (month: number) => narrowMonth.format(monthDate(month)),
      /** 1 → `January` (tables). */
      longMonth: (month: number) => longMonth.format(monthDate(month)),
    };
  }, [locale]);
};

/** Everyone on a booking, babies included. */
export const paxOf = (r: { adults: number; children: number; toddlers: number; infants: number }) => r.adults + r.children + r.toddlers + r.infants;


/** A booking's status as a coloured chip (the back office's wording, `app.reservations.status.*`). */
export const StatusChip = ({ status }: { status: ReservationStatus }) => {
  const t = useT();
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`app.reservations.status.${status}`, { _: status })} />;
};

/** A booking's payment status as an outlined chip (`app.reservations.payment_status.*`). */
export const PaymentChip = ({ status }: { status: PaymentStatus }) => {
  const t = useT();
  return <Chip size="small" variant="outlined" color={PAYMENT_COLOURS[status]} label={t(`app.reservations.payment_status.${status}`, { _: status })} />;
};

/** "Awaiting approval": a booking the resort has not approved yet. */
export const AwaitingApprovalChip = () => {
  const t = useT();
  return <Chip size="small" variant="outlined" color="warning" label={t('app.portalBookings.list.awaiting_approval')} />;
};
