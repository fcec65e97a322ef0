import { asc, eq } from 'drizzle-orm';
import { formatMoment } from '../../../i18n/dateFormat';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/types';
import { reservationGuests, reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { payments } from '../../db/moneyTables';
import type { Translate } from '../http/i18n';
import { readSetting, type Setting } from '../settings/settings';

/** A payment's receipt as plain data, every word in the reader's language: a renderer only lays it out. */
export interface ReceiptDocument {
  title: string;
  resort: Pick<Setting<'resort'>, 'name' | 'legalName' | 'address' | 'phone' | 'email'>;
  receiptNo: string;
  /** Label and value, top to bottom: booking, guest, amount, method, its details, who took it, when. */
  rows: [string, string][];
  footer: string;
}

/** Draws receipts: what the renderer injected into the app does (pdfkit in production and tests). */
export type ReceiptRenderer = (receipt: ReceiptDocument) => Promise<Uint8Array>;

type PaymentRow = typeof payments.$inferSelect;

/** How the money came, in words: the terminal's slip, the transfer's reference or the cheque. */
const detailsOf = (p: PaymentRow, t: Translate) => {
  if (p.method === 'card' && p.cardLast4) {
    return t('app.receipt.card_details', { type: p.cardType ?? '', last4: p.cardLast4, batch: p.batchNumber ?? '', code: p.transactionId ?? '', bank: p.issuingBank ?? '' });
  }
  if (p.method === 'cheque' && p.chequeNo) return t('app.receipt.cheque_details', { number: p.chequeNo, bank: p.chequeBank ?? '' });
  if (p.referenceNo) return t('app.receipt.transfer_details', { reference: p.referenceNo });
  return null;
};

/** The receipt's number: the payment's, short enough to read out at the desk. */
export const receiptNo = (paymentId: string) => `R-${paymentId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/**
 * The receipt of an approved booking payment, or null when there is none to give (not found, not
 * approved, not for a booking): the resort, booking, lead guest, amount in ringgit, method and its
 * details, who took it and when, at the resort's time.
 */
export const buildReceipt = async (db: Db, t: Translate, paymentId: string): Promise<ReceiptDocument | null> => {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'approved' || !payment.reservationId) return null;
  const users = resourceTables.users;
  const takenById = payment.approvedBy ?? payment.recordedBy;
  const [[booking], [lead], [taker], resort, { timeZone }] = await Promise.all([
    db.select({ bookingNo: reservations.bookingNo, name: reservations.reservationName }).from(reservations).where(eq(reservations.id, payment.reservationId)),
    db.select({ name: reservationGuests.fullName }).from(reservationGuests).where(eq(reservationGuests.reservationId, payment.reservationId)).orderBy(asc(reservationGuests.roomIndex)).limit(1),
    takenById ? db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, takenById)) : Promise.resolve([]),
    readSetting(db, 'resort'),
    readSetting(db, 'booking'),
  ]);
  const locale: Locale = t.locale ?? 'en';
  const method = t(`app.moneyAdmin.payments.method.${payment.method}`, { _: payment.method });
  const details = detailsOf(payment, t);
  const rows: [string, string][] = [
    [t('app.receipt.booking_no'), booking?.bookingNo ?? ''],
    [t('app.receipt.guest'), lead?.name ?? booking?.name ?? ''],
    [t('app.receipt.amount'), formatMoney(Number(payment.amount))],
    [t('app.receipt.method'), method],
    ...(details ? [[t('app.receipt.details'), details] as [string, string]] : []),
    [t('app.receipt.taken_by'), taker ? `${String(taker.firstName)} ${String(taker.lastName)}`.trim() : '—'],
    [t('app.receipt.date'), formatMoment(payment.approvedAt ?? payment.createdAt, locale, timeZone)],
  ];
  return {
    title: t('app.receipt.title'),
    resort: { name: resort.name, legalName: resort.legalName, address: resort.address, phone: resort.phone, email: resort.email },
    receiptNo: receiptNo(payment.id),
    rows,
    footer: t('app.receipt.footer'),
  };
};
