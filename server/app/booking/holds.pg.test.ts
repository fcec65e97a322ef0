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
