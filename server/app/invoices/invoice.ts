import { and, asc, eq } from 'drizzle-orm';
import { formatDay } from '../../../i18n/dateFormat';
import type { enInvoice } from '../../../i18n/invoice.en';
import { paxSummary } from '../../../i18n/paxSummary';
import type { DeepStrings, Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/moneyTables';
import { getReservation } from '../booking/reservations.read';
import type { ReservationScope } from '../booking/reservationScope';
import type { ReceiptRenderer } from '../payments/receipt';
import type { Translate } from '../http/i18n';
import { resortToday } from '../settings/resortZone';
import { readSetting, type Setting } from '../settings/settings';

/** Every label of the invoice, in the reader's language; `page` keeps its %{page} and %{pages} for the renderer. */
export type InvoiceLabels = Omit<DeepStrings<(typeof enInvoice)['invoice']>, 'methods'>;

const LABEL_KEYS = [
  'title', 'invoice_no', 'invoice_date', 'booking_no', 'reservation_name', 'registration_no', 'sst_no', 'phone', 'email',
  'bill_to', 'stay', 'package_option', 'check_in', 'check_out', 'nights', 'rooms', 'room_numbers', 'pax', 'description',
  'quantity', 'unit_price', 'amount', 'subtotal', 'discount', 'taxes', 'total', 'payments', 'no_payments', 'date', 'method',
  'reference', 'refunds', 'cancel_fee', 'amount_paid', 'amount_refunded', 'balance_due', 'page',
] as const satisfies readonly (keyof InvoiceLabels)[];

/** Methods with a worded label; any other is shown as stored. */
const WORDED_METHODS = new Set(['online', 'offline', 'cheque', 'wallet', 'voucher', 'cash', 'card']);

export interface InvoiceParty {
  name: string;
  /** Drawn only by a renderer that has a CJK font. */
  chineseName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Sen. */
  unitPrice: number;
  /** Sen; a credit (a discount) is subtracted from the total. */
  total: number;
  direction: 'charge' | 'credit';
}

export interface InvoicePayment {
  /** The resort's day the payment was approved, in the reader's date format. */
  date: string;
  method: string;
  reference: string | null;
  amount: number;
}

export interface InvoiceRefund {
  date: string;
  method: string;
  amount: number;
  cancelFee: number;
}

/**
 * An invoice as plain data, every word already in the reader's language and every amount in sen:
 * a renderer only lays it out.
 */
export interface InvoiceDocument {
  labels: InvoiceLabels;
  resort: Setting<'resort'>;
  invoiceNo: string;
  invoiceDate: string;
  bookingNo: string;
  reservationName: string;
  guest: InvoiceParty;
  /** The package option (period) the stay was booked under, by name in the reader's language. */
  stay: { packageOption: string | null; checkIn: string; checkOut: string; nights: number; rooms: number; roomNumbers: string[]; pax: string };
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  taxTotal: number;
  total: number;
  payments: InvoicePayment[];
  refunds: InvoiceRefund[];
  amountPaid: number;
  amountRefunded: number;
  /** total − paid + refunded. */
  balanceDue: number;
}

/** Turns an invoice into a PDF file. The app core only knows this interface: PDF libraries are Node-only. */
export interface InvoiceRenderer {
  /** The languages it can draw; an invoice asked for in another one is written in English. */
  readonly locales: readonly Locale[];
  render(invoice: InvoiceDocument): Promise<Uint8Array>;
  /** Draws a payment's receipt with the same fonts; a renderer without it answers receipts with 404. */
  receipt?: ReceiptRenderer;
}

const joined = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p && p.trim() !== '').join(', ') || null;

/** The invoice's labels in the language of `t`. */
export const invoiceLabels = (t: Translate): InvoiceLabels =>
  Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`app.invoice.${key}`)])) as InvoiceLabels;

/**
 * The invoice of a reservation in the language of `t`: its quote line by line, the approved payments
 * and the refunds, and what is left to pay. One outside `scope` (another agency's or guest's) is not found.
 */
export const buildInvoice = async (db: Db, t: Translate, reservationId: string, scope?: ReservationScope): Promise<InvoiceDocument> => {
  const reservation = await getReservation(db, t, reservationId, scope);
  const [paid, refunded, resort, { timeZone }] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'approved')))
      .orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.reservationId, reservationId)).orderBy(asc(refunds.refundedAt)),
    readSetting(db, 'resort'),
    readSetting(db, 'booking'),
  ]);
  const day = (date: string) => formatDay(date, t.locale ?? 'en');
  const method = (m: string) => (WORDED_METHODS.has(m) ? t(`app.invoice.methods.${m}`) : m);
  const labels = invoiceLabels(t);
  const lead = reservation.guests[0];
  const { quote } = reservation;

  const paymentRows = paid.map((p) => ({
    date: day(resortToday(p.approvedAt ?? p.createdAt, timeZone)),
    method: method(p.method),
    reference: p.referenceNo ?? p.chequeNo ?? p.transactionId ?? null,
    amount: p.amount,
  }));
  const refundRows = refunded.map((r) => ({ date: day(resortToday(r.refundedAt, timeZone)), method: method(r.method), amount: r.refundAmount, cancelFee: r.cancelFee }));
  const amountPaid = paymentRows.reduce((sum, p) => sum + p.amount, 0);
  const amountRefunded = refundRows.reduce((sum, r) => sum + r.amount, 0);

  return {
    labels,
    resort,
    invoiceNo: reservation.invoiceNo,
    invoiceDate: day(reservation.invoiceDate),
    bookingNo: reservation.bookingNo,
    reservationName: reservation.reservationName,
    guest: {
      name: lead?.fullName ?? reservation.reservationName,
      chineseName: lead?.chineseName ?? null,
      email: lead?.email ?? null,
      phone: joined(lead?.phones ?? []),
      address: lead ? joined([lead.address, lead.postcode && lead.city ? `${lead.postcode} ${lead.city}` : lead.city, lead.state, lead.country]) : null,
    },
    stay: {
      packageOption: reservation.packageOption?.name ?? null,
      checkIn: day(reservation.checkIn),
      checkOut: day(reservation.checkOut),
      nights: reservation.nights,
      rooms: reservation.rooms,
      roomNumbers: reservation.roomsAllocated.map((r) => String(r.roomNumber)),
      pax: paxSummary(reservation, t),
    },
    lines: quote.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total, direction: l.direction })),
    subtotal: quote.subtotal,
    discount: quote.discount,
    taxTotal: quote.taxTotal,
    total: quote.total,
    payments: paymentRows,
    refunds: refundRows,
    amountPaid,
    amountRefunded,
    balanceDue: quote.total - amountPaid + amountRefunded,
  };
};

/** The file name an invoice is served as: its number, kept to characters every browser accepts. */
export const invoiceFileName = (invoice: Pick<InvoiceDocument, 'invoiceNo'>) => `${invoice.invoiceNo.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
