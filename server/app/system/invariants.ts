import { type SQL, sql } from 'drizzle-orm';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Db } from '../../db/client';
import { TRANSITIONS } from '../booking/transitions';
import { settlementsOf } from '../payments/settle';

/** One rule the stored bookings and money must keep, and how often the database breaks it. */
export interface InvariantResult {
  /** A stable key for tests and scripts. */
  name: string;
  /** What is counted, in plain English, for the operator reading the command's output. */
  title: string;
  violations: number;
  /** Up to EXAMPLES of the violations, named as staff would look them up (booking number, code, e-mail). */
  examples: string[];
}

const EXAMPLES = 5;

/** The statuses a booking gives its rooms, package unit and promo-code use back in (TRANSITIONS' `releasesRooms`). */
const RELEASED_STATUSES: string[] = Object.values(TRANSITIONS).flatMap((t) => ('releasesRooms' in t ? [t.to] : []));

type Row = Record<string, string | number | null> & { total: number };

/**
 * Runs a query whose rows are the violations, each carrying `count(*) OVER () AS total` and the query
 * limited to EXAMPLES rows: the count of all of them and a few to look at, in one read.
 */
const counted = async (db: Db, name: string, title: string, query: SQL, describe: (row: Row) => string): Promise<InvariantResult> => {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return { name, title, violations: rows.length ? Number(rows[0].total) : 0, examples: rows.map(describe) };
};

const money = (sen: string | number | null) => formatMoney(Number(sen ?? 0));

/**
 * Two live allocations of one room for overlapping nights: what availability (availability.ts) would count
 * as the room taken twice. Live as availability reads it: a reservation's or out-of-order block's row, or
 * a hold's (or unpaid booking's) whose `expires_at` is still ahead of `now`; an expired row is ignored
 * there and deleted by the next booking of the room, so it is no double booking. The exclusion constraint
 * `room_allocations_no_overlap` (migration 0004) refuses any overlap, expired rows included, so this can
 * only be found on a database that lost or never had the constraint (a partial restore, hand repairs).
 * Counted by overlapping pair.
 */
const doubleBookings = (db: Db, now: Date) => {
  const live = (a: string) => sql`(${sql.raw(a)}.expires_at IS NULL OR ${sql.raw(a)}.expires_at > ${now.toISOString()}::timestamptz)`;
  const holder = (a: string, r: string) => sql.raw(`coalesce(${r}.booking_no, CASE WHEN ${a}.block_id IS NOT NULL THEN 'out of order' ELSE 'a hold' END)`);
  return counted(
    db,
    'double-bookings',
    'rooms taken twice for the same night',
    sql`SELECT count(*) OVER ()::int AS total, rm.code AS room, lower(a.stay * b.stay)::text AS first_night, upper(a.stay * b.stay)::text AS until,
               ${holder('a', 'ra')} AS one, ${holder('b', 'rb')} AS other
          FROM room_allocations a
          JOIN room_allocations b ON b.room_id = a.room_id AND a.id < b.id AND a.stay && b.stay
          JOIN rooms rm ON rm.id = a.room_id
          LEFT JOIN reservations ra ON ra.id = a.reservation_id
          LEFT JOIN reservations rb ON rb.id = b.reservation_id
         WHERE ${live('a')} AND ${live('b')}
         ORDER BY rm.code, lower(a.stay * b.stay) LIMIT ${EXAMPLES}`,
    (r) => {
      const [one, other] = [String(r.one), String(r.other)].sort();
      return `room ${r.room}: ${one} and ${other} both hold the nights from ${r.first_night} to ${r.until}`;
    },
  );
};

/**
 * The statuses of a booking whose guests are coming, staying or gone: its rooms are kept for good
 * (confirm's `keepsRooms`; check-in and check-out leave them), unlike a Pending booking's, which expire
 * with its payment deadline, or a released one's, which are given back.
 */
const STAY_STATUSES = ['Upcoming', 'InHouse', 'Completed'];

/**
 * A booking in a stay status without one live allocation of a room for its nights (`[check-in,
 * check-out)`) per room booked (`reservations.rooms`): a room lost, as availability sees it free and
 * sells it again, or one too many taken. Nothing in the schema ties the booking's rooms to its
 * allocations; a bug deleting or moving them, or a partial restore, would leave this.
 */
const unallocatedStays = (db: Db, now: Date) =>
  counted(
    db,
    'unallocated-stays',
    'upcoming, in-house and completed bookings not holding exactly their rooms for their nights',
    sql`SELECT count(*) OVER ()::int AS total, r.booking_no, r.rooms, count(DISTINCT a.room_id)::int AS held
          FROM reservations r
          LEFT JOIN room_allocations a ON a.reservation_id = r.id AND a.stay = daterange(r.check_in, r.check_out, '[)')
                AND (a.expires_at IS NULL OR a.expires_at > ${now.toISOString()}::timestamptz)
         WHERE r.status = ANY(${`{${STAY_STATUSES.join(',')}}`}::text[])
         GROUP BY r.id
        HAVING count(DISTINCT a.room_id) <> r.rooms
         ORDER BY r.booking_no LIMIT ${EXAMPLES}`,
    (r) => `${r.booking_no}: ${r.rooms} room${Number(r.rooms) === 1 ? '' : 's'} booked, ${r.held} held for its nights`,
  );

/**
 * A wallet whose running totals (`wallets`: credited, debited, requested) are not the sums of its ledger's
 * entries (`wallet_entries` deltas), which ledger.ts `post` moves together in one transaction; an agent
 * with entries and no wallet row counts too. Nothing in the schema ties the two.
 */
const walletTotals = (db: Db) =>
  counted(
    db,
    'wallet-totals',
    "wallets whose totals differ from their ledger's entries",
    sql`WITH ledger AS (
          SELECT agent_id, sum(credited_delta) AS c, sum(debited_delta) AS d, sum(requested_delta) AS r FROM wallet_entries GROUP BY agent_id),
        off AS (
          SELECT coalesce(w.agent_id, l.agent_id) AS agent_id, coalesce(w.credited, 0) AS credited, coalesce(w.debited, 0) AS debited, coalesce(w.requested, 0) AS requested,
                 coalesce(l.c, 0) AS c, coalesce(l.d, 0) AS d, coalesce(l.r, 0) AS r
            FROM wallets w FULL JOIN ledger l ON l.agent_id = w.agent_id)
        SELECT count(*) OVER ()::int AS total, u.email, off.credited::text, off.debited::text, off.requested::text, off.c::text, off.d::text, off.r::text
          FROM off LEFT JOIN users u ON u.id = off.agent_id
         WHERE off.credited <> off.c OR off.debited <> off.d OR off.requested <> off.r
         ORDER BY u.email LIMIT ${EXAMPLES}`,
    (r) =>
      `${r.email}: the wallet holds credited ${money(r.credited)}, debited ${money(r.debited)}, requested ${money(r.requested)}; ` +
      `its ledger adds up to ${money(r.c)}, ${money(r.d)}, ${money(r.r)}`,
  );

/**
 * A wallet whose balance (credited − debited − requested, ledger.ts) is below zero. The CHECK
 * `wallets_balance_not_negative` refuses such a row, so this finds it only where that constraint is gone.
 */
const negativeWallets = (db: Db) =>
  counted(
    db,
    'negative-wallets',
    'wallets with a balance below zero',
    sql`SELECT count(*) OVER ()::int AS total, u.email, (w.credited - w.debited - w.requested)::text AS balance
          FROM wallets w LEFT JOIN users u ON u.id = w.agent_id
         WHERE w.credited - w.debited - w.requested < 0
         ORDER BY u.email LIMIT ${EXAMPLES}`,
    (r) => `${r.email}: balance ${money(r.balance)}`,
  );

/** A promo code's uses: its `used_count` and its uses not given back (`promo_code_uses.released_at` null). */
const promoUses = sql`
  SELECT p.code, p.number_of_uses, coalesce(p.used_count, 0) AS used_count, coalesce(u.live, 0)::int AS live
    FROM promo_codes p
    LEFT JOIN (SELECT promo_code_id, count(*) FILTER (WHERE released_at IS NULL) AS live FROM promo_code_uses GROUP BY promo_code_id) u ON u.promo_code_id = p.id`;

/**
 * A promo code used more times than its `number_of_uses` allows, by its count or by its uses (redeemCode
 * takes a use only while one is left). Staff lowering the limit below the uses already taken shows here
 * too: the code is then oversold, which is worth knowing.
 */
const promoOverLimit = (db: Db) =>
  counted(
    db,
    'promo-codes-over-limit',
    'promo codes used more times than allowed',
    sql`SELECT count(*) OVER ()::int AS total, c.* FROM (${promoUses}) c
         WHERE greatest(c.used_count, c.live) > c.number_of_uses
         ORDER BY c.code LIMIT ${EXAMPLES}`,
    (r) => `${r.code}: ${r.live} uses (counted ${r.used_count}) of ${r.number_of_uses} allowed`,
  );

/** A promo code whose `used_count` is not its uses not given back (redeemCode and releaseCodes move both together). */
const promoCounts = (db: Db) =>
  counted(
    db,
    'promo-code-counts',
    'promo codes whose used count differs from their bookings',
    sql`SELECT count(*) OVER ()::int AS total, c.* FROM (${promoUses}) c
         WHERE c.used_count <> c.live
         ORDER BY c.code LIMIT ${EXAMPLES}`,
    (r) => `${r.code}: used count ${r.used_count}, uses not given back ${r.live}`,
  );

/**
 * A package's units taken: its `bought_count`, and what holds one. A booking of the package takes one when
 * made (reservations.service.ts assignNumbers) and gives it back when cancelled, expired or found not
 * available (releasePackages); a promo package's deposit bought as a voucher takes one too
 * (vouchers.service.ts deliverPurchase) and keeps it.
 */
const packageUnits = sql`
  SELECT p.code, p.available_count, coalesce(p.bought_count, 0) AS bought,
         (SELECT count(*) FROM reservations r WHERE r.package_id = p.id AND NOT (r.status = ANY(${`{${RELEASED_STATUSES.join(',')}}`}::text[])))::int AS booked,
         (SELECT count(*) FROM voucher_purchases v WHERE v.package_id = p.id AND v.kind = 'promo-package' AND v.status = 'bought')::int AS vouchers
    FROM tour_packages p`;

/**
 * A package with more units bought than its `available_count` (null: no limit); the booking takes a unit
 * only while one is left. Staff lowering the available count below what is sold shows here too.
 */
const packagesOverLimit = (db: Db) =>
  counted(
    db,
    'packages-over-limit',
    'tour packages sold beyond their available count',
    sql`SELECT count(*) OVER ()::int AS total, p.* FROM (${packageUnits}) p
         WHERE p.available_count IS NOT NULL AND p.bought > p.available_count
         ORDER BY p.code LIMIT ${EXAMPLES}`,
    (r) => `${r.code}: ${r.bought} bought of ${r.available_count} available`,
  );

/** A package whose `bought_count` is not its live bookings plus its bought promo-package vouchers. */
const packageCounts = (db: Db) =>
  counted(
    db,
    'package-counts',
    'tour packages whose bought count differs from their bookings and vouchers',
    sql`SELECT count(*) OVER ()::int AS total, p.* FROM (${packageUnits}) p
         WHERE p.bought <> p.booked + p.vouchers
         ORDER BY p.code LIMIT ${EXAMPLES}`,
    (r) => `${r.code}: bought count ${r.bought}; live bookings ${r.booked}, bought vouchers ${r.vouchers}`,
  );

/**
 * A booking whose `payment_status` is not what its approved payments and refunds make it, by the
 * product's own rule (settle.ts `settlementsOf`, which every payment, refund and price change applies).
 */
const paymentStatuses = async (db: Db): Promise<InvariantResult> => {
  const { rows } = (await db.execute(sql`SELECT id, booking_no, payment_status FROM reservations ORDER BY booking_no`)) as unknown as {
    rows: { id: string; booking_no: string; payment_status: string }[];
  };
  const wrong: string[] = [];
  // In slices: settlementsOf takes the ids as one array literal, and a resort has 100,000 bookings.
  for (let start = 0; start < rows.length; start += 1000) {
    const slice = rows.slice(start, start + 1000);
    const settled = await settlementsOf(db, slice.map((r) => r.id));
    for (const r of slice) {
      const expected = settled.get(r.id)?.paymentStatus;
      if (expected !== r.payment_status) wrong.push(`${r.booking_no} says ${r.payment_status}; its payments and refunds make it ${expected}`);
    }
  }
  return { name: 'payment-statuses', title: 'bookings whose payment status differs from their payments', violations: wrong.length, examples: wrong.slice(0, EXAMPLES) };
};

/**
 * A booking, agent and kind (own or referral commission) with more than one credited commission.
 * The unique index `commissions_once` (credited rows only) refuses the second, so this finds one only
 * where that index is gone; a reversed credit and the later one are history, not a double credit.
 */
const doubleCommissions = (db: Db) =>
  counted(
    db,
    'double-commissions',
    'commissions credited more than once for one booking, agent and kind',
    sql`SELECT count(*) OVER ()::int AS total, r.booking_no, u.email, c.kind, count(*)::int AS times
          FROM commissions c
          JOIN reservations r ON r.id = c.reservation_id
          LEFT JOIN users u ON u.id = c.agent_id
         WHERE c.status = 'credited'
         GROUP BY c.reservation_id, c.agent_id, c.kind, r.booking_no, u.email
        HAVING count(*) > 1
         ORDER BY r.booking_no LIMIT ${EXAMPLES}`,
    (r) => `${r.booking_no}: ${r.kind} commission of ${r.email} credited ${r.times} times`,
  );

/**
 * Checks the rules every stored booking and sum of money must keep, however the data got there (a crash,
 * a bug, a hand repair): one result per rule, in a fixed order. Read only, in one snapshot (repeatable
 * read), so a server writing meanwhile cannot make two reads disagree. `now` decides which holds are live.
 * Inside a caller's transaction (a test's) it reads that transaction's data.
 */
export const checkInvariants = (db: Db, now: Date = new Date()): Promise<InvariantResult[]> =>
  db.transaction(
    async (tx) => [
      await doubleBookings(tx, now),
      await unallocatedStays(tx, now),
      await walletTotals(tx),
      await negativeWallets(tx),
      await promoOverLimit(tx),
      await promoCounts(tx),
      await packagesOverLimit(tx),
      await packageCounts(tx),
      await paymentStatuses(tx),
      await doubleCommissions(tx),
    ],
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
