import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './authTables';
import { reservations } from './bookingTables';
import { resourceTables } from './generated';

const users = () => resourceTables.users.id;
const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money received or sent for something: a booking, a wallet top-up, a promo code, a promo package's
 * deposit or an event. Online payments start `initiated` and become `approved` or `failed` through
 * the gateway's signed callback; slips and cheques wait `pending` for staff; wallet payments are
 * `approved` at once. Only the last four digits of a card are ever kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    /** What a non-booking payment buys: a promo-code purchase, a package purchase, an event membership. */
    subjectId: uuid('subject_id'),
    /** Whose money it is: the agent or guest who owns the booking or the wallet. */
    payerId: uuid('payer_id').notNull().references(users, { onDelete: 'restrict' }),
    recordedBy: uuid('recorded_by').references(users, { onDelete: 'set null' }),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('MYR'),
    status: text('status').notNull(),
    referenceNo: text('reference_no'),
    referenceDate: date('reference_date', { mode: 'string' }),
    chequeNo: text('cheque_no'),
    chequeBank: text('cheque_bank'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    cardHolderName: text('card_holder_name'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    issuingBank: text('issuing_bank'),
    transactionId: text('transaction_id'),
    batchNumber: text('batch_number'),
    gateway: text('gateway'),
    gatewayRef: text('gateway_ref').unique(),
    notes: text('notes'),
    attachmentId: uuid('attachment_id').references(() => uploads.id, { onDelete: 'restrict' }),
    /** Another payment whose slip has the same bytes: shown to staff as a warning. */
    duplicateOfId: uuid('duplicate_of_id'),
    approvedBy: uuid('approved_by').references(users, { onDelete: 'set null' }),
    approvedAt: at('approved_at'),
    rejectedBy: uuid('rejected_by').references(users, { onDelete: 'set null' }),
    rejectedAt: at('rejected_at'),
    rejectionNotes: text('rejection_notes'),
    /** The payer's language when paying: the e-mails about it are written in it. */
    locale: text('locale').notNull().default('en'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_status_idx').on(t.status),
    index('payments_subject_idx').on(t.subjectId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_card_last4', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The running totals of an agent's ledger, kept in the same transaction as each entry. The balance
 * check is the database's: a debit or payout request that would take it below zero is refused by the
 * conditional update, and the CHECK is the last line should any code forget.
 */
export const wallets = pgTable(
  'wallets',
  {
    agentId: uuid('agent_id').primaryKey().references(users, { onDelete: 'restrict' }),
    credited: money('credited').notNull().default(0),
    debited: money('debited').notNull().default(0),
    requested: money('requested').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('wallets_balance_not_negative', sql`${t.credited} - ${t.debited} - ${t.requested} >= 0`),
    check('wallets_totals_not_negative', sql`${t.credited} >= 0 AND ${t.debited} >= 0 AND ${t.requested} >= 0`),
  ],
);

/**
 * The wallet ledger, append-only (a trigger refuses updates and deletes). Each entry moves the three
 * totals by signed amounts: a top-up credits, a booking debits, a payout request adds to `requested`
 * and its approval moves that amount from requested to debited.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (timestamps can tie within a transaction). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    agentId: uuid('agent_id').notNull().references(users, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    creditedDelta: money('credited_delta').notNull().default(0),
    debitedDelta: money('debited_delta').notNull().default(0),
    requestedDelta: money('requested_delta').notNull().default(0),
    balanceAfter: money('balance_after').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    /** What the entry is about, as people read it (a booking number, a code). */
    reference: text('reference'),
    createdBy: uuid('created_by').references(users, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('wallet_entries_agent_idx').on(t.agentId, t.seq)],
);

/** An agent asks for money out of the wallet to a bank account; staff approve or reject. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id').notNull().references(users, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    swiftCode: text('swift_code'),
    requestedAt: at('requested_at').notNull(),
    decidedBy: uuid('decided_by').references(users, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    decisionNotes: text('decision_notes'),
    transferReference: text('transfer_reference'),
  },
  (t) => [index('payouts_agent_idx').on(t.agentId, t.requestedAt), index('payouts_status_idx').on(t.status), check('payouts_amount_positive', sql`${t.amount} > 0`)],
);

/** Where an agent's payouts go (`GET`/`PUT /api/agent-info`). */
export const agentBankDetails = pgTable('agent_bank_details', {
  agentId: uuid('agent_id').primaryKey().references(users, { onDelete: 'cascade' }),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  bankName: text('bank_name').notNull(),
  swiftCode: text('swift_code'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The answers of money-moving calls by `Idempotency-Key`, written in the call's own transaction: a
 * repeated call gets the first answer back and moves nothing; a concurrent repeat waits on the key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(users, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Money given back on a booking: to the wallet or through the payment it came by. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull().references(() => reservations.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    cancelFee: money('cancel_fee').notNull(),
    refundAmount: money('refund_amount').notNull(),
    notes: text('notes'),
    refundedBy: uuid('refunded_by').references(users, { onDelete: 'set null' }),
    refundedAt: at('refunded_at').notNull(),
  },
  (t) => [
    index('refunds_reservation_idx').on(t.reservationId),
    check('refunds_amounts_not_negative', sql`${t.cancelFee} >= 0 AND ${t.refundAmount} >= 0`),
  ],
);

/**
 * A commission earned on a booking: the agent's own (`booking`) or the referrer's (`referral`). One
 * of each kind per booking and agent credited at a time, by a unique key, so it is never credited twice.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull().references(() => reservations.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id').notNull().references(users, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    baseAmount: money('base_amount').notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    creditedAt: at('credited_at').notNull(),
    reversedAt: at('reversed_at'),
  },
  // Once per booking, agent and kind while credited: a reversed credit (a check-in undone, a full refund)
  // stays as history and no longer blocks the credit of a later check-in.
  (t) => [uniqueIndex('commissions_once').on(t.reservationId, t.agentId, t.kind).where(sql`status = 'credited'`), index('commissions_agent_idx').on(t.agentId, t.creditedAt)],
);

/**
 * E-mails to send, written in the transaction of what caused them (a crash loses none), sent after
 * commit; `eml_key` is the message as sent (or as written to the outbox when no SMTP is set).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** A private upload sent with the message (an invoice PDF). */
    attachmentId: uuid('attachment_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    emlKey: text('eml_key'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/** One use of a promo code by a booking; the code's `used_count` is taken in the same transaction. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id').notNull().references(() => resourceTables.promo_codes.id, { onDelete: 'restrict' }),
    reservationId: uuid('reservation_id').notNull().references(() => reservations.id, { onDelete: 'cascade' }),
    pax: integer('pax').notNull(),
    discount: money('discount').notNull(),
    usedAt: at('used_at').notNull(),
    /** Set when the booking was cancelled or expired and the use given back. */
    releasedAt: at('released_at'),
  },
  (t) => [unique('promo_code_uses_once').on(t.promoCodeId, t.reservationId)],
);

/**
 * An agent's purchase of a promo code (a voucher) or of a promo package (its deposit): `blocked`
 * for a few minutes while paying, then `bought`, or `released` when the block ran out.
 */
export const voucherPurchases = pgTable(
  'voucher_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => resourceTables.promo_codes.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => resourceTables.tour_packages.id, { onDelete: 'restrict' }),
    /** The period of the package whose deposit was paid (a promo package). */
    periodId: uuid('period_id').references(() => resourceTables.package_periods.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id').notNull().references(users, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    status: text('status').notNull(),
    blockedUntil: at('blocked_until'),
    boughtAt: at('bought_at'),
    /** The booking that redeemed it. */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('voucher_purchases_agent_idx').on(t.agentId, t.status),
    // A code belongs to one agent at a time: whoever blocked or bought it.
    uniqueIndex('voucher_purchases_code_live').on(t.promoCodeId).where(sql`${t.status} <> 'released'`),
  ],
);
