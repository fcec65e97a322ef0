import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { countryLabel } from '../../shared/countries/countryOptions';
import { intlLocale } from '../fields/country';
import { guestAddress, guestContact, type ReservationDetail } from '../../shared/reservations';
import { ScrollCue } from '../../shared/ScrollCue';

const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

/** The guests, room by room, the lead guest of each room first. */
export const GuestsTable = ({ guests }: { guests: ReservationDetail['guests'] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.reservations.guest.${key}`);
  const locale = useLocale();
  // Wider than a phone: the table scrolls there, with a fade saying so.
  return (
    <ScrollCue>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead sx={head}>
          <TableRow>
            {['room', 'name', 'age', 'id_number', 'country', 'contact', 'address'].map((key) => (
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
              <TableCell>{countryLabel(g.country, intlLocale(locale))}</TableCell>
              <TableCell>{guestContact(g)}</TableCell>
              <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 200 }}>{guestAddress(g)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
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

/** The server's quote, in ringgit as the back office reads every amount. */
export { QuoteTable } from '../../shared/money/QuoteTable';
