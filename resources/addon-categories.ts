import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Top-level add-on groups (meals, activities, celebrations…). */
export const addonCategories = defineResource({
  ...resourceMenu['addon-categories'],
  table: 'addon_categories',
  defaultSort: ['priority', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    description: { type: 'longText', maxLength: 1000 },
    priority: { type: 'integer', min: 0, max: 1000, default: 0, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
