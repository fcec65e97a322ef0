import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentStatus, ReservationStatus } from '../../../server/app/booking/transitions';
import { ScrollCue } from '../../shared/ScrollCue';
import { Money } from '../money/moneyFormat';
import { PaymentChip, StatusChip, useDateFormat } from '../reservations/format';
import type { BookingRow, OwingRow } from './api';
import { BookingCards } from './BookingCards';

const t = (key: string) => `app.staffDashboard.columns.${key}`;
const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

/** A booking's status and payment status, side by side. */
export const BookingChips = ({ status, paymentStatus }: { status: string; paymentStatus: string }) => (
  <Stack direction="row" spacing={0.5}>
    <StatusChip status={status as ReservationStatus} />
    <PaymentChip status={paymentStatus as PaymentStatus} />
  </Stack>
);

/** A booking number linking to the reservation. */
export const BookingLink = ({ id, bookingNo }: { id: string; bookingNo: string }) => {
  const basename = useBasename();
  return (
    <Link component={RouterLink} to={`${basename}/reservations/${id}/show`} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {bookingNo}
    </Link>
  );
};

interface TableProps {
  rows: (BookingRow | OwingRow)[];
  /** With what is due. */
  money?: boolean;
  /** With the day it is due by. */
  cutOff?: boolean;
}

/**
 * Bookings as the dashboard lists them: booking and statuses, guest and who booked, stay, rooms and
 * guests; with `money`, what is due (and by when, with `cutOff`). Short blocks on a phone.
 */
export const BookingTable = ({ rows, money, cutOff }: TableProps) => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <BookingCards rows={rows} money={money} cutOff={cutOff} />;
  const columns = ['booking', 'guest', 'stay', 'rooms', 'guests', ...(cutOff ? ['cut_off'] : []), ...(money ? ['balance'] : [])];
  return (
    <ScrollCue>
      <Table size="small" sx={{ '& td': { verticalAlign: 'top' } }}>
        <TableHead sx={head}>
          <TableRow>
            {columns.map((key) => (
              <TableCell key={key} align={key === 'balance' || key === 'guests' ? 'right' : 'left'}>
                {translate(t(key))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <BookingLink id={r.id} bookingNo={r.bookingNo} />
                  <BookingChips status={r.status} paymentStatus={r.paymentStatus} />
                </Stack>
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Typography variant="body2">{r.guestName}</Typography>
                <Typography variant="caption" color="text.secondary">{r.bookedBy}</Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{translate('app.staffDashboard.stay', { from: day(r.checkIn), to: day(r.checkOut) })}</Typography>
                <Typography variant="caption" color="text.secondary">{translate('app.staffDashboard.nights', { smart_count: r.nights })}</Typography>
              </TableCell>
              <TableCell>{r.roomNumbers.join(', ') || '—'}</TableCell>
              <TableCell align="right">{r.guests}</TableCell>
              {cutOff ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{'cutOffDate' in r && r.cutOffDate ? day(r.cutOffDate) : '—'}</TableCell> : null}
              {money ? (
                <TableCell align="right">
                  <Money sen={'balanceDue' in r ? r.balanceDue : 0} />
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                    {translate(t('total'))} <Money sen={r.total} variant="caption" />
                  </Typography>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
};
