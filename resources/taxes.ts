import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** SST, Tourism Tax and similar levies. */
export const taxes = defineResource({
  ...resourceMenu.taxes,
  table: 'taxes',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 80, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    code: { type: 'text', required: true, unique: true, maxLength: 12, pattern: '[A-Z0-9-]+', list: true, search: true },
    ratePercent: { type: 'decimal', min: 0, max: 100, default: 0, list: true },
    fixedAmount: { type: 'money', min: 0, default: 0, list: true },
    basis: { type: 'select', choices: ['per-booking', 'per-room-night'], required: true, default: 'per-booking', filter: true },
    /** Tourism Tax is charged to non-Malaysian guests only. */
    appliesToForeignersOnly: { type: 'boolean', default: false, filter: true },
    companyId: { type: 'reference', reference: 'companies', filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
