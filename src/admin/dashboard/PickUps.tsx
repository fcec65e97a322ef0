import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { BookingLink } from './BookingTable';
import { type PickUp, type PickUps as Answer, useDash } from './api';
import { Panel } from './Panel';

const Leg = ({ leg }: { leg: PickUp }) => {
  const translate = useTranslate();
  const where = [leg.pickupPoint, leg.dropLocation ? translate('app.staffDashboard.pickups.drop', { place: leg.dropLocation, time: leg.dropTime ?? '' }).trim() : null].filter(Boolean).join(' · ');
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
      <Typography variant="h6" component="span" sx={{ minWidth: 56, fontVariantNumeric: 'tabular-nums', lineHeight: 1.6 }}>{leg.time ?? '—'}</Typography>
      <ListItemText
        primary={`${leg.from} → ${leg.to}`}
        secondary={
          <>
            <BookingLink id={leg.reservationId} bookingNo={leg.bookingNo} /> · {leg.guestName}
            {where ? <Typography variant="caption" component="span" sx={{ display: 'block' }}>{where}</Typography> : null}
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
      />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <Chip size="small" label={translate('app.staffDashboard.pickups.passengers', { smart_count: leg.passengers })} />
        {/* Every leg is outward unless it is a return trip's way back: only that one is said. */}
        {leg.direction === 'return' ? <Typography variant="caption" color="text.secondary">{translate('app.staffDashboard.pickups.return')}</Typography> : null}
      </Stack>
    </ListItem>
  );
};

const Group = ({ icon, title, legs, passengers }: { icon: ReactNode; title: string; legs: PickUp[]; passengers: number }) => {
  const translate = useTranslate();
  if (legs.length === 0) return null;
  return (
    <section aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        {icon}
        <Typography variant="subtitle2" component="h3">{title}</Typography>
        <Typography variant="caption" color="text.secondary">{translate('app.staffDashboard.pickups.passengers', { smart_count: passengers })}</Typography>
      </Stack>
      {/* A list holds only its items: the line between two legs is drawn by the items, not put between them. */}
      <List dense disablePadding sx={{ '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {legs.map((leg, i) => (
          <Leg key={`${leg.reservationId}-${leg.direction}-${i}`} leg={leg} />
        ))}
      </List>
    </section>
  );
};

/** The day's transfers: boats, then land, each by time, with passengers. */
export const PickUps = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useDash<Answer>(`/dash/todayPickUp/${date}`);
  const day = data?.data;
  return (
    <Panel title={translate('app.staffDashboard.pickups.title')} icon={<DirectionsBoat color="info" />} loading={isPending} error={error} isEmpty={day ? day.boat.length + day.land.length === 0 : false} empty={translate('app.staffDashboard.empty.pickups')}>
      {day ? (
        <>
          <Group icon={<DirectionsBoat fontSize="small" color="info" />} title={translate('app.staffDashboard.pickups.boat')} legs={day.boat} passengers={day.boatPassengers} />
          <Group icon={<DirectionsCar fontSize="small" color="action" />} title={translate('app.staffDashboard.pickups.land')} legs={day.land} passengers={day.landPassengers} />
        </>
      ) : null}
    </Panel>
  );
};
