import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paxSummary } from '../../../i18n/paxSummary';
import { isEditable } from '../../portal/bookings/mayBook';
import { Section } from '../../portal/layout/Section';
import { useT } from '../../portal/localeContext';
import { useMoney } from '../../portal/money/currencyContext';
import { CountField } from '../../portal/wizard/CountField';
import { useAddons, type Addon } from '../../portal/wizard/wizardData';
import { addonsOf, guestBookingKeys, guestBookingsApi, type BookedAddon, type GuestReservationDetail } from './guestBookingsApi';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The add-ons on offer with how many of each the booking takes; saved as a whole and priced again by the server. */
const AddonsDialog = ({ booking, addons, onClose, onSaved }: { booking: GuestReservationDetail; addons: Addon[]; onClose: () => void; onSaved: (updated: GuestReservationDetail) => void }) => {
  const t = useT();
  const [chosen, setChosen] = useState<BookedAddon[]>(() => addonsOf(booking));
  const save = useMutation({ mutationFn: () => guestBookingsApi.editAddons(booking.id, chosen), onSuccess: onSaved });
  const d = (key: string, args?: Record<string, unknown>) => t(`app.guestBooking.detail.${key}`, args);
  const current = (id: string) => chosen.find((a) => a.id === id) ?? { id, adults: 0, children: 0, units: 0 };
  const change = (id: string, patch: Partial<BookedAddon>) => {
    const next = { ...current(id), ...patch };
    const rest = chosen.filter((a) => a.id !== id);
    setChosen(next.adults + next.children + next.units > 0 ? [...rest, next] : rest);
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="addons-title">
      <DialogTitle id="addons-title">{d('addons_title', { bookingNo: booking.bookingNo })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <DialogContentText>{d('addons_hint')}</DialogContentText>
        {save.isError && <Alert severity="error">{errorText(save.error, t('app.errors.server'))}</Alert>}
        {addons.length === 0 && <Typography color="text.secondary">{d('addons_none_offered')}</Typography>}
        {addons.map((addon) => {
          const value = current(addon.id);
          return (
            <Box key={addon.id} role="group" aria-label={addon.name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ flex: '1 1 200px', fontWeight: 500 }}>{addon.name}</Typography>
              {addon.priceType === 'per-unit' ? (
                <CountField label={d('units')} value={value.units} max={100} onChange={(units) => change(addon.id, { units })} />
              ) : (
                <>
                  <CountField label={t('wizard.fields.adults')} value={value.adults} onChange={(adults) => change(addon.id, { adults })} />
                  <CountField label={t('wizard.fields.children')} value={value.children} onChange={(children) => change(addon.id, { children })} />
                </>
              )}
            </Box>
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {d('close')}
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {d('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The booking's add-ons; before arrival the guest may add or change them (the server re-prices the booking). */
export const AddonsSection = ({ booking, onDone }: { booking: GuestReservationDetail; onDone: (message: string) => void }) => {
  const t = useT();
  const money = useMoney();
  const client = useQueryClient();
  const catalogue = useAddons();
  const [editing, setEditing] = useState(false);
  const d = (key: string, args?: Record<string, unknown>) => t(`app.guestBooking.detail.${key}`, args);
  const offered = (catalogue.data ?? []).flatMap((category) => category.addons);
  const booked = addonsOf(booking);
  // Named from the add-ons on offer: never the bare id while they load, nor for one retired since.
  const nameOf = (id: string) => offered.find((a) => a.id === id)?.name ?? d('addon_retired');
  const canEdit = isEditable(booking.status) && catalogue.isSuccess;
  const action = canEdit ? (
    <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
      {d('edit_addons')}
    </Button>
  ) : undefined;
  return (
    <Section title={d('addons')} action={action}>
      {booked.length === 0 ? (
        <Typography color="text.secondary">{d('no_addons')}</Typography>
      ) : catalogue.isPending ? (
        <CircularProgress size={24} aria-label={t('app.loading')} />
      ) : (
        <Box component="ul" aria-label={d('addons')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {booked.map((addon) => (
            <Box component="li" key={addon.id} sx={{ py: 0.75 }}>
              <Typography sx={{ fontWeight: 600 }}>{nameOf(addon.id)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {addon.units > 0 ? `${d('units')}: ${addon.units}` : paxSummary({ adults: addon.adults, children: addon.children, toddlers: 0, infants: 0 }, t)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <AddonsDialog
          booking={booking}
          addons={offered}
          onClose={() => setEditing(false)}
          onSaved={async (updated) => {
            setEditing(false);
            client.setQueryData(guestBookingKeys.detail(updated.id), updated);
            await client.invalidateQueries({ queryKey: guestBookingKeys.all });
            onDone(d('addons_saved', { total: money(updated.total) }));
          }}
        />
      )}
    </Section>
  );
};
