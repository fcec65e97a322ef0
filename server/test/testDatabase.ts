import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Database } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { bundledMigrations } from '../db/migrations.bundled';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

/**
 * A migrated database to start tests from (see seededDemo.setup.ts): a PGlite data directory dumped
 * to a file, or a PostgreSQL database used as a template. Either is only read, never changed.
 */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/** A name no other test's database has. */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** Runs one statement on the PostgreSQL server of `url` outside any test database (create, drop). */
export const onPostgresServer = async (url: string, statement: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/** `url` pointing at another database on the same server. */
export const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a
 * new PostgreSQL database (at `url`) dropped again on close. No state is shared between files. With `template`,
 * a copy of it (already migrated), which is much quicker than migrating and seeding again.
 */
export const freshDatabase = async (template?: DatabaseTemplate): Promise<Database & { url?: string }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (template?.kind === 'pglite') return openPglite(undefined, { loadDataDir: new Blob([await readFile(template.file)]) });
    const database = await openPglite();
    await applyMigrations(database.db, bundledMigrations);
    return database;
  }
  const name = uniqueDatabaseName('t');
  const copied = template?.kind === 'postgres';
  await onPostgresServer(url, copied ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`);
  const database = await openPostgres(databaseUrl(url, name), 20);
  if (!copied) await applyMigrations(database.db, bundledMigrations);
  return {
    ...database,
    /** Where another pool (a second server) connects to the same database. */
    url: databaseUrl(url, name),
    close: async () => {
      await database.close();
      await onPostgresServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
