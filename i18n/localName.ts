import type { Locale } from './types';

/** A name's translations as staff enter them (`nameTranslations`): Malay and Chinese; English is the name itself. */
export type NameTranslations = Partial<Record<Exclude<Locale, 'en'>, string>> | null | undefined;

/**
 * A name staff entered, in the reader's language: its translation into `locale` when it has one, else the
 * name as entered. The server words quote lines with it; screens listing add-ons, room types or transfers
 * (whose records carry `nameTranslations`) can use it too.
 */
export const localName = (name: string, translations: NameTranslations, locale: Locale): string =>
  (locale !== 'en' && translations?.[locale]?.trim()) || name;
