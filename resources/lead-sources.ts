import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** "How did you find us": Facebook, Google, Walk-in, Travel fair… */
export const leadSources = defineResource({
  ...resourceMenu['lead-sources'],
  table: 'lead_sources',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 60, list: true, search: true },
    description: { type: 'text', maxLength: 250, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
