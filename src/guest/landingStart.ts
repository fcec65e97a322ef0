import { currentLocale } from '../shared/locale';
import { guestApi } from './api';
import { loadGuestMessages } from './catalogues';
import { primePublicData } from './publicData';

/**
 * Starts at once, side by side, what the front page waits for: its code, the language's words and the
 * packages. Left to React, each would start only when the one before had rendered (the site, then the
 * words, then the page, then its data), one after the other.
 */
export const startLanding = () => {
  const locale = currentLocale();
  void loadGuestMessages(locale);
  void import('./pages/LandingPage');
  primePublicData(`packages:${locale}`, guestApi.packages);
};
