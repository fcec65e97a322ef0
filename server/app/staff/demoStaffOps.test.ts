import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { createTestApp, type Json, type TestApp } from '../../test/testApp';
import { seedDemoStaffOps } from './demoStaffOps';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-25T02:00:00Z'));
});

afterAll(async () => {
  expect(api.unexpected).toEqual([]);
  await api.close();
});

it('gives the demo staff leave in every state and the enquiries every status, one converted into a live booking', async () => {
  const admin = await api.login('admin@resort.test');
  // A live booking for the conversion, whatever else the demo holds.
  await booked(api, admin, { checkIn: '2026-12-10', checkOut: '2026-12-11', base: '/api/admin' });
  expect(await seedDemoStaffOps(api.db, api.clock.now())).toEqual({ leave: 7, converted: 1 });

  const leave = (await api.call('GET', '/api/admin/users/leave?range=[0,99]', { token: admin })).json as Json[];
  expect(new Set(leave.map((l) => l.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'cancelled']));
  expect(leave.filter((l) => l.status === 'rejected').every((l) => typeof l.decisionNote === 'string' && l.decisionNote !== '')).toBe(true);
  // The requester sees their own, decisions included.
  const hafiz = (await api.call('GET', '/api/admin/my-leave', { token: await api.login('hafiz.dive@resort.test') })).json as Json[];
  expect(hafiz.map((l) => l.status).sort()).toEqual(['approved', 'pending']);

  const enquiries = await api.records(admin, 'booking-enquiries');
  expect(new Set(enquiries.map((e) => e.status))).toEqual(new Set(['new', 'contacted', 'converted', 'lost']));
  const [converted] = enquiries.filter((e) => e.status === 'converted');
  const reservation = (await api.call('GET', `/api/admin/reservations/${String(converted.reservationId)}`, { token: admin })).json;
  expect(['Pending', 'Upcoming', 'InHouse', 'Completed']).toContain(reservation.status);
  expect(converted).toMatchObject({ guestName: reservation.reservationName, checkIn: reservation.checkIn, checkOut: reservation.checkOut });
  // The lead source comes with the booking.
  const { rows } = (await api.db.execute(sql`SELECT lead_source_id FROM reservations WHERE id = ${String(converted.reservationId)}`)) as unknown as { rows: { lead_source_id: string }[] };
  expect(rows[0].lead_source_id).toEqual(expect.any(String));
  expect(converted.leadSourceId).toBe(rows[0].lead_source_id);
});
