import englishMessages from 'ra-language-english';
import { enAppFirst } from './appFirst.en';
import { enResources } from './resources.en';

/** The part of the English catalogue that ships with the back office's first screen (see appFirst.en.ts). */
export const enFirst = { ...englishMessages, app: enAppFirst, resources: enResources };
