import Container from '@mui/material/Container';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { guestApi, guestKeys } from '../api';
import { Notice } from '../layout/NativeField';
import { PlainButton } from '../layout/PlainButton';
import { PageLoading } from '../layout/PageLoading';
import { useGuestSession } from './GuestSession';
import { signInPath } from './paths';

export { nextPath, signInPath } from './paths';

/** Asks an unconfirmed guest to open the e-mailed link first, with a button that sends it again. */
const ConfirmFirst = ({ email }: { email: string }) => {
  const t = useT();
  const resend = useMutation({ mutationFn: guestApi.resendConfirmation });
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Notice
        severity={resend.isSuccess ? 'success' : resend.isError ? 'error' : 'info'}
        action={
          resend.isSuccess ? undefined : (
            <PlainButton variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {t('guest.auth.resend')}
            </PlainButton>
          )
        }
      >
        {resend.isSuccess ? t('guest.auth.resent', { email }) : resend.isError ? resend.error.message : t('guest.auth.not_confirmed')}
      </Notice>
    </Container>
  );
};

/**
 * A page for signed-in guests only: others go to the sign-in page and come back. With `confirmed`, a
 * guest whose e-mail is not confirmed yet (who may sign in but not book) is asked to confirm it first.
 */
export const RequireGuest = ({ confirmed = false, children }: { confirmed?: boolean; children: ReactNode }) => {
  const { user } = useGuestSession();
  const location = useLocation();
  const profile = useQuery({ queryKey: guestKeys.profile, queryFn: guestApi.profile, enabled: !!user && confirmed });
  if (!user) return <Navigate to={signInPath(location)} replace />;
  if (!confirmed) return <>{children}</>;
  if (profile.isPending) return <PageLoading />;
  if (profile.data && !profile.data.confirmed) return <ConfirmFirst email={profile.data.email} />;
  return <>{children}</>;
};
