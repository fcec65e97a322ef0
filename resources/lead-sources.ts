import { defineResource } from './types';

/** "How did you find us": Facebook, Google, Walk-in, Travel fair… */
export const leadSources = defineResource({
  name: 'lead-sources',
  table: 'lead_sources',
  icon: 'Campaign',
  group: 'sales',
  recordRepresentation: 'name',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 60, list: true, search: true },
    description: { type: 'text', maxLength: 250, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
