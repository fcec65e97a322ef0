import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Resort facilities (pool, spa, gym, kids club…). */
export const facilities = defineResource({
  ...resourceMenu.facilities,
  table: 'facilities',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    category: {
      type: 'select',
      choices: ['recreation', 'wellness', 'water-sports', 'kids', 'business', 'dining', 'general'],
      required: true,
      list: true,
      filter: true,
    },
    description: { type: 'longText', maxLength: 1000 },
    openingTime: { type: 'time', list: true },
    closingTime: { type: 'time', list: true },
    chargeable: { type: 'boolean', default: false, list: true, filter: true },
    price: { type: 'money', min: 0 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
