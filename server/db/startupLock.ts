import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Arbitrary constant, apart from the migration lock's: one server at a time prepares the database. */
const STARTUP_LOCK = 7_100_2027;

/**
 * Runs `prepare` (migrations, built-in roles, the demo or the first administrator) while no other server
 * does: several servers started together on one empty PostgreSQL database migrate and seed it once, the
 * others waiting and then finding it done. The lock is held by a transaction on a connection of its own,
 * so `prepare` works through the pool as usual. PGlite belongs to one process, so there it simply runs.
 */
export const whileStartingAlone = async <T>(database: Database, prepare: () => Promise<T>): Promise<T> => {
  if (database.kind !== 'postgres') return prepare();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return prepare();
  });
};
