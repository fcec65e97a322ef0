import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '../../app/booking/transitions';
import { defaultConfig } from '../../app/config';
import { sandboxGateway } from '../../app/payments/sandboxGateway';
import { checkInvariants } from '../../app/system/invariants';
import { memoryStorage } from '../../app/uploads/storage';
import type { Database } from '../client';
import { freshDatabase } from '../../test/testDatabase';
import { seedDemoHistory } from './demoHistory';
import { seedDemoSeason } from './demoSeason';
import { seedBuiltInRoles, seedDemo } from './seed';

/** 11:00 on 25 November 2026 in Kuala Lumpur: the demo is created that day. */
const CREATED_AT = new Date('2026-11-25T03:00:00Z');
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';

const seeded = async (arrivalsPerDay?: number) => {
  const database = await freshDatabase();
  await seedBuiltInRoles(database.db);
  const storage = memoryStorage();
  await seedDemo(database.db, 1000, storage);
  const history = await seedDemoHistory({ db: database.db, storage, payments: sandboxGateway('test-sandbox-secret'), config: { ...defaultConfig, passwordIterations: 1000 } }, CREATED_AT, { arrivalsPerDay });
  return { database, history };
};

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;
const values = async (database: Database, query: ReturnType<typeof sql>) => (await rows<{ v: string }>(database, query)).map((r) => r.v);

/**
 * Expects every invariant check to find nothing, as of the creation day (its holds and unpaid bookings
 * live then); fails naming each broken rule with its count and examples.
 */
const expectNoBrokenRule = async (database: Database) => {
  const broken = (await checkInvariants(database.db, CREATED_AT)).filter((r) => r.violations > 0);
  const message = broken.map((r) => `${r.name}: ${r.violations} ${r.title} (${r.examples.join('; ')})`).join('\n');
  expect(broken.map((r) => r.name), message).toEqual([]);
};

describe('the demo history, created on 25 November 2026', () => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await seeded());
  }, 600_000);
  afterAll(() => database?.close());

  it('breaks no rule of rooms, wallets, promo codes, packages, payments or commissions', async () => {
    await expectNoBrokenRule(database);
  });

  it('names last year\'s seasons with their years, so no package has two periods of the same name', async () => {
    expect(await rows(database, sql`SELECT tour_package_id, name FROM package_periods GROUP BY tour_package_id, name HAVING count(*) > 1`)).toEqual([]);
    expect(await values(database, sql`SELECT DISTINCT name AS v FROM package_periods WHERE start_date <= '2026-06-01' AND end_date >= '2026-06-01'`)).toEqual(['Dry season 2026']);
  });

  it('stores on every booking the package option holding its check-in', async () => {
    const wrong = await rows(database, sql`
      SELECT r.booking_no FROM reservations r LEFT JOIN package_periods p ON p.id = r.package_period_id
       WHERE r.package_id IS NOT NULL AND (p.id IS NULL OR p.tour_package_id <> r.package_id OR r.check_in NOT BETWEEN p.start_date AND p.end_date)`);
    expect(wrong).toEqual([]);
  });

  it('has bookings in every status and every payment status', async () => {
    expect(new Set(await values(database, sql`SELECT DISTINCT status AS v FROM reservations`))).toEqual(new Set(RESERVATION_STATUSES));
    expect(new Set(await values(database, sql`SELECT DISTINCT payment_status AS v FROM reservations`))).toEqual(new Set(PAYMENT_STATUSES));
  });

  it('was paid online, by bank-in slip, by cheque and from wallets, and has slips waiting for review', async () => {
    expect(new Set(await values(database, sql`SELECT DISTINCT method AS v FROM payments WHERE status = 'approved' AND purpose = 'booking'`))).toEqual(new Set(['online', 'offline', 'cheque', 'wallet']));
    expect(await values(database, sql`SELECT DISTINCT status AS v FROM payments WHERE purpose = 'booking' AND method = 'offline' AND status = 'pending'`)).toEqual(['pending']);
  });

  it('gives the front desk arrivals, departures and guests in house today and tomorrow', async () => {
    const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(database, query))[0].n);
    for (const day of [TODAY, TOMORROW]) {
      expect(await count(sql`SELECT count(*)::int AS n FROM reservations WHERE check_in = ${day}::date AND status = 'Upcoming'`)).toBeGreaterThan(0);
      expect(await count(sql`SELECT count(*)::int AS n FROM reservations WHERE check_out = ${day}::date AND status = 'InHouse'`)).toBeGreaterThan(0);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM reservations WHERE status = 'InHouse' AND check_in < ${TODAY}::date AND check_out > ${TOMORROW}::date`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM reservations WHERE status = 'InHouse' AND (check_in >= ${TODAY}::date OR check_out < ${TODAY}::date)`)).toBe(0);
  });

  it('runs charter and shared boats and the airport van today and tomorrow', async () => {
    for (const day of [TODAY, TOMORROW]) {
      const kinds = await values(
        database,
        sql`SELECT DISTINCT t.transport_type || '/' || t.pricing AS v FROM reservations r, jsonb_array_elements(r.booking->'transport') leg
              JOIN trip_costs t ON t.id = (leg->>'tripCostId')::uuid
             WHERE leg->>'date' = ${day} AND r.status IN ('Upcoming', 'InHouse')`,
      );
      expect(new Set(kinds)).toEqual(new Set(['boat/per-vehicle', 'boat/per-person', 'land/per-vehicle']));
    }
  });

  it('moved the agents’ wallets every way: top-ups, bookings, commissions after check-in, referral commissions, refunds, event seats, payouts paid and waiting', async () => {
    const kinds = new Set(await values(database, sql`SELECT DISTINCT kind AS v FROM wallet_entries`));
    for (const kind of ['topup', 'booking', 'commission', 'referral-commission', 'refund', 'event', 'payout-request', 'payout-approved']) expect(kinds).toContain(kind);
    expect(new Set(await values(database, sql`SELECT DISTINCT status AS v FROM payouts`))).toEqual(new Set(['approved', 'pending']));
    const early = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM commissions c JOIN reservations r ON r.id = c.reservation_id WHERE r.checked_in_at IS NULL OR c.credited_at < r.checked_in_at`);
    expect(early[0].n).toBe(0);
  });

  it('used promo codes and filled event seats', async () => {
    expect(Number((await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM promo_code_uses`))[0].n)).toBeGreaterThan(0);
    expect(Number((await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM event_registrations WHERE status = 'joined'`))[0].n)).toBeGreaterThan(0);
  });

  it('booked every package, through the agency (both members), the freelancers and the staff', async () => {
    expect(Number((await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM tour_packages p WHERE NOT EXISTS (SELECT 1 FROM reservations r WHERE r.package_id = p.id)`))[0].n)).toBe(0);
    const takers = new Set(await values(database, sql`SELECT DISTINCT taken_by AS v FROM reservations`));
    for (const email of ['ta@agency.test', 'sales@agency.test', 'freelancer@agent.test', 'admin@resort.test']) expect(takers).toContain(email);
  });
  it('opens on turned-round rooms, staff leave in every state and an enquiry converted into its booking', async () => {
    expect(await values(database, sql`SELECT DISTINCT status AS v FROM room_housekeeping WHERE status = 'dirty'`)).toEqual([]);
    expect(new Set(await values(database, sql`SELECT DISTINCT status AS v FROM room_housekeeping`))).toEqual(new Set(['clean', 'inspected']));
    expect(new Set(await values(database, sql`SELECT DISTINCT status AS v FROM staff_leave`))).toEqual(new Set(['pending', 'approved', 'rejected', 'cancelled']));
    expect(await values(database, sql`SELECT e.status AS v FROM booking_enquiries e JOIN reservations r ON r.id::text = e.reservation_id`)).toEqual(['converted']);
  });
});

describe('the demo history of one day', () => {
  it('is the same every time it is made', async () => {
    const summary = async () => {
      const { database } = await seeded(0.2);
      const made = await rows<{ booking_no: string; total: string; status: string }>(database, sql`SELECT booking_no, total, status FROM reservations ORDER BY booking_no`);
      await database.close();
      return made;
    };
    const first = await summary();
    expect(first.length).toBeGreaterThan(20);
    expect(await summary()).toEqual(first);
  }, 600_000);
});

describe('the demo season, written after the server answers', () => {
  const deps = (database: Database) => ({ db: database.db, storage: memoryStorage(), payments: sandboxGateway('test-sandbox-secret'), config: { ...defaultConfig, passwordIterations: 1000 } });
  const count = async (database: Database, query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(database, query))[0].n);
  const tonight = sql`SELECT count(DISTINCT a.room_id)::int AS n FROM room_allocations a WHERE a.reservation_id IS NOT NULL AND a.stay @> ${TODAY}::date`;

  it('fills the rooms around the creation day with the desk’s direct bookings, breaking no rule', async () => {
    const { database } = await seeded(0.2);
    const before = { bookings: await count(database, sql`SELECT count(*)::int AS n FROM reservations`), tonight: await count(database, tonight) };
    const progress: number[] = [];
    const season = await seedDemoSeason(deps(database), CREATED_AT, { arrivalsPerDay: 2, quietShare: 0.05, sliceMs: 50, onProgress: (done) => progress.push(done) });
    expect(season.complete).toBe(true);
    expect(season.booked).toBeGreaterThan(40);
    // Written a slice at a time (each its own transaction), the count of stays done only growing.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await count(database, sql`SELECT count(*)::int AS n FROM reservations`)).toBe(before.bookings + season.booked);
    expect(await count(database, tonight)).toBeGreaterThan(before.tonight);
    // Direct bookings: taken by the staff, no agent's wallet moved by them.
    expect(await values(database, sql`SELECT DISTINCT r.taken_by AS v FROM reservations r WHERE r.booking_no > (SELECT max(booking_no) FROM reservations WHERE taken_by <> 'admin@resort.test')`)).toEqual(['admin@resort.test']);
    await expectNoBrokenRule(database);
    // Its old e-mails count as sent (the mailer sends only the last day's), and its check-outs were turned round.
    expect(await count(database, sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'pending' AND created_at < ${CREATED_AT.toISOString()}::timestamptz - interval '2 days'`)).toBe(0);
    expect(await values(database, sql`SELECT DISTINCT status AS v FROM room_housekeeping WHERE status = 'dirty'`)).toEqual([]);
    await database.close();
  }, 600_000);

  it('stops between slices when told, leaving a shorter history that still breaks no rule', async () => {
    const { database } = await seeded(0.2);
    let slices = 0;
    const season = await seedDemoSeason(deps(database), CREATED_AT, { arrivalsPerDay: 2, quietShare: 0.05, sliceMs: 20, onProgress: () => slices++, stopped: () => slices >= 2 });
    expect(season.complete).toBe(false);
    expect(slices).toBe(2);
    expect(season.booked).toBeLessThan(season.planned);
    await expectNoBrokenRule(database);
    await database.close();
  }, 600_000);
});
