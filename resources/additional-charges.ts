import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Extra charges added to a booking (service charge, marine park fee, late check-out…). */
export const additionalCharges = defineResource({
  ...resourceMenu['additional-charges'],
  table: 'additional_charges',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 100, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    amount: { type: 'money', required: true, min: 0, list: true },
    chargeType: { type: 'select', choices: ['per-booking', 'per-person', 'per-night'], required: true, default: 'per-booking', list: true, filter: true },
    taxable: { type: 'boolean', default: true, filter: true },
    mandatory: { type: 'boolean', default: false, list: true, filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
