import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryStorage } from '../app/uploads/storage';
import type { Database } from './client';
import { applyMigrations } from './migrate';
import { bundledMigrations } from './migrations.bundled';
import { openPglite } from './pglite';
import { seedBuiltInRoles, seedDemo } from './seed/seed';

const OPTION = '0029_reservation_package_period';
let database: Database;

beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;

it('gives bookings made before the option was stored the period holding their check-in, and none to a booking without a package', async () => {
  const { db } = database;
  // The demo needs every later table, so the bookings are written with the column empty, as before 0029,
  // and the migration's backfill statement is run on them.
  await applyMigrations(db, bundledMigrations);
  await seedBuiltInRoles(db);
  await seedDemo(db, 1000, memoryStorage());
  const [{ pkg, owner }] = await rows<{ pkg: string; owner: string }>(sql`
    SELECT (SELECT id FROM tour_packages WHERE code = 'PD-2D1N-SNK') AS pkg, (SELECT id FROM users WHERE email = 'ta@agency.test') AS owner`);
  const booking = (no: string, packageId: string | null, checkIn: string) => sql`
    INSERT INTO reservations (booking_no, invoice_no, invoice_date, owner_id, booked_from, taken_by, package_id, reservation_name, check_in, check_out,
                              nights, rooms, adults, children, toddlers, infants, status, payment_status, cut_off_date, booking, quote, total, created_at, updated_at)
    VALUES (${no}, ${`INV-${no}`}, '2026-11-01', ${owner}, 'agent-portal', 'ta@agency.test', ${packageId}, ${no}, ${checkIn}::date, ${checkIn}::date + 1,
            1, 1, 2, 0, 0, 0, 'Cancelled', 'Pending', ${checkIn}, '{}'::jsonb, '{}'::jsonb, 0, now(), now())`;
  await db.execute(booking('LOW', pkg, '2026-12-14'));
  await db.execute(booking('DRY', pkg, '2027-03-10'));
  await db.execute(booking('NONE', null, '2026-12-14'));

  const migration = bundledMigrations.find((m) => m.tag === OPTION)?.sql ?? '';
  const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "reservations"'));
  expect(backfill).toBeDefined();
  await db.execute(sql.raw(backfill ?? ''));

  const options = await rows<{ booking_no: string; name: string | null }>(sql`
    SELECT r.booking_no, p.name FROM reservations r LEFT JOIN package_periods p ON p.id = r.package_period_id ORDER BY r.booking_no`);
  expect(options).toEqual([
    { booking_no: 'DRY', name: 'Dry season' },
    { booking_no: 'LOW', name: 'Monsoon & low season' },
    { booking_no: 'NONE', name: null },
  ]);
});
