import { startFirstReads } from './shared/firstReads';

/**
 * The page's first script (index.html runs it before the app's own bundle, and it imports almost nothing):
 * at the agent portal's root, a signed-in agent's dashboard and wallet are asked for at once, while the
 * app's code is still downloading and running, instead of once it has run (a quarter of a second later on a
 * busy two-core laptop). The mock backend (`npm run dev:mock`) answers only once the app has started its
 * service worker: there, the app asks itself.
 */
if (import.meta.env.MODE !== 'mock') startFirstReads(window.location.pathname);
