import { currentLocale } from '../shared/locale';
import { atMost, preloadable } from '../shared/preloadable';
import { guestApi } from './api';
import { loadGuestMessages } from './catalogues';
import { primePublicData } from './publicData';

/** The front page's component; once preloaded, it renders without a loading step. */
export const LandingPage = preloadable(() => import('./pages/LandingPage'));

/** How long the first render waits for the packages; a slower answer comes in behind the page's own spinner. */
const PACKAGES_WAIT_MS = 1000;

/**
 * Starts at once, side by side, what the front page waits for: its code, the language's words, the
 * packages and the display currencies. Left to React, each would start only when the one before had
 * rendered (the site, then the words, then the page, then its data), one after the other. Resolves when
 * the code, the words and (for at most {@link PACKAGES_WAIT_MS}) the packages are in: the page then
 * renders once, with its packages, instead of once with a spinner and again with them.
 */
export const startLanding = () => {
  const locale = currentLocale();
  const packages = primePublicData(`packages:${locale}`, guestApi.packages);
  primePublicData('currencies', guestApi.currencies).catch(() => undefined);
  return Promise.all([loadGuestMessages(locale), LandingPage.preload(), atMost(packages, PACKAGES_WAIT_MS)]);
};
