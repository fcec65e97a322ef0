import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uploads } from '../../db/authTables';
import { reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { payments } from '../../db/moneyTables';

export interface PaymentFilter {
  payerId?: string;
  status?: string;
  method?: string;
  purpose?: string;
  reservationId?: string;
}

const payer = alias(resourceTables.users, 'payer');

const selection = {
  payment: payments,
  bookingNo: reservations.bookingNo,
  payerName: sql<string>`${payer.firstName} || ' ' || ${payer.lastName}`,
  payerEmail: payer.email,
  slipContentType: uploads.contentType,
  slipName: uploads.originalName,
};

type Joined = { payment: typeof payments.$inferSelect; bookingNo: string | null; payerName: string; payerEmail: unknown; slipContentType: string | null; slipName: string | null };

/** A payment as the API shows it: card details are only ever the last four digits; slips by a checked route. */
export const presentPayment = (row: Joined, slipBase: string) => {
  const { payment: p } = row;
  return {
    id: p.id,
    purpose: p.purpose,
    reservationId: p.reservationId,
    bookingNo: row.bookingNo,
    payerId: p.payerId,
    payerName: row.payerName,
    payerEmail: String(row.payerEmail ?? ''),
    method: p.method,
    amount: Number(p.amount),
    currency: p.currency,
    status: p.status,
    referenceNo: p.referenceNo,
    referenceDate: p.referenceDate,
    chequeNo: p.chequeNo,
    chequeBank: p.chequeBank,
    chequeDate: p.chequeDate,
    cardHolderName: p.cardHolderName,
    cardType: p.cardType,
    cardLast4: p.cardLast4,
    issuingBank: p.issuingBank,
    transactionId: p.transactionId,
    batchNumber: p.batchNumber,
    notes: p.notes,
    slip: p.attachmentId ? { url: `${slipBase}/${p.id}/slip`, contentType: row.slipContentType, name: row.slipName } : null,
    duplicateOfId: p.duplicateOfId,
    approvedBy: p.approvedBy,
    rejectedBy: p.rejectedBy,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    rejectedAt: p.rejectedAt?.toISOString() ?? null,
    rejectionNotes: p.rejectionNotes,
    createdAt: p.createdAt.toISOString(),
  };
};

const base = (db: Db) =>
  db
    .select(selection)
    .from(payments)
    .leftJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(payer, eq(payer.id, payments.payerId))
    .leftJoin(uploads, eq(uploads.id, payments.attachmentId));

const conditions = (f: PaymentFilter) => {
  const where: SQL[] = [];
  if (f.payerId) where.push(eq(payments.payerId, f.payerId));
  if (f.status) where.push(eq(payments.status, f.status));
  if (f.method) where.push(eq(payments.method, f.method));
  if (f.purpose) where.push(eq(payments.purpose, f.purpose));
  if (f.reservationId) where.push(eq(payments.reservationId, f.reservationId));
  return where.length ? and(...where) : undefined;
};

/** Payments newest first (unconfirmed ones oldest first: the queue staff work through). */
export const listPayments = async (db: Db, filter: PaymentFilter, range: { start: number; end: number }, slipBase: string) => {
  const where = conditions(filter);
  const order = filter.status === 'pending' ? [payments.createdAt] : [desc(payments.createdAt)];
  const [rows, [{ total }]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...order)
      .limit(range.end - range.start + 1)
      .offset(range.start),
    db.select({ total: sql<number>`count(*)::int` }).from(payments).where(where),
  ]);
  return { records: rows.map((r) => presentPayment(r, slipBase)), total };
};

/** One payment, when `payerId` (an agent's own) matches or is not asked for. */
export const getPayment = async (db: Db, id: string, slipBase: string, payerId?: string) => {
  const [row] = await base(db).where(and(eq(payments.id, id), payerId ? eq(payments.payerId, payerId) : undefined));
  return row ? presentPayment(row, slipBase) : undefined;
};

/** The slip's stored key and type, for the routes that serve it after checking who asks. */
export const slipOf = async (db: Db, paymentId: string, payerId?: string) => {
  const [row] = await db
    .select({ key: uploads.key, contentType: uploads.contentType, originalName: uploads.originalName })
    .from(payments)
    .innerJoin(uploads, eq(uploads.id, payments.attachmentId))
    .where(and(eq(payments.id, paymentId), payerId ? eq(payments.payerId, payerId) : undefined));
  return row;
};
