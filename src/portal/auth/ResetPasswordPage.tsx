import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authRequest } from '../../shared/request';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { AuthCard } from './AuthCard';

type Field = 'newPassword' | 'confirmPassword';

/**
 * `/pages/reset-password?token=…`: the e-mailed link's page; sets the new password
 * (`POST /api/auth/password-reset/confirm`). A used or expired link says so and offers a new one.
 */
const ResetPasswordPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(undefined);
    setSaving(true);
    try {
      await authRequest('POST', '/password-reset/confirm', { token: params.get('token') ?? '', ...values });
      setDone(true);
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      if (Object.keys(found).length === 0) setMessage(error instanceof Error ? error.message : t('app.errors.server'));
    } finally {
      setSaving(false);
    }
  };

  if (done)
    return (
      <AuthCard overline={t('app.portal.title')} title={t('app.passwordReset.set_title')}>
        <Typography role="status">{t('app.passwordReset.done')}</Typography>
        <Button component={RouterLink} to="/pages/login" variant="contained">
          {t('app.passwordReset.back_to_sign_in')}
        </Button>
      </AuthCard>
    );
  const input = (name: Field, label: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      required
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      margin="dense"
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
    />
  );
  return (
    <AuthCard overline={t('app.portal.title')} title={t('app.passwordReset.set_title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid' }}>
        {input('newPassword', t('app.passwordReset.new_password'))}
        {input('confirmPassword', t('app.passwordReset.confirm_password'))}
        {errors.token && (
          <Alert severity="error" action={<Button component={RouterLink} to="/pages/forgot-password" size="small">{t('app.passwordReset.send')}</Button>}>
            {errors.token}
          </Alert>
        )}
        {message && <Alert severity="error">{message}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ mt: 1 }}>
          {t('app.passwordReset.save')}
        </Button>
      </Box>
      <Link component={RouterLink} to="/pages/login" variant="body2" align="center">
        {t('app.passwordReset.back_to_sign_in')}
      </Link>
    </AuthCard>
  );
};

export default ResetPasswordPage;
