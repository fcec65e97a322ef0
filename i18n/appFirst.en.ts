import { enAppCore } from './appCore.en';
import { enBackOffice } from './backOffice.en';
import { enDashboard } from './dashboard.en';
import { enFirstScreen } from './firstScreen.en';

/**
 * The English messages the back office's first screen needs (its shell, menu, sign-in and dashboard): they
 * ship with its code. Of the other screens' areas it takes only the words that screen shows (firstScreen.en.ts);
 * the rest (appLater.en.ts) downloads beside any other screen (src/shared/i18nProvider.ts).
 */
export const enAppFirst = {
  ...enAppCore,
  ...enBackOffice,
  ...enDashboard,
  ...enFirstScreen,
} as const;
