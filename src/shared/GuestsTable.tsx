import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { countryLabel } from './countries/countryOptions';
import { guestAddress, guestContact, type ReservationGuest } from './reservations';
import { ScrollCue } from './ScrollCue';

const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };
const COLUMNS = ['room', 'name', 'age', 'id_number', 'country', 'contact', 'address'] as const;

interface GuestsTableProps {
  guests: readonly ReservationGuest[];
  /** The screen's translator (react-admin's in the back office, the portal's own there): column heads are `app.reservations.guest.*`. */
  translate: (key: string) => string;
  /** The Intl locale that names countries. */
  intlLocale: string;
  label?: string;
}

/**
 * The guests of a booking, room by room, as both the back office and the agent portal show them: how to reach
 * each (every phone with its country code, the e-mail) and the address. Wider than a phone, it scrolls there
 * with a fade saying so.
 */
export const GuestsTable = ({ guests, translate, intlLocale, label }: GuestsTableProps) => (
  <ScrollCue>
    <Table size="small" aria-label={label}>
      <TableHead sx={head}>
        <TableRow>
          {COLUMNS.map((key) => (
            <TableCell key={key}>{translate(`app.reservations.guest.${key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {guests.map((g) => (
          <TableRow key={g.id}>
            <TableCell>{g.roomIndex + 1}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              {g.fullName}
              {g.chineseName ? ` (${g.chineseName})` : ''}
            </TableCell>
            <TableCell>{g.age}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{g.idNumber}</TableCell>
            <TableCell>{countryLabel(g.country, intlLocale)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{guestContact(g)}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>{guestAddress(g)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </ScrollCue>
);
