import type { AuthProvider } from 'ra-core';
import { authProvider } from './authProvider';
import { getToken, getUser, type SessionUser } from './session';

/** Who the back office is not for. */
export type Outsider = Exclude<SessionUser['kind'], 'staff'>;

/** Refused at the back office's sign-in: the message says where this account belongs. */
export class AudienceError extends Error {
  constructor(readonly kind: Outsider) {
    super(`app.backOffice.audience.${kind}`);
  }
}

/** The stored session when it is an agent's or a guest's (the portal's), else null. */
export const outsider = (): (SessionUser & { kind: Outsider }) | null => {
  const user = getToken() ? getUser() : null;
  return user && user.kind !== 'staff' ? (user as SessionUser & { kind: Outsider }) : null;
};

/**
 * The back office's authProvider: only staff enter. Signing in with an agent's or a guest's account is
 * refused (its new session revoked at once); an agent signed in to the portal who opens `/admin` is sent
 * to the sign-in page, which tells it where to go, and keeps its portal session.
 */
export const staffAuthProvider: AuthProvider = {
  ...authProvider,
  async login(params) {
    await authProvider.login(params);
    const user = outsider();
    if (user) {
      await authProvider.logout({});
      throw new AudienceError(user.kind);
    }
  },
  async checkAuth(params) {
    // `message: false`: no notice; the sign-in page says it.
    if (outsider()) throw { message: false };
    return authProvider.checkAuth(params);
  },
  async logout(params) {
    // The session is the portal's: leaving the back office does not end it.
    if (outsider()) return;
    return authProvider.logout(params);
  },
};
