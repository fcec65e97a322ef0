import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../server/app/config';
import { sandboxGateway } from '../server/app/payments/sandboxGateway';
import { applyMigrations } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { reservationsByStatus, seedDemoHistory } from '../server/db/seed/demoHistory';
import { seedBuiltInRoles, seedDemo } from '../server/db/seed/seed';
import { diskStorage } from '../server/node/diskStorage';
import { readMigrations } from '../server/node/migrations.fs';

export interface DemoSeedResult {
  /** The demo's set-up (people and every resource), as `npm start` seeds it. */
  setUpSeconds: number;
  /** The history on top of it (`seedDemoHistory`). */
  historySeconds: number;
  reservations: number;
  byStatus: Record<string, number>;
}

/**
 * What `npm start` does on a new PGlite data folder before it answers: the demo's set-up with the
 * server's own password cost, then the year of demo history, each timed, on a throwaway folder.
 */
export const measureDemoSeed = async (log: (line: string) => void): Promise<DemoSeedResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-demo-seed-'));
  try {
    const database = await openPglite(join(dataDir, 'db'));
    await applyMigrations(database.db, readMigrations());
    await seedBuiltInRoles(database.db);
    const storage = await diskStorage(join(dataDir, 'uploads'));
    log('demo: seeding the set-up');
    const started = performance.now();
    await seedDemo(database.db, defaultConfig.passwordIterations, storage);
    const setUpSeconds = (performance.now() - started) / 1000;
    log('demo: seeding the history');
    const history = await seedDemoHistory({ db: database.db, storage, payments: sandboxGateway('bench-sandbox-secret'), config: defaultConfig }, new Date());
    const byStatus = await reservationsByStatus(database.db);
    await database.close();
    return { setUpSeconds, historySeconds: history.seconds, reservations: Object.values(byStatus).reduce((n, c) => n + c, 0), byStatus };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** Prints the demo seeding times and volumes. */
export const printDemoSeed = (result: DemoSeedResult) => {
  console.log('\nDemo seeding on PGlite (what `npm start` does on a new database)');
  console.log(`  set-up (people and resources)  ${result.setUpSeconds.toFixed(1)} s`);
  console.log(`  history (a year and 3 months)  ${result.historySeconds.toFixed(1)} s, ${result.reservations} reservations`);
  console.log(`  by status                      ${Object.entries(result.byStatus).map(([s, n]) => `${s} ${n}`).join(', ')}`);
};
