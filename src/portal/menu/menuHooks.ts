import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isPortalMenuRoute, MAX_BOOKMARKS, type PortalMenuRoute } from '../../../resources/portalRoutes';
import { fieldErrorsOf, portalApi, queryKeys } from '../api';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { MENU_ENTRIES, type MenuEntry } from './menuEntries';
import { canSee, viewerOf, type MenuLayout } from './menuRules';

/** The entries the signed-in agent sees in the given menu: ready ones its rules allow, in the data's order. */
export const useMenuEntries = (layout: MenuLayout): MenuEntry[] => {
  const { user } = usePortalSession();
  if (!user) return [];
  const viewer = viewerOf(user);
  return MENU_ENTRIES.filter((entry) => entry.ready && canSee(entry.rule, viewer, layout));
};

/**
 * The count an entry's badge shows, or undefined: the Dashboard's is the dashboard's `badge` (bookings
 * waiting for the agent), read through the same query as the dashboard screen.
 */
export const useBadge = (entry: MenuEntry) => {
  const { data } = useQuery({ queryKey: queryKeys.dashboard, queryFn: portalApi.dashboard, enabled: entry.badge === 'needsAction', select: (dashboard) => dashboard.badge });
  return entry.badge && data ? data : undefined;
};

/**
 * The agent's starred pages (at most 10), kept on the server (`POST /api/agent/update/bookmarks`) so they
 * follow the agent to any browser. A refusal is told in `error`.
 */
export const useBookmarks = () => {
  const t = useT();
  const { user, updateUser } = usePortalSession();
  const [error, setError] = useState<string>();
  const bookmarks = (user?.bookmarks ?? []).filter(isPortalMenuRoute);

  const toggle = async (route: PortalMenuRoute) => {
    if (!user) return;
    const starred = user.bookmarks.includes(route);
    if (!starred && user.bookmarks.length >= MAX_BOOKMARKS) {
      setError(t('app.portal.bookmarks.too_many', { max: MAX_BOOKMARKS }));
      return;
    }
    const next = starred ? user.bookmarks.filter((b) => b !== route) : [...user.bookmarks, route];
    try {
      const saved = await portalApi.saveBookmarks(next);
      updateUser({ ...user, bookmarks: saved.bookmarks });
    } catch (failure) {
      setError(fieldErrorsOf(failure).bookmarks ?? (failure instanceof Error ? failure.message : t('app.errors.server')));
    }
  };

  return { bookmarks, isStarred: (route: PortalMenuRoute) => bookmarks.includes(route), toggle, error, clearError: () => setError(undefined) };
};
