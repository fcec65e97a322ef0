import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRIES, HOME_COUNTRY } from '../../../resources/countries';
import type { GuestDraft } from '../../../wizard/model';
import { CountryField } from '../layout/CountryField';
import { StateField } from '../layout/StateField';
import { useT } from '../localeContext';
import { GuestPhones } from './GuestPhones';
import { errorProps, useStepErrors } from './stepErrors';
import { useWizardSend } from './wizardActor';

type TextKey = 'fullName' | 'chineseName' | 'idNumber' | 'email' | 'address' | 'city' | 'postcode' | 'area';
type FlagKey = 'nonMalaysian' | 'seniorCitizen' | 'disabled' | 'vegetarian';

const FLAGS: [FlagKey, string][] = [
  ['nonMalaysian', 'non_malaysian'],
  ['seniorCitizen', 'senior_citizen'],
  ['disabled', 'disabled'],
  ['vegetarian', 'vegetarian'],
];

/** One guest's details (spec section 3): the lead guest also gives an address; IC for Malaysians, passport for others. */
export const GuestForm = ({ guest, index }: { guest: GuestDraft; index: number }) => {
  const t = useT();
  const send = useWizardSend();
  const error = useStepErrors('guests');
  const f = (key: string) => t(`wizard.fields.${key}`);
  const change = (patch: Partial<GuestDraft>) => send({ type: 'guest.change', index, patch });
  const path = (field: string) => `guests.${index}.${field}`;
  const text = (field: TextKey, label: string, options: { required?: boolean; type?: string; md?: number } = {}) => (
    <Grid size={{ xs: 12, sm: 6, md: options.md ?? 4 }}>
      <TextField
        label={label}
        value={guest[field]}
        onChange={(e) => change({ [field]: e.target.value })}
        required={options.required}
        type={options.type}
        size="small"
        fullWidth
        {...errorProps(error(path(field)))}
      />
    </Grid>
  );
  const lead = index === 0;
  const title = lead ? t('wizard.guests.lead_guest') : t('wizard.guests.guest', { n: index + 1 });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Box component="legend" sx={{ px: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {!lead && (
          <IconButton size="small" aria-label={t('wizard.guests.remove', { n: index + 1 })} onClick={() => send({ type: 'guest.remove', index })}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Grid container spacing={2}>
        {text('fullName', f('full_name'), { required: true })}
        {text('chineseName', f('chinese_name'))}
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            label={f('age')}
            type="number"
            size="small"
            required
            fullWidth
            value={guest.age ?? ''}
            onChange={(e) => change({ age: e.target.value === '' ? null : Math.trunc(Number(e.target.value)) })}
            slotProps={{ htmlInput: { min: 0, max: 120, inputMode: 'numeric' } }}
            {...errorProps(error(path('age')))}
          />
        </Grid>
        {text('idNumber', guest.nonMalaysian ? f('passport_number') : f('ic_number'), { required: true, md: 2 })}
        {text('email', f('email'), { type: 'email' })}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          {/* Choosing the country also says whether the guest is Malaysian (IC) or not (passport); the box below can still correct it. */}
          <CountryField label={f('country')} value={guest.country} onChange={(country) => change({ country, nonMalaysian: country !== '' && country !== COUNTRIES[HOME_COUNTRY] })} required size="small" {...errorProps(error(path('country')))} />
        </Grid>
        <GuestPhones guest={guest} index={index} lead={lead} />
        {lead && (
          <>
            {text('address', f('address'), { md: 4 })}
            {text('area', f('area'), { md: 2 })}
            {text('city', f('city'), { md: 2 })}
            {text('postcode', f('postcode'), { md: 2 })}
            <Grid size={{ xs: 12, sm: 6, md: 2 }}>
              <StateField label={f('state')} value={guest.state} country={guest.country} onChange={(state) => change({ state })} size="small" {...errorProps(error(path('state')))} />
            </Grid>
          </>
        )}
        <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {FLAGS.map(([key, label]) => (
            <FormControlLabel key={key} control={<Checkbox checked={guest[key]} onChange={(e) => change({ [key]: e.target.checked })} />} label={f(label)} />
          ))}
        </Grid>
      </Grid>
    </Box>
  );
};
