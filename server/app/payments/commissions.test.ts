import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { creditWallet, rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { percentOf } from '../pricing/money';
import type { Quote } from '../pricing/types';
import { commissionBase, creditCommissions } from './commissions.service';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

const wallet = async (token: string) => (await api.call('GET', '/api/agent/wallet', { token })).json as unknown as { creditedAmount: number; debitedAmount: number; balance: number };
const step = (id: string, transition: string) => api.call('PUT', `/api/admin/reservations/${id}/status/${transition}`, { token: admin });
/**
 * Guests are checked in on their check-in date: the clock moves there, and the desk and the agents sign
 * in again (a session ends after 12 hours unused).
 */
const checkIn = async (id: string) => {
  const [{ day }] = await rowsOf<{ day: string }>(api, sql`SELECT check_in::text AS day FROM reservations WHERE id = ${id}`);
  admin = await deskAt(api, day);
  [ta, freelancer] = await Promise.all([api.login('ta@agency.test'), api.login('freelancer@agent.test')]);
  return step(id, 'check-in');
};
const baseOf = async (id: string) => {
  const [{ quote }] = await rowsOf<{ quote: Quote }>(api, sql`SELECT quote FROM reservations WHERE id = ${id}`);
  return commissionBase(quote);
};

/** A booking paid in full from the wallet and approved by staff: Upcoming, waiting for its guests. */
const paidBooking = async (token: string, email: string, checkIn: string, checkOut: string) => {
  const booking = await booked(api, token, { checkIn, checkOut });
  await creditWallet(api, email, booking.total);
  expect((await api.call('POST', '/api/agent/wallet', { token, body: { reservationId: booking.id } })).status).toBe(201);
  await api.call('PUT', `/api/admin/reservations/${booking.id}/approve`, { token: admin });
  return booking;
};

describe('commissions', () => {
  it('are forecast before check-in and credited to the wallet once when the guests check in', async () => {
    const booking = await paidBooking(ta, 'ta@agency.test', '2027-04-01', '2027-04-03');
    const expected = percentOf(await baseOf(booking.id), 15);
    expect(expected).toBeGreaterThan(0);
    const before = await api.call('GET', '/api/agent/my-commission', { token: ta });
    expect(before.json.forecast).toEqual([expect.objectContaining({ bookingNo: booking.bookingNo, ratePercent: 15, amount: expected })]);
    expect(before.json.commissions).toEqual([]);
    const walletBefore = await wallet(ta);

    expect((await checkIn(booking.id)).json.status).toBe('InHouse');
    expect(await wallet(ta)).toMatchObject({ creditedAmount: walletBefore.creditedAmount + expected });
    const after = await api.call('GET', '/api/agent/my-commission', { token: ta });
    expect(after.json.commissions).toEqual([expect.objectContaining({ bookingNo: booking.bookingNo, amount: expected, status: 'credited' })]);
    expect(after.json.forecast).toEqual([]);

    // Whatever calls it again, the booking's commission is there once.
    await api.db.transaction((tx) => creditCommissions(tx, booking.id, api.clock.now()));
    const [{ n }] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM wallet_entries WHERE reservation_id = ${booking.id} AND kind = 'commission'`);
    expect(n).toBe(1);
  });

  it("earn the referrer its referral commission on the referee's bookings", async () => {
    // Registration through a referral link (issue 5's screen) links the two accounts like this.
    await api.db.execute(sql`UPDATE users SET referred_by_id = (SELECT id FROM users WHERE email = 'ta@agency.test') WHERE email = 'freelancer@agent.test'`);
    const booking = await paidBooking(freelancer, 'freelancer@agent.test', '2026-12-07', '2026-12-08');
    const base = await baseOf(booking.id);
    const forecast = await api.call('GET', '/api/agent/referral-commission', { token: ta });
    expect(forecast.json.forecast).toEqual([expect.objectContaining({ bookingNo: booking.bookingNo, amount: percentOf(base, 2) })]);
    await checkIn(booking.id);
    const earned = await api.call('GET', '/api/agent/referral-commission/2026', { token: ta });
    expect(earned.json.commissions).toEqual([expect.objectContaining({ bookingNo: booking.bookingNo, amount: percentOf(base, 2), ratePercent: 2 })]);
    expect((await api.call('GET', '/api/agent/referral-commission/2025', { token: ta })).json.commissions).toEqual([]);
    const mine = await api.call('GET', '/api/agent/my-commission', { token: freelancer });
    expect(mine.json.commissions).toEqual([expect.objectContaining({ amount: percentOf(base, 5) })]);
    const report = await api.call('GET', '/api/admin/reservations/yearly-payout/2026', { token: admin });
    expect(report.json.rows).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'ta@agency.test', kind: 'referral', amount: percentOf(base, 2) })]));
  });

  it('share a referral link with the agent code', async () => {
    const res = await api.call('GET', '/api/agent/social-share', { token: ta });
    expect(res.json.link).toMatch(/\/pages\/register\?ref=[A-Z0-9]+$/);
    expect(res.json.text).toContain(res.json.link as string);
    expect(res.json.bookingLink).toBe(`${new URL(res.json.link as string).origin}/portal?agent=${res.json.referralCode as string}`);
  });
});

describe('refunds', () => {
  it('need a confirmation, never exceed what was paid, go to the wallet and take back the commission', async () => {
    const booking = await paidBooking(ta, 'ta@agency.test', '2027-04-10', '2027-04-12');
    await checkIn(booking.id);
    const commission = percentOf(await baseOf(booking.id), 15);
    const preview = await api.call('GET', `/api/admin/reservations/${booking.id}/refund`, { token: admin });
    expect(preview.json).toMatchObject({ paid: booking.total, refunded: 0, refundable: booking.total });

    const unconfirmed = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: 0, refundAmount: 1_000, method: 'wallet' } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.errors.confirm).toBe('Confirm the refund.');
    const tooMuch = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: 1, refundAmount: booking.total, method: 'wallet', confirm: true } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors.refundAmount).toMatch(/^Refund and cancel fee together may be at most RM/);

    const before = await wallet(ta);
    const partial = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: 0, refundAmount: 1_000, method: 'wallet', confirm: true } });
    expect(partial.status).toBe(201);
    expect(partial.json).toMatchObject({ refundAmount: 1_000, paymentStatus: 'Partial' });
    const rest = booking.total - 1_000;
    const full = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: 0, refundAmount: rest, method: 'wallet', confirm: true } });
    expect(full.json).toMatchObject({ paymentStatus: 'Refunded' });
    expect(await wallet(ta)).toMatchObject({ creditedAmount: before.creditedAmount + booking.total, debitedAmount: before.debitedAmount + commission });
    const more = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: 0, refundAmount: 1, method: 'wallet', confirm: true } });
    expect(more.status).toBe(400);
  });

  it('back through the original payment is limited to that payment', async () => {
    const booking = await paidBooking(ta, 'ta@agency.test', '2027-04-15', '2027-04-16');
    const preview = await api.call('GET', `/api/admin/reservations/${booking.id}/refund`, { token: admin });
    const [payment] = preview.json.payments as unknown as { id: string; refundable: number }[];
    const noPayment = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: 0, refundAmount: 500, method: 'original', confirm: true } });
    expect(noPayment.json.errors.paymentId).toBe('Choose the payment to refund through.');
    const res = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: 2_000, refundAmount: payment.refundable - 2_000, method: 'original', paymentId: payment.id, notes: 'Cancelled 10 days before', confirm: true } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ cancelFee: 2_000, method: 'original' });
    expect((await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: ta, body: {} })).status).toBe(403);
  });
});
