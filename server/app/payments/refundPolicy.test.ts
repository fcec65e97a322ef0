import { afterAll, beforeAll, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { creditWallet } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { percentOf } from '../pricing/money';

/** Staff refunding a cancelled booking are offered the cancellation policy's fee for the notice given. */

let api: TestApp;
let ta: string;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2027-03-01T02:00:00Z'));
  ta = await api.login('ta@agency.test');
});
afterAll(() => api.close());

const paidBooking = async (checkIn: string, checkOut: string) => {
  const admin = await api.login('admin@resort.test');
  const booking = await booked(api, ta, { checkIn, checkOut });
  await creditWallet(api, 'ta@agency.test', booking.total);
  expect((await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: booking.id } })).status).toBe(201);
  await api.call('PUT', `/api/admin/reservations/${booking.id}/approve`, { token: admin });
  return booking;
};

it("proposes the policy's fee for a booking cancelled 10 days before check-in (50 % by default), and the plain default for a booking still on", async () => {
  const cancelled = await paidBooking('2027-04-30', '2027-05-02');
  const kept = await paidBooking('2027-05-10', '2027-05-12');

  const admin = await deskAt(api, '2027-04-20');
  expect((await api.call('PUT', `/api/admin/cancel/${cancelled.id}`, { token: admin })).status).toBe(200);
  const preview = await api.call('GET', `/api/admin/reservations/${cancelled.id}/refund`, { token: admin });
  expect(preview.status).toBe(200);
  const fee = percentOf(cancelled.total, 50);
  expect(preview.json).toMatchObject({ refundable: cancelled.total, suggestedCancelFee: fee, suggestedRefund: cancelled.total - fee, policy: { tier: { minDays: 7, feePercent: 50 }, daysBefore: 10, fee } });

  // A refund on a booking that goes ahead (a stay made shorter) is no cancellation: no policy fee.
  const other = await api.call('GET', `/api/admin/reservations/${kept.id}/refund`, { token: admin });
  expect(other.json).toMatchObject({ suggestedCancelFee: 0, suggestedRefund: kept.total, policy: null });

  // Staff may still choose otherwise: the refund takes the amounts they confirm.
  const refund = await api.call('POST', `/api/admin/reservations/${cancelled.id}/refund`, { token: admin, body: { cancelFee: fee, refundAmount: cancelled.total - fee, method: 'wallet', confirm: true } });
  expect(refund.status).toBe(201);
  expect(api.unexpected).toEqual([]);
});
