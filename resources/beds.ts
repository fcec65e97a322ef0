import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const beds = defineResource({
  ...resourceMenu.beds,
  table: 'beds',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 60, list: true, search: true },
    sleeps: { type: 'integer', required: true, min: 1, max: 4, default: 2, list: true },
    widthCm: { type: 'integer', min: 60, max: 300, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
