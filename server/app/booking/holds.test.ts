import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let packageId: string;
let roomTypeId: string;

const stay = { checkIn: '2026-12-10', checkOut: '2026-12-12' };
type Availability = { roomTypeId: string; totalRooms: number; nights: { date: string; free: number }[]; rooms: { id: string; code: string }[] }[];

const search = async (token: string, body: Record<string, unknown> = stay) =>
  (await api.call('POST', '/api/agent/rooms-availability', { token, body: { ...body, roomTypeIds: [roomTypeId] } })).json as unknown as Availability;
const hold = (token: string, roomIds: string[], dates = stay) => api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token, body: { ...dates, roomIds } });

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
  packageId = (await api.call('GET', '/api/admin/tour-packages?range=[0,0]', { token: admin })).json[0].id as string;
  roomTypeId = (await api.call('GET', `/api/admin/room-types?filter=${encodeURIComponent('{"code":"GC"}')}`, { token: admin })).json[0]?.id as string;
  roomTypeId ??= (await api.call('GET', '/api/admin/room-types?range=[0,0]', { token: admin })).json[0].id as string;
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

describe('availability', () => {
  it('counts free rooms night by night, and a hold takes its room off every night of the stay', async () => {
    const [before] = await search(ta);
    expect(before.nights.map((n) => n.date)).toEqual(['2026-12-10', '2026-12-11']);
    expect(before.nights.every((n) => n.free === before.totalRooms)).toBe(true);
    const room = before.rooms[0];
    expect((await hold(ta, [room.id])).status).toBe(201);
    const [after] = await search(ta);
    expect(after.nights.map((n) => n.free)).toEqual([before.totalRooms - 1, before.totalRooms - 1]);
    expect(after.rooms.map((r) => r.id)).not.toContain(room.id);
    // A stay that starts on the hold's check-out day does not overlap it.
    const [nextStay] = await search(ta, { checkIn: '2026-12-12', checkOut: '2026-12-14' });
    expect(nextStay.rooms.map((r) => r.id)).toContain(room.id);
  });

  it('refuses a stay that ends before it starts, or runs past 60 nights', async () => {
    const backwards = await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn: '2026-12-10', checkOut: '2026-12-10' } });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual({ checkOut: 'Must not be before the start' });
    const long = await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn: '2026-12-10', checkOut: '2027-03-10' } });
    expect(long.json.errors).toEqual({ checkOut: 'A stay may be at most 60 nights' });
  });
});

describe('room holds', () => {
  it('holds for two minutes: still held at 119 s, free at 121 s', async () => {
    const [{ rooms }] = await search(ta);
    const room = rooms[0];
    const mine = await hold(ta, [room.id]);
    expect(mine.json.secondsLeft).toBe(120);
    api.clock.advance(119_000);
    const taken = await hold(freelancer, [room.id]);
    expect(taken.status).toBe(409);
    expect(taken.json.message).toMatch(/just been taken/);
    expect((await api.call('GET', `/api/agent/room-timer?holdId=${mine.json.id}`, { token: ta })).json.secondsLeft).toBe(1);
    api.clock.advance(2_000);
    expect((await api.call('GET', `/api/agent/room-timer?holdId=${mine.json.id}`, { token: ta })).json.secondsLeft).toBe(0);
    expect((await search(freelancer))[0].rooms.map((r) => r.id)).toContain(room.id);
    expect((await hold(freelancer, [room.id])).status).toBe(201);
  });

  it('survives a restart, and still frees its rooms the moment it expires', async () => {
    const [{ rooms }] = await search(ta);
    const mine = await hold(ta, [rooms[0].id]);
    api.restart();
    api.clock.advance(60_000);
    expect((await api.call('GET', `/api/agent/room-timer?holdId=${mine.json.id}`, { token: ta })).json.secondsLeft).toBe(60);
    expect((await hold(freelancer, [rooms[0].id])).status).toBe(409);
    api.restart();
    api.clock.advance(61_000);
    expect((await hold(freelancer, [rooms[0].id])).status).toBe(201);
  });

  it('holds all the chosen rooms or none', async () => {
    const [{ rooms }] = await search(ta);
    await hold(freelancer, [rooms[1].id]);
    const both = await hold(ta, [rooms[0].id, rooms[1].id]);
    expect(both.status).toBe(409);
    expect((await search(ta))[0].rooms.map((r) => r.id)).toContain(rooms[0].id);
  });

  it('releases a hold at once, and a single room of it', async () => {
    const [{ rooms }] = await search(ta);
    const mine = await hold(ta, [rooms[0].id, rooms[1].id]);
    const one = await api.call('POST', '/api/agent/unblocked-room', { token: ta, body: { holdId: mine.json.id, roomIds: [rooms[1].id] } });
    expect(one.json.releasedRoomIds).toEqual([rooms[1].id]);
    expect((await hold(freelancer, [rooms[1].id])).status).toBe(201);
    expect((await api.call('DELETE', `/api/agent/temp-room-block/${mine.json.id}`, { token: ta })).status).toBe(200);
    expect((await hold(freelancer, [rooms[0].id])).status).toBe(201);
  });

  it('extends once to the payment countdown when payment starts', async () => {
    const [{ rooms }] = await search(ta);
    const mine = await hold(ta, [rooms[0].id]);
    const extended = await api.call('POST', '/api/agent/package/extend-rooms', { token: ta, body: { holdId: mine.json.id } });
    expect(extended.json.secondsLeft).toBe(30 * 60);
    api.clock.advance(29 * 60_000);
    expect((await hold(freelancer, [rooms[0].id])).status).toBe(409);
    const again = await api.call('POST', '/api/agent/package/extend-rooms', { token: ta, body: { holdId: mine.json.id } });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('hold_already_extended');
    api.clock.advance(61_000);
    const late = await api.call('POST', '/api/agent/package/extend-rooms', { token: ta, body: { holdId: mine.json.id } });
    expect(late.json.code).toBe('hold_expired');
  });

  it("keeps each agent's holds to themselves", async () => {
    const [{ rooms }] = await search(ta);
    const mine = await hold(ta, [rooms[0].id]);
    expect((await api.call('GET', `/api/agent/room-timer?holdId=${mine.json.id}`, { token: freelancer })).status).toBe(404);
    expect((await api.call('DELETE', `/api/agent/temp-room-block/${mine.json.id}`, { token: freelancer })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/room-timer?holdId=${mine.json.id}`, { token: ta })).json.secondsLeft).toBe(120);
  });

  it('refuses rooms out of service, unknown rooms, and agents who may not book', async () => {
    const [room] = (await api.call('GET', `/api/admin/rooms?filter=${encodeURIComponent('{"inService":false}')}`, { token: admin })).json;
    expect((await hold(ta, [room.id as string])).json.code).toBe('conflict');
    expect((await hold(ta, ['00000000-0000-4000-8000-000000000000'])).status).toBe(400);
    expect((await api.call('POST', '/api/agent/rooms-availability', { body: stay })).status).toBe(401);
    const staffRoute = await api.call('POST', '/api/admin/rooms-availability', { token: admin, body: stay });
    expect(staffRoute.status).toBe(200);
    const editor = await api.login('editor@resort.test');
    expect((await api.call('POST', '/api/agent/rooms-availability', { token: editor, body: stay })).status).toBe(403);
  });
});
