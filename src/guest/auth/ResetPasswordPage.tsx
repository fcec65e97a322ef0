import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { guestApi } from '../api';
import { fieldErrorsOf, formErrorOf } from '../errors';
import { AuthCard, FormColumn } from './AuthCard';
import { PasswordField } from './PasswordField';

/** `/portal/reset-password?token=…`, the e-mailed link: a new password, twice. */
const ResetPasswordPage = () => {
  const t = useT();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mine, setMine] = useState<{ newPassword?: string; confirmPassword?: string }>({});
  const reset = useMutation({ mutationFn: () => guestApi.resetPassword(token, password, confirm) });
  const errors = { ...fieldErrorsOf(reset.error), ...mine };
  const formError = formErrorOf(reset.error, ['newPassword', 'confirmPassword']);
  const toSignIn = (
    <Button component={RouterLink} to="/portal/sign-in" variant="contained">
      {t('guest.auth.to_sign_in')}
    </Button>
  );
  if (!token) {
    return (
      <AuthCard title={t('guest.auth.reset_title')}>
        <Alert severity="warning">{t('guest.auth.reset_missing')}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('guest.auth.reset_title')}>
      {reset.isSuccess ? (
        <FormColumn onSubmit={(e) => e.preventDefault()}>
          <Alert severity="success">{t('guest.auth.reset_done')}</Alert>
          {toSignIn}
        </FormColumn>
      ) : (
        <FormColumn
          onSubmit={(e) => {
            e.preventDefault();
            const found: typeof mine = {};
            if (!password) found.newPassword = t('guest.auth.required');
            if (password !== confirm) found.confirmPassword = t('guest.auth.passwords_differ');
            setMine(found);
            if (!found.newPassword && !found.confirmPassword) reset.mutate();
          }}
        >
          {formError && <Alert severity="error">{formError}</Alert>}
          <PasswordField
            label={t('guest.auth.new_password')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.newPassword}
            helperText={errors.newPassword ?? t('guest.auth.password_rule')}
            required
            fullWidth
          />
          <PasswordField
            label={t('guest.auth.confirm_password')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={!!errors.confirmPassword}
            helperText={errors.confirmPassword}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {t('guest.auth.reset')}
          </Button>
        </FormColumn>
      )}
    </AuthCard>
  );
};

export default ResetPasswordPage;
