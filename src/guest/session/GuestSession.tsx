import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession, getToken, getUser, onSessionEnd, saveSession, saveUser, type SessionUser } from '../../shared/session';
import { forgetAccountData } from '../accountData';
import { guestApi } from '../api';

interface GuestSessionState {
  /** The signed-in guest, null when signed out (or signed in as staff or an agent, which the guest site ignores). */
  user: SessionUser | null;
  /** Signs in at `POST /api/portal/auth/login`; the profile's `confirmed` says whether the guest may book yet. */
  signIn: (email: string, password: string) => Promise<{ confirmed: boolean }>;
  signOut: () => Promise<void>;
  /** The names changed (profile saved): the header shows the new ones. */
  rename: (firstName: string, lastName: string) => void;
}

const GuestSessionContext = createContext<GuestSessionState | null>(null);

/** A stored session of a guest; another kind's session (the same browser signed in on the agent portal) is not one. */
const storedGuest = () => {
  const user = getUser();
  return user?.kind === 'guest' && getToken() ? user : null;
};

/**
 * The guest's sign-in, kept where the other portals keep theirs (src/shared/session.ts: the bearer token
 * every request sends). A 401 from the server ends it and sends the guest to the sign-in page.
 */
export const GuestSessionProvider = ({ children }: { children: ReactNode }) => {
  const [user, setUser] = useState<SessionUser | null>(storedGuest);
  const navigate = useNavigate();

  useEffect(
    () =>
      onSessionEnd(() => {
        setUser(null);
        forgetAccountData();
        navigate('/portal/sign-in');
      }),
    [navigate],
  );

  const signIn = useCallback(async (email: string, password: string) => {
    const { accessToken, user: signedIn, profile } = await guestApi.signIn(email, password);
    saveSession(accessToken, signedIn);
    setUser(signedIn);
    return { confirmed: profile.confirmed };
  }, []);

  const signOut = useCallback(async () => {
    // The server forgets the session; signed out here whatever it answers (offline, already expired).
    await guestApi.signOut().catch(() => undefined);
    clearSession();
    setUser(null);
    forgetAccountData();
  }, []);

  const rename = useCallback((firstName: string, lastName: string) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, firstName, lastName };
      saveUser(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ user, signIn, signOut, rename }), [user, signIn, signOut, rename]);
  return <GuestSessionContext.Provider value={value}>{children}</GuestSessionContext.Provider>;
};

export const useGuestSession = () => {
  const state = useContext(GuestSessionContext);
  if (!state) throw new Error('useGuestSession outside GuestSessionProvider');
  return state;
};
