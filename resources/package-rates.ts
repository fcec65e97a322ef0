import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/**
 * The price per person per night of a period, for a room type at an occupancy, by pax type. A rate with an
 * agent category is that category's contract rate (the package's agent group); without one it is the
 * standard rate, which guests, staff and agents of other categories pay.
 */
export const packageRates = defineResource({
  ...resourceMenu['package-rates'],
  table: 'package_rates',
  defaultSort: ['occupancy', 'ASC'],
  uniqueTogether: [['periodId', 'roomTypeId', 'occupancy', 'paxType', 'agentCategoryId']],
  fields: {
    periodId: { type: 'reference', reference: 'package-periods', required: true, list: true, filter: true },
    roomTypeId: { type: 'reference', reference: 'room-types', required: true, list: true, filter: true },
    /** Adults and children sharing the room: 2 is twin sharing. */
    occupancy: { type: 'integer', required: true, min: 1, max: 12, default: 2, list: true, filter: true },
    paxType: { type: 'select', choices: ['adult', 'child', 'toddler', 'infant'], required: true, list: true, filter: true },
    amount: { type: 'money', required: true, min: 0, list: true },
    agentCategoryId: { type: 'reference', reference: 'agent-categories', list: true, filter: true },
  },
});
