import type { NameArg, NameTranslations } from './types';

/**
 * A name staff entered as a line's argument: with its translations when it has any, so the line reads in
 * its reader's language; the bare name otherwise (stored quotes stay as small as before).
 */
export const named = (name: string, translations?: NameTranslations | null): string | NameArg => {
  const given = Object.fromEntries(Object.entries(translations ?? {}).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as NameTranslations;
  return Object.keys(given).length ? { name, translations: given } : name;
};

/** Whether a label argument is a name with translations. */
export const isNameArg = (value: unknown): value is NameArg =>
  typeof value === 'object' && value !== null && typeof (value as NameArg).name === 'string' && typeof (value as NameArg).translations === 'object';
