import englishMessages from 'ra-language-english';
import { enAppFirst } from './appFirst.en';
import { namesOnly } from './resourceNames';
import { enResourceNames } from './resourceNames.en';

/** The part of the English catalogue that ships with the back office's first screen (see appFirst.en.ts): of the resources, their names. */
export const enFirst = { ...englishMessages, app: enAppFirst, resources: namesOnly(enResourceNames) };
