import { LOCALES, type Locale } from '../../i18n/types';
import { LOCALE_KEY } from './session';

/** Whether `value` names one of the product's languages. */
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language the user last chose (kept in local storage), English by default. Apart from the
 * catalogues, so that the request helper and the guest site do not download every language to read it.
 */
export const currentLocale = (): Locale => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : 'en';
};
