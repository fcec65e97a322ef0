import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ReservationDetail } from '../../shared/reservations';
import { formatMoney } from '../fields/money';

const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

/** The guests, room by room, the lead guest of each room first. */
export const GuestsTable = ({ guests }: { guests: ReservationDetail['guests'] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.reservations.guest.${key}`);
  return (
    <TableContainer>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead sx={head}>
          <TableRow>
            {['room', 'name', 'age', 'id_number', 'country', 'contact'].map((key) => (
              <TableCell key={key}>{t(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {guests.map((g) => (
            <TableRow key={g.id}>
              <TableCell>{g.roomIndex + 1}</TableCell>
              <TableCell>
                {g.fullName}
                {g.chineseName ? ` (${g.chineseName})` : ''}
              </TableCell>
              <TableCell>{g.age}</TableCell>
              <TableCell>{g.idNumber}</TableCell>
              <TableCell>{g.country}</TableCell>
              <TableCell>{[...g.phones, g.email ?? ''].filter(Boolean).join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The rooms the reservation holds, by code (the building's letter and the room number). */
export const RoomsList = ({ rooms }: { rooms: ReservationDetail['roomsAllocated'] }) => {
  const translate = useTranslate();
  if (rooms.length === 0) return <Typography color="text.secondary">{translate('app.reservations.no_rooms')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {rooms.map((room) => (
        <Chip key={room.id} variant="outlined" label={room.code} />
      ))}
    </Stack>
  );
};

/** The server's quote line by line (credits subtracted), then subtotal, discount, tax and total. */
export const QuoteTable = ({ quote }: { quote: ReservationDetail['quote'] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.reservations.quote.${key}`);
  const signed = (amount: number, credit: boolean) => (credit ? `− ${formatMoney(amount)}` : formatMoney(amount));
  const totals: [string, string][] = [
    ['subtotal', formatMoney(quote.subtotal)],
    ...(quote.discount ? [['discount', signed(quote.discount, true)] as [string, string]] : []),
    ['tax', formatMoney(quote.taxTotal)],
  ];
  return (
    <TableContainer>
      <Table size="small">
        <TableHead sx={head}>
          <TableRow>
            <TableCell>{t('description')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unit_price')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody sx={{ '& td:not(:first-of-type)': { whiteSpace: 'nowrap' } }}>
          {quote.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell sx={{ minWidth: 220 }}>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatMoney(line.unitPrice)}</TableCell>
              <TableCell align="right">{signed(line.total, line.direction === 'credit')}</TableCell>
            </TableRow>
          ))}
          {totals.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell colSpan={3} align="right" sx={{ color: 'text.secondary' }}>{t(key)}</TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700, fontSize: '1rem', borderBottom: 0 } }}>
            <TableCell colSpan={3} align="right">{t('total')}</TableCell>
            <TableCell align="right" data-testid="quote-total">{formatMoney(quote.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
};
