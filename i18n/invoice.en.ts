/** English messages of the invoice PDF; spread into `app`. */
export const enInvoice = {
  invoice: {},
} as const;
