import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addDays } from '../pricing/nights';

let api: TestApp;
let ta: string;
let packageId: string;

interface TypeAvailability {
  roomTypeId: string;
  nights: { date: string; free: number }[];
  rooms: { id: string }[];
}
const search = async (checkIn: string, checkOut: string) =>
  (await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn, checkOut } })).json as unknown as TypeAvailability[];

beforeAll(async () => {
  api = await createTestApp();
  ta = await api.login('ta@agency.test');
  const admin = await api.login('admin@resort.test');
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  packageId = (await api.call('GET', `/api/admin/tour-packages?filter=${encodeURIComponent('{"code":"PD-2D1N-SNK"}')}`, { token: admin })).json[0].id as string;
});
afterAll(() => api.close());

describe('availability night by night', () => {
  it('counts a taken night wherever it falls in a long stay, the 45th night as well as the 1st', async () => {
    const checkIn = '2027-04-01';
    const checkOut = addDays(checkIn, 50);
    const before = await search(checkIn, checkOut);
    const type = before[0];
    const room = type.rooms[0].id;
    for (const offset of [0, 29, 30, 44]) {
      const night = addDays(checkIn, offset);
      expect((await api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: ta, body: { checkIn: night, checkOut: addDays(night, 1), roomIds: [room] } })).status).toBe(201);
    }
    const after = (await search(checkIn, checkOut)).find((t) => t.roomTypeId === type.roomTypeId) as TypeAvailability;
    const fewer = after.nights.map((n, i) => type.nights[i].free - n.free);
    expect(fewer.flatMap((d, i) => (d ? [i] : []))).toEqual([0, 29, 30, 44]);
    expect(after.rooms.map((r) => r.id)).not.toContain(room);
  });
});
