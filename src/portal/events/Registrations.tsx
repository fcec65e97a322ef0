import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { errorText, useDates } from '../promotions/format';
import { ListState } from '../promotions/VoucherTabs';
import { eventKeys, eventsApi, type AgentRegistration } from './eventsApi';

/** One registration: its event, seats and amount, and member notes the agent may rewrite while it is live. */
const RegistrationCard = ({ registration }: { registration: AgentRegistration }) => {
  const t = useT();
  const dates = useDates();
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.events.${key}`, args);
  const queryClient = useQueryClient();
  const saved = registration.memberNotes ?? '';
  const [notes, setNotes] = useState(saved);
  const save = useMutation({
    mutationFn: () => eventsApi.saveNotes(registration.id, notes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
  const label = k('member_notes');
  return (
    <Card component="article" aria-label={registration.event.title} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
            {registration.event.title}
          </Typography>
          <Chip
            size="small"
            color={registration.status === 'joined' ? 'success' : 'warning'}
            label={registration.status === 'joined' ? k('joined', { smart_count: registration.seats }) : k('pending')}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[dates.moment(registration.event.startsAt), registration.event.venue].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2">
          {`${k('amount')}: `}
          {registration.amount === 0 ? k('free') : <Money sen={registration.amount} />}
        </Typography>
        <TextField
          label={label}
          placeholder={k('member_notes_hint')}
          value={notes}
          onChange={(e) => {
            setNotes(e.target.value);
            save.reset();
          }}
          multiline
          minRows={2}
          error={Boolean(save.error)}
          helperText={save.error ? errorText(save.error, t, 'memberNotes') : save.isSuccess ? k('notes_saved') : ' '}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button sx={{ alignSelf: 'flex-end' }} variant="outlined" onClick={() => save.mutate()} disabled={save.isPending || notes === saved}>
          {k('save_notes')}
        </Button>
      </CardContent>
    </Card>
  );
};

/** "My registrations": the agent's live registrations (`GET /event/agent/:agentId`). */
export const Registrations = ({ agentId }: { agentId: string }) => {
  const t = useT();
  const list = useQuery({ queryKey: eventKeys.registrations(agentId), queryFn: () => eventsApi.registrations(agentId) });
  const registrations = list.data?.registrations ?? [];
  return (
    <ListState loading={list.isPending} error={list.error} empty={registrations.length === 0} emptyText={t('app.portalPromotions.events.registrations_none')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        {registrations.map((r) => (
          <RegistrationCard key={r.id} registration={r} />
        ))}
      </Box>
    </ListState>
  );
};
