import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Boats and land vehicles used for transfers (charter speed boats: 12 or 24 seats). */
export const vehicles = defineResource({
  ...resourceMenu.vehicles,
  table: 'vehicles',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    type: { type: 'select', choices: ['boat', 'van', 'car', 'bus'], required: true, list: true, filter: true },
    capacity: { type: 'integer', required: true, min: 1, max: 100, list: true },
    registrationNo: { type: 'text', required: true, unique: true, maxLength: 20, pattern: '[A-Za-z0-9 -]+', list: true, search: true },
    charter: { type: 'boolean', default: false, list: true, filter: true },
    charterPrice: { type: 'money', min: 0 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
