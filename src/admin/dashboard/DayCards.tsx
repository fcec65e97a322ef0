import Bedtime from '@mui/icons-material/Bedtime';
import FlightLand from '@mui/icons-material/FlightLand';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Hotel from '@mui/icons-material/Hotel';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import { CARDS, type Card as CardName, type CardCounts, useDash } from './api';

type Count = Exclude<keyof CardCounts, 'date'>;

/** Each card's look, its count of bookings and, for arrivals and departures, how many of them the desk has done. */
const LOOK: Record<CardName, { icon: SvgIconComponent; colour: 'success' | 'info' | 'warning' | 'secondary'; count: Count; done?: Count }> = {
  current: { icon: Hotel, colour: 'success', count: 'currentCounts' },
  arrival: { icon: FlightLand, colour: 'info', count: 'arrivalCounts', done: 'arrivalsCheckedIn' },
  departure: { icon: FlightTakeoff, colour: 'warning', count: 'deptCounts', done: 'departuresCheckedOut' },
  endOfDay: { icon: Bedtime, colour: 'secondary', count: 'endDayCounts' },
};

/**
 * How far the desk is with a card of `count` bookings of which `done` are done: "2 of 3 checked in" and
 * what is left, "1 still to arrive" (the front desk's list of the day shows those).
 */
const Progress = ({ card, count, done }: { card: 'arrival' | 'departure'; count: number; done: number }) => {
  const translate = useTranslate();
  if (count === 0) return null;
  const left = count - done;
  return (
    <>
      <Typography variant="body2" data-testid={`card-${card}-done`}>
        {translate(`app.staffDashboard.card_progress.${card}`, { smart_count: count, done })}
      </Typography>
      {left > 0 ? (
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid={`card-${card}-left`}>
          {translate(`app.staffDashboard.card_left.${card}`, { smart_count: left })}
        </Typography>
      ) : null}
    </>
  );
};

/** The four counts of bookings of the day, arrivals and departures with how many the desk has done; choosing one shows its list (`selected`). */
export const DayCards = ({ date, selected, onSelect }: { date: string; selected: CardName; onSelect: (card: CardName) => void }) => {
  const translate = useTranslate();
  const { data } = useDash<CardCounts>(`/dash/cards-count/${date}`);
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => {
        const look = LOOK[card];
        const active = card === selected;
        return (
          <Grid key={card} size={{ xs: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%', borderColor: active ? `${look.colour}.main` : undefined, borderWidth: active ? 2 : 1 }}>
              <CardActionArea onClick={() => onSelect(card)} aria-pressed={active} sx={{ height: '100%', p: { xs: 1.5, sm: 2 } }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar sx={{ bgcolor: `${look.colour}.main`, color: `${look.colour}.contrastText`, display: { xs: 'none', sm: 'flex' } }}>{createElement(look.icon)}</Avatar>
                  <div>
                    <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }} data-testid={`card-${card}`}>
                      {data ? data.data[look.count] : <Skeleton width={32} />}
                    </Typography>
                    <Typography variant="subtitle2" component="h2">{translate(`app.staffDashboard.cards.${card}`)}</Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {translate(`app.staffDashboard.card_hints.${card}`, { smart_count: data ? data.data[look.count] : 2 })}
                    </Typography>
                    {data && look.done && (card === 'arrival' || card === 'departure') ? <Progress card={card} count={data.data[look.count]} done={data.data[look.done]} /> : null}
                  </div>
                </Stack>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
};
