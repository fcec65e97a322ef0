import { LOCALES, type Locale } from '../../../i18n/types';

/** A stored language if it is one the product speaks, else `fallback` (the request's). */
export const localeOr = (stored: unknown, fallback: Locale): Locale => (LOCALES.includes(stored as Locale) ? (stored as Locale) : fallback);
