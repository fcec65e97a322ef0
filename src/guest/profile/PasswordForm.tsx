import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../portal/localeContext';
import { guestApi } from '../api';
import { PasswordField } from '../auth/PasswordField';
import { fieldErrorsOf, formErrorOf } from '../errors';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Key = keyof typeof EMPTY;

/** Changes the password: the current one, the new one twice; the server's rules answer per field. */
export const PasswordForm = () => {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const change = useMutation({ mutationFn: () => guestApi.changePassword(values), onSuccess: () => setValues(EMPTY) });
  const errors = fieldErrorsOf(change.error);
  const formError = formErrorOf(change.error, Object.keys(EMPTY));
  const field = (key: Key, label: string, autoComplete: string) => ({
    name: key,
    label,
    autoComplete,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: !!errors[key],
    helperText: errors[key] ?? (key === 'newPassword' ? t('guest.auth.password_rule') : undefined),
    fullWidth: true,
    required: true,
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      {change.isSuccess && <Alert severity="success">{t('guest.profile.password_changed')}</Alert>}
      {formError && <Alert severity="error">{formError}</Alert>}
      <PasswordField {...field('currentPassword', t('guest.auth.current_password'), 'current-password')} />
      <PasswordField {...field('newPassword', t('guest.auth.new_password'), 'new-password')} />
      <PasswordField {...field('confirmPassword', t('guest.auth.confirm_password'), 'new-password')} />
      <Button type="submit" variant="outlined" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('guest.profile.change_password')}
      </Button>
    </Box>
  );
};
