import { enAppFirst } from './appFirst.en';
import { enAppLater } from './appLater.en';

/** The product's own English messages: the source of truth every other language is typed against. */
export const enApp = { ...enAppFirst, ...enAppLater } as const;
