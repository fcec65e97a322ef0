import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** A date range of a tour package with its own rates (low season, school holidays, year end…). */
export const packagePeriods = defineResource({
  ...resourceMenu['package-periods'],
  table: 'package_periods',
  defaultSort: ['startDate', 'ASC'],
  ordered: [['startDate', 'endDate']],
  fields: {
    tourPackageId: { type: 'reference', reference: 'tour-packages', required: true, list: true, filter: true },
    name: { type: 'text', required: true, maxLength: 80, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    startDate: { type: 'date', required: true, list: true },
    /** The last night of the period (inclusive). */
    endDate: { type: 'date', required: true, list: true },
    /** Deposit per booking for stays starting in this period (sen). */
    deposit: { type: 'money', min: 0, default: 0 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
