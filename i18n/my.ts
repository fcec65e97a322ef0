import { myApp } from './app.my';
import { raMy } from './ra.my';
import { myResources } from './resources.my';
import { myWizard } from './wizard.my';
import type { Catalogue } from './types';

/** The Bahasa Melayu catalogue. */
export const my: Catalogue = { ...raMy, app: myApp, resources: myResources, wizard: myWizard };
