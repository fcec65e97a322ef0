import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '../../../i18n/types';
import { LocaleContext, type LocaleState } from '../../portal/PortalLocale';

const isLocale = (value: string): value is Locale => LOCALES.some((l) => l === value);

/**
 * Gives the portal's wizard steps (which read `useT`) the back office's language: react-admin's
 * translate and locale, so the app bar's language switch re-renders them like any admin screen.
 */
export const AdminLocaleBridge = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const value = useMemo<LocaleState>(
    () => ({
      locale: isLocale(locale) ? locale : 'en',
      setLocale: async (next: Locale) => setLocale(next),
      t: (key, args) => translate(key, args),
    }),
    [locale, setLocale, translate],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
};
