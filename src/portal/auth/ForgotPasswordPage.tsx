import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authRequest } from '../../shared/request';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { AuthCard } from './AuthCard';
import { useCaptcha } from './Captcha';

/**
 * `/pages/forgot-password`: asks for a link that sets a new password (`POST /api/auth/password-reset`),
 * behind the captcha. The answer never says whether the address has an account.
 */
const ForgotPasswordPage = () => {
  const t = useT();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(undefined);
    setMessage(undefined);
    setSending(true);
    try {
      await authRequest('POST', '/password-reset', { email: email.trim(), captcha: await captcha.token() });
      setSent(email.trim());
    } catch (error) {
      const errors = fieldErrorsOf(error);
      setEmailError(errors.email);
      if (errors.captcha) captcha.setError(errors.captcha);
      if (!errors.email && !errors.captcha) setMessage(error instanceof Error ? error.message : t('app.errors.server'));
      captcha.renew();
    } finally {
      setSending(false);
    }
  };

  const back = (
    <Link component={RouterLink} to="/pages/login" variant="body2" align="center">
      {t('app.passwordReset.back_to_sign_in')}
    </Link>
  );
  if (sent)
    return (
      <AuthCard overline={t('app.portal.title')} title={t('app.passwordReset.request_title')}>
        <Typography role="status">{t('app.passwordReset.sent', { email: sent })}</Typography>
        {back}
      </AuthCard>
    );
  return (
    <AuthCard overline={t('app.portal.title')} title={t('app.passwordReset.request_title')} subtitle={t('app.passwordReset.request_subtitle')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid' }}>
        <TextField
          label={t('app.passwordReset.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          margin="dense"
          error={Boolean(emailError)}
          helperText={emailError ?? ' '}
        />
        {captcha.element}
        {message && <Alert severity="error">{message}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 1 }}>
          {t('app.passwordReset.send')}
        </Button>
      </Box>
      {back}
    </AuthCard>
  );
};

export default ForgotPasswordPage;
