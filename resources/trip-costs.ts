import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Fares for a land or boat leg between two locations, per person or per vehicle (charter). */
export const tripCosts = defineResource({
  ...resourceMenu['trip-costs'],
  table: 'trip_costs',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 120, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    fromLocationId: { type: 'reference', reference: 'locations', required: true, list: true, filter: true },
    toLocationId: { type: 'reference', reference: 'locations', required: true, list: true, filter: true },
    transportType: { type: 'select', choices: ['land', 'boat'], required: true, list: true, filter: true },
    tripType: { type: 'select', choices: ['one-way', 'return'], required: true, default: 'one-way', list: true, filter: true },
    vehicleId: { type: 'reference', reference: 'vehicles', filter: true },
    pricing: { type: 'select', choices: ['per-person', 'per-vehicle'], required: true, default: 'per-person', filter: true },
    adultPrice: { type: 'money', min: 0, default: 0, list: true },
    childPrice: { type: 'money', min: 0, default: 0 },
    /** Toddlers (1–3 years) pay a boat ticket; infants under 12 months are free. */
    toddlerPrice: { type: 'money', min: 0, default: 0 },
    infantPrice: { type: 'money', min: 0, default: 0 },
    charterPrice: { type: 'money', min: 0 },
    departureTime: { type: 'time' },
    active: { type: 'boolean', default: true, filter: true },
  },
});
