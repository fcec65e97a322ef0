import type { presentPayment } from '../../../server/app/payments/payments.read';
import type { refund, refundPreview } from '../../../server/app/payments/refunds.service';
import type { EntryKind, statementOf, WalletTotals } from '../../../server/app/wallet/ledger';
import type { listPayouts } from '../../../server/app/wallet/payouts.service';

/**
 * The money desk's answers, typed from the server code that builds them (every date there is already an
 * ISO string), so a change on either side fails the type check instead of the screen.
 */

/** A payment as `GET /api/admin/payments[/:id]` shows it. */
export type Payment = ReturnType<typeof presentPayment>;

export const PAYMENT_STATUSES = ['initiated', 'pending', 'approved', 'rejected', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['online', 'offline', 'cheque', 'wallet', 'cash', 'card'] as const;

/** A payout request as `GET /api/admin/payouts` lists it. */
export type Payout = Awaited<ReturnType<typeof listPayouts>>['records'][number];

/** The real values of a payout's status (the agent "requested" it while it is `pending`). */
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PayoutState = (typeof PAYOUT_STATUSES)[number];

/** `GET /api/admin/reservations/:id/refund`: what was paid, what may still go back, a suggested fee. */
export type RefundPreview = Awaited<ReturnType<typeof refundPreview>>;
export type RefundablePayment = RefundPreview['payments'][number];

/** `POST /api/admin/reservations/:id/refund`'s body (without `confirm` it only validates). */
export interface RefundBody {
  cancelFee: number;
  refundAmount: number;
  method: 'wallet' | 'original';
  paymentId?: string;
  notes?: string;
  confirm?: true;
}

/** The refund recorded. */
export type RefundResult = Awaited<ReturnType<typeof refund>>;

/** `GET /api/admin/wallets/:agentId/statement`: totals and one page of entries, newest first. */
export interface WalletStatement {
  wallet: WalletTotals;
  entries: StatementEntry[];
  total: number;
}
export type StatementEntry = Awaited<ReturnType<typeof statementOf>>['entries'][number];
export type { EntryKind };

/** The answer of a list of the money desk: its records under a name, and how many there are. */
export type ListAnswer<K extends string, T> = Record<K, T[]> & { total: number };
