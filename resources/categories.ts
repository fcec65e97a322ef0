import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Generic categories used to group add-ons and transport options. */
export const categories = defineResource({
  ...resourceMenu.categories,
  table: 'categories',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    type: { type: 'select', choices: ['addon', 'transport', 'activity', 'general'], required: true, default: 'general', list: true, filter: true },
    description: { type: 'longText', maxLength: 1000, search: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
