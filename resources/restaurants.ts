import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const restaurants = defineResource({
  ...resourceMenu.restaurants,
  table: 'restaurants',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    cuisine: { type: 'text', maxLength: 80, list: true, search: true },
    location: { type: 'text', maxLength: 120 },
    openingTime: { type: 'time', list: true },
    closingTime: { type: 'time', list: true },
    capacity: { type: 'integer', min: 1, max: 1000 },
    companyId: { type: 'reference', reference: 'companies', filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
