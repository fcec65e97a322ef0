import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Transfer } from '../../../wizard/apiTypes';
import type { Party, TransportDraft } from '../../../wizard/model';
import { useMoney } from '../money/currencyContext';
import { useT } from '../localeContext';
import { CountField } from './CountField';
import { errorProps, useStepErrors } from './stepErrors';
import { useWizardContext } from './wizardActor';

const BANDS: (keyof Party)[] = ['adults', 'children', 'toddlers', 'infants'];

/**
 * A transfer's price as the server prices it, before it is chosen: per seat from the trip cost, per
 * vehicle (land) from its vehicle price, and a charter boat from the cheapest charter boat the resort
 * set up (the server picks the boats that seat the party). Per way; a return counts twice.
 */
const useTransferPrice = () => {
  const t = useT();
  const money = useMoney();
  const boats = useWizardContext().roomChoice?.details.transport.charterBoats ?? [];
  return (x: Transfer) => {
    if (x.pricing === 'per-person') return t('wizard.transport.price_per_person', { adult: money(x.adultPrice ?? 0), child: money(x.childPrice ?? 0) });
    if (x.transportType === 'land') return t('wizard.transport.price_per_vehicle', { price: money(x.charterPrice ?? x.adultPrice ?? 0) });
    const cheapest = Math.min(...boats.map((b) => b.price));
    return Number.isFinite(cheapest) ? t('wizard.transport.price_charter', { price: money(cheapest) }) : '';
  };
};

/** One transfer: which one, when, where from and to (land), and who rides. */
export const TransferForm = ({ leg, index, transfers, onChange, onRemove }: { leg: TransportDraft; index: number; transfers: Transfer[]; onChange: (leg: TransportDraft) => void; onRemove: () => void }) => {
  const t = useT();
  const error = useStepErrors('transport');
  const tr = (key: string) => t(`wizard.transport.${key}`);
  const path = (field: string) => `transport.${index}.${field}`;
  const set = (patch: Partial<TransportDraft>) => onChange({ ...leg, ...patch });
  const chooseTransfer = (id: string) => {
    const transfer = transfers.find((x) => x.id === id);
    if (!transfer) return;
    set({ tripCostId: id, transportType: transfer.transportType, tripType: transfer.tripType, departureTime: leg.departureTime || (transfer.departureTime ?? '').slice(0, 5) });
  };
  const field = (name: keyof TransportDraft, label: string, type: 'date' | 'time' | 'text' = 'text', required = true) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField label={label} type={type} value={leg[name]} required={required} size="small" fullWidth onChange={(e) => set({ [name]: e.target.value })} slotProps={type === 'text' ? undefined : { inputLabel: { shrink: true } }} {...errorProps(error(path(name)))} />
    </Grid>
  );
  const land = leg.transportType === 'land';
  const priceOf = useTransferPrice();
  const option = (x: Transfer) => (
    <MenuItem key={x.id} value={x.id}>
      {x.name}
      {x.seats ? ` · ${t('wizard.transport.seats', { smart_count: x.seats })}` : ''}
      {` · ${priceOf(x)}`}
    </MenuItem>
  );
  return (
    // minWidth 0: a fieldset is at least as wide as its content, so a long transfer name would push it off a phone's screen.
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('wizard.transport.leg', { n: index + 1 })}
        </Typography>
        <IconButton size="small" aria-label={t('wizard.transport.remove', { n: index + 1 })} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField select label={tr('route')} value={transfers.some((x) => x.id === leg.tripCostId) ? leg.tripCostId : ''} required size="small" fullWidth onChange={(e) => chooseTransfer(e.target.value)} {...errorProps(error(path('tripCostId')))}>
            <ListSubheader>{tr('boat')}</ListSubheader>
            {transfers.filter((x) => x.transportType === 'boat').map(option)}
            <ListSubheader>{tr('land')}</ListSubheader>
            {transfers.filter((x) => x.transportType === 'land').map(option)}
          </TextField>
        </Grid>
        {field('date', tr('date'), 'date')}
        {field('departureTime', land ? tr('pickup_time') : tr('departure_time'), 'time')}
        {land && field('pickupPoint', tr('pickup_point'))}
        {land && field('dropLocation', tr('drop_location'))}
        {land && field('dropTime', tr('drop_time'), 'time')}
        {leg.tripType === 'return' && field('returnDate', tr('return_date'), 'date')}
        {leg.tripType === 'return' && field('returnDepartureTime', tr('return_time'), 'time')}
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary" id={`persons-${index}`} sx={{ mb: 1 }}>
            {tr('persons')}
          </Typography>
          <Stack direction="row" role="group" aria-labelledby={`persons-${index}`} sx={{ flexWrap: 'wrap', gap: 2 }}>
            {BANDS.map((band) => (
              <CountField key={band} label={t(`wizard.fields.${band}`)} value={leg[band]} onChange={(value) => set({ [band]: value })} error={error(path(band))} />
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};
