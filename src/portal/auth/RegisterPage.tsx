import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authRequest } from '../../shared/request';
import { useT } from '../PortalLocale';
import { fieldErrorsOf } from '../api';
import { CountryField } from '../layout/CountryField';
import { AuthCard } from './AuthCard';
import { useCaptcha } from './Captcha';
import { RegisterDone } from './RegisterDone';
import { AGENT_TYPE_CHOICES, registrationBody, registrationSchema, type RegistrationField, type RegistrationValues } from './registrationSchema';

/** The form's inputs in order: field, input type, autocomplete, whether it spans both columns. */
const INPUTS: [RegistrationField, string, string, boolean?][] = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
  ['password', 'password', 'new-password'],
  ['confirmPassword', 'password', 'new-password'],
  ['agentType', 'select', 'off'],
  ['companyName', 'text', 'organization'],
  ['licenseNumber', 'text', 'off'],
  ['address', 'text', 'street-address', true],
  ['city', 'text', 'address-level2'],
  ['country', 'country', 'country-name'],
  ['referralCode', 'text', 'off', true],
];
const REQUIRED: RegistrationField[] = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'agentType'];

/**
 * `/pages/register?ref=CODE`: an agent registers itself (`POST /api/auth/travelagent/add`) and waits for
 * the resort's review. The referral code of the link is filled in; the server's field messages show on
 * their fields.
 */
const RegisterPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const schema = useMemo(() => registrationSchema(t), [t]);
  const { register, control, handleSubmit, setError, watch, formState } = useForm<RegistrationValues>({
    resolver: yupResolver(schema),
    defaultValues: { agentType: 'TA', referralCode: params.get('ref')?.trim() ?? '' },
  });
  const [message, setMessage] = useState<string>();
  const [registered, setRegistered] = useState<string>();
  const captcha = useCaptcha();

  if (registered) return <RegisterDone email={registered} />;

  const submit = async (values: RegistrationValues) => {
    setMessage(undefined);
    try {
      const created = await authRequest<{ email: string }>('POST', '/travelagent/add', { ...registrationBody(values), captcha: await captcha.token() });
      setRegistered(created.email);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      const fields = Object.entries(errors).filter(([name]) => INPUTS.some(([field]) => field === name));
      for (const [name, text] of fields) setError(name as RegistrationField, { message: text }, { shouldFocus: true });
      if (errors.captcha) captcha.setError(errors.captcha);
      if (fields.length === 0 && !errors.captcha) setMessage(error instanceof Error ? error.message : t('app.errors.server'));
      // A solution is good for one post: the next try gets a fresh challenge.
      captcha.renew();
    }
  };

  const agentType = watch('agentType');
  return (
    <AuthCard overline={t('app.portal.title')} title={t('app.portal.register.title')} subtitle={t('app.portal.register.subtitle')} width={680}>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {INPUTS.map(([name, type, autoComplete, wide]) =>
          type === 'country' ? (
            <Controller
              key={name}
              name="country"
              control={control}
              render={({ field, fieldState }) => (
                <CountryField {...field} inputRef={field.ref} value={field.value ?? ''} label={t(`app.portal.register.fields.${name}`)} margin="dense" error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} />
              )}
            />
          ) : (
            <TextField
              key={name}
              {...register(name)}
              select={type === 'select'}
              defaultValue={type === 'select' ? 'TA' : undefined}
              type={type === 'select' ? undefined : type}
              label={t(`app.portal.register.fields.${name}`)}
              autoComplete={autoComplete}
              required={REQUIRED.includes(name) || (name === 'companyName' && agentType === 'TA')}
              margin="dense"
              sx={wide ? { gridColumn: '1 / -1' } : undefined}
              error={Boolean(formState.errors[name])}
              helperText={formState.errors[name]?.message ?? (name === 'referralCode' ? t('app.portal.register.referral_hint') : ' ')}
            >
              {type === 'select'
                ? AGENT_TYPE_CHOICES.map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {t(`app.portal.register.agent_types.${choice}`)}
                    </MenuItem>
                  ))
                : undefined}
            </TextField>
          ),
        )}
        {captcha.element}
        {message && <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>{message}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} sx={{ gridColumn: '1 / -1', mt: 1 }}>
          {t('app.portal.register.submit')}
        </Button>
      </Box>
      <Link component={RouterLink} to="/pages/login" variant="body2" align="center">
        {t('app.portal.register.have_account')}
      </Link>
    </AuthCard>
  );
};

export default RegisterPage;
