import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** The add-ons a guest can buy, each in an add-on category. */
export const addonSubCategories = defineResource({
  ...resourceMenu['addon-sub-categories'],
  table: 'addon_sub_categories',
  defaultSort: ['priority', 'ASC'],
  fields: {
    categoryId: { type: 'reference', reference: 'addon-categories', required: true, list: true, filter: true },
    name: { type: 'text', required: true, maxLength: 100, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    priceType: { type: 'select', choices: ['per-person', 'per-night', 'per-unit'], required: true, default: 'per-person', list: true, filter: true },
    price: { type: 'money', required: true, min: 0, list: true },
    childPrice: { type: 'money', min: 0 },
    priority: { type: 'integer', min: 0, max: 1000, default: 0 },
    description: { type: 'longText', maxLength: 1000 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
