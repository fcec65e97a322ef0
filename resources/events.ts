import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/**
 * Agent events the resort publishes (a fam trip, a product launch, a MATTA fair dinner): agents join
 * with seats for themselves and their members, paying the seat price from the wallet or online.
 */
export const events = defineResource({
  ...resourceMenu.events,
  table: 'events',
  defaultSort: ['startsAt', 'DESC'],
  ordered: [['startsAt', 'endsAt']],
  fields: {
    title: { type: 'text', required: true, maxLength: 120, list: true, search: true },
    description: { type: 'longText', maxLength: 4000 },
    venue: { type: 'text', maxLength: 200, list: true },
    startsAt: { type: 'datetime', required: true, list: true },
    endsAt: { type: 'datetime' },
    /** Per seat, sen; 0 = free to join. */
    price: { type: 'money', min: 0, default: 0, list: true },
    seats: { type: 'integer', required: true, min: 1, max: 10000, list: true },
    /** Seats taken by joined agents (server-kept). */
    bookedSeats: { type: 'integer', readOnly: true, default: 0, list: true },
    /** The most seats one agent may take. */
    maxSeatsPerAgent: { type: 'integer', min: 1, max: 100, default: 4 },
    image: { type: 'image' },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
