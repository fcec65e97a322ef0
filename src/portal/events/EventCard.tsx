import Event from '@mui/icons-material/Event';
import Place from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { useDates } from '../promotions/format';
import type { OpenEvent } from './eventsApi';

/** A line of the event's facts; `label` (date, venue) is what its icon stands for, read out to screen readers. */
const Line = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
    {icon}
    <Typography variant="body2">
      <Box component="span" sx={visuallyHidden}>{`${label}: `}</Box>
      {children}
    </Typography>
  </Box>
);

/** A published event: when and where, the price per seat, the seats left, and joining (or the agent's registration). */
export const EventCard = ({ event, onJoin }: { event: OpenEvent; onJoin: (event: OpenEvent) => void }) => {
  const t = useT();
  const dates = useDates();
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.events.${key}`, args);
  const when = event.endsAt ? `${dates.moment(event.startsAt)} – ${dates.moment(event.endsAt)}` : dates.moment(event.startsAt);
  const own = event.registration;
  return (
    <Card component="article" aria-label={event.title} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {event.title}
        </Typography>
        <Line icon={<Event fontSize="small" />} label={k('starts')}>
          {when}
        </Line>
        {event.venue && (
          <Line icon={<Place fontSize="small" />} label={k('venue')}>
            {event.venue}
          </Line>
        )}
        {event.description && <Typography variant="body2">{event.description}</Typography>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
          <Chip size="small" color={event.seatsLeft ? 'success' : 'error'} label={k('seats_left', { left: event.seatsLeft, smart_count: event.seats })} />
          <Chip size="small" variant="outlined" label={k('max_per_agent', { smart_count: event.maxSeatsPerAgent })} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {k('price_per_seat')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            {event.price === 0 ? k('free') : <Money sen={event.price} />}
          </Typography>
        </Box>
        {own ? (
          <Chip color={own.status === 'joined' ? 'success' : 'warning'} label={own.status === 'joined' ? k('joined', { smart_count: own.seats }) : k('pending')} />
        ) : (
          <Button variant="contained" onClick={() => onJoin(event)} disabled={event.seatsLeft === 0}>
            {event.seatsLeft === 0 ? k('full') : k('join')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};
