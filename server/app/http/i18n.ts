import Polyglot from 'node-polyglot';
import { catalogues } from '../../../i18n';
import { pluralRules } from '../../../i18n/pluralRules';
import { LOCALES, type Locale } from '../../../i18n/types';

/** A message in one language; `locale` says which (absent: English), for what is worded outside the catalogues (dates, names). */
export type Translate = ((key: string, args?: Record<string, unknown>) => string) & { readonly locale?: Locale };

const polyglots = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Polyglot({ locale, phrases: catalogues[locale], allowMissing: true, pluralRules })]),
) as Record<Locale, Polyglot>;

/** Server messages in the caller's language, from the same catalogues the interface uses. */
export const translator = (locale: Locale): Translate =>
  Object.assign((key: string, args?: Record<string, unknown>) => polyglots[locale].t(key, { _: polyglots.en.t(key, { _: key, ...args }), ...args }), { locale });

const ALIASES: Record<string, Locale> = { en: 'en', my: 'my', ms: 'my', cn: 'cn', zh: 'cn' };

/** Picks en, my or cn from an Accept-Language header (ms and zh count as my and cn). */
export const localeOf = (acceptLanguage: string | undefined): Locale => {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().split('-')[0];
    if (ALIASES[tag]) return ALIASES[tag];
  }
  return 'en';
};
