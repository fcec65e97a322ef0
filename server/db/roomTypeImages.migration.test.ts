import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { applyMigrations } from './migrate';
import { bundledMigrations } from './migrations.bundled';
import { openPglite } from './pglite';

const GALLERY = '0008_room_type_images';
let database: Database;

beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

it("carries each room type's single image into its new gallery, and keeps a missing one missing", async () => {
  const { db } = database;
  await applyMigrations(db, bundledMigrations.filter((m) => m.tag < GALLERY));
  await db.execute(sql`
    INSERT INTO room_types (name, code, max_adults, max_children, max_pax, image)
    VALUES ('With picture', 'WP', 2, 1, 3, '/uploads/sea.jpg'), ('Without picture', 'NP', 2, 1, 3, NULL)`);

  expect(await applyMigrations(db, bundledMigrations)).toContain(GALLERY);

  const rows = (await db.execute(sql`SELECT code, images FROM room_types ORDER BY code`)) as { rows: { code: string; images: string[] | null }[] };
  expect(rows.rows).toEqual([
    { code: 'NP', images: null },
    { code: 'WP', images: ['/uploads/sea.jpg'] },
  ]);
  const image = (await db.execute(sql`SELECT 1 FROM information_schema.columns WHERE table_name = 'room_types' AND column_name = 'image'`)) as { rows: unknown[] };
  expect(image.rows).toEqual([]);
});
