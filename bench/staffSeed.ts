/**
 * The staff desk's day on the booking-engine database (bench/bookingSeed.ts): that seed gives every
 * reservation a status and a payment status but no money rows and no transfers, so a dashboard would
 * read nothing real for its payments, slips and pick-ups. This adds, only for the `staff` section (the
 * booking section's database is left as it seeds it):
 * - the payments behind each payment status (one approved payment of the total for a fully paid stay,
 *   half of it for a partly paid one, a payment and its refund for a cancelled one), by wallet, online,
 *   bank-in slip or cheque, so each reservation's payment status matches its money;
 * - bookings awaiting approval (about 1 in 150 fully paid future stays turned Pending, their bank-in
 *   slip waiting for review) and slips waiting on about 1 in 40 partly paid ones;
 * - expired bookings (1 in 5 of the cancelled ones never paid and expired instead);
 * - transfers on a third of the reservations: a shared or chartered boat in on the check-in day and back
 *   on the check-out day, some with a van from the airport first, each with the party's passengers;
 * - a few rooms dirty or inspected, when the housekeeping table exists.
 */
import { sql } from 'drizzle-orm';
import { DEMO_ZONE } from '../server/db/seed/history/calendar';
import type { Database } from '../server/db/client';

export interface StaffDataset {
  payments: number;
  pendingSlips: number;
  awaitingApproval: number;
  expired: number;
  refunds: number;
  withTransfers: number;
  seedSeconds: number;
}

type Row = Record<string, unknown>;
const rows = async (database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A stable pseudo-random bucket of a reservation (its id is random, so this is an even spread). */
const bucket = (modulo: number) => sql.raw(`(abs(hashtext(r.id::text)) % ${modulo})`);

/** Adds the payments, slips, approvals, expiries, transfers and housekeeping described above. */
export const enrichForStaffDesk = async (database: Database, now: Date, today: string): Promise<StaffDataset> => {
  const started = Date.now();
  const { db } = database;
  const at = now.toISOString();

  // bookingSeed dates a booking of a stay far ahead "an hour or so ago" (it cannot be made before its
  // lead time ends in the future), so a fifth of all bookings look made today: the sales of the day
  // would read thousands. Those bookings were made over the last half year instead (a few stay today's).
  await db.execute(sql`
    UPDATE reservations r SET created_at = c.at, invoice_date = (c.at AT TIME ZONE ${DEMO_ZONE})::date,
           approved_at = least(c.at + interval '2 hours', ${at}::timestamptz),
           updated_at = least(c.at + interval '2 hours', ${at}::timestamptz)
      FROM (SELECT id, ${at}::timestamptz - make_interval(mins => 60 + abs(hashtext(id::text)) % (180 * 1440)) AS at FROM reservations) c
     WHERE c.id = r.id AND r.created_at > ${at}::timestamptz - interval '25 hours' AND ${bucket(200)} <> 0`);
  // Guests on the resort today are not all paid up: some settle the balance at the desk.
  await db.execute(sql`
    UPDATE reservations r SET payment_status = 'Partial'
     WHERE r.status IN ('Upcoming', 'InHouse') AND r.payment_status = 'FullyPaid' AND r.check_in <= ${today}::date + 1 AND r.check_out >= ${today}::date
       AND ${bucket(4)} = 0`);
  // Status changes next, so the payments below follow the final statuses.
  await db.execute(sql`
    UPDATE reservations r SET status = 'Expired', payment_status = 'Pending', approved_at = NULL, approved_by = NULL,
           payment_deadline = r.created_at + interval '30 minutes', updated_at = least(r.created_at + interval '30 minutes', ${at}::timestamptz)
     WHERE r.status = 'Cancelled' AND ${bucket(5)} = 0`);
  await db.execute(sql`
    UPDATE reservations r SET status = 'Pending', payment_status = 'Pending', approved_at = NULL, approved_by = NULL, payment_deadline = NULL
     WHERE r.status = 'Upcoming' AND r.payment_status = 'FullyPaid' AND r.check_in > ${today}::date + 7 AND ${bucket(150)} = 1`);

  const methodOf = sql.raw(`(ARRAY['wallet', 'wallet', 'online', 'offline', 'online', 'wallet', 'offline', 'cheque'])[1 + abs(hashtext(r.booking_no)) % 8]`);
  const paidAt = sql`least(r.created_at + interval '1 hour', ${at}::timestamptz)`;
  // Approved money: the total when fully paid or later refunded, half when partly paid.
  await db.execute(sql`
    INSERT INTO payments (purpose, reservation_id, payer_id, recorded_by, method, amount, status, reference_no, gateway, gateway_ref,
                          approved_by, approved_at, locale, created_at, updated_at)
    SELECT 'booking', r.id, r.owner_id, r.owner_id, m.method,
           CASE WHEN r.payment_status = 'Partial' THEN r.total / 2 ELSE r.total END,
           'approved',
           CASE WHEN m.method IN ('offline', 'cheque') THEN 'BANKIN-' || r.booking_no END,
           CASE WHEN m.method = 'online' THEN 'sandbox' END,
           CASE WHEN m.method = 'online' THEN 'SBX-' || r.booking_no END,
           CASE WHEN m.method IN ('offline', 'cheque') THEN r.approved_by END,
           ${paidAt}, 'en', ${paidAt}, ${paidAt}
      FROM reservations r CROSS JOIN LATERAL (SELECT ${methodOf} AS method) m
     WHERE r.payment_status IN ('FullyPaid', 'Partial', 'Refunded')`);
  // A cancelled booking's money went back to the agent's wallet in full.
  await db.execute(sql`
    INSERT INTO refunds (reservation_id, payment_id, method, cancel_fee, refund_amount, notes, refunded_by, refunded_at)
    SELECT r.id, p.id, 'wallet', 0, p.amount, 'Cancelled by the agent', r.approved_by, least(r.updated_at, ${at}::timestamptz)
      FROM reservations r JOIN payments p ON p.reservation_id = r.id
     WHERE r.payment_status = 'Refunded'`);
  // Slips waiting for staff: the whole of a booking awaiting approval, the balance of some partly paid ones.
  await db.execute(sql`
    INSERT INTO payments (purpose, reservation_id, payer_id, method, amount, status, reference_no, reference_date, notes, locale, created_at, updated_at)
    SELECT 'booking', r.id, r.owner_id, CASE WHEN ${bucket(7)} = 0 THEN 'cheque' ELSE 'offline' END,
           CASE WHEN r.status = 'Pending' THEN r.total ELSE r.total - r.total / 2 END,
           'pending', 'MBB' || lpad((abs(hashtext(r.booking_no)) % 100000000)::text, 8, '0'), ${today}::date,
           'Bank-in slip attached', 'en',
           ${at}::timestamptz - make_interval(mins => 5 + abs(hashtext(r.id::text)) % 2880),
           ${at}::timestamptz - make_interval(mins => 5 + abs(hashtext(r.id::text)) % 2880)
      FROM reservations r
     WHERE (r.status = 'Pending' AND r.approved_at IS NULL AND r.payment_status = 'Pending')
        OR (r.status = 'Upcoming' AND r.payment_status = 'Partial' AND ${bucket(40)} = 0)`);

  // Transfers: the boat in on the check-in day and back on the check-out day (a charter for some
  // parties), a van from the airport to the jetty before the boat for others.
  const [trips] = await rows(
    database,
    sql`SELECT (SELECT id FROM trip_costs WHERE transport_type = 'boat' AND pricing = 'per-person' AND name LIKE 'Marang%' ORDER BY name LIMIT 1) AS boat_in,
               (SELECT left(coalesce(departure_time::text, '10:00'), 5) FROM trip_costs WHERE transport_type = 'boat' AND pricing = 'per-person' AND name LIKE 'Marang%' ORDER BY name LIMIT 1) AS boat_in_time,
               (SELECT id FROM trip_costs WHERE transport_type = 'boat' AND pricing = 'per-person' AND name LIKE 'Pulau Damai → Marang%' ORDER BY name LIMIT 1) AS boat_out,
               (SELECT left(coalesce(departure_time::text, '12:30'), 5) FROM trip_costs WHERE transport_type = 'boat' AND pricing = 'per-person' AND name LIKE 'Pulau Damai → Marang%' ORDER BY name LIMIT 1) AS boat_out_time,
               (SELECT id FROM trip_costs WHERE transport_type = 'boat' AND pricing = 'per-vehicle' ORDER BY name LIMIT 1) AS charter,
               (SELECT id FROM trip_costs WHERE transport_type = 'land' ORDER BY name LIMIT 1) AS van`,
  );
  const missing = Object.entries(trips).filter(([, v]) => v === null).map(([k]) => k);
  if (missing.length) throw new Error(`bench/staffSeed.ts: the demo's trip costs lack ${missing.join(', ')}`);
  const party = sql.raw(`'adults', r.adults, 'children', r.children, 'toddlers', r.toddlers, 'infants', r.infants`);
  await db.execute(sql`
    UPDATE reservations r SET booking = jsonb_set(r.booking, '{transport}',
      CASE WHEN ${bucket(9)} = 0 THEN jsonb_build_array(jsonb_build_object('tripCostId', ${trips.van}::uuid, 'date', r.check_in, 'departureTime', '07:30',
                 'pickupPoint', 'KT Airport arrivals hall', 'dropLocation', 'Marang Jetty', 'dropTime', '08:30', ${party}))
           ELSE '[]'::jsonb END
      || jsonb_build_array(
           CASE WHEN ${bucket(5)} = 0
                THEN jsonb_build_object('tripCostId', ${trips.charter}::uuid, 'date', r.check_in, 'departureTime', '11:00', ${party})
                ELSE jsonb_build_object('tripCostId', ${trips.boat_in}::uuid, 'date', r.check_in, 'departureTime', ${trips.boat_in_time}::text, ${party}) END,
           jsonb_build_object('tripCostId', ${trips.boat_out}::uuid, 'date', r.check_out, 'departureTime', ${trips.boat_out_time}::text, ${party})))
     WHERE ${bucket(3)} = 0`);

  const [{ housekeeping }] = await rows(database, sql`SELECT to_regclass('room_housekeeping') IS NOT NULL AS housekeeping`);
  if (housekeeping)
    await db.execute(sql`
      INSERT INTO room_housekeeping (room_id, status, note, updated_at)
      SELECT id, CASE WHEN room_number % 3 = 0 THEN 'inspected' ELSE 'dirty' END, NULL, ${at}::timestamptz
        FROM rooms WHERE in_service AND room_number % 7 = 0
      ON CONFLICT (room_id) DO NOTHING`);

  // The updates above left a dead copy of a third of the reservations; VACUUM FULL compacts the table to
  // what seeding these rows directly would have written, so the scans read no more than they would. The
  // allocations too: the bulk insert wrote each twice (its bar fields are filled once the statement
  // ends, migration 0027), where a booking made in the app writes its allocations once.
  await db.execute(sql`VACUUM FULL reservations`);
  await db.execute(sql`VACUUM FULL room_allocations`);
  // VACUUM FULL leaves the visibility map empty; a plain VACUUM fills it, as autovacuum would have, so the
  // sums read from the (day, total) indexes alone.
  // The allocations and the monthly report's room months were rewritten too (expired stays freed, statuses
  // changed through the triggers).
  for (const table of ['reservations', 'payments', 'refunds', 'room_allocations', 'reservation_room_months', 'room_housekeeping']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  // Write the seed out now, not while the first rows are measured.
  await db.execute(sql`CHECKPOINT`);

  const [counts] = await rows(
    database,
    sql`SELECT (SELECT count(*)::int FROM payments) AS payments,
               (SELECT count(*)::int FROM payments WHERE status = 'pending') AS pending_slips,
               (SELECT count(*)::int FROM reservations WHERE status = 'Pending' AND approved_at IS NULL) AS awaiting,
               (SELECT count(*)::int FROM reservations WHERE status = 'Expired') AS expired,
               (SELECT count(*)::int FROM refunds) AS refunds,
               (SELECT count(*)::int FROM reservations WHERE jsonb_array_length(booking->'transport') > 0) AS transfers`,
  );
  return {
    payments: Number(counts.payments),
    pendingSlips: Number(counts.pending_slips),
    awaitingApproval: Number(counts.awaiting),
    expired: Number(counts.expired),
    refunds: Number(counts.refunds),
    withTransfers: Number(counts.transfers),
    seedSeconds: (Date.now() - started) / 1000,
  };
};
