import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../server/app/config';
import { sandboxGateway } from '../server/app/payments/sandboxGateway';
import { applyMigrations } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { sql } from 'drizzle-orm';
import { addDays } from '../server/app/pricing/nights';
import { demoToday } from '../server/db/seed/history/calendar';
import { reservationsByStatus, seedDemoHistory } from '../server/db/seed/demoHistory';
import { seedDemoSeason } from '../server/db/seed/demoSeason';
import { readDemoPhoto } from '../server/node/demoPhotos';
import { seedBuiltInRoles, seedDemo } from '../server/db/seed/seed';
import { diskStorage } from '../server/node/diskStorage';
import { readMigrations } from '../server/node/migrations.fs';
import { startFromTemplate } from '../server/node/databaseTemplate';

export interface DemoSeedResult {
  /** A new PGlite data folder opened as `npm start` opens it (a copy of the build's template, when there is one) and the migrations checked. */
  openSeconds: number;
  /** The demo's set-up (people and every resource), as `npm start` seeds it. */
  setUpSeconds: number;
  /** The history on top of it (`seedDemoHistory`). */
  historySeconds: number;
  reservations: number;
  /** The season written after the server answers (`seedDemoSeason`): its time and the bookings it made. */
  seasonSeconds: number;
  seasonBookings: number;
  /** Reservations after the season, and the share of rooms taken on the nights around the creation day. */
  reservationsAfterSeason: number;
  occupancyAroundToday: { from: string; to: string; percent: number };
  byStatus: Record<string, number>;
}

/**
 * What `npm start` does on a new PGlite data folder before it answers (the folder, from the build's template, and migrations, the
 * demo's set-up with the server's own password cost, the demo history) and after (the season), each
 * timed, on a throwaway folder.
 */
export const measureDemoSeed = async (log: (line: string) => void): Promise<DemoSeedResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-demo-seed-'));
  try {
    const opening = performance.now();
    await startFromTemplate(join(dataDir, 'db'));
    const database = await openPglite(join(dataDir, 'db'));
    await applyMigrations(database.db, readMigrations());
    await seedBuiltInRoles(database.db);
    const openSeconds = (performance.now() - opening) / 1000;
    const storage = await diskStorage(join(dataDir, 'uploads'));
    log('demo: seeding the set-up');
    const started = performance.now();
    await seedDemo(database.db, defaultConfig.passwordIterations, storage, readDemoPhoto);
    const setUpSeconds = (performance.now() - started) / 1000;
    log('demo: seeding the history');
    const createdAt = new Date();
    const deps = { db: database.db, storage, payments: sandboxGateway('bench-sandbox-secret'), config: defaultConfig };
    const history = await seedDemoHistory(deps, createdAt);
    const reservations = Object.values(await reservationsByStatus(database.db)).reduce((n, c) => n + c, 0);
    log('demo: writing the season (what the server does after it answers)');
    const season = await seedDemoSeason(deps, createdAt);
    const byStatus = await reservationsByStatus(database.db);
    const today = demoToday(createdAt);
    const around = { from: addDays(today, -14), to: addDays(today, 14) };
    const [taken] = (
      (await database.db.execute(sql`
        SELECT round(100.0 * sum(upper(a.stay * daterange(${around.from}::date, ${around.to}::date)) - lower(a.stay * daterange(${around.from}::date, ${around.to}::date)))
                     / ((SELECT count(*) FROM rooms WHERE in_service) * (${around.to}::date - ${around.from}::date)), 1)::float8 AS percent
          FROM room_allocations a WHERE a.reservation_id IS NOT NULL AND a.stay && daterange(${around.from}::date, ${around.to}::date)`)) as unknown as { rows: { percent: number }[] }
    ).rows;
    await database.close();
    return {
      openSeconds,
      setUpSeconds,
      historySeconds: history.seconds,
      reservations,
      seasonSeconds: season.seconds,
      seasonBookings: season.booked,
      reservationsAfterSeason: Object.values(byStatus).reduce((n, c) => n + c, 0),
      occupancyAroundToday: { ...around, percent: Number(taken?.percent ?? 0) },
      byStatus,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** Prints the demo seeding times and volumes. */
export const printDemoSeed = (result: DemoSeedResult) => {
  console.log('\nDemo seeding on PGlite (what `npm start` does on a new database)');
  console.log(`  new data folder + migrations   ${result.openSeconds.toFixed(1)} s (from the build's template when there is one)`);
  console.log(`  set-up (people and resources)  ${result.setUpSeconds.toFixed(1)} s`);
  console.log(`  history (a year and 3 months)  ${result.historySeconds.toFixed(1)} s, ${result.reservations} reservations`);
  console.log(`  answers after                  ${(result.openSeconds + result.setUpSeconds + result.historySeconds).toFixed(1)} s (the three above; the server then listens)`);
  console.log(`  season (in the background)     ${result.seasonSeconds.toFixed(1)} s, ${result.seasonBookings} direct bookings; ${result.reservationsAfterSeason} reservations in all`);
  console.log(`  rooms taken ${result.occupancyAroundToday.from} … ${result.occupancyAroundToday.to}  ${result.occupancyAroundToday.percent} % of room nights`);
  console.log(`  by status                      ${Object.entries(result.byStatus).map(([s, n]) => `${s} ${n}`).join(', ')}`);
};
