import { cnApp } from './app.cn';
import { raCn } from './ra.cn';
import { cnResources } from './resources.cn';
import { cnWizard } from './wizard.cn';
import type { Catalogue } from './types';

/** The Simplified Chinese catalogue. */
export const cn: Catalogue = { ...raCn, app: cnApp, resources: cnResources, wizard: cnWizard };
