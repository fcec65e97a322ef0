import PersonAdd from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { partySize, type Party } from '../../../wizard/model';
import { useT } from '../localeContext';
import { CountField } from './CountField';
import { GuestForm } from './GuestForm';
import { errorProps, useStepErrors } from './stepErrors';
import { useWizardContext, useWizardSend } from './wizardActor';
import { useLeadSources } from './wizardData';

const BANDS: (keyof Party)[] = ['adults', 'children', 'toddlers', 'infants'];

/** Step 1: who travels (the party by age band), the booking's name and lead source, and each guest's details. */
export const GuestsStep = () => {
  const t = useT();
  const send = useWizardSend();
  const { party, guests, reservationName, leadSourceId } = useWizardContext();
  const error = useStepErrors('guests');
  const leadSources = useLeadSources();
  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('wizard.guests.party')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {BANDS.map((band) => (
            <CountField key={band} label={t(`wizard.fields.${band}`)} value={party[band]} min={band === 'adults' ? 1 : 0} onChange={(value) => send({ type: 'party.change', patch: { [band]: value } })} error={error(`party.${band}`)} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('wizard.guests.party_hint')}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('wizard.fields.reservation_name')} value={reservationName} required size="small" sx={{ minWidth: 280 }} onChange={(e) => send({ type: 'booking.change', patch: { reservationName: e.target.value } })} {...errorProps(error('reservationName'))} />
        <TextField select label={t('wizard.fields.lead_source')} value={leadSources.data ? leadSourceId : ''} required size="small" sx={{ minWidth: 280 }} onChange={(e) => send({ type: 'booking.change', patch: { leadSourceId: e.target.value } })} {...errorProps(error('leadSourceId'))}>
          {(leadSources.data ?? []).map((source) => (
            <MenuItem key={source.id} value={source.id}>
              {source.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {guests.map((guest, index) => (
        <GuestForm key={index} guest={guest} index={index} />
      ))}
      {error('guests') && (
        <Typography color="error" variant="body2">
          {error('guests')}
        </Typography>
      )}
      <div>
        <Button startIcon={<PersonAdd />} onClick={() => send({ type: 'guest.add' })} disabled={guests.length >= partySize(party)}>
          {t('wizard.guests.add')}
        </Button>
      </div>
    </Stack>
  );
};
