import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useTranslate } from 'react-admin';
import type { PaymentStatus, ReservationStatus } from '../../../server/app/booking/transitions';
import { formatMoney } from '../../../i18n/formatMoney';
import { paxSummary } from '../../../i18n/paxSummary';
import { PaymentChip, StatusChip, useDateFormat } from '../reservations/format';
import type { FrontDeskRow } from './api';

const k = (key: string) => `app.frontDesk.${key}`;
type Cell = { row: FrontDeskRow };
const Caption = ({ children }: { children: string }) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {children}
  </Typography>
);

/** The booking number, opening the reservation, with its status. */
export const BookingCell = ({ row }: Cell) => {
  const createPath = useCreatePath();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Link component={RouterLink} to={createPath({ resource: 'reservations', type: 'show', id: row.id })} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {row.bookingNo}
      </Link>
      <StatusChip status={row.status as ReservationStatus} />
    </Stack>
  );
};

/** The lead guest's name and the stay's dates. */
export const GuestCell = ({ row }: Cell) => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 140 }}>{row.reservationName}</Typography>
      <Caption>{translate(k('stay'), { from: day(row.checkIn), to: day(row.checkOut) })}</Caption>
    </>
  );
};

/** The guest with whose booking it is underneath (the table's layout: one column fewer). */
export const GuestAgencyCell = ({ row }: Cell) => {
  const translate = useTranslate();
  return (
    <>
      <GuestCell row={row} />
      <Caption>{row.bookedFrom === 'back-office' ? translate(k('resort_booking')) : (row.agency.companyName ?? row.agency.name ?? '')}</Caption>
    </>
  );
};

/** The rooms by code, with their type. */
export const RoomsCell = ({ row }: Cell) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {row.rooms.map((room) => (
      <Chip key={room.id} size="small" variant="outlined" label={room.code} title={room.roomType} />
    ))}
  </Stack>
);

export const PaxCell = ({ row }: Cell) => {
  const translate = useTranslate();
  return <Typography variant="body2" sx={{ minWidth: 80 }}>{paxSummary(row, translate)}</Typography>;
};

/** Whose booking it is: the agency's company (or the agent's name), or the resort's own. */
export const AgencyCell = ({ row }: Cell) => {
  const translate = useTranslate();
  if (row.bookedFrom === 'back-office') return <Typography variant="body2">{translate(k('resort_booking'))}</Typography>;
  return <Typography variant="body2">{row.agency.companyName ?? row.agency.name}</Typography>;
};

/** The payment status and what is still owed (as the server counts it), and any slip waiting for review. */
export const PaymentCell = ({ row }: Cell) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PaymentChip status={row.paymentStatus as PaymentStatus} />
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', color: row.balanceDue > 0 ? 'error.main' : 'text.secondary', fontWeight: row.balanceDue > 0 ? 600 : 400 }}>
        {row.balanceDue > 0 ? translate(k('balance_due'), { amount: formatMoney(row.balanceDue) }) : translate(k('paid_up'))}
      </Typography>
      {row.pendingPayments > 0 ? <Caption>{translate(k('in_review'), { amount: formatMoney(row.pendingPayments) })}</Caption> : null}
    </Stack>
  );
};

/** The transfers running that day: pick-up or return time, the trip, where, how many. */
export const TransfersCell = ({ row }: Cell) => {
  const translate = useTranslate();
  if (!row.transfers.length) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Stack spacing={0.5}>
      {row.transfers.map((leg, index) => (
        <div key={`${leg.tripCostId}-${leg.direction}-${index}`}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate(k(`transfer.${leg.direction}`), { time: leg.time ?? '—' })}</Typography>
          <Caption>{[leg.name, leg.place, translate(k('transfer.persons'), { smart_count: leg.persons })].filter(Boolean).join(' · ')}</Caption>
        </div>
      ))}
    </Stack>
  );
};

/** Special requests and food notes, as booked. */
export const RequestsCell = ({ row }: Cell) => {
  const translate = useTranslate();
  if (!row.specialRequests && !row.foodNotes) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <>
      {row.specialRequests ? <Typography variant="body2">{row.specialRequests}</Typography> : null}
      {row.foodNotes ? <Caption>{translate(k('food'), { notes: row.foodNotes })}</Caption> : null}
    </>
  );
};
