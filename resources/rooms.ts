import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const rooms = defineResource({
  ...resourceMenu.rooms,
  table: 'rooms',
  perPage: 125,
  defaultSort: ['roomNumber', 'ASC'],
  fields: {
    roomNumber: { type: 'integer', required: true, unique: true, min: 1, max: 99999, list: true, search: true },
    code: { type: 'text', required: true, unique: true, maxLength: 20, pattern: '[A-Za-z0-9-]+', list: true, search: true },
    roomTypeId: { type: 'reference', reference: 'room-types', required: true, list: true, filter: true },
    buildingId: { type: 'reference', reference: 'buildings', required: true, list: true, filter: true },
    floor: { type: 'integer', min: 0, max: 60, default: 1, list: true, filter: true },
    view: { type: 'select', choices: ['sea', 'garden', 'pool', 'jungle', 'beachfront'], list: true, filter: true },
    inService: { type: 'boolean', default: true, list: true, filter: true },
    notes: { type: 'longText', maxLength: 1000 },
  },
});
