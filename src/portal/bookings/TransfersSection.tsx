import Add from '@mui/icons-material/Add';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { paxSummary } from '../../../i18n/paxSummary';
import { queryKeys } from '../api';
import { useMoney } from '../money/Money';
import { useT } from '../PortalLocale';
import type { AgentReservationDetail } from './bookingsApi';
import { Section } from './DetailTables';
import { useDates } from './format';
import { isEditable } from './mayBook';
import { TransferDialog, type TransferEdit } from './TransferDialog';
import { legsOf, useTransfersHost, useTransfersOnOffer, type Transfer, type TransportLeg } from './transfersApi';

type Done = 'added' | 'changed' | 'removed';

/** Takes a booking the server priced again: the detail at once, then everything that shows it. */
const useRepriced = (onDone: (message: string) => void) => {
  const t = useT();
  const money = useMoney();
  const client = useQueryClient();
  const { detailKey, allKey } = useTransfersHost();
  return async (updated: AgentReservationDetail, done: Done) => {
    client.setQueryData(detailKey(updated.id), updated);
    await Promise.all([client.invalidateQueries({ queryKey: allKey }), client.invalidateQueries({ queryKey: queryKeys.dashboard })]);
    onDone(t(`app.portalBookings.detail.transfers.${done}`, { total: money(updated.total) }));
  };
};

/** One transfer: its trip, when, who, and for land where it picks up and drops (a booking's, or the wizard's review). */
export const LegItem = ({ leg, trip, actions }: { leg: TransportLeg; trip: Transfer | undefined; actions?: ReactNode }) => {
  const t = useT();
  const dates = useDates();
  const x = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.transfers.${key}`, args);
  const when = (date: string | undefined, time: string | undefined) => x('when', { date: date ? dates.day(date) : '—', time: time ?? '—' });
  const Icon = trip?.transportType === 'land' ? DirectionsCar : DirectionsBoat;
  const details = [
    when(leg.date, leg.departureTime),
    paxSummary(leg, t),
    ...(leg.pickupPoint || leg.dropLocation ? [x('land', { point: leg.pickupPoint ?? '—', location: leg.dropLocation ?? '—', time: leg.dropTime ?? '—' })] : []),
    ...(leg.returnDate || leg.returnDepartureTime ? [x('return_leg', { date: leg.returnDate ? dates.day(leg.returnDate) : '—', time: leg.returnDepartureTime ?? '—' })] : []),
  ];
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 }, '&:last-of-type': { borderBottom: 0, pb: 0 } }}>
      <Icon color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{trip?.name ?? x('unknown')}</Typography>
        {details.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      {actions}
    </Box>
  );
};

/** Asks before a transfer is taken off: the booking is priced again without it. */
const RemoveDialog = ({ booking, leg, name, onClose, onRemoved }: { booking: AgentReservationDetail; leg: TransportLeg; name: string; onClose: () => void; onRemoved: (updated: AgentReservationDetail) => void }) => {
  const t = useT();
  const x = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.transfers.${key}`, args);
  const { api } = useTransfersHost();
  const remove = useMutation({ mutationFn: () => api.remove(booking.id, leg.tripCostId), onSuccess: onRemoved });
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby="remove-transfer-title">
      <DialogTitle id="remove-transfer-title">{x('remove_title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{x('remove_content', { bookingNo: booking.bookingNo })}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {remove.error.message || t('app.errors.server')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {x('keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {x('remove_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The booking's transfers, for agents who may book (the list of transfers on offer is theirs to read).
 * While the booking is open, "Edit transport" lets them add a land or boat transfer, change one or remove
 * one; every change is priced again by the server and the page shows its new total.
 */
export const TransfersSection = ({ booking, onDone }: { booking: AgentReservationDetail; onDone: (message: string) => void }) => {
  const t = useT();
  const x = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.transfers.${key}`, args);
  const transfers = useTransfersOnOffer();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<TransferEdit | null>(null);
  const [removing, setRemoving] = useState<TransportLeg | null>(null);
  const repriced = useRepriced(onDone);
  const legs = legsOf(booking);
  const offered = transfers.data ?? [];
  const tripOf = (leg: TransportLeg) => offered.find((tr) => tr.id === leg.tripCostId);
  const nameOf = (leg: TransportLeg) => tripOf(leg)?.name ?? x('unknown');
  const open = isEditable(booking.status);
  const canEdit = open && transfers.isSuccess;

  const action = canEdit ? (
    editing ? (
      <Button onClick={() => setEditing(false)}>{x('done')}</Button>
    ) : (
      <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
        {x('edit')}
      </Button>
    )
  ) : undefined;

  return (
    <Section title={x('title')} action={action}>
      {transfers.isError && <Alert severity="error">{x('load_failed')}</Alert>}
      {legs.length === 0 ? (
        <Typography color="text.secondary">{x('none')}</Typography>
      ) : (
        <Box component="ul" aria-label={x('title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {legs.map((leg, index) => (
            <LegItem
              key={`${leg.tripCostId}-${index}`}
              leg={leg}
              trip={tripOf(leg)}
              actions={
                editing && canEdit ? (
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: 'flex-start' }}>
                    <Button size="small" aria-label={x('change', { name: nameOf(leg) })} onClick={() => setForm({ kind: 'change', index, leg })}>
                      {x('change_button')}
                    </Button>
                    <Button size="small" color="error" aria-label={x('remove', { name: nameOf(leg) })} onClick={() => setRemoving(leg)}>
                      {x('remove_button')}
                    </Button>
                  </Stack>
                ) : undefined
              }
            />
          ))}
        </Box>
      )}
      {editing && canEdit && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setForm({ kind: 'add' })} sx={{ alignSelf: 'flex-start' }}>
          {x('add')}
        </Button>
      )}
      {form && (
        <TransferDialog
          booking={booking}
          legs={legs}
          edit={form}
          transfers={offered}
          onClose={() => setForm(null)}
          onSaved={async (updated) => {
            setForm(null);
            await repriced(updated, form.kind === 'add' ? 'added' : 'changed');
          }}
        />
      )}
      {removing && (
        <RemoveDialog
          booking={booking}
          leg={removing}
          name={nameOf(removing)}
          onClose={() => setRemoving(null)}
          onRemoved={async (updated) => {
            setRemoving(null);
            await repriced(updated, 'removed');
          }}
        />
      )}
    </Section>
  );
};
