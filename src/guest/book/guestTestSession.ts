import { request } from '../../shared/request';
import { saveSession, type SessionUser } from '../../shared/session';

/**
 * Signs a guest in for a UI test as the guest site's sign-in page does (`POST /api/portal/auth/login`,
 * the session kept where every request reads its token); answers the token for direct API calls.
 */
export const signInGuest = async (email = 'guest@guest.test', password = 'Demo!2345') => {
  const { accessToken, user } = await request<{ accessToken: string; user: SessionUser }>({ method: 'POST', path: '/auth/login', target: 'userPortal', payload: { email, password } });
  saveSession(accessToken, user);
  return accessToken;
};
