import pg from 'pg';
import type { Database } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { bundledMigrations } from '../db/migrations.bundled';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a
 * new PostgreSQL database dropped again on close. No state is shared between files.
 */
export const freshDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await applyMigrations(database.db, bundledMigrations);
    return database;
  }
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 20);
  await applyMigrations(database.db, bundledMigrations);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};
