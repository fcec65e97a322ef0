import { createActor, fromPromise } from 'xstate';
import type { Payment, WalletPaid } from './apiTypes';
import { paymentMachine } from './paymentMachine';
import { httpError, reservation } from './test/fixtures';

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T02:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const payable = () => {
  const { id, bookingNo, total, paymentDeadline, status, paymentStatus } = reservation();
  return { id, bookingNo, total, paymentDeadline, status, paymentStatus };
};

/** The payment machine on a stubbed server; unasked calls fail the test. */
const start = (server: Partial<{ payFromWallet: () => Promise<WalletPaid>; sendSlip: () => Promise<Payment>; fetchReservation: () => Promise<ReturnType<typeof reservation>> }> = {}) => {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  const machine = paymentMachine.provide({
    actors: {
      startOnlinePayment: fromPromise(async ({ input }) => ({ paymentId: 'p1', amount: 56_592, redirectUrl: `/sandbox-gateway/pay?reservation=${input.reservationId}` })),
      payFromWallet: fromPromise(server.payFromWallet ?? unexpected),
      sendSlip: fromPromise(server.sendSlip ?? unexpected),
      fetchReservation: fromPromise(server.fetchReservation ?? unexpected),
    },
  });
  return createActor(machine, { input: { reservation: payable() } }).start();
};

test('at the payment deadline the booking is cancelled (the server says Expired) and the person told', async () => {
  const actor = start({ fetchReservation: async () => reservation({ status: 'Expired' }) });
  await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
  expect(actor.getSnapshot().hasTag('paying')).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  await settle();
  expect(actor.getSnapshot().value).toBe('cancelled');
  expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  expect(actor.getSnapshot().context.notice).toEqual({ message: 'wizard.payment.expired' });
});

test('money that landed at the last moment counts: the deadline finds the booking paid', async () => {
  const actor = start({ fetchReservation: async () => reservation({ status: 'Pending', paymentStatus: 'FullyPaid' }) });
  actor.send({ type: 'payment.timeout' });
  await settle();
  expect(actor.getSnapshot().output).toEqual({ outcome: 'paid' });
});

test('online payment hands over to the gateway page', async () => {
  const actor = start();
  actor.send({ type: 'payment.online' });
  await settle();
  expect(actor.getSnapshot().output).toEqual({ outcome: 'redirecting', redirectUrl: `/sandbox-gateway/pay?reservation=${payable().id}` });
});

test('a slip goes only once complete, then waits for staff and the countdown stops', async () => {
  let sent = 0;
  const actor = start({
    sendSlip: async () => {
      sent++;
      return { method: 'offline', amount: 56_592 } as Payment;
    },
  });
  const incomplete = { method: 'offline' as const, amount: 56_592, referenceNo: '', referenceDate: '2026-11-21', slip: null };
  expect(actor.getSnapshot().can({ type: 'payment.slip', payment: incomplete })).toBe(false);
  actor.send({ type: 'payment.slip', payment: incomplete });
  expect(sent).toBe(0);
  actor.send({ type: 'payment.slip', payment: { ...incomplete, referenceNo: 'MBB 778812', slip: new Blob(['png']) } });
  await settle();
  expect(sent).toBe(1);
  const waiting = { outcome: 'awaitingReview', receipt: { method: 'offline', amount: 56_592 } };
  expect(actor.getSnapshot().output).toEqual(waiting);
  // Nothing left to count down.
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(actor.getSnapshot().output).toEqual(waiting);
});

test('a refused slip shows the server\'s field message; another try remains', async () => {
  const actor = start({ sendSlip: () => Promise.reject(httpError(400, { message: 'Some fields need attention', code: 'validation', errors: { amount: 'More than is due (RM 565.92)' } })) });
  actor.send({ type: 'payment.slip', payment: { method: 'cheque', amount: 99_999, chequeNo: '004512', chequeBank: 'Maybank', chequeDate: '2026-11-21' } });
  await settle();
  expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
  expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: { message: 'More than is due (RM 565.92)' } });
  expect(actor.getSnapshot().context.notice).toEqual({ message: 'Some fields need attention' });
});

test('the wallet pays at once', async () => {
  const actor = start({ payFromWallet: async () => ({ payment: { method: 'wallet', amount: 56_592 } }) as WalletPaid });
  actor.send({ type: 'payment.wallet' });
  expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  await settle();
  // What was paid and how, for the message on the booking.
  expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', receipt: { method: 'wallet', amount: 56_592 } });
});

test('choosing another way to pay clears the message about the last one', async () => {
  const actor = start({ payFromWallet: () => Promise.reject(httpError(409, { message: 'Your wallet balance does not cover this amount.', code: 'insufficient_balance' })) });
  actor.send({ type: 'payment.wallet' });
  await settle();
  expect(actor.getSnapshot().context.notice).toEqual({ message: 'Your wallet balance does not cover this amount.' });
  actor.send({ type: 'payment.choose' });
  expect(actor.getSnapshot().context.notice).toBeNull();
  expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
});
