import type { DeepStrings } from './types';
import type { enInvoice } from './invoice.en';

export const myInvoice: DeepStrings<typeof enInvoice> = {
  invoice: {},
};
