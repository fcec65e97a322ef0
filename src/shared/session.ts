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
  /** Agents: P pending review, A approved, R rejected. */
  status: { code: string } | null;
  /** Agents: their role inside their agency (admin, editor, viewer). */
  agencyRole: string | null;
  /** Agents: starred portal pages (routes). */
  bookmarks: string[];
  /** Agents: their picture's public address (null, or absent in a user stored before pictures: the initials). */
  profilePic?: string | null;
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

/** The interface language chosen by the user (en, my or cn). */
export const LOCALE_KEY = 'locale';
/** The agent portal's theme customizer settings and display currency: preferences of the browser, not the session. */
export const THEME_SETTINGS_KEY = 'themeSettings';
export const CURRENCY_KEY = 'currency';
/** The guest site: the travel agent whose booking link (`/portal?agent=<code>`) brought this browser; kept across sign-outs. */
export const AGENT_CODE_KEY = 'agentCode';
const PREFERENCE_KEYS = [LOCALE_KEY, THEME_SETTINGS_KEY, CURRENCY_KEY, AGENT_CODE_KEY];

/** Forgets the session: the spec clears all of local storage (the browser's preferences are kept). */
export const clearSession = () => {
  const kept = PREFERENCE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
};

const reloadAtRoot = () => window.location.assign('/');
let goToRoot = reloadAtRoot;

/**
 * Lets a mounted app take the visitor to `/` its own way (the agent portal navigates in its router instead
 * of reloading the page); returns the undo, which restores the page reload.
 */
export const onSessionEnd = (handler: () => void) => {
  goToRoot = handler;
  return () => {
    if (goToRoot === handler) goToRoot = reloadAtRoot;
  };
};

/** The server ended the session (401): forget it and go to the site root. */
export const endSession = () => {
  clearSession();
  goToRoot();
};
