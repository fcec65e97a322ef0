import Polyglot from 'node-polyglot';
import { catalogues } from '../../../i18n';
import { formatDay } from '../../../i18n/dateFormat';
import { pluralRules } from '../../../i18n/pluralRules';
import { LOCALES, type Locale } from '../../../i18n/types';

/** A message in one language; `locale` says which (absent: English), for what is worded outside the catalogues (dates, names). */
export type Translate = ((key: string, args?: Record<string, unknown>) => string) & { readonly locale?: Locale };

const polyglots = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Polyglot({ locale, phrases: catalogues[locale], allowMissing: true, pluralRules })]),
) as Record<Locale, Polyglot>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Arguments with every calendar day (`2026-12-14`) in the language's date format: no message shows an ISO date. */
const withDays = (args: Record<string, unknown> | undefined, locale: Locale) =>
  args && Object.fromEntries(Object.entries(args).map(([name, value]) => [name, typeof value === 'string' && ISO_DAY.test(value) ? formatDay(value, locale) : value]));

/**
 * Server messages in the caller's language, from the same catalogues the interface uses; a day given to
 * a message (a night, an expiry date) reads in the language's date format.
 */
export const translator = (locale: Locale): Translate =>
  Object.assign(
    (key: string, args?: Record<string, unknown>) => {
      const worded = withDays(args, locale);
      return polyglots[locale].t(key, { _: polyglots.en.t(key, { _: key, ...withDays(args, 'en') }), ...worded });
    },
    { locale },
  );

const ALIASES: Record<string, Locale> = { en: 'en', my: 'my', ms: 'my', cn: 'cn', zh: 'cn' };

/** Picks en, my or cn from an Accept-Language header (ms and zh count as my and cn). */
export const localeOf = (acceptLanguage: string | undefined): Locale => {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().split('-')[0];
    if (ALIASES[tag]) return ALIASES[tag];
  }
  return 'en';
};
