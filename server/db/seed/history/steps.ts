import { formatMoney } from '../../../../i18n/formatMoney';
import { createHold, releaseHold } from '../../../app/booking/holds';
import type { z } from '@hono/zod-openapi';
import { approve, createReservation, reservationBody, transition } from '../../../app/booking/reservations.service';
import type { TransitionName } from '../../../app/booking/transitions';
import type { AppConfig } from '../../../app/config';
import type { Actor } from '../../../app/http/env';
import { plainPdf } from '../../../app/invoices/plainPdf';
import type { PaymentPurpose } from '../../../app/payments/gateway';
import type { SandboxGateway } from '../../../app/payments/sandboxGateway';
import { applyGatewayOutcome, startOnlinePayment } from '../../../app/payments/online.service';
import { approvePayment, payableAmount, payBookingFromWallet, rejectPayment, submitSlip, type SlipInput } from '../../../app/payments/payments.service';
import { refund, refundPreview } from '../../../app/payments/refunds.service';
import { readSetting, type BookingRules } from '../../../app/settings/settings';
import { storeUpload } from '../../../app/uploads/uploads.service';
import type { FileStorage } from '../../../app/uploads/storage';
import { walletOf } from '../../../app/wallet/ledger';
import { eventTitle, takeSeats } from '../../../app/events/events.service';
import { payPurchaseFromWallet } from '../../../app/payments/walletPayment';
import { decidePayout, requestPayout } from '../../../app/wallet/payouts.service';
import type { Db } from '../../client';

/** Where the history's requests "come from" in the audit log. */
export const HISTORY_IP = '127.0.0.1';

export interface StepDeps {
  db: Db;
  storage: FileStorage;
  /** The demo pays through the built-in sandbox gateway: its card page's signed report is what a payment online leaves behind. */
  payments: SandboxGateway;
  config: AppConfig;
}

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/**
 * The demo's people acting through the product's own services, one call per thing a person does in the
 * wizard, the agent portal or the back office. Each takes the moment it happens.
 */
export const historySteps = (deps: StepDeps) => {
  const { db, config } = deps;
  let transactionNo = 0;
  // The booking rules as staff set them, read once when the history starts (a job outside any request).
  let rules: Promise<BookingRules> | undefined;
  const bookingRules = () => (rules ??= readSetting(db, 'booking'));

  /** The gateway's page paid by card, and its signed report applied, two minutes later. */
  const payOnline = async (actor: Actor, purpose: PaymentPurpose, request: { amount: number; reservationId?: string; subjectId?: string; description: string }, now: Date) => {
    const started = await db.transaction((tx) =>
      startOnlinePayment(tx, deps.payments, { purpose, payerId: actor.accountId, recordedBy: actor.id, locale: 'en', ...request }, now),
    );
    const reference = new URL(started.redirectUrl, 'http://resort.invalid').searchParams.get('reference') ?? '';
    const fields: Record<string, string> = {
      reference,
      amount: String(started.amount),
      currency: 'MYR',
      status: 'paid',
      transactionId: `SBX${String(++transactionNo).padStart(8, '0')}`,
      cardHolderName: `${actor.firstName} ${actor.lastName}`.trim(),
      cardType: transactionNo % 3 === 0 ? 'MASTERCARD' : 'VISA',
      cardLast4: '1111',
      issuingBank: 'Sandbox Bank Berhad',
      batchNumber: String(100 + (transactionNo % 50)),
    };
    const outcome = await deps.payments.verifyCallback({ ...fields, signature: await deps.payments.signer.sign(fields) });
    if (!outcome) throw new Error('demo history: the sandbox gateway refused its own callback');
    return db.transaction((tx) => applyGatewayOutcome(tx, purpose, outcome, minutes(now, 2)));
  };

  const steps = {
    /** Holds the rooms and books them a minute later, as the wizard does. Answers null when the hold is refused. */
    async book(actor: Actor, stay: { packageId: string; checkIn: string; checkOut: string; roomIds: string[] }, body: Omit<z.input<typeof reservationBody>, 'holdId' | 'packageId'>, now: Date) {
      const hold = await createHold(db, { ownerId: actor.accountId, ...stay }, now, (await bookingRules()).roomHoldMinutes * 60);
      const parsed = reservationBody.parse({ ...body, holdId: hold.id, packageId: stay.packageId });
      try {
        return await createReservation(db, actor, parsed, minutes(now, 1), await bookingRules(), HISTORY_IP);
      } catch (error) {
        await releaseHold(db, hold.id, actor.accountId, minutes(now, 1));
        throw error;
      }
    },

    /** What is still due on a booking (its balance less slips waiting for review). */
    due: (reservationId: string) => payableAmount(db, reservationId),

    payBookingOnline: (actor: Actor, reservationId: string, bookingNo: string, amount: number, now: Date) =>
      payOnline(actor, 'booking', { amount, reservationId, description: `Booking ${bookingNo}` }, now),

    topUp: (actor: Actor, amount: number, now: Date) => payOnline(actor, 'topup', { amount, description: 'Wallet top-up' }, now),

    balance: async (actor: Actor) => (await walletOf(db, actor.accountId)).balance,

    payFromWallet: (actor: Actor, reservationId: string, amount: number, now: Date) =>
      db.transaction((tx) => payBookingFromWallet(tx, actor, reservationId, amount, now, 'en', HISTORY_IP)),

    /**
     * A bank-in slip, cash deposit or cheque. An agent's bank-in comes with the scanned slip (a small PDF
     * naming the booking); staff recording money they hold need none.
     */
    async paySlip(actor: Actor, reservationId: string, bookingNo: string, input: SlipInput, now: Date) {
      const byAgent = actor.kind !== 'staff';
      const slip =
        byAgent && input.method === 'offline'
          ? await storeUpload(
              { db, storage: deps.storage, now, maxBytes: config.uploadMaxBytes },
              {
                name: `bank-in-${bookingNo}.pdf`,
                bytes: plainPdf([{ text: 'Maybank cash deposit / bank-in slip', size: 14, bold: true }, { text: `Reference: ${input.referenceNo ?? bookingNo}` }, { text: `Date: ${input.referenceDate ?? ''}` }, { text: `Amount: ${formatMoney(input.amount)}` }, { text: 'Beneficiary: Pulau Damai Resort Sdn. Bhd.' }]),
              },
              actor.id,
              'private',
            )
          : null;
      return db.transaction((tx) => submitSlip(tx, actor, reservationId, input, slip ? { uploadId: slip.id, sha256: slip.sha256 } : null, now, 'en', HISTORY_IP));
    },

    approvePayment: (staff: Actor, paymentId: string, now: Date) => db.transaction((tx) => approvePayment(tx, staff, paymentId, now, HISTORY_IP)),
    rejectPayment: (staff: Actor, paymentId: string, notes: string, now: Date) =>
      bookingRules().then(({ paymentCountdownMinutes }) => db.transaction((tx) => rejectPayment(tx, staff, paymentId, notes, now, paymentCountdownMinutes, HISTORY_IP))),

    approveBooking: (staff: Actor, reservationId: string, now: Date) => approve(db, staff, reservationId, now, HISTORY_IP),
    move: (actor: Actor, reservationId: string, name: TransitionName, now: Date) => transition(db, actor, reservationId, name, now, HISTORY_IP),

    /**
     * Staff refund a cancelled booking: to the agent's wallet, or back through each payment it came by,
     * keeping `feePercent` of what was paid as the cancellation fee.
     */
    async refund(staff: Actor, reservationId: string, toWallet: boolean, feePercent: number, now: Date) {
      const preview = await refundPreview(db, reservationId);
      if (preview.refundable <= 0) return;
      let fee = Math.round((preview.refundable * feePercent) / 100 / 100) * 100;
      if (toWallet) {
        await db.transaction((tx) => refund(tx, staff, reservationId, { cancelFee: fee, refundAmount: preview.refundable - fee, method: 'wallet', notes: 'Cancelled by the agent' }, now, HISTORY_IP));
        return;
      }
      for (const payment of preview.payments) {
        if (payment.refundable <= 0) continue;
        const kept = Math.min(fee, payment.refundable);
        fee -= kept;
        if (payment.refundable - kept <= 0 && kept <= 0) continue;
        await db.transaction((tx) =>
          refund(tx, staff, reservationId, { cancelFee: kept, refundAmount: payment.refundable - kept, method: 'original', paymentId: payment.id, notes: 'Cancelled by the guest' }, now, HISTORY_IP),
        );
      }
    },

    /** An agent takes seats at an event, paying from the wallet or online (a free event is joined at once). */
    async joinEvent(actor: Actor, eventId: string, seats: number, how: 'wallet' | 'online', now: Date) {
      const registration = await db.transaction(async (tx) => {
        const taken = await takeSeats(tx, actor, { eventId, seats }, now);
        if (taken.status === 'pending' && how === 'wallet')
          await payPurchaseFromWallet(tx, actor, { purpose: 'event', subjectId: taken.id, amount: Number(taken.amount), reference: await eventTitle(tx, eventId) }, now, 'en', HISTORY_IP);
        return taken;
      });
      if (registration.status === 'pending' && how === 'online')
        await payOnline(actor, 'event', { amount: Number(registration.amount), subjectId: registration.id, description: await eventTitle(db, eventId) }, minutes(now, 1));
    },

    askPayout: (actor: Actor, amount: number, now: Date) => db.transaction((tx) => requestPayout(tx, actor, amount, now, HISTORY_IP)),
    payPayout: (staff: Actor, payoutId: string, reference: string, now: Date) =>
      db.transaction((tx) => decidePayout(tx, staff, payoutId, { decision: 'approve', transferReference: reference }, now, HISTORY_IP)),
  };
  return steps;
};
export type HistorySteps = ReturnType<typeof historySteps>;
