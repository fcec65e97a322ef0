import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { compiledStatement, decodedRow, rowPlaceholders } from './prepared';

// The generated tables are built at run time from the resource definitions, so TypeScript knows their
// columns only as "some columns": values are checked by the API schemas before they get here, and this
// is the one place that tells Drizzle to trust them.
type Values = Record<string, unknown>;

/** At most this many column sets of one table keep a compiled insert (a client picks which fields it sends). */
const COMPILED_INSERTS = 64;
/** The first of them are also prepared statements on PostgreSQL (each costs every connection memory). */
const PREPARED_INSERTS = 16;

const compiledInserts = new WeakMap<PgTable, Map<string, ReturnType<typeof compiledStatement<Values>>>>();

/** The insert of a row with `keys` into `table`, returning the row: compiled once per column set. */
const compiledInsert = (table: PgTable, keys: string[]) => {
  let known = compiledInserts.get(table);
  if (!known) compiledInserts.set(table, (known = new Map()));
  const signature = keys.join(',');
  let found = known.get(signature);
  if (!found) {
    if (known.size >= COMPILED_INSERTS) known.delete(known.keys().next().value as string);
    const shape = Object.fromEntries(keys.map((key) => [key, null]));
    found = compiledStatement<Values>(
      `insert_${getTableName(table)}`,
      (_, db) =>
        db
          .insert(table)
          .values(rowPlaceholders(shape, '') as PgTable['$inferInsert'])
          .returning()
          .getSQL(),
      { prepared: known.size < PREPARED_INSERTS },
    );
    known.set(signature, found);
  }
  return found;
};

/**
 * Inserts one row into a generated table and returns it (as drizzle returns it: each column decoded).
 * Every write of the audit log comes here: the insert of each column set is compiled once.
 */
export const insertRow = async (db: Db, table: PgTable, values: Values) => {
  const keys = Object.keys(values).filter((key) => values[key] !== undefined);
  // A value given as SQL (an expression) is part of the statement's text: built as drizzle builds it.
  if (keys.some((key) => is(values[key], SQL))) {
    const [row] = await db
      .insert(table)
      .values(values as PgTable['$inferInsert'])
      .returning();
    return row as Values;
  }
  const [found] = await compiledInsert(table, keys).rows<unknown[]>(db, values, 'array');
  return decodedRow(getTableColumns(table), found);
};

/** Updates the rows of a generated table matching `where` and returns them. */
export const updateRows = async (db: Db, table: PgTable, values: Values, where: SQL | undefined) =>
  (await db
    .update(table)
    .set(values as PgTable['$inferInsert'])
    .where(where)
    .returning()) as Values[];
