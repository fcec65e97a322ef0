import Chip from '@mui/material/Chip';
import { PAYMENT_COLOURS, STATUS_COLOURS } from '../../shared/statusColours';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PaymentStatus, ReservationStatus } from '../../../server/app/booking/transitions';

/** The interface languages as Intl names them (`my` is Malay here, not Burmese). */
const INTL_LOCALES: Record<string, string> = { en: 'en-MY', my: 'ms-MY', cn: 'zh-CN' };

/** Formatters in the interface language: stay dates (calendar days, no time zone) and timestamps. */
export const useDateFormat = () => {
  const [locale] = useLocaleState();
  const intl = INTL_LOCALES[locale] ?? 'en-MY';
  const day = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    /** `2026-12-14` → `14 Dec 2026`. */
    day: (date: string) => day.format(utc(date)),
    /** `2026-12-14` → `Mon, 14 Dec` (column heads of the calendar). */
    weekday: (date: string) => weekday.format(utc(date)),
    /** An ISO timestamp in the browser's time zone. */
    moment: (iso: string) => moment.format(new Date(iso)),
  };
};


/** A reservation's status as a coloured chip. */
export const StatusChip = ({ status }: { status: ReservationStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOURS[status]} label={translate(`app.reservations.status.${status}`, { _: status })} />;
};

/** A reservation's payment status as an outlined chip. */
export const PaymentChip = ({ status }: { status: PaymentStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={PAYMENT_COLOURS[status]} label={translate(`app.reservations.payment_status.${status}`, { _: status })} />;
};
