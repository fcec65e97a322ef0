import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useT, type Translate } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { fieldErrorsOf } from '../api';
import { AuthCard } from './AuthCard';

const schemaOf = (t: Translate) =>
  yup.object({
    email: yup.string().trim().required(t('ra.validation.required')).email(t('app.validation.invalid_email')),
    password: yup.string().required(t('ra.validation.required')),
  });
type Values = yup.InferType<ReturnType<typeof schemaOf>>;

/**
 * `/pages/login`: the agents' sign-in (`POST /api/auth/login`). Staff who sign in here go to the back
 * office; guests are told this page is for agents.
 */
const SignInPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const { user, signIn, signOut } = usePortalSession();
  const schema = useMemo(() => schemaOf(t), [t]);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { email: '', password: '' } });
  const [message, setMessage] = useState<string>();

  if (user?.kind === 'agent') return <Navigate to="/" replace />;

  const submit = async ({ email, password }: Values) => {
    setMessage(undefined);
    try {
      const signedIn = await signIn(email, password);
      if (signedIn.kind === 'staff') navigate('/admin', { replace: true });
      else if (signedIn.kind === 'agent') navigate('/', { replace: true });
      else {
        await signOut();
        setMessage(t('app.portal.sign_in.agents_only'));
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      for (const name of ['email', 'password'] as const) if (fields[name]) setError(name, { message: fields[name] });
      // Spec section 8: a failed sign-in is logged to the console; the person reads the server's message.
      console.error(error);
      setMessage(error instanceof Error ? t(error.message, { _: error.message }) : t('app.errors.server'));
    }
  };

  const field = (name: keyof Values, type: string, autoComplete: string) => (
    <TextField
      {...register(name)}
      label={t(name === 'email' ? 'app.auth.email' : 'app.auth.password')}
      type={type}
      autoComplete={autoComplete}
      required
      fullWidth
      error={Boolean(formState.errors[name])}
      helperText={formState.errors[name]?.message ?? ' '}
    />
  );

  return (
    <AuthCard overline={t('app.portal.sign_in.title')} title={t('app.landing.welcome')} subtitle={t('app.portal.sign_in.subtitle')}>
      <form noValidate onSubmit={handleSubmit(submit)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {field('email', 'email', 'username')}
        {field('password', 'password', 'current-password')}
        {message && <Alert severity="error">{message}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {t('app.portal.sign_in.submit')}
        </Button>
      </form>
      <Link component={RouterLink} to="/pages/forgot-password" variant="body2" align="center">
        {t('app.passwordReset.forgot')}
      </Link>
      <Typography variant="body2" align="center">
        {t('app.portal.sign_in.new_agent')}{' '}
        <Link component={RouterLink} to="/pages/register">
          {t('app.portal.sign_in.register')}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" align="center">
        {t('app.auth.demo_hint')}
      </Typography>
      <Link component={RouterLink} to="/admin/login" variant="body2" align="center" color="text.secondary">
        {t('app.portal.sign_in.staff')}
      </Link>
    </AuthCard>
  );
};

export default SignInPage;
