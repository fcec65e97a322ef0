import type { PermissionMatrix } from '../../resources/types';

/** The signed-in person as `POST /api/auth/login` and `GET /api/auth/me` return it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: 'staff' | 'agent' | 'guest';
  role: string | null;
  permissions: PermissionMatrix;
  type: { code: string } | null;
}

/** Local-storage keys: the login data (bearer token) and the user it belongs to. */
export const LOGIN_DATA_KEY = 'loginData';
export const USER_DATA_KEY = 'userData';

interface LoginData {
  accessToken: string;
}

const read = <T>(key: string): T | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

export const getToken = () => read<LoginData>(LOGIN_DATA_KEY)?.accessToken ?? null;
export const getUser = () => read<SessionUser>(USER_DATA_KEY);

export const saveSession = (accessToken: string, user: SessionUser) => {
  localStorage.setItem(LOGIN_DATA_KEY, JSON.stringify({ accessToken } satisfies LoginData));
  saveUser(user);
};

export const saveUser = (user: SessionUser) => localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));

/** Forgets the session: the spec clears all of local storage (the chosen language is kept). */
export const clearSession = () => {
  const locale = localStorage.getItem(LOCALE_KEY);
  localStorage.clear();
  if (locale) localStorage.setItem(LOCALE_KEY, locale);
};

/** The server ended the session (401): forget it and go to the site root. */
export const endSession = () => {
  clearSession();
  window.location.assign('/');
};

/** The interface language chosen by the user (en, my or cn). */
export const LOCALE_KEY = 'locale';
