import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { FrontDeskDay } from './frontDesk.service';

/** The front desk's day: arrivals, departures and guests in house, with a fixed clock in the resort's zone. */
let api: TestApp;
let admin: string;
let ta: string;

const DAY = '2026-12-10';
const NEXT = '2026-12-11';

const desk = async (token: string, query: string) => {
  const res = await api.call('GET', `/api/admin/front-desk${query}`, { token });
  return { status: res.status, json: res.json as unknown as FrontDeskDay & { errors: Record<string, string> } };
};

/** Approved and confirmed, as staff would: Upcoming, waiting for its guests. */
const confirmed = async (checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) => {
  const made = await booked(api, ta, { checkIn, checkOut, extra });
  expect((await api.call('PUT', `/api/admin/reservations/${made.id}/approve`, { token: admin })).status).toBe(200);
  expect((await api.call('PUT', `/api/admin/reservations/${made.id}/status/confirm`, { token: admin })).status).toBe(200);
  return made;
};

let staying: Awaited<ReturnType<typeof booked>>;
let leaving: Awaited<ReturnType<typeof booked>>;
let arriving: Awaited<ReturnType<typeof booked>>;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-25T02:00:00Z'));
  [admin, ta] = await Promise.all([api.login('admin@resort.test'), api.login('ta@agency.test')]);
  const [boat] = await api.records(admin, 'trip-costs', { transportType: 'boat', pricing: 'per-person', name: 'Marang Jetty → Pulau Damai (shared boat)' });
  const party = { adults: 2, children: 0, toddlers: 1, infants: 0 };
  staying = await confirmed(DAY, '2026-12-13');
  leaving = await confirmed(DAY, NEXT, { transport: [{ tripCostId: boat.id, ...party, date: DAY, departureTime: '10:00', pickupPoint: 'Marang Jetty', returnDate: NEXT, returnDepartureTime: '11:30' }] });
  arriving = await confirmed(NEXT, '2026-12-14', { transport: [{ tripCostId: boat.id, ...party, date: NEXT, departureTime: '10:00', pickupPoint: 'Marang Jetty' }] });
  admin = await deskAt(api, DAY, '15:00');
  for (const id of [staying.id, leaving.id]) expect((await api.call('PUT', `/api/admin/reservations/${id}/status/check-in`, { token: admin })).status).toBe(200);
  admin = await deskAt(api, NEXT, '07:00');
  ta = await api.login('ta@agency.test');
});
afterAll(() => api.close());

describe('GET /api/admin/front-desk', () => {
  it("opens on the resort's today: arrivals checking in, departures checking out, guests staying the night, each count its list's length", async () => {
    const arrivals = await desk(admin, '');
    expect(arrivals.status).toBe(200);
    expect(arrivals.json).toMatchObject({ date: NEXT, today: NEXT, tab: 'arrivals' });
    const [departures, inHouse] = await Promise.all([desk(admin, `?date=${NEXT}&tab=departures`), desk(admin, `?date=${NEXT}&tab=inHouse`)]);
    const ids = (day: { json: FrontDeskDay }) => day.json.rows.map((r) => r.id);
    expect(ids(arrivals)).toContain(arriving.id);
    expect(ids(departures)).toContain(leaving.id);
    expect(ids(inHouse)).toContain(staying.id);
    // A guest leaving today is a departure, not in house tonight; nobody is on two lists.
    expect(ids(inHouse)).not.toContain(leaving.id);
    expect(ids(arrivals)).not.toContain(staying.id);
    expect(arrivals.json.counts).toEqual({ arrivals: arrivals.json.rows.length, departures: departures.json.rows.length, inHouse: inHouse.json.rows.length });
  });

  it('names what the desk needs on each row: lead guest, rooms, guests, agency, balance due, the day\'s transfers, requests, whether check-in is open', async () => {
    const { json } = await desk(admin, `?date=${NEXT}`);
    const row = json.rows.find((r) => r.id === arriving.id);
    expect(row).toMatchObject({
      bookingNo: arriving.bookingNo,
      reservationName: 'Nur Aisyah binti Ahmad',
      status: 'Upcoming',
      adults: 2,
      toddlers: 1,
      balanceDue: arriving.total,
      agency: expect.objectContaining({ email: 'ta@agency.test' }),
      transfers: [expect.objectContaining({ direction: 'out', time: '10:00', place: 'Marang Jetty', persons: 3, name: 'Marang Jetty → Pulau Damai (shared boat)' })],
      desk: expect.objectContaining({ checkInOpen: true }),
    });
    expect(row?.rooms).toEqual([expect.objectContaining({ roomNumber: expect.any(Number), roomTypeId: expect.any(String) })]);
    const departing = (await desk(admin, `?date=${NEXT}&tab=departures`)).json.rows.find((r) => r.id === leaving.id);
    expect(departing?.transfers).toEqual([expect.objectContaining({ direction: 'return', time: '11:30' })]);
  });

  it('reads another day when asked, and a day before check-in opens says so', async () => {
    const { json } = await desk(admin, '?date=2026-12-13&tab=arrivals');
    expect(json.date).toBe('2026-12-13');
    expect(json.today).toBe(NEXT);
    const later = await confirmed('2026-12-20', '2026-12-21');
    const ahead = (await desk(admin, '?date=2026-12-20')).json.rows.find((r) => r.id === later.id);
    expect(ahead?.desk).toMatchObject({ checkInOpen: false, checkInOpens: { date: '2026-12-20' } });
  });

  it('answers 400 on a date or list it cannot read, 401 without a session, 403 to agents and to roles without the front desk', async () => {
    const bad = await desk(admin, '?date=2026-02-30&tab=lobby');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['date', 'tab']);
    expect((await api.call('GET', '/api/admin/front-desk')).status).toBe(401);
    expect((await desk(ta, '')).status).toBe(403);
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'reservations-only', permissions: { reservations: ['list', 'show'] } } });
    expect(role.status, role.text).toBe(201);
    const user = await api.call('POST', '/api/admin/users', {
      token: admin,
      body: { firstName: 'Farah', lastName: 'Office', email: 'farah.office@resort.test', password: 'Office!2345x', roleId: role.json.id, active: true },
    });
    expect(user.status, user.text).toBe(201);
    expect((await desk(await api.login('farah.office@resort.test', 'Office!2345x'), '')).status).toBe(403);
  });
});
