import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const meals = defineResource({
  ...resourceMenu.meals,
  table: 'meals',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, maxLength: 100, list: true, search: true },
    mealType: { type: 'select', choices: ['breakfast', 'lunch', 'dinner', 'hi-tea', 'supper'], required: true, list: true, filter: true },
    restaurantId: { type: 'reference', reference: 'restaurants', list: true, filter: true },
    adultPrice: { type: 'money', required: true, min: 0, list: true },
    childPrice: { type: 'money', min: 0, default: 0 },
    vegetarian: { type: 'boolean', default: false, filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
