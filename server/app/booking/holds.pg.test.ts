import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsWhileABookingTakesTheRoom, lastRoomBookedByMany, lastRoomHeldByMany, overlappingHoldsOfOneRoom, signInRacers, type Racers } from '../../test/raceScenarios';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Concurrency is proven on PostgreSQL: PGlite runs one query at a time and cannot race. The same
 * scenarios run through two server processes in server/node/manyServers.pg.test.ts.
 */
let api: TestApp;
let racers: Racers;

beforeAll(async () => {
  api = await createTestApp();
  racers = await signInRacers(api);
});
afterAll(() => api.close());

describe('no double booking under concurrency (PostgreSQL)', () => {
  it('50 parallel holds of the last free room: exactly one succeeds, the rest answer 409', () => lastRoomHeldByMany(api, racers, 45));

  it('50 parallel holds of overlapping stays of one room: exactly one succeeds', () => overlappingHoldsOfOneRoom(api, racers, 75));

  it('refuses an overlapping allocation written straight into the database', async () => {
    const [row] = ((await api.db.execute(sql`SELECT room_id, stay::text AS stay FROM room_allocations LIMIT 1`)) as { rows: { room_id: string; stay: string }[] }).rows;
    await expect(api.db.execute(sql`INSERT INTO room_allocations (room_id, stay, created_at) VALUES (${row.room_id}, ${row.stay}::daterange, now())`)).rejects.toThrow();
  });
});

describe('no double booking of reservations (PostgreSQL)', () => {
  it('50 parallel bookings of overlapping stays of one room: exactly one reservation', async () => {
    await lastRoomBookedByMany(api, racers, 110);
    expect(api.unexpected).toEqual([]);
  });

  it('holds of a room a booking is taking wait without blocking it: the booking goes through, every hold answers 409', async () => {
    await holdsWhileABookingTakesTheRoom(api, racers, 130, api.database.url as string);
    expect(api.unexpected).toEqual([]);
  });
});
