import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { Money } from '../money/moneyFormat';
import { useDateFormat } from '../reservations/format';
import type { BookingRow, OwingRow } from './api';
import { BookingChips, BookingLink } from './BookingTable';

/** The dashboard's bookings on a phone: one short block each instead of a table to scroll. */
export const BookingCards = ({ rows, money, cutOff }: { rows: (BookingRow | OwingRow)[]; money?: boolean; cutOff?: boolean }) => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((r, i) => (
        <Fragment key={r.id}>
          {i > 0 ? <Divider component="li" aria-hidden /> : null}
          <Stack component="li" spacing={0.5} sx={{ py: 1 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <BookingLink id={r.id} bookingNo={r.bookingNo} />
              {money && 'balanceDue' in r ? <Money sen={r.balanceDue} /> : <Typography variant="body2">{translate('app.staffDashboard.rooms.guests', { smart_count: r.guests })}</Typography>}
            </Stack>
            <Typography variant="body2">
              {r.guestName}
              <Typography component="span" variant="caption" color="text.secondary"> · {r.bookedBy}</Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('app.staffDashboard.stay', { from: day(r.checkIn), to: day(r.checkOut) })}
              {r.roomNumbers.length ? ` · ${r.roomNumbers.join(', ')}` : ''}
              {cutOff && 'cutOffDate' in r && r.cutOffDate ? ` · ${translate('app.staffDashboard.columns.cut_off')} ${day(r.cutOffDate)}` : ''}
            </Typography>
            <BookingChips status={r.status} paymentStatus={r.paymentStatus} />
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
};
