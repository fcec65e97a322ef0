import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues, LOCALES, type Locale } from '../../i18n';
import { pluralRules } from '../../i18n/pluralRules';
import { LOCALE_KEY } from './session';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language the user last chose (kept in local storage), English by default. */
export const currentLocale = (): Locale => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : 'en';
};

/** The language selector's entries: each language named in itself. */
export const availableLocales = LOCALES.map((locale) => ({ locale, name: catalogues[locale].app.language[locale] }));

const polyglot = polyglotI18nProvider((locale) => catalogues[isLocale(locale) ? locale : 'en'], currentLocale(), availableLocales, {
  allowMissing: true,
  // Malay and Chinese have one plural form; polyglot knows them only as `ms` and `zh`.
  pluralRules,
});

/** react-admin's i18nProvider on the product catalogues; remembers every change of language. */
export const i18nProvider = {
  ...polyglot,
  changeLocale: (locale: string) => {
    if (isLocale(locale)) localStorage.setItem(LOCALE_KEY, locale);
    return polyglot.changeLocale(locale);
  },
};
