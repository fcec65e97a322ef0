import { translator } from '../http/i18n';
import { SETTINGS } from '../settings/settings';
import { invoiceLabels, type InvoiceDocument, type InvoiceLine } from './invoice';

/** An invoice as `buildInvoice` answers it, for renderer tests that need no database. */
export const sampleInvoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => {
  const lines: InvoiceLine[] = [
    { description: 'Garden Chalet (room 1), Peak, adult, night of 14 Dec 2026', quantity: 2, unitPrice: 16_200, total: 32_400, direction: 'charge' },
    { description: 'Marang Jetty → Pulau Damai, 2 × adult, return (2 ways)', quantity: 2, unitPrice: 7_000, total: 14_000, direction: 'charge' },
    { description: 'Discount, code RAYA10', quantity: 1, unitPrice: 4_640, total: 4_640, direction: 'credit' },
  ];
  return {
    labels: invoiceLabels(translator('en')),
    resort: SETTINGS.resort.parse({}),
    invoiceNo: 'INV-2026-000123',
    invoiceDate: '21 Nov 2026',
    bookingNo: 'PD26-000123',
    reservationName: 'Tan family',
    guest: { name: 'Tan Mei Ling', chineseName: '陈美玲', email: 'meiling@example.com', phone: '+60 12-111 2222', address: 'Kuala Terengganu, Malaysia' },
    stay: { packageOption: 'Monsoon & low season', checkIn: '14 Dec 2026', checkOut: '15 Dec 2026', nights: 1, rooms: 1, roomNumbers: ['211'], pax: '2 adults' },
    lines,
    subtotal: 46_400,
    discount: 4_640,
    taxTotal: 0,
    total: 41_760,
    payments: [{ date: '22 Nov 2026', method: 'Bank transfer', reference: 'MBB-1', amount: 10_000 }],
    refunds: [],
    amountPaid: 10_000,
    amountRefunded: 0,
    balanceDue: 31_760,
    ...overrides,
  };
};
