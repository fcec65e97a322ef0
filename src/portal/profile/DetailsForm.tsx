import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import * as yup from 'yup';
import { DIAL_CODE_CHOICES, dialCodeOf, type DialCode } from '../../../resources/dialCodes';
import { stateAllowed } from '../../../resources/malaysianStates';
import { PHONE_RULE } from '../../../resources/phoneRule';
import { travelAgents } from '../../../resources/travelagent';
import { fieldErrorsOf } from '../api';
import { CountryField } from '../layout/CountryField';
import { DialCodeField } from '../layout/DialCodeField';
import { StateField } from '../layout/StateField';
import { useT, type Translate } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { profileApi, profileKeys, type AgentProfile, type ProfileField } from './profileApi';

/** The form's fields in reading order: who the agent is, then its address (spec section 5). */
const FIELDS: readonly { name: ProfileField; autoComplete: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'companyName', autoComplete: 'organization' },
  { name: 'licenseNumber', autoComplete: 'off' },
  { name: 'countryCode', autoComplete: 'tel-country-code' },
  { name: 'phone', autoComplete: 'tel-national' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'area', autoComplete: 'address-level3' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postcode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'state', autoComplete: 'address-level1' },
];

/** Spec section 5: these are required; state and country are selected (their own message). */
const REQUIRED: readonly ProfileField[] = ['firstName', 'lastName', 'phone', 'countryCode', 'address', 'area', 'city', 'postcode', 'state', 'country'];

/** The longest value the travel agent definition allows for a field. */
const maxOf = (name: ProfileField) => {
  const field = travelAgents.fields[name];
  return 'maxLength' in field && field.maxLength ? field.maxLength : 255;
};

/** The server's rules (profileInfo.service.ts and the travel agent definition), with spec section 5's messages. */
const profileSchema = (t: Translate) => {
  const text = (name: ProfileField): yup.StringSchema<string> => {
    const base = yup.string().trim().defined().max(maxOf(name), t('ra.validation.maxLength', { max: maxOf(name) }));
    if (!REQUIRED.includes(name)) return base;
    return base.required(name === 'state' ? t('app.validation.select_state') : name === 'country' ? t('app.validation.select_country') : t('ra.validation.required'));
  };
  const fields = Object.fromEntries(FIELDS.map(({ name }) => [name, text(name)])) as Record<ProfileField, yup.StringSchema<string>>;
  return yup.object({
    ...fields,
    phone: fields.phone.matches(PHONE_RULE, t('app.validation.phone')),
    countryCode: fields.countryCode.test('dial-code', t('app.validation.country_code'), (code) => DIAL_CODE_CHOICES.includes(code as DialCode)),
    state: fields.state.test('state', t('app.validation.state'), function (state) {
      return stateAllowed(this.parent.country as string, state);
    }),
  });
};

type Values = Record<ProfileField, string>;

const label = (t: Translate, field: string) => t(`resources.travelagent.fields.${field}`);

/** One field: a list where the value is chosen (country, state, country code), a text box otherwise. */
const ProfileInput = ({ name, autoComplete, control, country }: { name: ProfileField; autoComplete: string; control: Control<Values>; country: string }) => {
  const t = useT();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const common = { label: label(t, name), required: REQUIRED.includes(name), size: 'small' as const, margin: 'dense' as const, error: Boolean(fieldState.error), helperText: fieldState.error?.message ?? ' ', name, onBlur: field.onBlur };
        if (name === 'country') return <CountryField {...common} value={field.value} onChange={field.onChange} inputRef={field.ref} />;
        if (name === 'countryCode') return <DialCodeField {...common} value={field.value} onChange={field.onChange} inputRef={field.ref} />;
        if (name === 'state') return <StateField {...common} value={field.value} country={country} onChange={field.onChange} inputRef={field.ref} />;
        return <TextField {...common} value={field.value} onChange={field.onChange} inputRef={field.ref} autoComplete={autoComplete} fullWidth slotProps={name === 'phone' ? { htmlInput: { dir: 'ltr', inputMode: 'tel' } } : undefined} />;
      }}
    />
  );
};

/** The agent's own details and address, saved through `PUT /users/info/:id`; the server's field messages land on their fields. */
export const DetailsForm = ({ profile }: { profile: AgentProfile }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { user, updateUser } = usePortalSession();
  const schema = useMemo(() => profileSchema(t), [t]);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const defaultValues = Object.fromEntries(FIELDS.map(({ name }) => [name, profile[name] ?? ''])) as Values;
  // An agent that never gave a country code starts with its country's.
  if (!defaultValues.countryCode) defaultValues.countryCode = (profile.country && dialCodeOf(profile.country)) || '';
  const { control, handleSubmit, setError, formState, watch } = useForm<Values>({ resolver: yupResolver(schema), defaultValues });
  const country = watch('country');
  const save = async (values: Values) => {
    setMessage(undefined);
    try {
      const saved = await profileApi.saveProfile(profile.id, values);
      queryClient.setQueryData(profileKeys.profile(profile.id), saved);
      // The navbar's name and initials come from the session's user.
      if (user) updateUser({ ...user, firstName: saved.firstName, lastName: saved.lastName });
      setMessage({ ok: true, text: t('app.portalProfile.info.saved') });
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([name]) => FIELDS.some((f) => f.name === name));
      for (const [name, text] of fields) setError(name as ProfileField, { message: text });
      if (fields.length === 0) setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t('app.errors.server') });
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {FIELDS.map(({ name, autoComplete }) => (
        <ProfileInput key={name} name={name} autoComplete={autoComplete} control={control} country={country} />
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
        {t('app.portalProfile.info.address_hint')}
      </Typography>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ gridColumn: '1 / -1', mb: 1 }}>
          {message.text}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('app.portalProfile.info.save')}
        </Button>
      </Box>
    </Box>
  );
};
