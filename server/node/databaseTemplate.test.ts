import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { startFromTemplate } from './databaseTemplate';
import { writeDatabaseTemplate } from './databaseTemplateWriter';
import { readMigrations } from './migrations.fs';

/** A new data folder starts from the build's migrated template; a folder with a database is never replaced. */
let dir: string;
let template: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'resort-template-'));
  template = join(dir, 'template');
  await writeDatabaseTemplate(template);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const userCount = async (folder: string) => {
  const database = await openPglite(folder);
  try {
    const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as unknown as { rows: { n: number }[] };
    return rows[0].n;
  } finally {
    await database.close();
  }
};

describe('the PGlite template', () => {
  it('gives a new data folder every migration, so preparing it applies none', async () => {
    const folder = join(dir, 'data', 'db');
    expect(await startFromTemplate(folder, template)).toBe(true);
    const database = await openPglite(folder);
    try {
      expect(await applyMigrations(database.db, readMigrations())).toEqual([]);
      await database.db.execute(sql`INSERT INTO users (kind) VALUES ('staff')`);
    } finally {
      await database.close();
    }
    // Now the folder holds a database: it is opened as it is, never replaced by the template.
    expect(await startFromTemplate(folder, template)).toBe(false);
    expect(await userCount(folder)).toBe(1);
    // The template itself is untouched by what the copy wrote, and no copy is left beside the folder.
    expect(await userCount(template)).toBe(0);
    expect(existsSync(`${folder}.from-template`)).toBe(false);
  });

  it('fills an empty folder made beforehand', async () => {
    const folder = join(dir, 'empty');
    await mkdir(folder);
    expect(await startFromTemplate(folder, template)).toBe(true);
    expect(await userCount(folder)).toBe(0);
  });

  it('leaves a folder holding something else alone', async () => {
    const folder = join(dir, 'other-files');
    await mkdir(folder);
    await writeFile(join(folder, 'notes.txt'), 'not a database');
    expect(await startFromTemplate(folder, template)).toBe(false);
  });

  it('is not used when the build wrote none', async () => {
    expect(await startFromTemplate(join(dir, 'other'), join(dir, 'missing'))).toBe(false);
    expect(existsSync(join(dir, 'other'))).toBe(false);
  });
});
