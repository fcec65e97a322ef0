import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservations, roomHolds } from '../../db/bookingTables';
import { testGuest } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;
let packageId: string;
let roomTypeId: string;
let leadSourceId: string;

/** 10:00 on 25 Nov 2026 in Kuala Lumpur (02:00 UTC). */
const MORNING_25TH = new Date('2026-11-25T02:00:00Z');
const family = { adults: 2, children: 0, toddlers: 0, infants: 0 };

const signIn = async () => {
  [ta, admin] = await Promise.all([api.login('ta@agency.test'), api.login('admin@resort.test')]);
};
const freeRoom = async (checkIn: string, checkOut: string) => {
  const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn, checkOut, roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
  return type.rooms[0].id;
};
const hold = (checkIn: string, checkOut: string, roomId: string, headers: Record<string, string> = {}) =>
  api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: ta, body: { checkIn, checkOut, roomIds: [roomId] }, headers });
const quote = (checkIn: string, checkOut: string) => api.call('POST', '/api/agent/quote', { token: ta, body: { packageId, checkIn, checkOut, rooms: [{ roomTypeId, ...family }] } });
const rowsOf = async (table: typeof roomHolds | typeof reservations) => (await api.db.select({ n: count() }).from(table))[0].n;
const setLead = (minLeadDays: number) => api.call('PUT', '/api/admin/settings/booking', { token: admin, body: { minLeadDays, earlyCheckInFrom: '' } });

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(MORNING_25TH);
  await signIn();
  packageId = (await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id;
  roomTypeId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id;
  leadSourceId = (await api.record(admin, 'lead-sources', { name: 'Facebook' })).id;
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(MORNING_25TH));
afterEach(async () => {
  expect((await setLead(0)).status).toBe(200);
});

describe('a stay checking in before today (resort time) cannot get in', () => {
  it('refuses a hold for yesterday on checkIn, in the caller’s language, and holds nothing', async () => {
    const roomId = await freeRoom('2026-11-26', '2026-11-27');
    const before = await rowsOf(roomHolds);
    const res = await hold('2026-11-24', '2026-11-25', roomId);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ checkIn: 'Check-in cannot be before today' });
    expect((await hold('2026-11-10', '2026-11-11', roomId, { 'accept-language': 'ms' })).json.errors.checkIn).toBe('Tarikh daftar masuk tidak boleh sebelum hari ini');
    expect((await hold('2026-11-10', '2026-11-11', roomId, { 'accept-language': 'zh' })).json.errors.checkIn).toBe('入住日期不能早于今天');
    expect(await rowsOf(roomHolds)).toBe(before);
  });

  it('refuses a quote and a package availability search for yesterday, and still quotes today', async () => {
    const res = await quote('2026-11-24', '2026-11-25');
    expect(res.status).toBe(400);
    expect(res.json.errors.checkIn).toBe('Check-in cannot be before today');
    const search = await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn: '2026-11-10', checkOut: '2026-11-11', packageId, pax: family } });
    expect(search.status).toBe(400);
    expect(search.json.errors.checkIn).toBe('Check-in cannot be before today');
    expect((await quote('2026-11-25', '2026-11-26')).status).toBe(200);
    // The staff's availability calendar (no package) may still look back.
    expect((await api.call('POST', '/api/admin/rooms-availability', { token: admin, body: { checkIn: '2026-11-10', checkOut: '2026-11-12' } })).status).toBe(200);
  });

  it('refuses the booking of a hold whose check-in became yesterday at midnight, and writes nothing', async () => {
    api.clock.set(new Date('2026-11-24T15:50:00Z')); // 23:50 on the 24th in Kuala Lumpur
    await signIn();
    const roomId = await freeRoom('2026-11-24', '2026-11-25');
    const held = await hold('2026-11-24', '2026-11-25', roomId);
    expect(held.status).toBe(201);
    expect((await api.call('POST', '/api/agent/package/extend-rooms', { token: ta, body: { holdId: held.json.id } })).status).toBe(200);
    api.clock.set(new Date('2026-11-24T16:10:00Z')); // 00:10 on the 25th: the hold lives, its check-in is yesterday
    const before = await rowsOf(reservations);
    const res = await api.call('POST', '/api/agent/agent-reservations', {
      token: ta,
      body: { holdId: held.json.id, packageId, leadSourceId, bedType: 'Queen + single', rooms: [{ roomId, ...family }], guests: [testGuest] },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.checkIn).toBe('Check-in cannot be before today');
    expect(await rowsOf(reservations)).toBe(before);
  });

  it('judges "today" in Kuala Lumpur, not UTC: at 00:30 on the 25th there (16:30 UTC on the 24th)', async () => {
    api.clock.set(new Date('2026-11-24T16:30:00Z'));
    await signIn();
    const roomId = await freeRoom('2026-11-25', '2026-11-26');
    expect((await hold('2026-11-24', '2026-11-25', roomId)).json.errors.checkIn).toBe('Check-in cannot be before today');
    expect((await quote('2026-11-24', '2026-11-25')).status).toBe(400);
    expect((await hold('2026-11-25', '2026-11-26', roomId)).status).toBe(201);
  });
});

describe('the lead time (setting booking.minLeadDays)', () => {
  it('refuses a check-in inside the lead time and takes the first day after it', async () => {
    expect((await setLead(2)).status).toBe(200);
    const roomId = await freeRoom('2026-11-27', '2026-11-28');
    const soon = await hold('2026-11-26', '2026-11-27', roomId);
    expect(soon.status).toBe(400);
    expect(soon.json.errors.checkIn).toBe('Check-in must be at least 2 days from today');
    expect((await quote('2026-11-25', '2026-11-26')).json.errors.checkIn).toBe('Check-in must be at least 2 days from today');
    expect((await hold('2026-11-27', '2026-11-28', roomId)).status).toBe(201);
  });

  it('takes only a time of day (or nothing) as the early check-in setting', async () => {
    const bad = await api.call('PUT', '/api/admin/settings/booking', { token: admin, body: { minLeadDays: 0, earlyCheckInFrom: '6pm' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.earlyCheckInFrom).toBe('Give a time as HH:MM (24-hour), or leave it empty.');
  });
});
