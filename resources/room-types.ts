import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const roomTypes = defineResource({
  ...resourceMenu['room-types'],
  table: 'room_types',
  defaultSort: ['priority', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    code: { type: 'text', required: true, unique: true, maxLength: 12, pattern: '[A-Z0-9-]+', list: true, search: true },
    description: { type: 'longText', maxLength: 2000, search: true },
    maxAdults: { type: 'integer', required: true, min: 1, max: 20, default: 2, list: true },
    maxChildren: { type: 'integer', required: true, min: 0, max: 20, default: 1, list: true },
    maxPax: { type: 'integer', required: true, min: 1, max: 30, default: 3, list: true },
    sizeSqm: { type: 'integer', min: 5, max: 1000 },
    bedIds: { type: 'referenceArray', reference: 'beds' },
    amenityIds: { type: 'referenceArray', reference: 'amenities' },
    images: { type: 'images' },
    priority: { type: 'integer', min: 0, max: 1000, default: 0, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
