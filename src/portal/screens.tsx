import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PortalMenuRoute } from '../../resources/portalRoutes';
import { MENU_ENTRIES } from './menu/menuEntries';

/**
 * The screens of the menu's entries, each its own lazy chunk. A screen added here is routed once its
 * entry in `menuEntries.ts` is marked ready.
 */
export const SCREENS: Partial<Record<PortalMenuRoute, LazyExoticComponent<ComponentType>>> = {
  '/': lazy(() => import('./pages/DashboardPage')),
};

/** Pages outside the menu (the user dropdown's, the navbar's, a booking's detail), by path. */
export const OTHER_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {};

/** The entries that are routed: ready, with a screen. */
export const routedEntries = () => MENU_ENTRIES.filter((entry) => entry.ready && SCREENS[entry.route]);

export const NotAuthorizedPage = lazy(() => import('./pages/NotAuthorizedPage'));
export const SignInPage = lazy(() => import('./auth/SignInPage'));
export const RegisterPage = lazy(() => import('./auth/RegisterPage'));
