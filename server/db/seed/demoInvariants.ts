import { sql } from 'drizzle-orm';
import { settlementOf } from '../../app/payments/settle';
import type { Db } from '../client';

/** Statuses whose stay holds its rooms. */
const STAY_STATUSES = ['Upcoming', 'InHouse', 'Completed'];

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as Rows<T>).rows;

/**
 * Checks what must always hold of the bookings and money in a database, however they were made (the
 * demo history, a crash test's leftovers): answers one line per broken rule, empty when all hold.
 * - no two live allocations of a room overlap (the exclusion constraint's promise, checked again);
 * - every reservation in a stay status has an allocation for each of its rooms;
 * - every wallet's totals equal the sum of its ledger entries, and its balance is not negative;
 * - every reservation's payment status is what its approved payments and refunds make it;
 * - every package's bought count equals its bookings that still hold one (not cancelled, expired or unavailable).
 */
export const checkInvariants = async (db: Db): Promise<string[]> => {
  const broken: string[] = [];
  const overlaps = await rows<{ a: string; b: string }>(
    db,
    sql`SELECT a.id AS a, b.id AS b FROM room_allocations a JOIN room_allocations b
          ON a.room_id = b.room_id AND a.id < b.id AND a.stay && b.stay
         WHERE (a.expires_at IS NULL OR a.expires_at > now()) AND (b.expires_at IS NULL OR b.expires_at > now()) LIMIT 5`,
  );
  for (const o of overlaps) broken.push(`allocations ${o.a} and ${o.b} overlap`);

  const unallocated = await rows<{ booking_no: string; rooms: number; allocated: number }>(
    db,
    sql`SELECT r.booking_no, r.rooms, count(a.id)::int AS allocated FROM reservations r
          LEFT JOIN room_allocations a ON a.reservation_id = r.id AND a.stay = daterange(r.check_in, r.check_out, '[)')
         WHERE r.status = ANY(${`{${STAY_STATUSES.join(',')}}`}::text[])
         GROUP BY r.id HAVING count(a.id) <> r.rooms`,
  );
  for (const r of unallocated) broken.push(`${r.booking_no} (${r.rooms} rooms) has ${r.allocated} allocated`);

  const wallets = await rows<{ agent_id: string; credited: string; debited: string; requested: string; c: string; d: string; r: string }>(
    db,
    sql`SELECT w.agent_id, w.credited, w.debited, w.requested,
               coalesce(sum(e.credited_delta), 0) AS c, coalesce(sum(e.debited_delta), 0) AS d, coalesce(sum(e.requested_delta), 0) AS r
          FROM wallets w LEFT JOIN wallet_entries e ON e.agent_id = w.agent_id
         GROUP BY w.agent_id, w.credited, w.debited, w.requested`,
  );
  for (const w of wallets) {
    if (Number(w.credited) !== Number(w.c) || Number(w.debited) !== Number(w.d) || Number(w.requested) !== Number(w.r))
      broken.push(`wallet of ${w.agent_id} holds ${w.credited}/${w.debited}/${w.requested} but its ledger sums to ${w.c}/${w.d}/${w.r}`);
    if (Number(w.credited) - Number(w.debited) - Number(w.requested) < 0) broken.push(`wallet of ${w.agent_id} is below zero`);
  }

  for (const r of await rows<{ id: string; booking_no: string; payment_status: string }>(db, sql`SELECT id, booking_no, payment_status FROM reservations`)) {
    const expected = (await settlementOf(db, r.id)).paymentStatus;
    if (expected !== r.payment_status) broken.push(`${r.booking_no} says ${r.payment_status} but its payments make it ${expected}`);
  }

  const packages = await rows<{ code: string; bought: number; held: number }>(
    db,
    sql`SELECT p.code, coalesce(p.bought_count, 0)::int AS bought,
               (SELECT count(*)::int FROM reservations r WHERE r.package_id = p.id AND r.status NOT IN ('Cancelled', 'Expired', 'NotAvailable')) AS held
          FROM tour_packages p`,
  );
  for (const p of packages) if (p.bought !== p.held) broken.push(`package ${p.code} counts ${p.bought} bought for ${p.held} bookings`);
  return broken;
};

/** Share of the rooms in service taken on each night from `from` to `to` (inclusive), by reservations in a stay status. */
export const occupancyByNight = async (db: Db, from: string, to: string) =>
  rows<{ night: string; occupancy: number }>(
    db,
    sql`SELECT n::date::text AS night,
               round(100.0 * (SELECT count(*) FROM room_allocations a JOIN reservations r ON r.id = a.reservation_id
                               WHERE a.stay @> n::date AND r.status = ANY(${`{${STAY_STATUSES.join(',')}}`}::text[]))
                     / (SELECT count(*) FROM rooms WHERE in_service), 1)::float AS occupancy
          FROM generate_series(${from}::date, ${to}::date, interval '1 day') n ORDER BY n`,
  );
