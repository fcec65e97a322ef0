import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Weekend, peak and super-peak supplements added to room or package rates. */
export const surCharges = defineResource({
  ...resourceMenu['sur-charges'],
  table: 'sur_charges',
  defaultSort: ['startDate', 'ASC'],
  ordered: [['startDate', 'endDate']],
  fields: {
    name: { type: 'text', required: true, maxLength: 100, list: true, search: true },
    /** The name in Malay and Chinese, for quotes, invoices and e-mails read in those languages. */
    nameTranslations: { type: 'translations' },
    kind: { type: 'select', choices: ['weekend', 'peak', 'super-peak', 'custom'], required: true, list: true, filter: true },
    startDate: { type: 'date', list: true },
    endDate: { type: 'date', list: true },
    weekdays: { type: 'multiSelect', choices: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    amount: { type: 'money', required: true, min: 0, list: true },
    amountType: { type: 'select', choices: ['fixed', 'percent'], required: true, default: 'fixed', filter: true },
    perNight: { type: 'boolean', default: true },
    /**
     * Follows the resort calendar: applies on the days staff marked with its kind (within its dates, when it
     * has any) and on its weekdays, when it lists any; off, it applies by its dates and weekdays alone.
     */
    calendarDays: { type: 'boolean', default: false, list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
