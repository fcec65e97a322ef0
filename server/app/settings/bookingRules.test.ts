import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { bookStay, booked } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';

/** The booking rules staff change in Settings are what the server holds the next booking to, and what the wizard is told. */

let api: TestApp;
let admin: string;
let ta: string;

/** 10:00 on 21 Nov 2026 in Kuala Lumpur. */
const BOOKING_DAY = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.clock.set(BOOKING_DAY);
  [admin, ta] = await Promise.all([api.login('admin@resort.test'), api.login('ta@agency.test')]);
});

const rulesOf = async () => (await api.call('GET', '/api/admin/settings/booking', { token: admin })).json;
const setRules = async (change: Record<string, unknown>) => api.call('PUT', '/api/admin/settings/booking', { token: admin, body: { ...(await rulesOf()), ...change } });
const detailsRules = async (checkIn?: string) => {
  const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
  const query = checkIn ? `&checkIn=${checkIn}` : '';
  return (await api.call('GET', `/api/agent/booking-details?packageId=${pkg.id}${query}`, { token: ta })).json;
};

it('starts from the rules of today: 2-minute holds, 30-minute countdown, 14-day cut-off, 500 characters', async () => {
  expect(await rulesOf()).toMatchObject({ roomHoldMinutes: 2, paymentCountdownMinutes: 30, cutOffDays: 14, specialRequestMaxLength: 500 });
  expect((await detailsRules()).rules).toMatchObject({ roomHoldSeconds: 120, paymentCountdownMinutes: 30, cutOffDays: 14, specialRequestMaxLength: 500 });
});

it('after staff change the rules, holds, countdowns, cut-off and request length follow them, and the wizard is told the same', async () => {
  const saved = await setRules({ roomHoldMinutes: 5, paymentCountdownMinutes: 45, cutOffDays: 20, specialRequestMaxLength: 60 });
  expect(saved.status).toBe(200);
  expect(saved.json).toMatchObject({ roomHoldMinutes: 5, paymentCountdownMinutes: 45, cutOffDays: 20, specialRequestMaxLength: 60 });

  const details = await detailsRules('2026-12-20');
  expect(details.rules).toMatchObject({ roomHoldSeconds: 300, paymentCountdownMinutes: 45, cutOffDays: 20, specialRequestMaxLength: 60 });
  expect(details.cutOffDate).toBe('2026-11-30');

  // A hold now lasts five minutes: still live after four, gone after five.
  const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
  const roomType = await api.record(admin, 'room-types', { code: 'CHL-GDN' });
  const dates = { checkIn: '2026-12-22', checkOut: '2026-12-23' };
  const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { ...dates, roomTypeIds: [roomType.id] } })).json as unknown as { rooms: { id: string }[] }[];
  const hold = await api.call('POST', `/api/agent/temp-room-block/${pkg.id}`, { token: ta, body: { ...dates, roomIds: [type.rooms[0].id] } });
  expect(hold.status).toBe(201);
  expect(hold.json.secondsLeft).toBe(300);
  api.clock.set(new Date(BOOKING_DAY.getTime() + 4 * 60_000));
  expect((await api.call('GET', `/api/agent/room-timer?holdId=${hold.json.id}`, { token: ta })).json.secondsLeft).toBe(60);
  api.clock.set(new Date(BOOKING_DAY.getTime() + 5 * 60_000));
  expect((await api.call('GET', `/api/agent/room-timer?holdId=${hold.json.id}`, { token: ta })).json.secondsLeft).toBe(0);
  api.clock.set(BOOKING_DAY);

  // A special request of 61 characters is refused on its field; 60 are taken.
  const long = await bookStay(api, ta, { checkIn: '2026-12-20', checkOut: '2026-12-21', extra: { specialRequests: 'x'.repeat(61) } });
  expect(long.status).toBe(400);
  expect(long.json.errors.specialRequests).toBeTruthy();
  const booking = await booked(api, ta, { checkIn: '2026-12-20', checkOut: '2026-12-21', extra: { specialRequests: 'x'.repeat(60) } });
  const shown = (await api.call('GET', `/api/admin/reservations/${booking.id}`, { token: admin })).json;
  // Paid in full 20 days before check-in; the rooms kept 45 minutes unpaid.
  expect(shown.cutOffDate).toBe('2026-11-30');
  expect(new Date(shown.paymentDeadline as string).getTime()).toBe(BOOKING_DAY.getTime() + 45 * 60_000);

  const audit = await api.records(admin, 'audit-log', { resource: 'settings' });
  expect(JSON.stringify(audit)).toContain('"roomHoldMinutes":5');
  await setRules({ roomHoldMinutes: 2, paymentCountdownMinutes: 30, cutOffDays: 14, specialRequestMaxLength: 500 });
});

it('refuses rules out of range on their fields and keeps the ones in force', async () => {
  const before = await rulesOf();
  for (const [field, value] of [
    ['roomHoldMinutes', 0],
    ['roomHoldMinutes', 999],
    ['paymentCountdownMinutes', 0],
    ['cutOffDays', -1],
    ['specialRequestMaxLength', 10],
    ['checkInTime', '25:00'],
    ['checkOutTime', '9:30am'],
    ['timeZone', 'Mars/Base'],
    ['maxTransferPersons', 0],
  ] as const) {
    const refused = await setRules({ [field]: value });
    expect(refused.status, `${field} ${value}`).toBe(400);
    expect(Object.keys(refused.json.errors)).toEqual([field]);
  }
  expect((await setRules({ timeZone: 'Mars/Base' })).json.errors.timeZone).toBe('Give a time zone such as Asia/Kuala_Lumpur.');
  expect((await setRules({ checkInTime: '25:00' })).json.errors.checkInTime).toBe('Give a time as HH:MM (24-hour).');
  expect(await rulesOf()).toEqual(before);
  expect((await api.call('PUT', '/api/admin/settings/booking', { token: ta, body: before })).status).toBe(403);
});

it('new check-in and check-out times reach the wizard and the booking; a transfer over the new persons limit is refused on it', async () => {
  expect((await setRules({ checkInTime: '15:00', checkOutTime: '11:00', maxTransferPersons: 3 })).status).toBe(200);
  expect((await detailsRules()).rules).toMatchObject({ checkInTime: '15:00', checkOutTime: '11:00', maxTransferPersons: 3 });
  const booking = await booked(api, ta, { checkIn: '2027-01-12', checkOut: '2027-01-13' });
  expect((await api.call('GET', `/api/admin/reservations/${booking.id}`, { token: admin })).json).toMatchObject({ checkInTime: '15:00', checkOutTime: '11:00' });

  const trips = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"land"}')}`, { token: admin })).json as unknown as { id: string }[];
  const leg = { tripCostId: trips[0].id, date: '2027-01-12', departureTime: '07:15', pickupPoint: 'Primula Beach Hotel lobby', dropLocation: 'Marang Jetty', dropTime: '08:00' };
  const four = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${booking.id}`, { token: ta, body: { transport: [{ ...leg, adults: 2, children: 1, toddlers: 1, infants: 0 }] } });
  expect(four.status).toBe(400);
  expect(four.json.errors).toEqual({ 'transport.0.adults': 'More persons than one transfer may carry' });
  const three = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${booking.id}`, { token: ta, body: { transport: [{ ...leg, adults: 2, children: 0, toddlers: 1, infants: 0 }] } });
  expect(three.status, JSON.stringify(three.json)).toBe(200);
  await setRules({ checkInTime: '14:30', checkOutTime: '09:30', maxTransferPersons: 1000 });
});

it('a booking taken at the desk keeps its rooms unpaid for the desk setting (a day by default, never less than the countdown); an agent booking for the countdown', async () => {
  const desk = await booked(api, admin, { base: '/api/admin', checkIn: '2027-01-20', checkOut: '2027-01-21' });
  const agent = await booked(api, ta, { checkIn: '2027-01-22', checkOut: '2027-01-23' });
  const deadlineOf = async (id: string) => new Date((await api.call('GET', `/api/admin/reservations/${id}`, { token: admin })).json.paymentDeadline as string).getTime();
  expect(await deadlineOf(desk.id)).toBe(BOOKING_DAY.getTime() + 24 * 3_600_000);
  expect(await deadlineOf(agent.id)).toBe(BOOKING_DAY.getTime() + 30 * 60_000);

  expect((await setRules({ deskPaymentHours: 72 })).status).toBe(200);
  const longer = await booked(api, admin, { base: '/api/admin', checkIn: '2027-01-24', checkOut: '2027-01-25' });
  expect(await deadlineOf(longer.id)).toBe(BOOKING_DAY.getTime() + 72 * 3_600_000);
  // Still unpaid the day after: its rooms are still taken. After three days it expires like any unpaid booking.
  api.clock.set(new Date(BOOKING_DAY.getTime() + 71 * 3_600_000));
  expect((await api.call('GET', `/api/admin/reservations/${longer.id}`, { token: await api.login('admin@resort.test') })).json.status).toBe('Pending');
  api.clock.set(new Date(BOOKING_DAY.getTime() + 73 * 3_600_000));
  expect((await api.call('GET', `/api/admin/reservations/${longer.id}`, { token: await api.login('admin@resort.test') })).json.status).toBe('Expired');

  api.clock.set(BOOKING_DAY);
  expect((await setRules({ deskPaymentHours: 0 })).status).toBe(200);
  const countdown = await booked(api, admin, { base: '/api/admin', checkIn: '2027-01-26', checkOut: '2027-01-27' });
  expect(await deadlineOf(countdown.id)).toBe(BOOKING_DAY.getTime() + 30 * 60_000);
  expect((await setRules({ deskPaymentHours: -1 })).status).toBe(400);
  await setRules({ deskPaymentHours: 24 });
});
