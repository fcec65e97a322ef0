import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { useGuestSession } from '../session/GuestSession';
import { signInPath } from '../session/paths';
import { PlainButton } from './PlainButton';

const SignedInMenu = lazy(() => import('./SignedInMenu'));

/** Signed out: a Sign in button (coming back here afterwards). Signed in: the account menu (My bookings, Profile, Sign out). */
export const AccountMenu = () => {
  const t = useT();
  const { user } = useGuestSession();
  const location = useLocation();
  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInMenu />
      </Suspense>
    );
  }
  return (
    <PlainButton to={signInPath(location)} variant="header">
      {t('guest.nav.sign_in')}
    </PlainButton>
  );
};
