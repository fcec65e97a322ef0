import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { MonthlyReport } from './reports.service';

/**
 * The monthly report sums `reservation_room_months`, which database triggers keep for every sold
 * reservation. Whatever changes a booking (the API, a script, a console session), the report must say
 * what the bookings say: here it is checked against the figures' definitions (README "Figures") computed
 * straight from the reservations, their quotes and their room allocations, after each change.
 */
let api: TestApp;
let admin: string;
type Booked = Awaited<ReturnType<typeof booked>>;
let a: Booked;
let b: Booked;

const YEAR = 2027;

interface Figure {
  month: string;
  roomTypeId: string;
  roomNights: number;
  roomRevenue: number;
}

/** The definitions, read from the bookings themselves: no trigger, no kept table. */
const fromTheBookings = async (): Promise<Figure[]> => {
  const res = (await api.db.execute(sql`
    WITH nights AS (
      SELECT to_char(m.d, 'YYYY-MM') AS month, rm.room_type_id, sum(upper(a.stay * daterange(m.d::date, (m.d + interval '1 month')::date)) - lower(a.stay * daterange(m.d::date, (m.d + interval '1 month')::date))) AS n
      FROM generate_series(${`${YEAR}-01-01`}::date, ${`${YEAR}-12-01`}::date, interval '1 month') AS m(d)
      JOIN room_allocations a ON a.stay && daterange(m.d::date, (m.d + interval '1 month')::date)
      JOIN reservations r ON r.id = a.reservation_id AND r.status IN ('Upcoming', 'InHouse', 'Completed')
      JOIN rooms rm ON rm.id = a.room_id
      GROUP BY 1, 2
    ),
    revenue AS (
      SELECT coalesce(left(l->>'date', 7), to_char(r.check_in, 'YYYY-MM')) AS month, rm.room_type_id, sum((l->>'total')::bigint) AS v
      FROM reservations r
      CROSS JOIN LATERAL jsonb_array_elements(r.quote->'lines') AS l
      JOIN rooms rm ON rm.id::text = r.booking->'rooms'->coalesce((l->>'roomIndex')::int, 0)->>'roomId'
      WHERE r.status IN ('Upcoming', 'InHouse', 'Completed') AND l->>'kind' = 'room'
      GROUP BY 1, 2
    )
    SELECT coalesce(n.month, v.month) AS month, coalesce(n.room_type_id, v.room_type_id) AS "roomTypeId",
           coalesce(n.n, 0)::int AS "roomNights", coalesce(v.v, 0)::float8 AS "roomRevenue"
    FROM nights n FULL JOIN revenue v ON v.month = n.month AND v.room_type_id = n.room_type_id
    WHERE coalesce(n.month, v.month) LIKE ${`${YEAR}-%`}`)) as unknown as { rows: Figure[] };
  return res.rows.filter((f) => f.roomNights !== 0 || f.roomRevenue !== 0).sort(byKey);
};

const byKey = (x: Figure, y: Figure) => `${x.month}${x.roomTypeId}`.localeCompare(`${y.month}${y.roomTypeId}`);

/** What the report answers, month by month and room type, leaving out what sold nothing. */
const fromTheReport = async (): Promise<Figure[]> => {
  const res = await api.call('GET', `/api/reports/monthly/${YEAR}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  const report = res.json.data as unknown as MonthlyReport;
  return report.months
    .flatMap((m) => m.roomTypes.map((t) => ({ month: m.month, roomTypeId: t.roomTypeId, roomNights: t.roomNights, roomRevenue: t.roomRevenue })))
    .filter((f) => f.roomNights !== 0 || f.roomRevenue !== 0)
    .sort(byKey);
};

const gardenOf = async (month: string) => {
  const garden = await api.record(admin, 'room-types', { code: 'CHL-GDN' });
  return (await fromTheReport()).find((f) => f.month === month && f.roomTypeId === garden.id) ?? { month, roomTypeId: garden.id, roomNights: 0, roomRevenue: 0 };
};

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2027-09-01T10:00:00+08:00'));
  admin = await api.login('admin@resort.test');
  a = await booked(api, admin, { base: '/api/admin', checkIn: '2027-09-29', checkOut: '2027-10-02' });
  b = await booked(api, admin, { base: '/api/admin', checkIn: '2027-10-10', checkOut: '2027-10-12' });
});
afterAll(() => api.close());

describe('the monthly report follows every change to a booking', () => {
  it('counts a booking once it is confirmed, not while it is pending', async () => {
    const before = await gardenOf('2027-10');
    for (const r of [a, b]) expect((await api.call('PUT', `/api/admin/reservations/${r.id}/status/confirm`, { token: admin })).json.status).toBe('Upcoming');
    const after = await gardenOf('2027-10');
    // A's night of 1 October and B's 10 and 11 October.
    expect(after.roomNights - before.roomNights).toBe(3);
    expect(after.roomRevenue).toBeGreaterThan(before.roomRevenue);
    expect(await fromTheReport()).toEqual(await fromTheBookings());
  });

  it("follows a quote re-priced by any writer: the room lines' new totals are the room revenue", async () => {
    const before = await gardenOf('2027-09');
    // A's room lines cost twice as much (written straight to the database, as a repair script would).
    await api.db.execute(sql`
      UPDATE reservations SET quote = jsonb_set(quote, '{lines}', (
        SELECT jsonb_agg(CASE WHEN l->>'kind' = 'room' THEN jsonb_set(l, '{total}', to_jsonb((l->>'total')::bigint * 2)) ELSE l END ORDER BY i)
        FROM jsonb_array_elements(quote->'lines') WITH ORDINALITY AS x(l, i)))
      WHERE id = ${a.id}`);
    const after = await gardenOf('2027-09');
    expect(after.roomRevenue).toBe(before.roomRevenue * 2);
    expect(after.roomNights).toBe(before.roomNights);
    expect(await fromTheReport()).toEqual(await fromTheBookings());
  });

  it('moves the room nights to the type of the room the guests move to, the revenue staying with the room sold', async () => {
    const garden = await api.record(admin, 'room-types', { code: 'CHL-GDN' });
    const [{ id: otherRoom }] = (
      (await api.db.execute(sql`
        SELECT rm.id FROM rooms rm WHERE rm.room_type_id <> ${garden.id}
          AND NOT EXISTS (SELECT 1 FROM room_allocations x WHERE x.room_id = rm.id AND x.stay && daterange('2027-10-10', '2027-10-12'))
        ORDER BY rm.id LIMIT 1`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const before = await gardenOf('2027-10');
    await api.db.execute(sql`UPDATE room_allocations SET room_id = ${otherRoom} WHERE reservation_id = ${b.id}`);
    const after = await gardenOf('2027-10');
    expect(after.roomNights).toBe(before.roomNights - 2);
    expect(after.roomRevenue).toBe(before.roomRevenue);
    expect(await fromTheReport()).toEqual(await fromTheBookings());
  });

  it('stays the same when the guests check in (still a sale)', async () => {
    const before = await fromTheReport();
    await api.db.execute(sql`UPDATE reservations SET status = 'InHouse' WHERE id = ${a.id}`);
    expect(await fromTheReport()).toEqual(before);
    await api.db.execute(sql`UPDATE reservations SET status = 'Upcoming' WHERE id = ${a.id}`);
  });

  it('drops a cancelled booking: its room nights and room revenue leave the report', async () => {
    const before = await gardenOf('2027-09');
    expect((await api.call('PUT', `/api/admin/cancel/${a.id}`, { token: admin })).status).toBe(200);
    const after = await gardenOf('2027-09');
    // A's nights of 29 and 30 September.
    expect(after.roomNights).toBe(before.roomNights - 2);
    expect(after.roomRevenue).toBeLessThan(before.roomRevenue);
    expect(await fromTheReport()).toEqual(await fromTheBookings());
  });
});
