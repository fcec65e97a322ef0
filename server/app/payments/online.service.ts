import { eq } from 'drizzle-orm';
import type { Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { payments } from '../../db/moneyTables';
import { ApiError, notFound } from '../http/errors';
import { fulfil } from './fulfil';
import type { GatewayOutcome, PaymentGateway, PaymentPurpose } from './gateway';
import { mailAboutPayment } from './payments.service';
import { settlementOf } from './settle';
import { formatMoney } from '../../../i18n/formatMoney';

export interface OnlinePaymentRequest {
  purpose: PaymentPurpose;
  payerId: string;
  recordedBy: string;
  amount: number;
  reservationId?: string | null;
  subjectId?: string | null;
  description: string;
  locale: Locale;
}

/** The addresses the gateway sends the payer back to and reports to, per purpose (spec section 7). */
export const gatewayAddresses = (purpose: PaymentPurpose, reference: string) => ({
  returnUrl: `/api/payment/return/${purpose}?reference=${encodeURIComponent(reference)}`,
  callbackUrl: `/api/payment/callback/${purpose}`,
});

/** Starts an online payment: an `initiated` payment and the gateway's page to pay it on. */
export const startOnlinePayment = async (tx: Db, gateway: PaymentGateway, request: OnlinePaymentRequest, now: Date) => {
  const reference = crypto.randomUUID();
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: request.purpose,
      reservationId: request.reservationId ?? null,
      subjectId: request.subjectId ?? null,
      payerId: request.payerId,
      recordedBy: request.recordedBy,
      method: 'online',
      amount: request.amount,
      status: 'initiated',
      gateway: gateway.name,
      gatewayRef: reference,
      locale: request.locale,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const { redirectUrl } = await gateway.checkout({
    reference,
    amount: request.amount,
    currency: payment.currency,
    description: request.description,
    paymentId: payment.id,
    purpose: request.purpose,
    ...gatewayAddresses(request.purpose, reference),
  });
  return { paymentId: payment.id, amount: request.amount, redirectUrl };
};

/**
 * Applies a verified gateway outcome once, however often the gateway delivers it: the payment row is
 * locked and only an `initiated` payment moves. The amount and currency must be the ones asked for.
 */
export const applyGatewayOutcome = async (tx: Db, purpose: PaymentPurpose, outcome: GatewayOutcome, now: Date, gateway?: string) => {
  const [payment] = await tx.select().from(payments).where(eq(payments.gatewayRef, outcome.reference)).for('update');
  // A gateway only settles the payments started through it: the sandbox's signature never moves a Stripe payment.
  if (!payment || payment.purpose !== purpose || (gateway !== undefined && payment.gateway !== gateway)) throw notFound('app.errors.not_found');
  if (outcome.amount !== Number(payment.amount) || outcome.currency !== payment.currency) throw new ApiError(400, 'amount_mismatch', 'app.payments.amount_mismatch');
  if (payment.status !== 'initiated') return { applied: false, payment };
  const paid = outcome.status === 'paid';
  const [updated] = await tx
    .update(payments)
    .set({
      status: paid ? 'approved' : 'failed',
      approvedAt: paid ? now : null,
      transactionId: outcome.transactionId || null,
      cardHolderName: outcome.cardHolderName,
      cardType: outcome.cardType,
      cardLast4: outcome.cardLast4,
      issuingBank: outcome.issuingBank,
      batchNumber: outcome.batchNumber,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (paid) {
    await fulfil(tx, updated, now);
    const balanceDue = updated.reservationId ? Math.max(0, (await settlementOf(tx, updated.reservationId)).balanceDue) : 0;
    await mailAboutPayment(tx, updated, 'payment-approved', now, { balanceDue: formatMoney(balanceDue) });
  }
  return { applied: true, payment: updated };
};
