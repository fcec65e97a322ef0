import { atMost, preloadable } from '../../shared/preloadable';
import { portalApi, queryKeys } from '../api';
import { startEarlyRead } from '../earlyReads';

/** How long the portal's first render waits for the dashboard's data; a slower answer comes in behind the page's own spinner. */
const DASHBOARD_WAIT_MS = 1000;

/** The dashboard's screen (`/`); once preloaded, it renders without a loading step. */
export const DashboardScreen = preloadable(() => import('./DashboardPage'));

/**
 * Starts at once, beside the portal's code, what a signed-in agent's dashboard waits for: its code, its
 * data and the wallet. Left to React, the reads would start only once the portal had run and rendered
 * (a tenth of a second or more on a phone). Resolves when the code and (for at most
 * {@link DASHBOARD_WAIT_MS}) the dashboard's data are in: the portal then renders once, with its data.
 */
export const startDashboard = () => {
  const data = startEarlyRead(queryKeys.dashboard, portalApi.dashboard);
  startEarlyRead(queryKeys.wallet, portalApi.wallet).catch(() => undefined);
  // Should the page's code fail to download, the portal still renders, and its route shows the error.
  return Promise.all([DashboardScreen.preload().catch(() => undefined), atMost(data, DASHBOARD_WAIT_MS)]);
};
