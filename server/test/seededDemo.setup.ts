import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../db/migrate';
import { bundledMigrations } from '../db/migrations.bundled';
import { dumpPglite, openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { recordingStorage, seedDemoResort, type SeededDemoSnapshot } from './seededDemo';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from './testDatabase';

/**
 * Seeds the demo resort once for the whole server test run (vitest globalSetup): each test app then
 * starts from a copy of it instead of migrating and seeding its own, seconds per test file. PGlite's
 * data directory is dumped to a file; on PostgreSQL the seeded database becomes a template.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'resort-seeded-demo-'));
  const uploadsDir = join(dir, 'uploads');
  await mkdir(uploadsDir);
  const storage = recordingStorage(uploadsDir);
  const url = process.env.DATABASE_URL;
  let snapshot: SeededDemoSnapshot;
  let template: string | null = null;
  if (!url) {
    const database = await openPglite();
    await applyMigrations(database.db, bundledMigrations);
    await seedDemoResort(database.db, storage);
    const file = join(dir, 'demo.pgdata');
    await writeFile(file, new Uint8Array(await (await dumpPglite(database.db)).arrayBuffer()));
    await database.close();
    snapshot = { database: { kind: 'pglite', file }, uploadsDir };
  } else {
    template = uniqueDatabaseName('tpl_demo');
    await onPostgresServer(url, `CREATE DATABASE ${template}`);
    const database = await openPostgres(databaseUrl(url, template), 4);
    await applyMigrations(database.db, bundledMigrations);
    await seedDemoResort(database.db, storage);
    // A template may have no connections while it is copied.
    await database.close();
    snapshot = { database: { kind: 'postgres', name: template }, uploadsDir };
  }
  project.provide('seededDemo', snapshot);
  return async () => {
    if (url && template) await onPostgresServer(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  };
}
