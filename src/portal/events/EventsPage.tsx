import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../PortalLocale';
import { PageTitle } from '../promotions/PageTitle';
import { PaymentNotice } from '../promotions/PaymentNotice';
import { CardGrid, ListState } from '../promotions/VoucherTabs';
import { usePortalSession } from '../session/PortalSession';
import { EventCard } from './EventCard';
import { eventKeys, eventsApi, type OpenEvent } from './eventsApi';
import { JoinDialog } from './JoinDialog';
import { Registrations } from './Registrations';

/**
 * `/events`: the published events not yet started (date, venue, price per seat, seats left), joining
 * one, and the agent's registrations with their member notes. The gateway returns here after paying.
 */
const EventsPage = () => {
  const t = useT();
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.events.${key}`, args);
  const { user } = usePortalSession();
  const events = useQuery({ queryKey: eventKeys.open, queryFn: eventsApi.open });
  const [joining, setJoining] = useState<{ event: OpenEvent; opened: number } | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const list = events.data?.events ?? [];
  return (
    <Box>
      <PageTitle title={k('title')} subtitle={k('subtitle')} />
      <PaymentNotice prefix="app.portalPromotions.events" />
      {joined && (
        <Alert severity="success" sx={{ mb: 3 }} onClose={() => setJoined(null)}>
          {k('joined_done', { name: joined })}
        </Alert>
      )}
      <Box component="section" aria-label={k('open_list')}>
        <ListState loading={events.isPending} error={events.error} empty={list.length === 0} emptyText={t('app.portalPromotions.no_data')}>
          <CardGrid>
          {list.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              onJoin={(e) => {
                setJoined(null);
                setJoining({ event: e, opened: Date.now() });
              }}
            />
          ))}
          </CardGrid>
        </ListState>
      </Box>
      <Box component="section" aria-labelledby="registrations-title">
        <Typography id="registrations-title" variant="h5" component="h2" sx={{ fontWeight: 600, mt: 5, mb: 2 }}>
          {k('registrations')}
        </Typography>
        {user && <Registrations agentId={user.id} />}
      </Box>
      {joining && (
        <JoinDialog
          key={joining.opened}
          event={joining.event}
          onClose={() => setJoining(null)}
          onJoined={(title) => {
            setJoined(title);
            setJoining(null);
          }}
        />
      )}
    </Box>
  );
};

export default EventsPage;
