import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;
let packageId: string;
let leadSourceId: string;

const first = (resource: string, filter: Record<string, unknown>) => api.record(admin, resource, filter);
const guest = { fullName: 'Lim Wei Jie', age: 41, idNumber: '850102-14-5523', country: 'Malaysia', phones: ['+60 16-220 1188'] };
const counts = async () => {
  const pkg = (await api.call('GET', `/api/admin/tour-packages/${packageId}`, { token: admin })).json;
  return { bought: pkg.boughtCount as number, available: pkg.availableCount as number | null };
};
const setAvailable = (availableCount: number | null) => api.call('PUT', `/api/admin/tour-packages/${packageId}`, { token: admin, body: { availableCount } });

/** Holds the first free Garden Chalet and books it for two adults. */
const book = async (checkIn: string, checkOut: string, rooms: Record<string, number> = { adults: 2, children: 0, toddlers: 0, infants: 0 }) => {
  const roomTypeId = (await first('room-types', { code: 'CHL-GDN' })).id;
  const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn, checkOut, roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
  const roomId = type.rooms[0].id;
  const hold = await api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: ta, body: { checkIn, checkOut, roomIds: [roomId] } });
  return api.call('POST', '/api/agent/agent-reservations', { token: ta, body: { holdId: hold.json.id, packageId, leadSourceId, bedType: 'Queen', rooms: [{ roomId, ...rooms }], guests: [guest] } });
};

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  packageId = (await first('tour-packages', { code: 'PD-2D1N-SNK' })).id;
  leadSourceId = (await first('lead-sources', { name: 'Facebook' })).id;
});
afterAll(() => api.close());

describe("a package's available and bought counts", () => {
  it('counts each booking as bought and gives it back when the booking is cancelled or expires', async () => {
    const start = await counts();
    const booked = await book('2026-12-21', '2026-12-22');
    expect(booked.status).toBe(201);
    expect((await counts()).bought).toBe(start.bought + 1);
    expect((await api.call('PUT', `/api/agent/agent-reservations/cancel/${booked.json.id}`, { token: ta })).status).toBe(200);
    expect((await counts()).bought).toBe(start.bought);

    expect((await book('2026-12-22', '2026-12-23')).status).toBe(201);
    expect((await counts()).bought).toBe(start.bought + 1);
    api.clock.advance(31 * 60_000);
    await api.call('GET', '/api/admin/reservations', { token: admin });
    expect((await counts()).bought).toBe(start.bought);
  });

  it('refuses a booking once the package is sold out, and writes nothing', async () => {
    const { bought } = await counts();
    expect((await setAvailable(bought + 1)).status).toBe(200);
    expect((await book('2027-01-04', '2027-01-05')).status).toBe(201);
    const before = (await api.call('GET', '/api/admin/reservations', { token: admin })).json.total;
    const soldOut = await book('2027-01-05', '2027-01-06');
    expect(soldOut.status).toBe(409);
    expect(soldOut.json).toMatchObject({ code: 'package_sold_out', message: 'This package is sold out' });
    expect((await api.call('GET', '/api/admin/reservations', { token: admin })).json.total).toBe(before);
    expect((await counts()).bought).toBe(bought + 1);
    await setAvailable(null);
  });

  it("refuses a party over the package's maximum", async () => {
    // The demo 2D1N package takes at most 4 guests: two rooms could sleep more, the package does not.
    const crowded = await book('2027-01-11', '2027-01-12', { adults: 2, children: 1, toddlers: 1, infants: 1 });
    expect(crowded.status).toBe(400);
    expect(crowded.json.errors).toEqual({ rooms: 'This package takes at most 4 guests per booking' });
  });
});
