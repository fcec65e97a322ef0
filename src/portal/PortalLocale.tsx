import { I18nContext } from 'ra-core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../../i18n/types';
import { currentLocale, i18nProvider } from '../shared/i18nProvider';
import { LocaleContext, type LocaleState } from './localeContext';

export { LocaleContext, usePortalLocale, useT, type LocaleState, type Translate } from './localeContext';

/**
 * The portal's language: the app's i18n provider (the one the back office and the sign-in screens use,
 * remembered in local storage), with the locale in React state so that a change re-renders every portal
 * screen. react-admin's `useTranslate` works inside too: its context gets a new provider object per locale.
 */
export const PortalLocaleProvider = ({ children }: { children: ReactNode }) => {
  const [locale, setState] = useState<Locale>(currentLocale);
  const setLocale = useCallback(async (next: Locale) => {
    await i18nProvider.changeLocale(next);
    setState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale === 'cn' ? 'zh' : locale === 'my' ? 'ms' : 'en';
  }, [locale]);
  const value = useMemo<LocaleState>(
    () => ({ locale, setLocale, t: (key, args) => i18nProvider.translate(key, args) }),
    [locale, setLocale],
  );
  const raProvider = useMemo(() => ({ ...i18nProvider, locale }), [locale]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nContext.Provider value={raProvider}>{children}</I18nContext.Provider>
    </LocaleContext.Provider>
  );
};
