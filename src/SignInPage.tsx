import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOCALES, type Locale } from '../i18n/types';
import { AudienceNotice } from './AudienceNotice';
import { AudienceError, outsider, staffAuthProvider, type Outsider } from './shared/staffAuthProvider';
import { availableLocales, currentLocale, i18nProvider } from './shared/i18nProvider';

type Field = 'email' | 'password';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The staff sign-in at `/admin/login`. It lives in the first bundle, outside react-admin, so the
 * sign-in screen shows before the back office's code has downloaded; the back office loads after.
 */
export const SignInPage = () => {
  const navigate = useNavigate();
  const [locale, setLocale] = useState<Locale>(currentLocale());
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  // An agent or guest refused here, or signed in to the portal and sent here from the back office.
  const [refused, setRefused] = useState<Outsider | null>(null);
  const wanderer = outsider();
  const t = (key: string) => i18nProvider.translate(key);

  const changeLocale = async (next: string) => {
    if (!LOCALES.includes(next as Locale)) return;
    await i18nProvider.changeLocale(next);
    setLocale(next as Locale);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.email.trim()) found.email = t('ra.validation.required');
    else if (!EMAIL.test(values.email.trim())) found.email = t('ra.validation.email');
    if (!values.password) found.password = t('ra.validation.required');
    setErrors(found);
    setMessage(undefined);
    setRefused(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await staffAuthProvider.login({ email: values.email.trim(), password: values.password });
      navigate('/admin', { replace: true });
    } catch (error) {
      if (error instanceof AudienceError) {
        setRefused(error.kind);
        setBusy(false);
        return;
      }
      const body = error instanceof HttpError ? (error.body as { errors?: Partial<Record<Field, string>> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      setMessage(error instanceof Error ? error.message : t('app.errors.server'));
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
      fullWidth
      margin="dense"
      value={values[field]}
      onChange={(e) => setValues({ ...values, [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
    />
  );

  return (
    <Box component="main" lang={locale} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, background: 'linear-gradient(135deg, #0b6e83 0%, #1d9aa8 50%, #f3d9a4 100%)' }}>
      <Card component="form" noValidate onSubmit={submit} sx={{ width: '100%', maxWidth: 380, p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h1" align="center">
          {t('app.auth.sign_in_title')}
        </Typography>
        <TextField select size="small" label={t('app.language.label')} value={locale} onChange={(e) => void changeLocale(e.target.value)} sx={{ alignSelf: 'flex-end', minWidth: 160 }}>
          {availableLocales.map(({ locale: code, name }) => (
            <MenuItem key={code} value={code}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {refused || wanderer ? <AudienceNotice kind={refused ?? wanderer?.kind ?? 'guest'} signedInAs={refused ? null : (wanderer?.email ?? null)} /> : null}
        {input('email', t('app.auth.email'), 'email', 'username')}
        {input('password', t('app.auth.password'), 'password', 'current-password')}
        {message && <Alert severity="error">{message}</Alert>}
        <Button type="submit" variant="contained" disabled={busy} size="large">
          {t('app.auth.sign_in')}
        </Button>
        <Typography variant="body2" color="text.secondary" align="center">
          {t('app.auth.demo_hint')}
        </Typography>
      </Card>
    </Box>
  );
};
