import type { AppConfig } from '../app/config';
import type { SandboxGateway } from '../app/payments/sandboxGateway';
import type { FileStorage } from '../app/uploads/storage';
import type { Database } from '../db/client';
import { applyMigrations, type Migration } from '../db/migrate';
import { ensureFirstAdmin, seedBuiltInRoles, seedDemo } from '../db/seed/seed';
import { whileStartingAlone } from '../db/startupLock';
import { readDemoPhoto } from './demoPhotos';

export interface PrepareOptions {
  migrations: readonly Migration[];
  config: AppConfig;
  storage: FileStorage;
  payments: SandboxGateway;
  /** Seed the demo resort into a database that has no users yet. */
  demo: boolean;
  /** With the demo: its year of stays and bookings too (default true). */
  demoHistory?: boolean;
  firstAdmin?: { email: string; password: string };
  now: Date;
}

/**
 * What a server does to its database before it answers: the migrations not applied yet, the built-in
 * roles, and on a new database the demo resort (with its year of history) or the first administrator.
 * One server at a time (`whileStartingAlone`): when several start together, one migrates and seeds, the
 * others find it done.
 */
export const prepareDatabase = async (database: Database, options: PrepareOptions) =>
  whileStartingAlone(database, async () => {
    const applied = await applyMigrations(database.db, options.migrations);
    await seedBuiltInRoles(database.db);
    const started = performance.now();
    const seeded = options.demo ? await seedDemo(database.db, options.config.passwordIterations, options.storage, readDemoPhoto) : false;
    // A new demo resort is a resort in full swing: a year of stays and three months of bookings, as of today.
    // The history's modules (the booking engine's) load only on the start that seeds it.
    const history = seeded && options.demoHistory !== false ? await (await import('../db/seed/demoHistory')).seedDemoHistory({ db: database.db, storage: options.storage, payments: options.payments, config: options.config }, options.now) : undefined;
    const seedingSeconds = (performance.now() - started) / 1000;
    if (options.firstAdmin) await ensureFirstAdmin(database.db, options.firstAdmin.email, options.firstAdmin.password, options.config.passwordIterations);
    return { applied, seeded, history, seedingSeconds };
  });
