import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues, LOCALES, type Locale } from '../../i18n';
import { pluralRules } from '../../i18n/pluralRules';
import { currentLocale, isLocale } from './locale';
import { LOCALE_KEY } from './session';

export { currentLocale };

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
