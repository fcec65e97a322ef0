import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Dive centres / dive shops operating at the resort. */
export const divingDepartments = defineResource({
  ...resourceMenu['diving-departments'],
  table: 'diving_departments',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    code: { type: 'text', required: true, unique: true, maxLength: 12, pattern: '[A-Z0-9-]+', list: true, search: true },
    headInstructor: { type: 'text', maxLength: 120, list: true, search: true },
    phone: { type: 'phone', maxLength: 20, list: true },
    email: { type: 'email', maxLength: 120 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
