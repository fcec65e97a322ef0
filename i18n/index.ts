import { cn } from './cn';
import { en } from './en';
import { my } from './my';
import { withResourceNotifications } from './resourceNotifications';
import type { Catalogue, Locale } from './types';

/** Every language's full catalogue, keyed by locale, each resource with its save and delete notices. */
export const catalogues: Record<Locale, Catalogue> = { en: withResourceNotifications(en), my: withResourceNotifications(my), cn: withResourceNotifications(cn) };

export { LOCALES } from './types';
export type { Catalogue, Locale } from './types';
