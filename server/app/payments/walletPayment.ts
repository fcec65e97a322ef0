import type { Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { payments } from '../../db/moneyTables';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import { ApiError } from '../http/errors';
import { readSetting, type Setting } from '../settings/settings';
import { post, type EntryKind } from '../wallet/ledger';
import { fulfil } from './fulfil';
import type { PaymentPurpose } from './gateway';

type PaymentRow = typeof payments.$inferSelect;

/** Staff can switch wallet spending off (the wallet setting); top-ups and payouts still work. */
export const requireWalletPayments = async (tx: Db) => refuseWalletPaymentsOff(await readSetting(tx, 'wallet'));

/** requireWalletPayments for a caller that read the wallet setting with other rows. */
export const refuseWalletPaymentsOff = ({ walletPaymentsEnabled }: Setting<'wallet'>) => {
  if (!walletPaymentsEnabled) throw new ApiError(409, 'wallet_payments_disabled', 'app.wallet.payments_disabled');
};

export interface WalletPurchase {
  purpose: Exclude<PaymentPurpose, 'booking' | 'topup'>;
  /** The voucher purchase or event registration being paid. */
  subjectId: string;
  /** Sen, more than 0. */
  amount: number;
  /** What the wallet statement names: the code, the package, the event. */
  reference: string;
}

const LEDGER_KIND: Record<WalletPurchase['purpose'], EntryKind> = { 'promo-code': 'promo-code', 'promo-package': 'promo-package', event: 'event' };

/**
 * Pays a purchase from the agent's own wallet in the caller's transaction: an approved wallet
 * payment, the ledger debit (409 when the balance does not cover it, and nothing is written) and the
 * fulfilment that delivers what it bought.
 */
export const payPurchaseFromWallet = async (tx: Db, actor: Actor, purchase: WalletPurchase, now: Date, locale: Locale, ip: string): Promise<PaymentRow> => {
  await requireWalletPayments(tx);
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: purchase.purpose,
      subjectId: purchase.subjectId,
      payerId: actor.accountId,
      recordedBy: actor.id,
      method: 'wallet',
      amount: purchase.amount,
      status: 'approved',
      approvedAt: now,
      locale,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await post(tx, { agentId: actor.accountId, kind: LEDGER_KIND[purchase.purpose], amount: purchase.amount, reference: purchase.reference, paymentId: payment.id, createdBy: actor.id }, now);
  await fulfil(tx, payment, now);
  await writeAudit(tx, { actor, action: 'create', resource: 'payments', recordId: payment.id, after: { purpose: purchase.purpose, subjectId: purchase.subjectId, method: 'wallet', amount: purchase.amount }, ip }, now);
  return payment;
};

/**
 * What a paid-for thing that can no longer be delivered turns into: its money back in the payer's
 * wallet. It happens when an online payment lands after its hold ran out and someone else took the
 * code, the package unit or the seats.
 */
export const creditUndeliverable = async (tx: Db, payment: PaymentRow, reference: string, now: Date) => {
  await post(tx, { agentId: payment.payerId, kind: 'refund', amount: Number(payment.amount), reference, paymentId: payment.id }, now);
};
