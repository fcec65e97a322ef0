import englishMessages from 'ra-language-english';
import { enApp } from './app.en';
import { enResources } from './resources.en';
import { enWizard } from './wizard.en';
import type { Catalogue } from './types';

/** The English catalogue: react-admin's messages, the product's and the resources' labels. */
export const en: Catalogue = { ...englishMessages, app: enApp, resources: enResources, wizard: enWizard };
