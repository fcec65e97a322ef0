import { cn } from './cn';
import { en } from './en';
import { my } from './my';
import type { Catalogue, Locale } from './types';

/** Every language's full catalogue, keyed by locale. */
export const catalogues: Record<Locale, Catalogue> = { en, my, cn };

export { LOCALES } from './types';
export type { Catalogue, Locale } from './types';
