import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../app/config';
import { sandboxGateway } from '../app/payments/sandboxGateway';
import { memoryStorage } from '../app/uploads/storage';
import type { Database } from '../db/client';
import { bundledMigrations } from '../db/migrations.bundled';
import { openPostgres } from '../db/postgres';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from '../test/testDatabase';
import { prepareDatabase } from './prepareDatabase';

/**
 * Several servers started together on one empty PostgreSQL database (a deployment rolled out to all of
 * them at once): one migrates and seeds, the others wait for it and find the work done.
 */
const url = process.env.DATABASE_URL as string;
const name = uniqueDatabaseName('t_start');
let servers: Database[] = [];

beforeAll(async () => {
  await onPostgresServer(url, `CREATE DATABASE ${name}`);
  servers = await Promise.all([1, 2, 3].map(() => openPostgres(databaseUrl(url, name), 4)));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await onPostgresServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('three servers starting at once on an empty database', () => {
  it('apply every migration once and seed the demo resort once', async () => {
    const options = { migrations: bundledMigrations, config: { ...defaultConfig, passwordIterations: 1000 }, payments: sandboxGateway('sandbox-secret-for-tests'), demo: true, demoHistory: false, now: new Date() };
    const results = await Promise.all(servers.map((s) => prepareDatabase(s, { ...options, storage: memoryStorage() })));

    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(results.map((r) => r.applied.length).sort((a, b) => b - a)).toEqual([bundledMigrations.length, 0, 0]);
    const rows = async (query: ReturnType<typeof sql>) => ((await servers[0].db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(await rows(sql`SELECT tag FROM schema_migrations`)).toHaveLength(bundledMigrations.length);
    expect(await rows(sql`SELECT email FROM users GROUP BY email HAVING count(*) > 1`)).toEqual([]);
    expect(await rows(sql`SELECT name FROM roles GROUP BY name HAVING count(*) > 1`)).toEqual([]);
    expect((await rows(sql`SELECT count(*)::int AS n FROM users WHERE email = 'admin@resort.test'`))[0].n).toBe(1);
  });
});
