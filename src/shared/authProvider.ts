import type { AuthProvider } from 'ra-core';
import { PERMISSION_ACTIONS, type AppModule, type PermissionAction } from '../../resources/types';
import { authRequest } from './request';
import { clearSession, endSession, getToken, getUser, saveSession, saveUser, type SessionUser } from './session';

/** How often checkAuth re-reads the user, so that a changed role applies without signing in again. */
const REFRESH_MS = 60_000;
let lastRefresh = 0;

const isAction = (action: string): action is PermissionAction => PERMISSION_ACTIONS.includes(action as PermissionAction);

/** Whether a user's role grants `action` on `module` (staff only; the admin role may do everything). */
export const userCan = (user: SessionUser | null, module: string, action: string) => {
  if (!user || user.kind !== 'staff') return false;
  if (user.role === 'admin') return true;
  return isAction(action) && (user.permissions[module as AppModule] ?? []).includes(action);
};

const refreshUser = async () => {
  const user = await authRequest<SessionUser>('GET', '/me');
  saveUser(user);
  lastRefresh = Date.now();
};

/** react-admin's AuthProvider on `/api/auth`, with the role's permission matrix behind `canAccess`. */
export const authProvider: AuthProvider = {
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    clearSession();
    const { accessToken, user } = await authRequest<{ accessToken: string; user: SessionUser }>('POST', '/login', {
      email: email ?? username,
      password,
    });
    saveSession(accessToken, user);
    lastRefresh = Date.now();
  },

  async logout() {
    if (getToken()) await authRequest('POST', '/logout').catch(() => undefined);
    clearSession();
    lastRefresh = 0;
  },

  async checkAuth() {
    if (!getToken() || !getUser()) throw new Error('ra.auth.auth_check_error');
    if (Date.now() - lastRefresh > REFRESH_MS) await refreshUser();
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      endSession();
      // The page is leaving for `/`: react-admin must neither sign out again nor redirect.
      throw { logoutUser: false, redirectTo: false };
    }
  },

  async getIdentity() {
    const user = getUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, firstName: user.firstName };
  },

  async getPermissions() {
    return getUser()?.permissions ?? {};
  },

  async canAccess({ resource, action }) {
    return userCan(getUser(), resource, action);
  },
};
