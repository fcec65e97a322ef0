import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDateFormat } from '../reservations/format';
import { type BookingRow, type Card, useDash } from './api';
import { BookingTable } from './BookingTable';
import { Panel } from './Panel';

/** The front desk's tab for each card (end of day is who sleeps here: the in-house tab). */
const DESK_TAB: Record<Card, string> = { current: 'in-house', arrival: 'arrivals', departure: 'departures', endOfDay: 'in-house' };

/** The chosen card's bookings (the same the count counted), with a way on to the front desk. */
export const CardList = ({ date, card }: { date: string; card: Card }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const { day } = useDateFormat();
  const { data, isPending, error } = useDash<BookingRow[]>(`/dash/cards-count/info/${date}?type=${card}`);
  return (
    <Panel
      title={translate('app.staffDashboard.card_list', { card: translate(`app.staffDashboard.cards.${card}`), date: day(date) })}
      loading={isPending}
      error={error}
      isEmpty={data?.data.length === 0}
      empty={translate('app.staffDashboard.empty.card')}
      action={
        <Button component={RouterLink} to={`${basename}/front-desk?date=${date}&tab=${DESK_TAB[card]}`} size="small" endIcon={<OpenInNew />}>
          {translate('app.staffDashboard.open_front_desk')}
        </Button>
      }
    >
      {data ? <BookingTable rows={data.data} /> : null}
    </Panel>
  );
};
