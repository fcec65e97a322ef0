import Chip from '@mui/material/Chip';
import { OUTLINED_CHIP_SX, PAYMENT_COLOURS, STATUS_COLOURS } from '../../shared/statusColours';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PaymentStatus, ReservationStatus } from '../../../server/app/booking/transitions';
import { LOCALES, type Locale } from '../../../i18n/types';
import { datesOf } from '../../shared/dates';

/** Dates in the interface language (the one date format of each language, src/shared/dates). */
export const useDateFormat = () => {
  const [locale] = useLocaleState();
  return datesOf((LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en');
};

/** A reservation's status as a coloured chip. */
export const StatusChip = ({ status }: { status: ReservationStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOURS[status]} label={translate(`app.reservations.status.${status}`, { _: status })} />;
};

/** A reservation's payment status as an outlined chip. */
export const PaymentChip = ({ status }: { status: PaymentStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={PAYMENT_COLOURS[status]} label={translate(`app.reservations.payment_status.${status}`, { _: status })} sx={OUTLINED_CHIP_SX} />;
};
