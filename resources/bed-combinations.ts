import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/**
 * A way a room type's beds are made up (King; Twin: two singles; Queen + single), which the booking
 * chooses as its bed type. A room type without any offers its beds as they are.
 */
export const bedCombinations = defineResource({
  ...resourceMenu['bed-combinations'],
  table: 'bed_combinations',
  defaultSort: ['name', 'ASC'],
  uniqueTogether: [['roomTypeId', 'name']],
  fields: {
    roomTypeId: { type: 'reference', reference: 'room-types', required: true, list: true, filter: true },
    name: { type: 'text', required: true, maxLength: 40, list: true, search: true },
    bedIds: { type: 'referenceArray', reference: 'beds', required: true },
    /** Guests the made-up beds sleep. */
    sleeps: { type: 'integer', required: true, min: 1, max: 12, default: 2, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
