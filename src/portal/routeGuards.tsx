import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { entryOfPath, type MenuEntry } from './menu/menuEntries';
import { canOpen, viewerOf } from './menu/menuRules';
import { usePortalSession } from './session/PortalSession';

export const NOT_AUTHORIZED = '/misc/not-authorized';

/**
 * The portal's pages are for signed-in agents: a visitor goes to the sign-in page, staff to the back
 * office. Guests have their own portal (`/portal`) and are sent to sign in as an agent.
 */
export const RequireAgent = () => {
  const { user } = usePortalSession();
  if (user?.kind === 'staff') return <Navigate to="/admin" replace />;
  if (user?.kind !== 'agent') return <Navigate to="/pages/login" replace />;
  return <Outlet />;
};

/** A menu entry's page: a person its rule leaves out goes to `/misc/not-authorized` (spec section 6). */
export const EntryRoute = ({ entry, children }: { entry: MenuEntry; children: ReactNode }) => {
  const { user } = usePortalSession();
  if (!user || !canOpen(entry.rule, viewerOf(user))) return <Navigate to={NOT_AUTHORIZED} replace />;
  return children;
};

/**
 * Any other path. The URL of an entry whose screen has not landed yet is still guarded by its rule;
 * everything else goes to the dashboard.
 */
export const UnknownRoute = () => {
  const { pathname } = useLocation();
  const { user } = usePortalSession();
  const entry = entryOfPath(pathname);
  if (entry && user && !canOpen(entry.rule, viewerOf(user))) return <Navigate to={NOT_AUTHORIZED} replace />;
  return <Navigate to="/" replace />;
};
