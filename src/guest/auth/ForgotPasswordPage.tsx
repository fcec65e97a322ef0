import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCaptcha } from '../../portal/auth/Captcha';
import { useT } from '../../portal/localeContext';
import { FullCatalogue } from '../GuestLocale';
import { guestApi } from '../api';
import { fieldErrorsOf, formErrorOf } from '../errors';
import { AuthCard, FormColumn } from './AuthCard';

const ForgotForm = () => {
  const t = useT();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: async () => guestApi.requestPasswordReset(email.trim(), await captcha.token()),
    onError: (error) => {
      const captchaError = fieldErrorsOf(error).captcha;
      if (captchaError) captcha.setError(captchaError);
      captcha.renew();
    },
  });
  if (send.isSuccess) return <Alert severity="success">{t('guest.auth.link_sent')}</Alert>;
  const errors = fieldErrorsOf(send.error);
  const formError = formErrorOf(send.error, ['email', 'captcha']);
  return (
    <FormColumn
      onSubmit={(e) => {
        e.preventDefault();
        setMissing(!email.trim());
        if (email.trim()) send.mutate();
      }}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <TextField
        label={t('guest.auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={missing || !!errors.email}
        helperText={errors.email ?? (missing ? t('guest.auth.required') : undefined)}
        required
        fullWidth
      />
      {captcha.element}
      <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
        {t('guest.auth.send_link')}
      </Button>
    </FormColumn>
  );
};

/** `/portal/forgot-password`: e-mails a link to choose a new password (the same answer whether or not the address has an account). */
const ForgotPasswordPage = () => {
  const t = useT();
  return (
    <AuthCard
      title={t('guest.auth.forgot_title')}
      intro={t('guest.auth.forgot_intro')}
      footer={
        <Link component={RouterLink} to="/portal/sign-in" variant="body2">
          {t('guest.auth.to_sign_in')}
        </Link>
      }
    >
      <FullCatalogue>
        <ForgotForm />
      </FullCatalogue>
    </AuthCard>
  );
};

export default ForgotPasswordPage;
