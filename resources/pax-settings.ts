import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Type-of-pax settings: toddlers (1–3 years) pay a RM200 boat ticket; infants under 12 months are free. */
export const paxSettings = defineResource({
  ...resourceMenu['pax-settings'],
  table: 'pax_settings',
  defaultSort: ['minAgeMonths', 'DESC'],
  fields: {
    paxType: { type: 'select', choices: ['adult', 'child', 'toddler', 'infant'], required: true, unique: true, list: true, filter: true },
    label: { type: 'text', required: true, maxLength: 40, list: true, search: true },
    minAgeMonths: { type: 'integer', required: true, min: 0, max: 1200, list: true },
    maxAgeMonths: { type: 'integer', min: 0, max: 1200, list: true },
    countsTowardsOccupancy: { type: 'boolean', default: true, list: true },
    boatTicket: { type: 'money', min: 0, default: 0, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
