import { COUNTRIES, type CountryCode } from '../../../resources/countries';

/** One country to choose: its code, the English name that is stored, and its name in the page's language. */
export interface CountryOption {
  code: CountryCode;
  name: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/**
 * Every country, named in the given Intl locale (`ms-MY`, `zh-CN`) by the browser's `Intl.DisplayNames`
 * (the English name where the browser has none), sorted as that language sorts.
 */
export const countryOptions = (intlLocale: string): CountryOption[] => {
  const known = cache.get(intlLocale);
  if (known) return known;
  const names = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(intlLocale);
  const options = (Object.entries(COUNTRIES) as [CountryCode, string][])
    .map(([code, name]) => ({ code, name, label: (intlLocale.startsWith('en') ? undefined : names.of(code)) ?? name }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(intlLocale, options);
  return options;
};

/** A stored country (its English name) in the given locale's words; a value not on the list is shown as it is. */
export const countryLabel = (stored: string | null | undefined, intlLocale: string) => {
  if (!stored) return '';
  return countryOptions(intlLocale).find((o) => o.name === stored)?.label ?? stored;
};
