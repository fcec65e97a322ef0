import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { templateFor, writeDatabaseTemplate } from './databaseTemplate';
import { readMigrations } from './migrations.fs';

/** A new data folder starts from the build's migrated template; a folder with a database is never replaced. */
let dir: string;
let template: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'resort-template-'));
  template = join(dir, 'template.tar');
  await writeDatabaseTemplate(template);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the PGlite template', () => {
  it('gives a new data folder every migration, so preparing it applies none', async () => {
    const folder = join(dir, 'new');
    const copy = await templateFor(folder, template);
    expect(copy).not.toBeNull();
    const database = await openPglite(folder, copy ?? undefined);
    try {
      expect(await applyMigrations(database.db, readMigrations())).toEqual([]);
      const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as unknown as { rows: { n: number }[] };
      expect(rows[0].n).toBe(0);
    } finally {
      await database.close();
    }
    // Now the folder holds a database: it is opened as it is, never replaced by the template.
    expect(await templateFor(folder, template)).toBeNull();
  });

  it('is not used when the build wrote none', async () => {
    expect(await templateFor(join(dir, 'other'), join(dir, 'missing.tar'))).toBeNull();
  });
});
