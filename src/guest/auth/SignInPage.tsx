import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { fieldErrorsOf, formErrorOf } from '../errors';
import { useGuestSession } from '../session/GuestSession';
import { nextPath } from '../session/paths';
import { AuthCard, FormColumn } from './AuthCard';
import { PasswordField } from './PasswordField';

/** `/portal/sign-in`: e-mail and password; afterwards back where the guest was going (`?next=`), else the landing page. */
const SignInPage = () => {
  const t = useT();
  const { signIn } = useGuestSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Record<string, boolean>>({});
  const submit = useMutation({
    mutationFn: () => signIn(email.trim(), password),
    onSuccess: () => navigate(nextPath(search), { replace: true }),
  });
  const errors = fieldErrorsOf(submit.error);
  const formError = formErrorOf(submit.error, ['email', 'password']);
  const required = t('guest.auth.required');
  const keep = search ? `?${new URLSearchParams({ next: nextPath(search) }).toString()}` : '';
  return (
    <AuthCard
      title={t('guest.auth.sign_in_title')}
      intro={t('guest.auth.sign_in_intro')}
      footer={
        <Typography variant="body2">
          {t('guest.auth.no_account')}{' '}
          <Link component={RouterLink} to={`/portal/sign-up${keep}`}>
            {t('guest.auth.sign_up')}
          </Link>
        </Typography>
      }
    >
      <FormColumn
        onSubmit={(e) => {
          e.preventDefault();
          const gaps = { email: !email.trim(), password: !password };
          setMissing(gaps);
          if (!gaps.email && !gaps.password) submit.mutate();
        }}
      >
        {formError && <Alert severity="error">{formError}</Alert>}
        <TextField
          label={t('guest.auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!errors.email || missing.email}
          helperText={errors.email ?? (missing.email ? required : undefined)}
          required
          fullWidth
        />
        <PasswordField
          label={t('guest.auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!errors.password || missing.password}
          helperText={errors.password ?? (missing.password ? required : undefined)}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
          {t('guest.auth.sign_in')}
        </Button>
        <Link component={RouterLink} to="/portal/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('guest.auth.forgot')}
        </Link>
      </FormColumn>
    </AuthCard>
  );
};

export default SignInPage;
