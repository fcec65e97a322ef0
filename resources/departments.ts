import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const departments = defineResource({
  ...resourceMenu.departments,
  table: 'departments',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    code: { type: 'text', required: true, unique: true, maxLength: 12, pattern: '[A-Z0-9-]+', list: true, search: true },
    headEmail: { type: 'email', maxLength: 120, list: true },
    phoneExtension: { type: 'text', maxLength: 10, pattern: '[0-9]+' },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
