import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { authProvider } from '../../shared/authProvider';
import { authRequest } from '../../shared/request';
import { getToken, getUser, onSessionEnd, saveUser, type SessionUser } from '../../shared/session';

interface PortalSession {
  /** The signed-in person, or null. */
  user: SessionUser | null;
  /** Signs in with `POST /api/auth/login` (through the app's authProvider) and answers who signed in. */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  /** Log Out: revokes the token, clears local storage and goes to `/pages/login`. */
  signOut: () => Promise<void>;
  /** Keeps a changed user (its bookmarks) in state and in local storage. */
  updateUser: (user: SessionUser) => void;
}

const SessionContext = createContext<PortalSession | null>(null);

/** The user stored at sign-in (one stored before bookmarks existed has none yet). */
const storedUser = (): SessionUser | null => {
  const user = getToken() ? getUser() : null;
  return user && { ...user, bookmarks: Array.isArray(user.bookmarks) ? user.bookmarks : [] };
};

export const PortalSessionProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(storedUser);

  // A 401 from the API (the account was deactivated or rejected, or the session ended): request.ts has
  // cleared local storage; the portal forgets the user and goes to `/` without reloading the page.
  useEffect(
    () =>
      onSessionEnd(() => {
        queryClient.clear();
        // One transition (the router's navigations are transitions): the signed-out portal is drawn at `/`.
        startTransition(() => {
          setUser(null);
          navigate('/', { replace: true });
        });
      }),
    [navigate, queryClient],
  );

  // Read the user again on arrival, so a role, status or bookmarks changed elsewhere apply.
  useEffect(() => {
    if (!getToken()) return;
    authRequest<SessionUser>('GET', '/me')
      .then((fresh) => {
        saveUser(fresh);
        setUser(fresh);
      })
      .catch(() => undefined);
  }, []);

  const updateUser = useCallback((next: SessionUser) => {
    saveUser(next);
    setUser(next);
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    await authProvider.login({ email, password });
    const signedIn = getUser();
    if (!signedIn) throw new Error('app.errors.server');
    queryClient.clear();
    setUser(signedIn);
    return signedIn;
  }, [queryClient]);

  const signOut = useCallback(async () => {
    await authProvider.logout({});
    setUser(null);
    queryClient.clear();
    navigate('/pages/login', { replace: true });
  }, [navigate, queryClient]);

  const value = useMemo(() => ({ user, signIn, signOut, updateUser }), [user, signIn, signOut, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

export const usePortalSession = () => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('usePortalSession outside PortalSessionProvider');
  return session;
};
