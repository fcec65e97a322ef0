import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Concurrency is proven on PostgreSQL: PGlite runs one query at a time and cannot race. */
let api: TestApp;
let admin: string;
let tokens: string[];

const first = (resource: string, filter: Record<string, unknown>) => api.record(admin, resource, filter);
const guest = { fullName: 'Tan Mei Ling', age: 38, idNumber: '880714-10-5512', country: 'Malaysia', phones: ['+60 12-778 9012'] };

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
  tokens = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

describe('package available count under concurrency (PostgreSQL)', () => {
  it('10 parallel bookings of a package with 3 left: exactly 3 are booked, the rest are sold out', async () => {
    const pkg = await first('tour-packages', { code: 'PD-2D1N-SNK' });
    const leadSourceId = (await first('lead-sources', { name: 'Facebook' })).id;
    const bought = Number(pkg.boughtCount ?? 0);
    expect((await api.call('PUT', `/api/admin/tour-packages/${pkg.id}`, { token: admin, body: { availableCount: bought + 3 } })).status).toBe(200);
    const stay = { checkIn: '2027-01-18', checkOut: '2027-01-19' };
    const types = (await api.call('POST', '/api/agent/rooms-availability', { token: tokens[0], body: { ...stay, packageId: pkg.id } })).json as unknown as { roomTypeId: string; rooms: { id: string }[] }[];
    const details = (await api.call('GET', `/api/agent/booking-details?packageId=${pkg.id}`, { token: tokens[0] })).json as unknown as { roomTypes: { id: string; bedCombos: { name: string }[] }[] };
    const bedTypeOf = new Map(details.roomTypes.map((t) => [t.id, t.bedCombos[0].name]));
    const rooms = types.flatMap((t) => t.rooms.map((r) => ({ ...r, bedType: bedTypeOf.get(t.roomTypeId) }))).slice(0, 10);
    expect(rooms).toHaveLength(10);
    const holds = [];
    for (const [i, room] of rooms.entries()) {
      const token = tokens[i % tokens.length];
      const hold = await api.call('POST', `/api/agent/temp-room-block/${pkg.id}`, { token, body: { ...stay, roomIds: [room.id] } });
      expect(hold.status).toBe(201);
      holds.push({ token, holdId: hold.json.id as string, roomId: room.id, bedType: room.bedType });
    }
    const results = await Promise.all(
      holds.map(({ token, holdId, roomId, bedType }) =>
        api.call('POST', '/api/agent/agent-reservations', { token, body: { holdId, packageId: pkg.id, leadSourceId, bedType, rooms: [{ roomId, adults: 2, children: 0, toddlers: 0, infants: 0 }], guests: [guest] } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 201).map((r) => r.json.code)).toEqual(Array(7).fill('package_sold_out'));
    expect((await api.call('GET', `/api/admin/tour-packages/${pkg.id}`, { token: admin })).json.boughtCount).toBe(bought + 3);
    expect(api.unexpected).toEqual([]);
  });
});
