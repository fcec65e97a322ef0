import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// The generated tables are built at run time from the resource definitions, so TypeScript knows their
// columns only as "some columns": values are checked by the API schemas before they get here, and this
// is the one place that tells Drizzle to trust them.
type Values = Record<string, unknown>;

/** Inserts one row into a generated table and returns it. */
export const insertRow = async (db: Db, table: PgTable, values: Values) => {
  const [row] = await db
    .insert(table)
    .values(values as PgTable['$inferInsert'])
    .returning();
  return row as Values;
};

/** Updates the rows of a generated table matching `where` and returns them. */
export const updateRows = async (db: Db, table: PgTable, values: Values, where: SQL | undefined) =>
  (await db
    .update(table)
    .set(values as PgTable['$inferInsert'])
    .where(where)
    .returning()) as Values[];
