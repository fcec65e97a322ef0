import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;

const enquiry = (guestName: string) => api.record(admin, 'booking-enquiries', { q: guestName });
const move = async (id: string, status: string, token = admin) => api.call('PUT', `/api/admin/booking-enquiries/${id}`, { token, body: { status } });
const convert = (id: string, reservationId: unknown, token = admin) => api.call('POST', `/api/admin/booking-enquiries/${id}/convert`, { token, body: { reservationId } });

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-25T02:00:00Z'));
  admin = await api.login('admin@resort.test');
});

afterAll(async () => {
  expect(api.unexpected).toEqual([]);
  await api.close();
});

describe('the enquiry workflow', () => {
  it('offers new, contacted, converted and lost; the old quoted and won enquiries read as contacted', async () => {
    const all = await api.records(admin, 'booking-enquiries');
    expect(new Set(all.map((e) => e.status))).toEqual(new Set(['new', 'contacted', 'lost']));
    expect((await enquiry('Tan Wei Ming')).status).toBe('contacted');
  });

  it('moves new → contacted → lost → contacted, and refuses moving back to new (409) or converting by hand (400)', async () => {
    const { id } = await enquiry('Chen Jing');
    expect((await move(id, 'contacted')).json.status).toBe('contacted');
    const back = await move(id, 'new');
    expect(back.status).toBe(409);
    expect(back.json.errors).toEqual({ status: 'The enquiry cannot move to this status from where it is.' });
    const byHand = await move(id, 'converted');
    expect(byHand.status).toBe(400);
    expect(byHand.json.errors.status).toContain('Convert to booking');
    expect((await move(id, 'lost')).json.status).toBe('lost');
    expect((await move(id, 'contacted')).json.status).toBe('contacted');
    const created = await api.call('POST', '/api/admin/booking-enquiries', { token: admin, body: { guestName: 'Walk-in Ahmad', adults: 2, status: 'converted' } });
    expect(created.status).toBe(400);
  });

  it('converts by linking a live booking once, keeping the lead source, and answers 401, 403 and 400 as it should', async () => {
    const { id, leadSourceId } = await enquiry('Nurul Aisyah');
    const reservation = await booked(api, admin, { checkIn: '2027-03-19', checkOut: '2027-03-20', base: '/api/admin' });
    const agent = await api.login('ta@agency.test');
    expect((await api.call('POST', `/api/admin/booking-enquiries/${id}/convert`, { body: { reservationId: reservation.id } })).status).toBe(401);
    expect((await convert(id, reservation.id, agent)).status).toBe(403);
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'enquiry-reader', permissions: { 'booking-enquiries': ['list', 'show'] } } });
    await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Lina', lastName: 'Yusof', email: 'lina@resort.test', password: 'Reader!2345', roleId: role.json.id } });
    expect((await convert(id, reservation.id, await api.login('lina@resort.test', 'Reader!2345'))).status).toBe(403);

    expect((await convert(id, 'RSV-1')).json.errors).toEqual({ reservationId: 'Choose an existing booking.' });
    expect((await convert(id, '00000000-0000-4000-8000-000000000000')).json.errors).toEqual({ reservationId: 'Choose an existing booking.' });
    const done = await convert(id, reservation.id);
    expect(done.status).toBe(200);
    const after = await api.call('GET', `/api/admin/booking-enquiries/${id}`, { token: admin });
    expect(after.json).toMatchObject({ status: 'converted', reservationId: reservation.id, leadSourceId });
    // A converted enquiry is final, and one booking answers one enquiry.
    expect((await move(id, 'lost')).status).toBe(409);
    expect((await convert(id, reservation.id)).status).toBe(409);
    const other = await enquiry('Sarah Müller');
    const taken = await convert(other.id, reservation.id);
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual({ reservationId: 'This booking is already linked to another enquiry.' });
    // Its other details can still be corrected.
    expect((await api.call('PUT', `/api/admin/booking-enquiries/${id}`, { token: admin, body: { message: 'Booked by phone' } })).status).toBe(200);
  });

  it('takes the booking\'s lead source when the enquiry had none, and refuses a cancelled booking', async () => {
    const created = await api.call('POST', '/api/admin/booking-enquiries', { token: admin, body: { guestName: 'Walk-in Ahmad', adults: 2, status: 'new' } });
    const reservation = await booked(api, admin, { checkIn: '2027-04-02', checkOut: '2027-04-03', base: '/api/admin' });
    expect((await convert(String(created.json.id), reservation.id)).json.leadSourceId).toBe((await api.record(admin, 'lead-sources', { name: 'Facebook' })).id);
    const cancelled = await booked(api, admin, { checkIn: '2027-04-09', checkOut: '2027-04-10', base: '/api/admin' });
    expect((await api.call('PUT', `/api/admin/cancel/${cancelled.id}`, { token: admin })).status).toBe(200);
    const lost = await enquiry('Chen Jing');
    expect((await convert(lost.id, cancelled.id)).json.errors).toEqual({ reservationId: 'This booking was cancelled or expired.' });
  });
});
