import { sql } from 'drizzle-orm';
import { post } from '../server/app/wallet/ledger';
import type { Database } from '../server/db/client';
import { applyMigrations } from '../server/db/migrate';
import { seedBuiltInRoles, seedDemo } from '../server/db/seed/seed';
import { readMigrations } from '../server/node/migrations.fs';
import { addDays, BOOKING_RULES, isoDate } from './bookingSeed';
import { BENCH_PASSWORD_ITERATIONS } from './seedRooms';

/** Rooms in service after the set-up (the demo's 39 plus generated ones); the seeded stays are spread over them. */
export const PAYMENT_ROOMS_IN_SERVICE = 400;

/** The seeded stays start this many days after today, one night each, room after room. */
const FIRST_STAY_IN_DAYS = 60;

/** What every bench agent's wallet holds on top of what its reservations cost (sen): nothing is paid to the last sen. */
const CREDIT_MARGIN = 100_000;

/** The bench agents' e-mails: `bench-agent-001@agency.test`… They sign in with the demo password. */
export const benchAgentEmail = (i: number) => `bench-agent-${String(i + 1).padStart(3, '0')}@agency.test`;

export interface PaymentsDataset {
  agents: number;
  /** Unpaid reservations each agent owns. */
  reservationsPerAgent: number;
  reservations: number;
  roomsInService: number;
  /** Sen credited to all bench wallets together (one top-up each, through the ledger). */
  credited: number;
  /** Sen all seeded reservations cost together. */
  reservationsTotal: number;
  firstNight: string;
  lastNight: string;
  seedSeconds: number;
}

/** One bench agent: its user id, e-mail, and its unpaid reservations in the order they are paid. */
export interface BenchAgent {
  id: string;
  email: string;
  reservationIds: string[];
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;

/**
 * A fresh payments database: migrations, built-in roles and the demo resort, then
 *
 * - `agents` travel agents copied from ta@agency.test (active, agency admin, so the portal lets them
 *   book and pay; the same password hash, so they sign in with the demo password);
 * - enough generated rooms for {@link PAYMENT_ROOMS_IN_SERVICE} in service;
 * - `reservationsPerAgent` unpaid reservations per agent, as an agent's booking stands right after
 *   `POST /agent-reservations`: Pending, payment Pending, not yet approved by staff, a payment deadline
 *   30 minutes ahead, a lead guest with an e-mail, and its one room-night allocated until the deadline
 *   (stays back to back per room, so the no-overlap constraint holds). Inserted by one
 *   `INSERT … SELECT generate_series` (data-modifying CTEs feed the three tables); the booking and
 *   invoice counters and the package's bought count move past them as if they had been booked one by one;
 * - each agent's wallet credited through the ledger (`post()`, kind topup) with what its reservations
 *   cost plus a margin, so every payment is covered.
 *
 * Then VACUUM ANALYZE. Answers the dataset and the agents with their reservations.
 */
export const preparePaymentsDatabase = async (database: Database, now: Date, agents: number, reservationsPerAgent: number): Promise<{ dataset: PaymentsDataset; agents: BenchAgent[] }> => {
  const started = Date.now();
  const { db } = database;
  await applyMigrations(db, readMigrations());
  await seedBuiltInRoles(db);
  await seedDemo(db, BENCH_PASSWORD_ITERATIONS);

  await db.execute(sql`
    INSERT INTO users (kind, first_name, last_name, email, phone, password_hash, active, company_name, agent_type, agent_category_id, status, agency_role,
                       city, country, created_at, updated_at)
    SELECT u.kind, 'Bench', 'Agent ' || (g + 1), 'bench-agent-' || lpad((g + 1)::text, 3, '0') || '@agency.test', u.phone, u.password_hash, true,
           'Bench Travel ' || (g + 1) || ' Sdn Bhd', u.agent_type, u.agent_category_id, 'A', 'admin', u.city, u.country, u.created_at, u.updated_at
    FROM users u, generate_series(0, ${agents - 1}::int) AS g
    WHERE u.email = 'ta@agency.test'`);

  await db.execute(sql`
    WITH t AS (SELECT array_agg(id ORDER BY priority, name) AS ids FROM room_types WHERE active),
         b AS (SELECT array_agg(id ORDER BY code) AS ids, array_agg(code ORDER BY code) AS codes FROM buildings WHERE code IN ('A', 'B')),
         base AS (SELECT count(*) FILTER (WHERE in_service) AS live FROM rooms)
    INSERT INTO rooms (room_number, code, room_type_id, building_id, floor, view, in_service)
    SELECT 300 + g, b.codes[1 + g % cardinality(b.ids)] || '-' || (300 + g), t.ids[1 + g % cardinality(t.ids)], b.ids[1 + g % cardinality(b.ids)],
           1 + g % 3, (ARRAY['sea', 'garden', 'pool', 'beachfront'])[1 + g % 4], true
    FROM base, t, b, generate_series(1, ${PAYMENT_ROOMS_IN_SERVICE}::int - base.live::int) AS g`);

  const year = now.getUTCFullYear();
  const today = isoDate(now);
  const firstNight = addDays(today, FIRST_STAY_IN_DAYS);
  const at = now.toISOString();
  const deadline = new Date(now.getTime() + BOOKING_RULES.paymentCountdownMinutes * 60_000).toISOString();
  const reservations = agents * reservationsPerAgent;
  // Agent a's k-th reservation is number j = k·agents + a: each agent's stays spread over all rooms and dates.
  await db.execute(sql`
    WITH ids AS (
      SELECT (SELECT id FROM tour_packages WHERE code = 'PD-2D1N-SNK') AS package_id,
             (SELECT id FROM lead_sources WHERE name = 'Facebook') AS lead_source_id
    ),
    agent AS (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS a FROM users WHERE email LIKE 'bench-agent-%@agency.test'),
    room AS (SELECT id, row_number() OVER (ORDER BY room_number) - 1 AS r, count(*) OVER () AS n FROM rooms WHERE in_service),
    plan AS MATERIALIZED (
      SELECT gen_random_uuid() AS id, agent.id AS owner_id, agent.email, k, k * ${agents}::int + agent.a AS j,
             18000 + 6000 * ((k + agent.a) % 5) AS night_price
      FROM agent, generate_series(0, ${reservationsPerAgent - 1}::int) AS k
    ),
    placed AS MATERIALIZED (
      SELECT p.*, room.id AS room_id, ${firstNight}::date + (p.j / room.n)::int AS check_in
      FROM plan p JOIN room ON room.r = p.j % room.n
    ),
    inserted AS (
      INSERT INTO reservations (id, booking_no, invoice_no, invoice_date, owner_id, booked_from, taken_by, package_id, reservation_name,
        check_in, check_out, nights, rooms, adults, children, toddlers, infants, status, payment_status, approved_at, approved_by,
        payment_deadline, cut_off_date, bed_type, lead_source_id, special_requests, food_notes, booking, quote, total, created_at, updated_at)
      SELECT x.id,
             ${`PD${String(year).slice(2)}-`} || lpad((x.j + 1)::text, 6, '0'),
             ${`INV-${year}-`} || lpad((x.j + 1)::text, 6, '0'),
             ${today}::date, x.owner_id, 'agent-portal', x.email, ids.package_id, 'Nur Aisyah binti Ahmad',
             x.check_in, x.check_in + 1, 1, 1, 2, 0, 1, 0, 'Pending', 'Pending', NULL, NULL,
             ${deadline}::timestamptz, x.check_in - ${BOOKING_RULES.cutOffDays}::int, 'King', ids.lead_source_id, NULL, 'No seafood',
             jsonb_build_object('rooms', jsonb_build_array(jsonb_build_object('roomId', x.room_id, 'adults', 2, 'children', 0, 'toddlers', 1, 'infants', 0)),
                                'addons', '[]'::jsonb, 'transport', '[]'::jsonb, 'selectedChargeIds', '[]'::jsonb),
             jsonb_build_object('currency', 'MYR', 'nights', 1, 'checkInTime', '14:30', 'checkOutTime', '09:30',
                                'lines', jsonb_build_array(jsonb_build_object('kind', 'room', 'direction', 'debit', 'quantity', 2, 'unitPrice', x.night_price, 'total', 2 * x.night_price)),
                                'total', 2 * x.night_price),
             2 * x.night_price, ${at}::timestamptz, ${at}::timestamptz
      FROM placed x, ids
      RETURNING id
    ),
    guests AS (
      INSERT INTO reservation_guests (reservation_id, room_index, full_name, age, id_number, non_malaysian, senior_citizen, disabled, vegetarian, email, phones, country)
      SELECT x.id, 0, 'Nur Aisyah binti Ahmad', 34, '920314-11-5566', false, false, false, false, 'guest-' || (x.j + 1) || '@example.com', ARRAY['+60 12-345 6789'], 'Malaysia'
      FROM placed x
    )
    INSERT INTO room_allocations (room_id, stay, reservation_id, expires_at, created_at)
    SELECT x.room_id, daterange(x.check_in, x.check_in + 1, '[)'), x.id, ${deadline}::timestamptz, ${at}::timestamptz
    FROM placed x`);

  await db.execute(sql`
    INSERT INTO counters (name, value) VALUES (${`booking-${year}`}, ${reservations}::bigint), (${`invoice-${year}`}, ${reservations}::bigint)
    ON CONFLICT (name) DO UPDATE SET value = greatest(counters.value, excluded.value)`);
  await db.execute(sql`UPDATE tour_packages SET available_count = NULL, bought_count = coalesce(bought_count, 0) + ${reservations}::int WHERE code = 'PD-2D1N-SNK'`);

  // Each wallet: one top-up through the ledger, for what the agent's reservations cost plus a margin.
  const owed = await rowsOf<{ owner_id: string; email: string; total: string }>(
    database,
    sql`SELECT r.owner_id, u.email, sum(r.total)::text AS total FROM reservations r JOIN users u ON u.id = r.owner_id
        WHERE u.email LIKE 'bench-agent-%@agency.test' GROUP BY r.owner_id, u.email ORDER BY u.email`,
  );
  let credited = 0;
  for (const row of owed) {
    const amount = Number(row.total) + CREDIT_MARGIN;
    await db.transaction((tx) => post(tx, { agentId: row.owner_id, kind: 'topup', amount, reference: 'bench top-up' }, now));
    credited += amount;
  }

  for (const table of ['users', 'rooms', 'reservations', 'reservation_guests', 'room_allocations', 'wallets', 'wallet_entries', 'counters']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  await db.execute(sql`ANALYZE`);

  const owned = await rowsOf<{ id: string; email: string; reservation_ids: string[] }>(
    database,
    sql`SELECT u.id, u.email, array_agg(r.id ORDER BY r.check_in, r.id) AS reservation_ids
        FROM users u JOIN reservations r ON r.owner_id = u.id
        WHERE u.email LIKE 'bench-agent-%@agency.test' GROUP BY u.id, u.email ORDER BY u.email`,
  );
  const [counts] = await rowsOf<{ live: number; reservations: number; total: string; last: string }>(
    database,
    sql`SELECT (SELECT count(*)::int FROM rooms WHERE in_service) AS live, count(*)::int AS reservations, sum(total)::text AS total, max(check_in)::text AS last
        FROM reservations`,
  );
  if (owned.length !== agents || counts.reservations !== reservations) throw new Error(`bench/paymentsSeed.ts: seeded ${owned.length} agents and ${counts.reservations} reservations, wanted ${agents} and ${reservations}`);
  return {
    dataset: {
      agents,
      reservationsPerAgent,
      reservations: counts.reservations,
      roomsInService: counts.live,
      credited,
      reservationsTotal: Number(counts.total),
      firstNight,
      lastNight: counts.last,
      seedSeconds: (Date.now() - started) / 1000,
    },
    agents: owned.map((o) => ({ id: o.id, email: o.email, reservationIds: o.reservation_ids })),
  };
};
