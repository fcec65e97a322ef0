import type { DeepStrings } from './types';
import type { enInvoice } from './invoice.en';

export const cnInvoice: DeepStrings<typeof enInvoice> = {
  invoice: {},
};
