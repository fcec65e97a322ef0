import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { bundledMigrations } from '../../db/migrations.bundled';
import { openPglite } from '../../db/pglite';

const WORKFLOW = '0020_staff_leave_dive_instructors_enquiry_workflow';
let database: Database;

beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

it('turns quoted and won enquiries into contacted ones and leaves new and lost as they were', async () => {
  const { db } = database;
  await applyMigrations(db, bundledMigrations.filter((m) => m.tag < WORKFLOW));
  await db.execute(sql`
    INSERT INTO booking_enquiries (guest_name, adults, status)
    VALUES ('Asked', 2, 'new'), ('Quoted', 2, 'quoted'), ('Won', 2, 'won'), ('Gone', 2, 'lost'), ('Called', 2, 'contacted')`);

  expect(await applyMigrations(db, bundledMigrations)).toContain(WORKFLOW);

  const { rows } = (await db.execute(sql`SELECT guest_name, status, reservation_id FROM booking_enquiries ORDER BY guest_name`)) as { rows: Record<string, unknown>[] };
  expect(rows).toEqual([
    { guest_name: 'Asked', status: 'new', reservation_id: null },
    { guest_name: 'Called', status: 'contacted', reservation_id: null },
    { guest_name: 'Gone', status: 'lost', reservation_id: null },
    { guest_name: 'Quoted', status: 'contacted', reservation_id: null },
    { guest_name: 'Won', status: 'contacted', reservation_id: null },
  ]);
});
