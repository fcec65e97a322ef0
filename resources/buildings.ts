import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const buildings = defineResource({
  ...resourceMenu.buildings,
  table: 'buildings',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    code: { type: 'text', required: true, unique: true, maxLength: 12, pattern: '[A-Z0-9-]+', list: true, search: true },
    floors: { type: 'integer', required: true, min: 1, max: 60, default: 1, list: true },
    description: { type: 'longText', maxLength: 1000 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
