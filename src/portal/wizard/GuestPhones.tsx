import AddIcCall from '@mui/icons-material/AddIcCall';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { dialCodeOf } from '../../../resources/dialCodes';
import type { GuestDraft } from '../../../wizard/model';
import { DialCodeField } from '../layout/DialCodeField';
import { useT } from '../localeContext';
import { errorProps, useStepErrors } from './stepErrors';
import { useWizardSend } from './wizardActor';

/** The server's limit on one guest's phone numbers (guests.ts). */
const MAX_PHONES = 5;

/**
 * A guest's country code and phone numbers (spec section 3: "extra numbers can be added"). The first number is
 * the one the resort calls; the country code, when not chosen, is the guest's country's.
 */
export const GuestPhones = ({ guest, index, lead }: { guest: GuestDraft; index: number; lead: boolean }) => {
  const t = useT();
  const send = useWizardSend();
  const error = useStepErrors('guests');
  const path = (field: string) => `guests.${index}.${field}`;
  const phones = guest.phones.length ? guest.phones : [''];
  const setPhone = (at: number, value: string) => send({ type: 'guest.change', index, patch: { phones: phones.map((p, i) => (i === at ? value : p)) } });
  const removePhone = (at: number) => send({ type: 'guest.change', index, patch: { phones: phones.filter((_, i) => i !== at) } });
  const addPhone = () => send({ type: 'guest.change', index, patch: { phones: [...phones, ''], countryCode: guest.countryCode || dialCodeOf(guest.country) || '' } });
  const phoneField = (at: number) => (
    <TextField
      label={at === 0 ? t('wizard.fields.phone') : t('wizard.fields.extra_phone', { n: at })}
      type="tel"
      size="small"
      fullWidth
      required={lead && at === 0}
      value={phones[at]}
      onChange={(e) => setPhone(at, e.target.value)}
      {...errorProps(error(path(`phones.${at}`)) ?? (at === 0 ? error(path('phones')) : undefined))}
      slotProps={{
        htmlInput: { dir: 'ltr', inputMode: 'tel' },
        input:
          at === 0
            ? undefined
            : {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton size="small" edge="end" aria-label={t('wizard.guests.remove_phone', { n: at })} onClick={() => removePhone(at)}>
                      <Close fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
      }}
    />
  );
  return (
    <>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <DialCodeField
          label={t('wizard.fields.country_code')}
          value={guest.countryCode || dialCodeOf(guest.country) || ''}
          onChange={(countryCode) => send({ type: 'guest.change', index, patch: { countryCode } })}
          size="small"
          {...errorProps(error(path('countryCode')))}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>{phoneField(0)}</Grid>
      {/* The extra numbers and the button to add one get a row of their own, so that the address below stays in line. */}
      <Grid size={12} container spacing={2} sx={{ alignItems: 'center' }}>
        {phones.slice(1).map((_, i) => (
          <Grid key={i + 1} size={{ xs: 12, sm: 6, md: 4 }}>
            {phoneField(i + 1)}
          </Grid>
        ))}
        {phones.length < MAX_PHONES && (
          <Grid size={{ xs: 12, sm: 'auto' }}>
            <Button size="small" startIcon={<AddIcCall />} onClick={addPhone}>
              {t('wizard.guests.add_phone')}
            </Button>
          </Grid>
        )}
      </Grid>
    </>
  );
};
