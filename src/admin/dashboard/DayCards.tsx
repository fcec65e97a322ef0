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

const LOOK: Record<CardName, { icon: SvgIconComponent; colour: 'success' | 'info' | 'warning' | 'secondary'; count: keyof CardCounts }> = {
  current: { icon: Hotel, colour: 'success', count: 'currentCounts' },
  arrival: { icon: FlightLand, colour: 'info', count: 'arrivalCounts' },
  departure: { icon: FlightTakeoff, colour: 'warning', count: 'deptCounts' },
  endOfDay: { icon: Bedtime, colour: 'secondary', count: 'endDayCounts' },
};

/** The four counts of the day; choosing one shows its list (`selected`). */
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
                    <Typography variant="caption" color="text.secondary">{translate(`app.staffDashboard.card_hints.${card}`)}</Typography>
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
