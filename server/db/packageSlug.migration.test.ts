import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryStorage } from '../app/uploads/storage';
import type { Database } from './client';
import { applyMigrations } from './migrate';
import { bundledMigrations } from './migrations.bundled';
import { openPglite } from './pglite';
import { seedBuiltInRoles, seedDemo } from './seed/seed';

const SLUGS = '0035_package_slugs';
let database: Database;

beforeAll(async () => {
  database = await openPglite();
  await applyMigrations(database.db, bundledMigrations);
  await seedBuiltInRoles(database.db);
  await seedDemo(database.db, 1000, memoryStorage());
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;
const slugOf = async (code: string) => (await rows<{ slug: string }>(sql`SELECT slug FROM tour_packages WHERE code = ${code}`))[0]?.slug;

it('makes each new package a slug from its name, numbered when taken, from its code when the name has no Latin letters', async () => {
  expect(await slugOf('PD-3D2N')).toBe('3d2n-island-escape');
  await database.db.execute(sql`INSERT INTO tour_packages (name, code, nights, active) VALUES ('3D2N  Island Escape!', 'PD-ESC-2', 2, true), ('海岛三日游', 'PD-CN-3D', 2, true)`);
  expect(await slugOf('PD-ESC-2')).toBe('3d2n-island-escape-2');
  expect(await slugOf('PD-CN-3D')).toBe('pd-cn-3d');
  // Renamed, a package keeps its address.
  await database.db.execute(sql`UPDATE tour_packages SET name = 'Island Escape Deluxe' WHERE code = 'PD-3D2N'`);
  expect(await slugOf('PD-3D2N')).toBe('3d2n-island-escape');
});

it("gives packages made before slugs one each, oldest first, none taken twice", async () => {
  // As before 0035: the packages without a slug; the migration's backfill runs on them.
  await database.db.execute(sql`UPDATE tour_packages SET slug = NULL`);
  const backfill = (bundledMigrations.find((m) => m.tag === SLUGS)?.sql ?? '').split('--> statement-breakpoint').find((s) => s.includes('DO $$'));
  expect(backfill).toBeDefined();
  await database.db.execute(sql.raw(backfill ?? ''));
  const slugs = await rows<{ code: string; slug: string }>(sql`SELECT code, slug FROM tour_packages ORDER BY code`);
  expect(slugs.every((s) => /^[a-z0-9-]+$/.test(s.slug))).toBe(true);
  expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
  expect(slugs).toEqual(expect.arrayContaining([{ code: 'PD-2D1N-SNK', slug: '2d1n-snorkelling-getaway' }, { code: 'PD-3D2N', slug: 'island-escape-deluxe' }, { code: 'PD-CN-3D', slug: 'pd-cn-3d' }]));
});
