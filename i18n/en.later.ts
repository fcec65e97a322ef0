import { enAppLater } from './appLater.en';
import { enResources } from './resources.en';
import { enWizard } from './wizard.en';

/** The rest of the English catalogue, downloaded beside any screen but the back office's first (see appLater.en.ts). */
export const enLater = { app: enAppLater, resources: enResources, wizard: enWizard };
