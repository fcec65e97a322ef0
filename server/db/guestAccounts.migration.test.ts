import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { applyMigrations } from './migrate';
import { bundledMigrations } from './migrations.bundled';
import { openPglite } from './pglite';

const GUEST_ACCOUNTS = '0034_guest_accounts';
let database: Database;

beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;

it('counts guests made before sign-up existed as confirmed, and gives staff and agents no guest profile', async () => {
  const { db } = database;
  // Migrations up to 0033 leave users without guest profiles; the guest and the agent are written then.
  const index = bundledMigrations.findIndex((m) => m.tag === GUEST_ACCOUNTS);
  expect(index).toBeGreaterThan(0);
  await applyMigrations(db, bundledMigrations.slice(0, index));
  await db.execute(sql`INSERT INTO users (kind, email, first_name, last_name, active) VALUES
    ('guest', 'walk.in@example.test', 'Walk', 'In', true), ('agent', 'agent@example.test', 'An', 'Agent', true)`);
  await applyMigrations(db, bundledMigrations.slice(0, index + 1));

  const profiles = await rows<{ email: string; confirmed: boolean; locale: string }>(sql`
    SELECT u.email, p.email_confirmed_at IS NOT NULL AS confirmed, p.locale FROM guest_profiles p JOIN users u ON u.id = p.user_id`);
  expect(profiles).toEqual([{ email: 'walk.in@example.test', confirmed: true, locale: 'en' }]);
});
