import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Locale } from '../../../i18n/types';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { useCaptcha } from '../../portal/auth/Captcha';
import { useGuestLocale, FullCatalogue } from '../GuestLocale';
import { guestApi } from '../api';
import { fieldErrorsOf, formErrorOf } from '../errors';
import { AuthCard, FormColumn } from './AuthCard';
import { LanguageField } from '../profile/LanguageField';
import { PasswordField } from './PasswordField';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

/** The form; the captcha's words are in the full catalogue (`app.captcha`), hence `<FullCatalogue>` around it. */
const SignUpForm = () => {
  const { t, locale } = useGuestLocale();
  const { search } = useLocation();
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [language, setLanguage] = useState<Locale>(locale);
  const [mine, setMine] = useState<Partial<Record<Field, string>>>({});
  const submit = useMutation({
    mutationFn: async () => guestApi.signUp({ email: values.email.trim(), password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim(), locale: language, captcha: await captcha.token() }),
    onError: (error) => {
      const captchaError = fieldErrorsOf(error).captcha;
      if (captchaError) captcha.setError(captchaError);
      // A captcha solution is good once: a refused form needs a fresh one.
      captcha.renew();
    },
  });
  const server = fieldErrorsOf(submit.error);
  const errorOf = (field: Field) => mine[field] ?? server[field];
  const formError = formErrorOf(submit.error, [...FIELDS, 'locale', 'captcha']);

  if (submit.isSuccess) {
    return (
      <Alert severity="success" sx={{ mt: 1 }}>
        {t('guest.auth.sign_up_done', { email: submit.data.email })}
      </Alert>
    );
  }

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (!values[field].trim()) found[field] = t('guest.auth.required');
    if (values.password && !PASSWORD_RULE.test(values.password)) found.password = t('guest.auth.password_rule');
    if (values.confirmPassword && values.password !== values.confirmPassword) found.confirmPassword = t('guest.auth.passwords_differ');
    setMine(found);
    return Object.keys(found).length === 0;
  };
  const field = (name: Field, label: string, autoComplete: string, type = 'text') => ({
    name,
    label,
    autoComplete,
    type,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: !!errorOf(name),
    helperText: errorOf(name),
    required: true,
    fullWidth: true,
  });
  return (
    <FormColumn
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) submit.mutate();
      }}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <TextField {...field('firstName', t('guest.auth.first_name'), 'given-name')} />
      <TextField {...field('lastName', t('guest.auth.last_name'), 'family-name')} />
      <TextField {...field('email', t('guest.auth.email'), 'email', 'email')} />
      <PasswordField {...field('password', t('guest.auth.password'), 'new-password')} helperText={errorOf('password') ?? t('guest.auth.password_rule')} />
      <PasswordField {...field('confirmPassword', t('guest.auth.confirm_password'), 'new-password')} />
      <LanguageField value={language} onChange={setLanguage} error={server.locale} />
      {captcha.element}
      <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
        {t('guest.auth.sign_up')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('guest.auth.have_account')}{' '}
        <Link component={RouterLink} to={`/portal/sign-in${search}`}>
          {t('guest.auth.sign_in')}
        </Link>
      </Typography>
    </FormColumn>
  );
};

/** `/portal/sign-up`: names, e-mail, password, the language of e-mails and the captcha; a confirmation e-mail follows. */
const SignUpPage = () => {
  const { t } = useGuestLocale();
  return (
    <AuthCard title={t('guest.auth.sign_up_title')}>
      <FullCatalogue>
        <SignUpForm />
      </FullCatalogue>
    </AuthCard>
  );
};

export default SignUpPage;
