import type { Db } from '../../db/client';
import type { payments } from '../../db/moneyTables';
import { post } from '../wallet/ledger';
import type { PaymentPurpose } from './gateway';
import { settleReservation } from './settle';

type PaymentRow = typeof payments.$inferSelect;
type Fulfilment = (tx: Db, payment: PaymentRow, now: Date) => Promise<void>;

const fulfilments: Partial<Record<PaymentPurpose, Fulfilment>> = {
  booking: async (tx, payment, now) => {
    if (payment.reservationId) await settleReservation(tx, payment.reservationId, now);
  },
  topup: async (tx, payment, now) => {
    await post(tx, { agentId: payment.payerId, kind: 'topup', amount: Number(payment.amount), paymentId: payment.id, reference: payment.transactionId }, now);
  },
};

/** Lets another area deliver what its payments buy (promo codes, promo packages, events). */
export const registerFulfilment = (purpose: PaymentPurpose, fulfilment: Fulfilment) => {
  fulfilments[purpose] = fulfilment;
};

/**
 * Delivers what an approved payment paid for, in the transaction that approved it: a booking's
 * payment status, a wallet top-up, a voucher. Called exactly once per payment, by whoever won the
 * conditional update that approved it.
 */
export const fulfil = async (tx: Db, payment: PaymentRow, now: Date) => {
  const deliver = fulfilments[payment.purpose as PaymentPurpose];
  if (!deliver) throw new Error(`no fulfilment for payments of purpose ${payment.purpose}`);
  await deliver(tx, payment, now);
};
