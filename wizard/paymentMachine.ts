import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { idempotencyKey } from '../src/shared/request';
import * as api from './api';
import type { BookingApi, SlipPayment } from './api';
import type { OnlineStart, Payment, PayableReservation, ReservationDetail, WalletPaid } from './apiTypes';
import { msUntil } from './countdown';
import type { FieldErrors, Message } from './model';
import { fieldMessagesOf, noticeOf, problemOf } from './serverErrors';
import { slipPaymentSchema, validateWith } from './validation';

/** A payment the server took: how and how much (sen), as it answered, for the message after paying. */
export interface Receipt {
  method: string;
  amount: number;
}

/** How the payment step ended (with the receipt of the payment made here, if one was). */
export type PaymentOutcome =
  | { outcome: 'paid'; receipt?: Receipt }
  | { outcome: 'awaitingReview'; receipt?: Receipt }
  | { outcome: 'redirecting'; redirectUrl: string }
  | { outcome: 'cancelled' };

const OUTCOMES = ['paid', 'awaitingReview', 'redirecting', 'cancelled'];
/** XState hands the root the final state's output as `unknown`: checked, not cast. */
const isOutcome = (value: unknown): value is PaymentOutcome =>
  typeof value === 'object' && value !== null && 'outcome' in value && OUTCOMES.includes(String(value.outcome));

/** A slip or cheque's field messages (empty when it may be sent). */
export const validateSlip = (payment: SlipPayment): FieldErrors => validateWith(slipPaymentSchema, payment);

interface PaymentContext {
  reservation: PayableReservation;
  /** The wallet payment's Idempotency-Key, one per booking being paid (a failed call leaves no key behind). */
  onceKey: string;
  redirectUrl: string;
  /** The payment the server took here. */
  receipt: Receipt | null;
  fieldErrors: FieldErrors;
  notice: Message | null;
}

/**
 * How the agent pays (spec section 3): online by card, a bank-in slip or cash deposit or a cheque
 * (`payment.slip`), or the wallet; `payment.choose` when another way is picked (the last way's
 * messages go); `payment.timeout` when the countdown ends.
 */
export type PaymentEvent =
  | { type: 'payment.online' }
  | { type: 'payment.wallet' }
  | { type: 'payment.slip'; payment: SlipPayment }
  | { type: 'payment.choose' }
  | { type: 'payment.timeout' };

/**
 * Paying a booking just made. The countdown runs to the booking's `paymentDeadline` (the server's
 * payment countdown): at zero the server cancels the unpaid booking and frees its rooms, so the
 * machine asks the server how the booking stands and tells the person. Online payment hands over to
 * the gateway page; a slip or cheque waits for staff (the server stops the countdown meanwhile); the
 * wallet pays at once.
 */
/** The payment's calls to one audience's API, as the payment machine invokes them. */
export const paymentActors = (calls: Pick<BookingApi, 'startOnlinePayment' | 'sendSlip' | 'payFromWallet' | 'fetchReservation'>) => ({
  startOnlinePayment: fromPromise<OnlineStart, { reservationId: string }>(({ input }) => calls.startOnlinePayment(input)),
  sendSlip: fromPromise<Payment, { reservationId: string; payment: SlipPayment }>(({ input }) => calls.sendSlip(input)),
  payFromWallet: fromPromise<WalletPaid, { reservationId: string; onceKey: string }>(({ input }) => calls.payFromWallet(input)),
  fetchReservation: fromPromise<ReservationDetail, { reservationId: string }>(({ input }) => calls.fetchReservation(input)),
});

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as { reservation: PayableReservation },
    output: {} as PaymentOutcome,
    tags: {} as 'paying' | 'loading',
  },
  actors: paymentActors(api),
  delays: {
    paymentDeadline: ({ context }) => msUntil(context.reservation.paymentDeadline),
  },
  guards: {
    slipIsComplete: ({ event }) => event.type === 'payment.slip' && Object.keys(validateSlip(event.payment)).length === 0,
    /** Money reached the booking before the deadline (a payment that landed at the last moment). */
    wasPaid: (_, params: { reservation: ReservationDetail }) => params.reservation.paymentStatus !== 'Pending',
  },
  actions: {
    clearMessages: assign({ fieldErrors: {}, notice: null }),
    storeProblem: assign((_, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      return { notice: noticeOf(problem), fieldErrors: fieldMessagesOf(problem) };
    }),
    storeRedirect: assign((_, params: { start: OnlineStart }) => ({ redirectUrl: params.start.redirectUrl })),
    storeReceipt: assign((_, params: { payment: Payment }) => ({ receipt: { method: params.payment.method, amount: params.payment.amount } })),
    noteCancelled: assign({ notice: { message: 'wizard.payment.expired' } }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ reservation: input.reservation, onceKey: idempotencyKey(), redirectUrl: '', receipt: null, fieldErrors: {}, notice: null }),
  initial: 'open',
  output: ({ event }) => (isOutcome(event.output) ? event.output : { outcome: 'cancelled' }),
  states: {
    open: {
      tags: 'paying',
      after: { paymentDeadline: { actions: raise({ type: 'payment.timeout' }) } },
      on: { 'payment.timeout': 'confirmingExpiry' },
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'payment.online': { target: 'startingOnline', actions: 'clearMessages' },
            'payment.slip': { guard: 'slipIsComplete', target: 'sendingSlip', actions: 'clearMessages' },
            'payment.wallet': { target: 'payingFromWallet', actions: 'clearMessages' },
            // A message was about the way given up (a wallet that does not cover it): it goes.
            'payment.choose': { actions: 'clearMessages' },
          },
        },
        startingOnline: {
          tags: 'loading',
          invoke: {
            src: 'startOnlinePayment',
            input: ({ context }) => ({ reservationId: context.reservation.id }),
            onDone: { target: '#payment.redirecting', actions: { type: 'storeRedirect', params: ({ event }) => ({ start: event.output }) } },
            onError: { target: 'choosing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sendingSlip: {
          tags: 'loading',
          invoke: {
            src: 'sendSlip',
            input: ({ context, event }) => {
              assertEvent(event, 'payment.slip');
              return { reservationId: context.reservation.id, payment: event.payment };
            },
            onDone: { target: '#payment.awaitingReview', actions: { type: 'storeReceipt', params: ({ event }) => ({ payment: event.output }) } },
            onError: { target: 'choosing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        payingFromWallet: {
          tags: 'loading',
          invoke: {
            src: 'payFromWallet',
            input: ({ context }) => ({ reservationId: context.reservation.id, onceKey: context.onceKey }),
            onDone: { target: '#payment.paid', actions: { type: 'storeReceipt', params: ({ event }) => ({ payment: event.output.payment }) } },
            // 409 when the balance does not cover what is due: another way to pay remains.
            onError: { target: 'choosing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** The countdown ended: the server is the judge of whether the booking still stands. */
    confirmingExpiry: {
      tags: 'loading',
      invoke: {
        src: 'fetchReservation',
        input: ({ context }) => ({ reservationId: context.reservation.id }),
        onDone: [{ guard: { type: 'wasPaid', params: ({ event }) => ({ reservation: event.output }) }, target: 'paid' }, { target: 'cancelled' }],
        onError: 'cancelled',
      },
    },
    paid: { type: 'final', output: ({ context }) => ({ outcome: 'paid', ...(context.receipt ? { receipt: context.receipt } : {}) }) },
    awaitingReview: { type: 'final', output: ({ context }) => ({ outcome: 'awaitingReview', ...(context.receipt ? { receipt: context.receipt } : {}) }) },
    redirecting: { type: 'final', output: ({ context }) => ({ outcome: 'redirecting', redirectUrl: context.redirectUrl }) },
    cancelled: { type: 'final', entry: 'noteCancelled', output: { outcome: 'cancelled' } },
  },
});
