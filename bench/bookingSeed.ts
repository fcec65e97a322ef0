import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { applyMigrations } from '../server/db/migrate';
import { seedBuiltInRoles, seedDemo } from '../server/db/seed/seed';
import { SETTINGS } from '../server/app/settings/settings';
import { readMigrations } from '../server/node/migrations.fs';
import { BENCH_PASSWORD_ITERATIONS } from './seedRooms';

/** The booking rules of a new resort (the Settings defaults): what the server applies on the bench's fresh databases. */
export const BOOKING_RULES = SETTINGS.booking.parse({});

/** Reservations the booking-engine database holds. */
export const SEEDED_RESERVATIONS = 100_000;

/** Rooms in service after the set-up: the demo's 39 plus generated ones. Each carries STAYS_PER_ROOM stays. */
export const BOOKING_ROOMS_IN_SERVICE = 400;

/** Share of the seeded reservations that were cancelled (their rooms were freed, as the app does on cancel). */
const CANCELLED_SHARE = 0.08;

/**
 * Each room's timeline, walked stay by stay: a stay of 1–4 nights placed at a random offset inside its
 * own slot, the slots back to back, so two stays of one room never overlap. Slot width sets the
 * occupancy: about 2.5 nights per slot.
 */
const SEGMENTS = [
  { name: 'past years', stays: 160, slotDays: 13 }, // ~19 % occupied
  { name: 'low season', stays: 30, slotDays: 7 }, // ~36 %
  { name: 'busy season', stays: 30, slotDays: 4 }, // ~62 %
  { name: 'later years', stays: 30, slotDays: 30 }, // ~8 %, bookings far ahead are rare
] as const;
export const STAYS_PER_ROOM = SEGMENTS.reduce((n, s) => n + s.stays, 0);
if (STAYS_PER_ROOM * BOOKING_ROOMS_IN_SERVICE !== SEEDED_RESERVATIONS) throw new Error('bench/bookingSeed.ts: rooms × stays per room must make SEEDED_RESERVATIONS');

/** Days from today to the start of the busy season (about half a year ahead: the dry season). */
const BUSY_SEASON_STARTS_IN_DAYS = 192;

const DAY = 86_400_000;
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));

/** Where the seeded timeline's segments start (UTC dates), from today's date. */
export const timelineOf = (today: string) => {
  const busy = SEGMENTS.findIndex((s) => s.name === 'busy season');
  const starts: string[] = [];
  // Segments before the busy season end where it starts; the ones after begin where it ends.
  let start = addDays(today, BUSY_SEASON_STARTS_IN_DAYS);
  for (let i = busy - 1; i >= 0; i--) start = addDays(start, -SEGMENTS[i].stays * SEGMENTS[i].slotDays);
  for (const segment of SEGMENTS) {
    starts.push(start);
    start = addDays(start, segment.stays * segment.slotDays);
  }
  const busyStart = starts[busy];
  return {
    segments: SEGMENTS.map((s, i) => ({ ...s, from: starts[i], to: addDays(starts[i], s.stays * s.slotDays) })),
    firstNight: starts[0],
    lastNight: start,
    busySeason: { from: busyStart, to: addDays(busyStart, SEGMENTS[busy].stays * SEGMENTS[busy].slotDays) },
  };
};

export interface BookingDataset {
  rooms: number;
  roomsInService: number;
  roomTypes: number;
  reservations: number;
  roomAllocations: number;
  firstNight: string;
  lastNight: string;
  busySeason: { from: string; to: string };
  seedSeconds: number;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;

/** SQL: the slot start date of stay k (0-based) of a room, from the segment table. */
const slotStartSql = (starts: string[]) => {
  let first = 0;
  const branches = SEGMENTS.map((s, i) => {
    const branch = `WHEN k < ${first + s.stays} THEN DATE '${starts[i]}' + ${s.slotDays} * (k - ${first})`;
    first += s.stays;
    return branch;
  });
  return `CASE ${branches.join(' ')} END`;
};
const slotWidthSql = () => {
  let first = 0;
  const branches = SEGMENTS.map((s) => {
    const branch = `WHEN k < ${first + s.stays} THEN ${s.slotDays}`;
    first += s.stays;
    return branch;
  });
  return `CASE ${branches.join(' ')} END`;
};

/**
 * A fresh booking-engine database: migrations, built-in roles, the demo resort, then enough generated
 * rooms for {@link BOOKING_ROOMS_IN_SERVICE} in service, and {@link SEEDED_RESERVATIONS} past and
 * future reservations of ta@agency.test with their room allocations, in one `INSERT … SELECT
 * generate_series` (a data-modifying CTE feeds both tables). The gapless booking and invoice counters
 * are moved past the seeded numbers, then VACUUM ANALYZE.
 */
export const prepareBookingDatabase = async (database: Database, now: Date): Promise<BookingDataset> => {
  const started = Date.now();
  const { db } = database;
  await applyMigrations(db, readMigrations());
  await seedBuiltInRoles(db);
  await seedDemo(db, BENCH_PASSWORD_ITERATIONS);

  // Generated rooms: numbered after the demo's, in the two guest buildings, spread over the five room types.
  await db.execute(sql`
    WITH t AS (SELECT array_agg(id ORDER BY priority, name) AS ids FROM room_types WHERE active),
         b AS (SELECT array_agg(id ORDER BY code) AS ids, array_agg(code ORDER BY code) AS codes FROM buildings WHERE code IN ('A', 'B')),
         base AS (SELECT coalesce(max(room_number), 0) AS n, count(*) FILTER (WHERE in_service) AS live FROM rooms)
    INSERT INTO rooms (room_number, code, room_type_id, building_id, floor, view, in_service)
    SELECT 300 + g,
           b.codes[1 + g % cardinality(b.ids)] || '-' || (300 + g),
           t.ids[1 + g % cardinality(t.ids)],
           b.ids[1 + g % cardinality(b.ids)],
           1 + g % 3,
           (ARRAY['sea', 'garden', 'pool', 'beachfront'])[1 + g % 4],
           true
    FROM base, t, b, generate_series(1, ${BOOKING_ROOMS_IN_SERVICE}::int - base.live::int) AS g`);

  const today = isoDate(now);
  const timeline = timelineOf(today);
  const starts = timeline.segments.map((s) => s.from);
  // One statement: a materialized plan (ids, rooms, stays, statuses), the reservations inserted from it,
  // and the allocations of the ones not cancelled (cancelling frees the rooms in the app too).
  await db.execute(sql`
    WITH ids AS (
      SELECT (SELECT id FROM users WHERE email = 'ta@agency.test') AS owner_id,
             (SELECT id FROM users WHERE email = 'admin@resort.test') AS approver_id,
             (SELECT array_agg(id ORDER BY code) FROM tour_packages) AS packages,
             (SELECT array_agg(id ORDER BY name) FROM lead_sources) AS sources,
             ARRAY['Nur Aisyah binti Ahmad', 'Tan Wei Ming', 'Muhammad Hafiz bin Rahman', 'Lim Mei Ling', 'Siti Nurhaliza binti Omar',
                   'Rajesh a/l Kumar', 'Wong Kah Hoe', 'Emily Clarke', 'Farah Nadia binti Ismail', 'Chong Li Ying', 'Ahmad Zaki bin Yusof',
                   'Sarah Müller'] AS names
    ),
    room AS (SELECT id, row_number() OVER (ORDER BY room_number) AS i FROM rooms WHERE in_service),
    slot AS (
      SELECT room.id AS room_id, room.i, k, ${sql.raw(slotStartSql(starts))} AS slot_start, ${sql.raw(slotWidthSql())} AS width,
             1 + floor(random() * 4)::int AS nights
      FROM room, generate_series(0, ${STAYS_PER_ROOM - 1}::int) AS k
    ),
    stay AS (
      SELECT s.room_id, s.i, s.k, s.nights,
             s.slot_start + floor(random() * (s.width - s.nights + 1))::int AS check_in,
             random() AS roll, 1 + floor(random() * 2)::int AS adults, floor(random() * 1.4)::int AS children,
             3 + floor(random() * 120)::int AS lead_days, 18000 + 6000 * floor(random() * 5)::int AS night_price
      FROM slot s
    ),
    plan AS MATERIALIZED (
      SELECT gen_random_uuid() AS id, st.*, st.check_in + st.nights AS check_out,
             CASE WHEN st.roll < ${CANCELLED_SHARE}::float8 THEN 'Cancelled'
                  WHEN st.check_in + st.nights <= ${today}::date THEN 'Completed'
                  WHEN st.check_in <= ${today}::date THEN 'InHouse'
                  ELSE 'Upcoming' END AS status,
             least((st.check_in - st.lead_days)::timestamp AT TIME ZONE 'UTC' + make_interval(mins => (st.k * 37) % 600),
                   ${now.toISOString()}::timestamptz - make_interval(hours => 1 + st.k % 24)) AS created_at
      FROM stay st
    ),
    numbered AS (
      SELECT p.*,
             extract(year FROM p.created_at AT TIME ZONE 'UTC')::int AS year,
             row_number() OVER (PARTITION BY extract(year FROM p.created_at AT TIME ZONE 'UTC') ORDER BY p.created_at, p.id) AS n
      FROM plan p
    ),
    inserted AS (
      INSERT INTO reservations (id, booking_no, invoice_no, invoice_date, owner_id, booked_from, taken_by, package_id, reservation_name,
        check_in, check_out, nights, rooms, adults, children, toddlers, infants, status, payment_status, approved_at, approved_by,
        payment_deadline, cut_off_date, bed_type, lead_source_id, special_requests, food_notes, booking, quote, total, created_at, updated_at)
      SELECT x.id,
             'PD' || lpad((x.year % 100)::text, 2, '0') || '-' || lpad(x.n::text, 6, '0'),
             'INV-' || x.year || '-' || lpad(x.n::text, 6, '0'),
             (x.created_at AT TIME ZONE 'UTC')::date,
             ids.owner_id, 'agent-portal', 'ta@agency.test',
             ids.packages[1 + x.k % cardinality(ids.packages)],
             ids.names[1 + (x.i * 7 + x.k) % cardinality(ids.names)],
             x.check_in, x.check_out, x.nights, 1, x.adults, x.children, 0, 0,
             x.status,
             CASE WHEN x.status = 'Cancelled' THEN 'Refunded' WHEN x.status = 'Upcoming' AND x.roll > 0.7 THEN 'Partial' ELSE 'FullyPaid' END,
             x.created_at + interval '2 hours', ids.approver_id,
             NULL,
             greatest(x.check_in - 14, (x.created_at AT TIME ZONE 'UTC')::date),
             CASE WHEN x.roll > 0.5 THEN 'King' ELSE NULL END,
             ids.sources[1 + (x.i + x.k) % cardinality(ids.sources)],
             CASE WHEN x.roll > 0.8 THEN 'Ground floor if possible' ELSE NULL END,
             CASE WHEN x.roll < 0.2 THEN 'No seafood' ELSE NULL END,
             jsonb_build_object('rooms', jsonb_build_array(jsonb_build_object('roomId', x.room_id, 'adults', x.adults, 'children', x.children,
                                  'toddlers', 0, 'infants', 0, 'foreignGuests', false)),
                                'addons', '[]'::jsonb, 'transport', '[]'::jsonb, 'selectedChargeIds', '[]'::jsonb),
             jsonb_build_object('currency', 'MYR', 'nights', x.nights, 'checkInTime', '14:30', 'checkOutTime', '09:30',
                                'lines', jsonb_build_array(jsonb_build_object('kind', 'room', 'direction', 'debit', 'quantity', x.nights * (x.adults + x.children),
                                  'unitPrice', x.night_price, 'total', x.nights * (x.adults + x.children) * x.night_price)),
                                'total', x.nights * (x.adults + x.children) * x.night_price),
             x.nights * (x.adults + x.children) * x.night_price,
             x.created_at,
             CASE WHEN x.status = 'Upcoming' THEN x.created_at + interval '2 hours'
                  ELSE least(x.check_out::timestamp AT TIME ZONE 'UTC', ${now.toISOString()}::timestamptz) END
      FROM numbered x, ids
      RETURNING id
    )
    INSERT INTO room_allocations (room_id, stay, reservation_id, expires_at, created_at)
    SELECT p.room_id, daterange(p.check_in, p.check_out, '[)'), p.id, NULL, p.created_at
    FROM plan p
    WHERE p.status <> 'Cancelled'`);

  // The counters continue after the seeded numbers, so new bookings never repeat one.
  await db.execute(sql`
    INSERT INTO counters (name, value)
    SELECT prefix || y, max(n) FROM (
      SELECT extract(year FROM created_at AT TIME ZONE 'UTC')::int AS y, substring(booking_no FROM 6)::bigint AS n, 'booking-' AS prefix FROM reservations
      UNION ALL
      SELECT extract(year FROM created_at AT TIME ZONE 'UTC')::int, substring(invoice_no FROM 10)::bigint, 'invoice-' FROM reservations
    ) numbers
    GROUP BY prefix, y
    ON CONFLICT (name) DO UPDATE SET value = greatest(counters.value, excluded.value)`);

  // The packages sell without a cap here (the demo caps each at a few hundred bookings): the bench
  // measures how fast bookings go through, not how fast a sold-out package says no.
  await db.execute(sql`UPDATE tour_packages SET available_count = NULL`);
  // VACUUM too: in real life autovacuum would have visited tables this size (PGlite never does).
  for (const table of ['rooms', 'reservations', 'room_allocations', 'counters']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  await db.execute(sql`ANALYZE`);

  const [counts] = await rowsOf<{ rooms: number; live: number; types: number; reservations: number; allocations: number }>(
    database,
    sql`SELECT (SELECT count(*)::int FROM rooms) AS rooms, (SELECT count(*)::int FROM rooms WHERE in_service) AS live,
               (SELECT count(*)::int FROM room_types WHERE active) AS types,
               (SELECT count(*)::int FROM reservations) AS reservations, (SELECT count(*)::int FROM room_allocations) AS allocations`,
  );
  return {
    rooms: counts.rooms,
    roomsInService: counts.live,
    roomTypes: counts.types,
    reservations: counts.reservations,
    roomAllocations: counts.allocations,
    firstNight: timeline.firstNight,
    lastNight: timeline.lastNight,
    busySeason: timeline.busySeason,
    seedSeconds: (Date.now() - started) / 1000,
  };
};
