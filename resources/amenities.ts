import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** In-room and resort amenities shown on room types (Wi-Fi, minibar, kettle…). */
export const amenities = defineResource({
  ...resourceMenu.amenities,
  table: 'amenities',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    image: { type: 'image', list: true },
    category: {
      type: 'select',
      choices: ['in-room', 'bathroom', 'entertainment', 'connectivity', 'food-and-drink', 'outdoor', 'accessibility'],
      required: true,
      list: true,
      filter: true,
    },
    description: { type: 'longText', maxLength: 1000, search: true },
    chargeable: { type: 'boolean', default: false, list: true, filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
