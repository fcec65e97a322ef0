import { enAppAgents } from './appAgents.en';
import { enResources } from './resources.en';
import { enWizard } from './wizard.en';

/** With the first part (en.first.ts), every English message the agent portal shows: downloaded before its first render. */
export const enAgents = { app: enAppAgents, resources: enResources, wizard: enWizard };
