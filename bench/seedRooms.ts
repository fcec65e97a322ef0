import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { applyMigrations } from '../server/db/migrate';
import { seedBuiltInRoles, seedDemo } from '../server/db/seed/seed';
import { readMigrations } from '../server/node/migrations.fs';

/** How many generated rooms the benchmark database holds on top of the demo resort's 40. */
export const GENERATED_ROOMS = 100_000;

/** PBKDF2 iterations for the demo accounts: enough to sign in, cheap enough not to slow the set-up. */
export const BENCH_PASSWORD_ITERATIONS = 1000;

const countRooms = async (database: Database) => {
  const result = (await database.db.execute(sql`SELECT count(*)::int AS n FROM rooms`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

/**
 * Migrates a fresh database, seeds the built-in roles and the demo resort (so the admin sign-in, room
 * types and buildings exist), then bulk-inserts {@link GENERATED_ROOMS} rooms in one `INSERT … SELECT
 * generate_series` and runs VACUUM ANALYZE. Generated rooms are numbered after the highest existing
 * room number, coded `BENCH-000001`…, and spread over the existing room types, buildings, floors and
 * views. Returns the number of rooms in the table afterwards.
 */
export const prepareBenchDatabase = async (database: Database): Promise<number> => {
  const { db } = database;
  await applyMigrations(db, readMigrations());
  await seedBuiltInRoles(db);
  await seedDemo(db, BENCH_PASSWORD_ITERATIONS);
  await db.execute(sql`
    WITH t AS (SELECT array_agg(id ORDER BY id) AS ids FROM room_types),
         b AS (SELECT array_agg(id ORDER BY id) AS ids FROM buildings),
         base AS (SELECT coalesce(max(room_number), 0) AS n FROM rooms)
    INSERT INTO rooms (room_number, code, room_type_id, building_id, floor, view, in_service)
    SELECT base.n + g,
           'BENCH-' || lpad(g::text, 6, '0'),
           t.ids[1 + g % cardinality(t.ids)],
           b.ids[1 + g % cardinality(b.ids)],
           g % 4,
           (ARRAY['sea', 'garden', 'pool', 'jungle', 'beachfront'])[1 + g % 5],
           g % 50 <> 0
    FROM generate_series(1, ${GENERATED_ROOMS}::int) AS g, t, b, base`);
  // VACUUM too: a table this size would have been autovacuumed in real life (PGlite never autovacuums, and
  // PostgreSQL's autovacuum must not start in the middle of a measurement).
  await db.execute(sql`VACUUM ANALYZE rooms`);
  await db.execute(sql`ANALYZE`);
  return countRooms(database);
};
