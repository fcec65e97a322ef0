import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Database } from '../db/client';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from '../test/testDatabase';

/** `npm run check:invariants` as an operator runs it, on a copy of the seeded demo resort (PGlite, or PostgreSQL under `test:pg`). */
const dirs: string[] = [];
let target: { env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> };

const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'resort-invariants-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  const snapshot = inject('seededDemo');
  if (!snapshot) throw new Error('the server project seeds the demo resort (server/test/seededDemo.setup.ts)');
  const template = snapshot.database;
  if (template.kind === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const name = uniqueDatabaseName('t_cli');
    await onPostgresServer(url, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
    target = {
      env: { DATABASE_URL: databaseUrl(url, name) },
      open: () => openPostgres(databaseUrl(url, name), 2),
      drop: () => onPostgresServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
    return;
  }
  // A data directory as a server leaves it: the demo resort migrated and seeded in DATA_DIR/db.
  const dataDir = await tempDir();
  const database = await openPglite(join(dataDir, 'db'), { loadDataDir: new Blob([await readFile(template.file)]) });
  await database.close();
  target = { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openPglite(join(dataDir, 'db')), drop: async () => undefined };
});
afterAll(async () => {
  await target?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the command with `env`; answers its exit code and what it printed. */
const run = (env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/checkInvariants.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.once('exit', (code) => resolve({ code, output }));
  });

describe('npm run check:invariants', () => {
  it('prints a count per rule and exits 0 on the demo resort', async () => {
    const { code, output } = await run(target.env);
    expect(output).toContain('ok   0 rooms taken twice for the same night');
    expect(output).toContain('ok   0 bookings whose payment status differs from their payments');
    expect(output.match(/^ok {3}0 /gm)).toHaveLength(10);
    expect(output).toContain('No violations found.');
    expect(code).toBe(0);
  }, 60_000);

  it('names what is broken and exits 1', async () => {
    const database = await target.open();
    await database.db.execute(sql`UPDATE promo_codes SET used_count = 3 WHERE code = 'WELCOME50'`);
    await database.close();
    const { code, output } = await run(target.env);
    expect(output).toContain('FAIL 1 promo codes whose used count differs from their bookings\n       WELCOME50: used count 3, uses not given back 0');
    expect(output).toContain('1 violation found.');
    expect(code).toBe(1);
  }, 60_000);

  it('exits 2 on a data directory no server has prepared', async () => {
    const { code, output } = await run({ DATA_DIR: await tempDir(), DATABASE_URL: '' });
    expect(output).toContain('This database has no tables yet');
    expect(code).toBe(2);
  }, 60_000);
});
