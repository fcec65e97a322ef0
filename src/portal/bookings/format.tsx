import Chip from '@mui/material/Chip';
import { OUTLINED_CHIP_SX, PAYMENT_COLOURS, STATUS_COLOURS } from '../../shared/statusColours';
import type { PaymentStatus, ReservationStatus } from '../../../server/app/booking/transitions';
import { datesOf } from '../../shared/dates';
import { usePortalLocale, useT } from '../PortalLocale';

/** Dates in the interface language (the portal's one date format, src/shared/dates). */
export const useDates = () => datesOf(usePortalLocale().locale);

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
  return <Chip size="small" variant="outlined" color={PAYMENT_COLOURS[status]} label={t(`app.reservations.payment_status.${status}`, { _: status })} sx={OUTLINED_CHIP_SX} />;
};

/** "Awaiting approval": a booking the resort has not approved yet. */
export const AwaitingApprovalChip = () => {
  const t = useT();
  // The warning orange is too light for small text on paper (3.1:1); the outline keeps it, the label reads in the text colour.
  return <Chip size="small" variant="outlined" color="warning" label={t('app.portalBookings.list.awaiting_approval')} sx={{ '& .MuiChip-label': { color: 'text.primary' } }} />;
};
