import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { creditCommissions } from '../payments/commissions.service';

let api: TestApp;
let ta: string;
let admin: string;

/** 10:00 on 21 Nov 2026 in Kuala Lumpur: the day the test stays are booked. */
const BOOKING_DAY = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(BOOKING_DAY);
  [ta, admin] = await Promise.all([api.login('ta@agency.test'), api.login('admin@resort.test')]);
});
afterAll(() => api.close());
beforeEach(async () => {
  api.clock.set(BOOKING_DAY);
  admin = await api.login('admin@resort.test');
  ta = await api.login('ta@agency.test');
});

/** A TA booking approved and confirmed by staff: Upcoming, waiting for its guests. */
const upcoming = async (checkIn: string, checkOut: string) => {
  const booking = await booked(api, ta, { checkIn, checkOut });
  expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/approve`, { token: admin })).status).toBe(200);
  expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/status/confirm`, { token: admin })).json.status).toBe('Upcoming');
  return booking;
};
const step = (token: string, id: string, transition: string, headers: Record<string, string> = {}) => api.call('PUT', `/api/admin/reservations/${id}/status/${transition}`, { token, headers });
const statusOf = async (token: string, id: string) => (await api.call('GET', `/api/admin/reservations/${id}`, { token })).json.status;
const balance = async () => (await api.call('GET', '/api/agent/wallet', { token: await api.login('ta@agency.test') })).json.balance as number;
const commissionsOf = (id: string) => rowsOf<{ kind: string; status: string; amount: string }>(api, sql`SELECT kind, status, amount::text AS amount FROM commissions WHERE reservation_id = ${id} ORDER BY credited_at`);
const ledgerOf = (id: string) => rowsOf<{ kind: string; credited: string; debited: string }>(api, sql`SELECT kind, credited_delta::text AS credited, debited_delta::text AS debited FROM wallet_entries WHERE reservation_id = ${id} AND kind LIKE 'commission%' ORDER BY seq`);
const setEarlyCheckIn = (token: string, earlyCheckInFrom: string) => api.call('PUT', '/api/admin/settings/booking', { token, body: { minLeadDays: 0, earlyCheckInFrom } });

describe('check-in waits for the check-in date (resort time)', () => {
  it('refuses a check-in 23 days early, changes nothing and credits no commission', async () => {
    const booking = await upcoming('2026-12-14', '2026-12-16');
    const before = await balance();
    const early = await step(admin, booking.id, 'check-in');
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('Too early: these guests can be checked in from 14 Dec 2026');
    expect((await step(admin, booking.id, 'check-in', { 'accept-language': 'ms' })).json.message).toBe('Terlalu awal: tetamu ini boleh didaftar masuk mulai 14 Dis 2026');
    expect(await statusOf(admin, booking.id)).toBe('Upcoming');
    expect(await commissionsOf(booking.id)).toEqual([]);
    expect(await balance()).toBe(before);
    const shown = await api.call('GET', `/api/admin/reservations/${booking.id}`, { token: admin });
    expect(shown.json.desk).toMatchObject({ checkInOpen: false, checkInOpens: { date: '2026-12-14', time: null } });
  });

  it('refuses a check-in at 23:59 the evening before and checks in at 00:01 on the day, crediting the commission', async () => {
    const booking = await upcoming('2026-12-15', '2026-12-17');
    const before = await balance();
    expect((await step(await deskAt(api, '2026-12-14', '23:59'), booking.id, 'check-in')).status).toBe(409);
    const desk = await deskAt(api, '2026-12-15', '00:01');
    expect((await step(desk, booking.id, 'check-in')).json.status).toBe('InHouse');
    const [commission] = await commissionsOf(booking.id);
    expect(commission).toMatchObject({ kind: 'booking', status: 'credited' });
    expect(await balance()).toBe(before + Number(commission.amount));
  });

  it('with early check-in from 18:00, opens at 18:00 on the evening before; check-out still waits for the check-in date', async () => {
    const booking = await upcoming('2026-12-18', '2026-12-20');
    expect((await setEarlyCheckIn(admin, '18:00')).status).toBe(200);
    try {
      const early = await step(await deskAt(api, '2026-12-17', '17:59'), booking.id, 'check-in');
      expect(early.json.message).toBe('Too early: these guests can be checked in from 17 Dec 2026 18:00');
      const desk = await deskAt(api, '2026-12-17', '18:00');
      expect((await step(desk, booking.id, 'check-in')).json.status).toBe('InHouse');
      const out = await step(desk, booking.id, 'check-out');
      expect(out.status).toBe(409);
      expect(out.json.message).toBe('Too early: these guests can be checked out from their check-in date, 18 Dec 2026');
      // Leaving early is fine from the check-in date on.
      expect((await step(await deskAt(api, '2026-12-18', '09:00'), booking.id, 'check-out')).json.status).toBe('Completed');
    } finally {
      expect((await setEarlyCheckIn(await api.login('admin@resort.test'), '')).status).toBe(200);
    }
  });

  it('refuses a check-in on the check-out date: the stay is over', async () => {
    const booking = await upcoming('2026-12-22', '2026-12-23');
    const late = await step(await deskAt(api, '2026-12-23', '08:00'), booking.id, 'check-in');
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This stay has ended: guests cannot be checked in on or after the check-out date');
  });
});

describe('undo check-in', () => {
  it('takes the booking back to Upcoming the same day, reverses the commission in the ledger and is audited', async () => {
    const booking = await upcoming('2027-01-05', '2027-01-07');
    const before = await balance();
    const desk = await deskAt(api, '2027-01-05', '11:00');
    expect((await step(desk, booking.id, 'check-in')).json.status).toBe('InHouse');
    expect((await api.call('GET', `/api/admin/reservations/${booking.id}`, { token: desk })).json.desk).toMatchObject({ undoCheckInOpen: true, undoCheckInUntil: '2027-01-05' });
    api.clock.set(new Date('2027-01-05T22:45:00+08:00')); // late that evening, before the first night's audit
    const undone = await step(desk, booking.id, 'undo-check-in');
    expect(undone.status).toBe(200);
    expect(undone.json).toMatchObject({ status: 'Upcoming', checkedInAt: null });
    expect(await balance()).toBe(before);
    const [commission] = await commissionsOf(booking.id);
    expect(commission).toMatchObject({ status: 'reversed' });
    expect(await ledgerOf(booking.id)).toEqual([
      { kind: 'commission', credited: commission.amount, debited: '0' },
      { kind: 'commission-reversal', credited: '0', debited: commission.amount },
    ]);
    const audit = await rowsOf<{ after: { transition: string } }>(api, sql`SELECT after FROM audit_log WHERE record_id = ${booking.id} ORDER BY created_at DESC LIMIT 1`);
    expect(audit[0].after).toMatchObject({ transition: 'undo-check-in', status: 'Upcoming' });
  });

  it('is refused after midnight ending the check-in day, and the stay stays in house', async () => {
    const booking = await upcoming('2027-01-08', '2027-01-10');
    expect((await step(await deskAt(api, '2027-01-08', '15:00'), booking.id, 'check-in')).json.status).toBe('InHouse');
    const next = await deskAt(api, '2027-01-09', '00:01');
    const late = await step(next, booking.id, 'undo-check-in');
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('A check-in can be undone only until the end of 8 Jan 2027 (resort time)');
    expect(await statusOf(next, booking.id)).toBe('InHouse');
    expect((await commissionsOf(booking.id)).map((c) => c.status)).toEqual(['credited']);
  });

  it('a check-in again after an undo credits the commission once more, and only once', async () => {
    const booking = await upcoming('2027-01-12', '2027-01-14');
    const before = await balance();
    const desk = await deskAt(api, '2027-01-12', '10:00');
    await step(desk, booking.id, 'check-in');
    await step(desk, booking.id, 'undo-check-in');
    expect((await step(desk, booking.id, 'check-in')).json.status).toBe('InHouse');
    await api.db.transaction((tx) => creditCommissions(tx, booking.id, api.clock.now()));
    const rows = await commissionsOf(booking.id);
    expect(rows.map((c) => c.status)).toEqual(['reversed', 'credited']);
    expect(await balance()).toBe(before + Number(rows[1].amount));
    expect((await ledgerOf(booking.id)).filter((e) => e.kind === 'commission')).toHaveLength(2);
  });
});
