import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookStay } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Bookings at the desk (issue 13): staff run the agents' wizard against `/api/admin`. */
let api: TestApp;
let admin: string;
/** A desk clerk whose role reads reservations but may not create them. */
let reader: string;
let ta: string;

beforeAll(async () => {
  api = await createTestApp();
  [admin, ta] = await Promise.all(['admin@resort.test', 'ta@agency.test'].map((e) => api.login(e)));
  const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'desk-reader', permissions: { reservations: ['list', 'show'], rooms: ['list'] } } });
  await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Nadia', lastName: 'Yusof', email: 'nadia@resort.test', password: 'Front!2345', roleId: role.json.id } });
  reader = await api.login('nadia@resort.test', 'Front!2345');
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

const LISTS = ['/bookable-packages', '/lead-sources', '/transfers', '/addon-categories', '/locations'];

describe('the desk wizard lists', () => {
  it('gives staff who may book the lists agents choose from', async () => {
    for (const path of LISTS) {
      const res = await api.call('GET', `/api/admin/desk-booking${path}`, { token: admin });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
      expect(Array.isArray(res.json), path).toBe(true);
    }
    const packages = (await api.call('GET', '/api/admin/desk-booking/bookable-packages', { token: admin })).json as unknown as { code: string }[];
    expect(packages.map((p) => p.code)).toContain('PD-2D1N-SNK');
    const categories = (await api.call('GET', '/api/admin/desk-booking/addon-categories', { token: admin })).json as unknown as { id: string }[];
    const addons = await api.call('GET', `/api/admin/desk-booking/addons/by-categories?ids=${categories.map((c) => c.id).join(',')}`, { token: admin });
    expect(addons.status, addons.text).toBe(200);
  });

  it('refuses staff whose role may not create reservations, and agents', async () => {
    for (const path of LISTS) expect((await api.call('GET', `/api/admin/desk-booking${path}`, { token: reader })).status, path).toBe(403);
    expect((await api.call('GET', '/api/admin/desk-booking/bookable-packages', { token: ta })).status).toBe(403);
  });
});

describe('a booking made at the desk', () => {
  it('is approved at once, marked as booked in the back office, and belongs to the resort whatever the body says', async () => {
    const agency = (await bookStay(api, ta, { checkIn: '2026-12-20', checkOut: '2026-12-21' })).json as { ownerId?: string };
    expect(agency.ownerId).toBeTruthy();
    const res = await bookStay(api, admin, { checkIn: '2026-12-22', checkOut: '2026-12-23', base: '/api/admin', extra: { ownerId: agency.ownerId } });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ approved: true, bookedFrom: 'back-office', status: 'Pending' });
    const id = String(res.json.id);
    const shown = await api.call('GET', `/api/admin/reservations/${id}`, { token: admin });
    expect(shown.status).toBe(200);
    // Not slipped into an agency's bookings by the body.
    expect((await api.call('GET', `/api/agent/agent-reservations/${id}`, { token: ta })).status).toBe(404);
    const waiting = (await api.call('GET', '/api/admin/reservations/unapproved', { token: admin })).json as unknown as { id: string }[] | { data?: { id: string }[] };
    const rows = Array.isArray(waiting) ? waiting : (waiting.data ?? []);
    expect(rows.map((r) => r.id)).not.toContain(id);
  });

  it('is refused to a role without the reservations create permission', async () => {
    const quote = await api.call('POST', '/api/admin/quote', { token: reader, body: {} });
    expect(quote.status).toBe(403);
    const create = await api.call('POST', '/api/admin/agent-reservations', { token: reader, body: { holdId: '00000000-0000-4000-8000-000000000000' } });
    expect(create.status).toBe(403);
    const packages = (await api.call('GET', '/api/admin/desk-booking/bookable-packages', { token: admin })).json as unknown as { id: string }[];
    const hold = await api.call('POST', `/api/admin/temp-room-block/${packages[0].id}`, { token: reader, body: { checkIn: '2026-12-24', checkOut: '2026-12-25', roomIds: [] } });
    expect(hold.status).toBe(403);
  });
});
