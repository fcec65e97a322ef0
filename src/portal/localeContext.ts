import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n/types';

/**
 * The portal screens' language, apart from the provider (PortalLocale.tsx, which loads every catalogue
 * through react-admin's i18n): the guest site provides the same context with its own lazily loaded
 * messages, so the screens both sites share (the booking steps, the captcha, the address fields) read it
 * without pulling react-admin or all the languages into the guest site.
 */
export type Translate = (key: string, args?: Record<string, unknown>) => string;

export interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
  t: Translate;
}

/** Exported for hosts outside the portal (the back office's desk wizard, the guest site) to give the portal's steps their language. */
export const LocaleContext = createContext<LocaleState | null>(null);

export const usePortalLocale = () => {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('usePortalLocale outside PortalLocaleProvider');
  return state;
};

/** The translate function of the current language. */
export const useT = () => usePortalLocale().t;
