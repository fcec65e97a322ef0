import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '../../../i18n/types';
import { CountryField } from '../../portal/layout/CountryField';
import { DialCodeField } from '../../portal/layout/DialCodeField';
import { StateField } from '../../portal/layout/StateField';
import { useT } from '../../portal/localeContext';
import { guestApi, guestKeys, type GuestProfile, type ProfileInput } from '../api';
import { fieldErrorsOf, formErrorOf } from '../errors';
import { useGuestSession } from '../session/GuestSession';
import { LanguageField } from './LanguageField';

const MAX_PHONES = 5;

/** The form's text of the profile: every optional field as '' (a cleared field is sent as null). */
const formOf = (p: GuestProfile) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  locale: p.locale as Locale,
  chineseName: p.chineseName ?? '',
  age: p.age === null ? '' : String(p.age),
  idNumber: p.idNumber ?? '',
  nonMalaysian: p.nonMalaysian,
  phones: p.phones.length ? p.phones : [''],
  countryCode: p.countryCode ?? '',
  address: p.address ?? '',
  area: p.area ?? '',
  city: p.city ?? '',
  postcode: p.postcode ?? '',
  state: p.state ?? '',
  country: p.country ?? '',
});

type Form = ReturnType<typeof formOf>;
type TextKey = 'firstName' | 'lastName' | 'chineseName' | 'idNumber' | 'address' | 'area' | 'city' | 'postcode';

const orNull = (text: string) => (text.trim() ? text.trim() : null);

const inputOf = (f: Form): ProfileInput => ({
  firstName: f.firstName.trim(),
  lastName: f.lastName.trim(),
  locale: f.locale,
  chineseName: orNull(f.chineseName),
  age: f.age.trim() === '' ? null : Number(f.age),
  idNumber: orNull(f.idNumber),
  nonMalaysian: f.nonMalaysian,
  phones: f.phones.map((p) => p.trim()).filter(Boolean),
  countryCode: orNull(f.countryCode),
  address: orNull(f.address),
  area: orNull(f.area),
  city: orNull(f.city),
  postcode: orNull(f.postcode),
  state: orNull(f.state),
  country: orNull(f.country),
});

/** The guest's details (spec section 3's guest fields), which a booking prefills; the server checks them and answers per field. */
export const ProfileForm = ({ profile }: { profile: GuestProfile }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { rename } = useGuestSession();
  const [form, setForm] = useState<Form>(() => formOf(profile));
  const save = useMutation({
    mutationFn: () => guestApi.saveProfile(inputOf(form)),
    onSuccess: (saved) => {
      queryClient.setQueryData(guestKeys.profile, saved);
      rename(saved.firstName, saved.lastName);
    },
  });
  const errors = fieldErrorsOf(save.error);
  const phoneErrorAt = (i: number) => errors[`phones.${i}`] ?? (i === 0 ? errors.phones : undefined);
  const shown = ['firstName', 'lastName', 'locale', 'chineseName', 'age', 'idNumber', 'countryCode', 'address', 'area', 'city', 'postcode', 'state', 'country', 'phones', ...form.phones.map((_, i) => `phones.${i}`)];
  const formError = formErrorOf(save.error, shown);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: TextKey, label: string, autoComplete?: string) => ({
    name: key,
    label,
    autoComplete,
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    error: !!errors[key],
    helperText: errors[key],
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('guest.profile.email_note', { email: profile.email })}
      </Typography>
      {save.isSuccess && (
        <Alert severity="success" sx={{ gridColumn: '1 / -1' }}>
          {t('guest.profile.saved')}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {formError}
        </Alert>
      )}
      <TextField {...text('firstName', t('guest.auth.first_name'), 'given-name')} required />
      <TextField {...text('lastName', t('guest.auth.last_name'), 'family-name')} required />
      <TextField {...text('chineseName', t('guest.profile.chinese_name'))} />
      <TextField
        name="age"
        label={t('guest.profile.age')}
        type="number"
        value={form.age}
        onChange={(e) => set('age', e.target.value)}
        error={!!errors.age}
        helperText={errors.age}
        slotProps={{ htmlInput: { min: 0, max: 120, inputMode: 'numeric' } }}
        fullWidth
      />
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={<Checkbox checked={form.nonMalaysian} onChange={(e) => set('nonMalaysian', e.target.checked)} />}
        label={t('guest.profile.non_malaysian')}
      />
      <TextField {...text('idNumber', t(form.nonMalaysian ? 'guest.profile.passport' : 'guest.profile.id_number'))} />
      <DialCodeField
        name="countryCode"
        label={t('guest.profile.dial_code')}
        value={form.countryCode}
        onChange={(code) => set('countryCode', code)}
        error={!!errors.countryCode}
        helperText={errors.countryCode}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 1.5 }} role="group" aria-label={t('guest.profile.phones')}>
        <Typography variant="subtitle2">{t('guest.profile.phones')}</Typography>
        {form.phones.map((phone, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              name={`phones.${i}`}
              label={t('guest.profile.phone', { n: i + 1 })}
              type="tel"
              autoComplete={i === 0 ? 'tel-national' : 'off'}
              value={phone}
              onChange={(e) => set('phones', form.phones.map((p, j) => (j === i ? e.target.value : p)))}
              error={!!phoneErrorAt(i)}
              helperText={phoneErrorAt(i)}
              fullWidth
            />
            {form.phones.length > 1 && (
              <IconButton aria-label={t('guest.profile.remove_phone', { n: i + 1 })} onClick={() => set('phones', form.phones.filter((_, j) => j !== i))} sx={{ mt: 1 }}>
                <DeleteOutline />
              </IconButton>
            )}
          </Box>
        ))}
        {form.phones.length < MAX_PHONES && (
          <Button startIcon={<AddIcon />} onClick={() => set('phones', [...form.phones, ''])} sx={{ alignSelf: 'flex-start' }}>
            {t('guest.profile.add_phone')}
          </Button>
        )}
      </Box>
      <TextField {...text('address', t('guest.profile.address'), 'street-address')} sx={{ gridColumn: '1 / -1' }} />
      <TextField {...text('area', t('guest.profile.area'))} />
      <TextField {...text('city', t('guest.profile.city'), 'address-level2')} />
      <TextField {...text('postcode', t('guest.profile.postcode'), 'postal-code')} />
      <CountryField
        name="country"
        label={t('guest.profile.country')}
        value={form.country}
        onChange={(country) => set('country', country)}
        error={!!errors.country}
        helperText={errors.country}
      />
      <StateField name="state" label={t('guest.profile.state')} country={form.country} value={form.state} onChange={(state) => set('state', state)} error={!!errors.state} helperText={errors.state} />
      <LanguageField name="locale" value={form.locale} onChange={(locale) => set('locale', locale)} error={errors.locale} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {t('guest.profile.save')}
        </Button>
      </Box>
    </Box>
  );
};
