import type { PGlite } from '@electric-sql/pglite';
import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
// pg's own type parsers, without pg itself: a server on PGlite loads no PostgreSQL driver at start-up.
import pgTypes from 'pg-types';
import type { Db } from './client';
import { nameOf, queryPrepared, type PreparedQueryOptions } from './pglitePrepared';
import { AS_TEXT_PGLITE, AS_TEXT_TYPES, asIs } from './textTypes';

const dialect = new PgDialect();

/** The SQL text and parameters drizzle sends for a query. */
export const statementOf = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

/** A list as one PostgreSQL array parameter (`{a,b}`, cast in the SQL): the statement's text is the same for any count. */
export const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

export { nameOf } from './pglitePrepared';

/** What this file asks of a pg pool or a pooled connection. */
interface PgQueryable {
  query(config: { name?: string; text: string; values: unknown[]; rowMode?: 'array'; types?: typeof AS_TEXT_PG }): Promise<{ rows: unknown[] }>;
}

interface PgPoolLike extends PgQueryable {
  totalCount: number;
  /** A connection of the pool, lent until released. */
  connect(): Promise<PgConnectionLike>;
}
// Inside a transaction there is no `$client`: the statement runs on the transaction's connection.
const isPgPool = (client: unknown): client is PgPoolLike => typeof (client as { totalCount?: unknown } | undefined)?.totalCount === 'number';

/**
 * Runs a hot read as a named prepared statement, so the database plans it once instead of on every call:
 * on PostgreSQL's pool, and on PGlite (its transactions too). Inside a transaction on PostgreSQL it runs
 * as drizzle runs it, dates as text.
 */
export const preparedRows = async <T>(db: Db, label: string, query: SQL): Promise<T[]> => {
  const driver = driverOf(db);
  if ('pg' in driver && !isPgPool(driver.pg)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return statementRows<T>(db, namedStatement(label, query));
};

/** A query as the named prepared statement preparedRows sends (its name from `label` and its text). */
export const namedStatement = (label: string, query: SQL): Statement => {
  const { text, params } = statementOf(query);
  return { text, params, name: nameOf(label, text) };
};

const AS_TEXT_PG = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (AS_TEXT_TYPES.has(oid) ? asIs : pgTypes.getTypeParser(oid, format)),
};

/** A statement as sent: its text, its parameters and, for a prepared statement on PostgreSQL, its name. */
export interface Statement {
  text: string;
  params: unknown[];
  name?: string;
}

interface PgConnectionLike extends PgQueryable {
  release(): void;
}

/**
 * A statement as pg's query config: named (a prepared statement) when it has a name; with `rowMode:
 * 'array'`, dates and times as the database's text, as drizzle's column decoders take them.
 */
export const pgQueryConfig = ({ text, params, name }: Statement, rowMode?: 'array') => ({
  ...(name ? { name } : {}),
  text,
  values: params,
  ...(rowMode ? { rowMode, types: AS_TEXT_PG } : {}),
});

type Driver = { pg: PgPoolLike | PgConnectionLike } | { pglite: Pick<PGlite, 'query'> };

/** The driver under `db`: the pool or PGlite itself, or the connection (or PGlite transaction) of a transaction. */
const driverOf = (db: Db): Driver => {
  const own = (db as unknown as { $client?: unknown }).$client;
  const client = own ?? (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (isPgPool(client) || typeof (client as Partial<PgConnectionLike> | undefined)?.release === 'function') return { pg: client as PgConnectionLike };
  if (typeof (client as Partial<PGlite> | undefined)?.query === 'function') return { pglite: client as PGlite };
  throw new Error('No database driver under this drizzle database');
};

/**
 * Runs `statement` straight on the driver under `db` (inside its transaction when it is one): rows as objects
 * (pg's type parsers on PostgreSQL; dates and timestamps as text on PGlite, as drizzle reads them there), or
 * with `rowMode: 'array'` as arrays of the values drizzle's column decoders take (`mapFromDriverValue`).
 */
export const statementRows = async <T>(db: Db, statement: Statement, rowMode?: 'array'): Promise<T[]> => {
  const driver = driverOf(db);
  const { text, params, name } = statement;
  if ('pg' in driver) return (await driver.pg.query(pgQueryConfig(statement, rowMode))).rows as T[];
  const options: PreparedQueryOptions = { ...(rowMode ? { rowMode } : {}), ...(name ? { prepared: name } : {}), parsers: AS_TEXT_PGLITE };
  return (await queryPrepared<T>(driver.pglite, text, params, options)).rows;
};

/** A statement and how its rows are read (see statementRows). */
export interface Sent {
  statement: Statement;
  rowMode?: 'array';
}

interface Corkable {
  connection: { stream: { cork(): void; uncork(): void } };
}

/**
 * Runs independent statements in one round trip where the driver can: on PostgreSQL's pool, on one
 * connection, all written at once (the pool is pipelined, so none waits for the one before it to answer).
 * Elsewhere (PGlite, a transaction's connection) one after another. PostgreSQL still runs them in order,
 * each on its own: every one runs whether or not another failed, and each comes back as its rows or its error.
 */
export const settledTogether = async (db: Db, sent: readonly Sent[]): Promise<PromiseSettledResult<unknown[]>[]> => {
  const driver = driverOf(db);
  if (!('pg' in driver) || !isPgPool(driver.pg)) {
    const results: PromiseSettledResult<unknown[]>[] = [];
    for (const { statement, rowMode } of sent) results.push(...(await Promise.allSettled([statementRows<unknown>(db, statement, rowMode)])));
    return results;
  }
  const connection = await driver.pg.connect();
  try {
    const { stream } = (connection as unknown as Corkable).connection;
    stream.cork();
    let answers: Promise<unknown[]>[];
    try {
      answers = sent.map(({ statement, rowMode }) => connection.query(pgQueryConfig(statement, rowMode)).then((r) => r.rows));
    } finally {
      stream.uncork();
    }
    return await Promise.allSettled(answers);
  } finally {
    // A connection pg found broken is not queryable any more, and the pool drops it rather than lend it again.
    connection.release();
  }
};

/** Fills in the values of a compiled statement's parameters (see paramFiller). */
export type ParamFiller = (values: Record<string, unknown>) => unknown[];

/**
 * How to fill in a compiled statement's parameters (drizzle's, with its placeholders): as drizzle's
 * fillPlaceholders, a value bound to a column (an insert's or an update's) encoded by the column, but a null
 * left null (drizzle's hands it to the encoder). Which parameter is which is worked out once, here.
 */
export const paramFiller = (params: readonly unknown[]): ParamFiller => {
  const slots = params.map((param) => {
    if (is(param, Param) && is(param.value, Placeholder)) return { name: param.value.name, encoder: param.encoder };
    if (is(param, Placeholder)) return { name: param.name, encoder: undefined };
    return { constant: param };
  });
  return (values) =>
    slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}"`);
      const value = values[slot.name] ?? null;
      return value !== null && slot.encoder ? slot.encoder.mapToDriverValue(value) : value;
    });
};

/**
 * A statement whose text is the same on every call: drizzle builds it once (with `db`, the first caller's
 * database, for its query builders), with a placeholder for each value, and each call only fills them in;
 * building a large statement costs more JavaScript than the database takes to run it. `build` may only
 * place its values into the SQL, never compute with them. A prepared statement on PostgreSQL unless told not.
 */
export const compiledStatement = <V extends Record<string, unknown>>(
  label: string,
  build: (values: { readonly [K in keyof V]: Placeholder }, db: Db) => SQL,
  { prepared = true }: { prepared?: boolean } = {},
) => {
  let compiled: (Statement & { fill: ParamFiller }) | undefined;
  const placeholders = new Proxy({} as { readonly [K in keyof V]: Placeholder }, { get: (_, key) => sql.placeholder(String(key)) });
  const statement = (db: Db, values: V): Statement => {
    if (!compiled) {
      const { text, params } = statementOf(build(placeholders, db));
      compiled = { text, params, name: prepared ? nameOf(label, text) : undefined, fill: paramFiller(params) };
    }
    return { text: compiled.text, name: compiled.name, params: compiled.fill(values) };
  };
  return {
    statement,
    /** The statement's rows for `values` (see statementRows). */
    rows: <T>(db: Db, values: V, rowMode?: 'array') => statementRows<T>(db, statement(db, values), rowMode),
  };
};

/** Placeholders named `<prefix><key>` for each key of `row`, to compile an insert of rows shaped like it once. */
export const rowPlaceholders = <T extends object>(row: T, prefix: string) =>
  Object.fromEntries(Object.keys(row).map((key) => [key, sql.placeholder(`${prefix}${key}`)])) as { [K in keyof T]: Placeholder };

/** A row read as an array (rowMode 'array', in `columns`' order) as drizzle maps it: each value decoded by its column. */
export const decodedRow = (columns: Record<string, PgColumn>, values: readonly unknown[]) => {
  const row: Record<string, unknown> = {};
  Object.entries(columns).forEach(([key, column], i) => {
    row[key] = values[i] === null ? null : column.mapFromDriverValue(values[i]);
  });
  return row;
};

/** A row's values for its placeholders (see rowPlaceholders); paramFiller encodes each by its column. */
export const rowValues = (row: object, prefix: string) => {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) values[`${prefix}${key}`] = value;
  return values;
};
