import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { intlLocale } from '../fields/country';
import { GuestsTable as SharedGuestsTable } from '../../shared/GuestsTable';
import { QuoteTable as SharedQuoteTable } from '../../shared/money/QuoteTable';
import type { ReservationDetail } from '../../shared/reservations';

/** The guests, room by room, the lead guest of each room first. */
export const GuestsTable = ({ guests }: { guests: ReservationDetail['guests'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return <SharedGuestsTable guests={guests} translate={(key) => translate(key)} intlLocale={intlLocale(locale)} />;
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
export const QuoteTable = ({ quote }: { quote: ReservationDetail['quote'] }) => {
  const translate = useTranslate();
  return <SharedQuoteTable quote={quote} translate={(key, args) => translate(key, args)} />;
};
