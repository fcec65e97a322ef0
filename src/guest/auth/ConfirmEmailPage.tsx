import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { guestApi, guestKeys } from '../api';
import { useGuestSession } from '../session/GuestSession';
import { PageLoading } from '../layout/PageLoading';
import { AuthCard } from './AuthCard';

/** Sends the confirmation link again to the signed-in guest (the link is per account, so it needs the sign-in). */
export const ResendConfirmation = () => {
  const t = useT();
  const { user } = useGuestSession();
  const resend = useMutation({ mutationFn: guestApi.resendConfirmation });
  if (!user) return null;
  if (resend.isSuccess) return <Alert severity="success">{t('guest.auth.resent', { email: user.email })}</Alert>;
  return (
    <Stack spacing={1}>
      {resend.isError && <Alert severity="error">{resend.error.message}</Alert>}
      <Button variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {t('guest.auth.resend')}
      </Button>
    </Stack>
  );
};

/**
 * `/portal/confirm-email?token=…`, the link of the confirmation e-mail: confirms the address once opened.
 * A used, expired or broken link says so; a signed-in guest may ask for a new one here.
 */
const ConfirmEmailPage = () => {
  const t = useT();
  const { user } = useGuestSession();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const confirm = useMutation({
    mutationFn: guestApi.confirm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.profile }),
  });
  // Once per page: React's development double effects must not spend the link twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const next = user ? (
    <Button component={RouterLink} to="/portal" variant="contained">
      {t('guest.back_home')}
    </Button>
  ) : (
    <Button component={RouterLink} to="/portal/sign-in" variant="contained">
      {t('guest.auth.to_sign_in')}
    </Button>
  );
  return (
    <AuthCard title={t('guest.auth.confirm_title')}>
      <Stack spacing={2}>
        {!token ? (
          <Alert severity="warning">{t('guest.auth.confirm_missing')}</Alert>
        ) : confirm.isSuccess ? (
          <Alert severity="success">{t('guest.auth.confirmed')}</Alert>
        ) : confirm.isError ? (
          <Alert severity="error">{confirm.error.message}</Alert>
        ) : (
          <>
            <PageLoading />
            <Alert severity="info">{t('guest.auth.confirming')}</Alert>
          </>
        )}
        {(confirm.isError || !token) && <ResendConfirmation />}
        {(confirm.isSuccess || confirm.isError || !token) && next}
      </Stack>
    </AuthCard>
  );
};

export default ConfirmEmailPage;
