import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Concurrency is proven on PostgreSQL: PGlite runs one query at a time and cannot race. */
let api: TestApp;
let tokens: string[];
let packageId: string;

beforeAll(async () => {
  api = await createTestApp();
  const admin = await api.login('admin@resort.test');
  packageId = (await api.call('GET', '/api/admin/tour-packages?range=[0,0]', { token: admin })).json[0].id as string;
  tokens = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

const holdAll = (roomId: string, stayOf: (i: number) => { checkIn: string; checkOut: string }) =>
  Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: tokens[i % tokens.length], body: { ...stayOf(i), roomIds: [roomId] } }),
    ),
  );

/** Allocations of a room overlapping a window of dates. */
const allocations = async (roomId: string, from: string, to: string) =>
  Number(
    ((await api.db.execute(sql`SELECT count(*) AS n FROM room_allocations WHERE room_id = ${roomId} AND stay && daterange(${from}::date, ${to}::date)`)) as { rows: { n: string }[] }).rows[0].n,
  );

describe('no double booking under concurrency (PostgreSQL)', () => {
  it('50 parallel holds of the last free room: exactly one succeeds, the rest answer 409', async () => {
    const checkIn = '2027-01-05';
    const checkOut = '2027-01-07';
    const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: tokens[0], body: { checkIn, checkOut } })).json as unknown as { rooms: { id: string }[] }[];
    const [last, ...others] = type.rooms;
    expect((await api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: tokens[0], body: { checkIn, checkOut, roomIds: others.map((r) => r.id) } })).status).toBe(201);
    const results = await holdAll(last.id, () => ({ checkIn, checkOut }));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(await allocations(last.id, checkIn, checkOut)).toBe(1);
  });

  it('50 parallel holds of overlapping stays of one room: exactly one succeeds', async () => {
    const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: tokens[0], body: { checkIn: '2027-02-01', checkOut: '2027-02-28' } })).json as unknown as { rooms: { id: string }[] }[];
    const room = type.rooms[0].id;
    // Every stay is 3 nights starting on one of two days, so each overlaps every other.
    const results = await holdAll(room, (i) => (i % 2 ? { checkIn: '2027-02-10', checkOut: '2027-02-13' } : { checkIn: '2027-02-11', checkOut: '2027-02-14' }));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect(await allocations(room, '2027-02-01', '2027-02-28')).toBe(1);
  });

  it('refuses an overlapping allocation written straight into the database', async () => {
    const [row] = ((await api.db.execute(sql`SELECT room_id, stay::text AS stay FROM room_allocations LIMIT 1`)) as { rows: { room_id: string; stay: string }[] }).rows;
    await expect(api.db.execute(sql`INSERT INTO room_allocations (room_id, stay, created_at) VALUES (${row.room_id}, ${row.stay}::daterange, now())`)).rejects.toThrow();
  });
});

describe('no double booking of reservations (PostgreSQL)', () => {
  it('50 parallel bookings of overlapping stays of one room: exactly one reservation', async () => {
    const admin = await api.login('admin@resort.test');
    const code = async (resource: string, filter: Record<string, unknown>) =>
      (await api.call('GET', `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin })).json[0].id as string;
    const pkg = await code('tour-packages', { code: 'PD-2D1N-SNK' });
    const roomTypeId = await code('room-types', { code: 'CHL-GDN' });
    const leadSourceId = await code('lead-sources', { name: 'Facebook' });
    const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: tokens[0], body: { checkIn: '2027-03-01', checkOut: '2027-03-31', roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
    const roomId = type.rooms[0].id;
    const guest = { fullName: 'Tan Mei Ling', age: 40, idNumber: '860101-14-5678', country: 'Malaysia', phones: ['+60 12-222 3333'] };
    const attempt = async (i: number) => {
      const token = tokens[i % tokens.length];
      const stay = i % 2 ? { checkIn: '2027-03-10', checkOut: '2027-03-12' } : { checkIn: '2027-03-11', checkOut: '2027-03-13' };
      const hold = await api.call('POST', `/api/agent/temp-room-block/${pkg}`, { token, body: { ...stay, roomIds: [roomId] } });
      if (hold.status !== 201) return hold.status;
      const booking = await api.call('POST', '/api/agent/agent-reservations', {
        token,
        body: { holdId: hold.json.id, packageId: pkg, leadSourceId, bedType: 'Queen', rooms: [{ roomId, adults: 2, children: 0, toddlers: 0, infants: 0 }], guests: [guest] },
      });
      return booking.status;
    };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i)));
    expect(results.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const booked = (await api.db.execute(
      sql`SELECT count(*) AS n FROM room_allocations WHERE room_id = ${roomId} AND reservation_id IS NOT NULL AND stay && daterange('2027-03-10', '2027-03-13')`,
    )) as { rows: { n: string }[] };
    expect(Number(booked.rows[0].n)).toBe(1);
  });
});
