import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/** The SQL text and parameters drizzle sends for a query. */
export const statementOf = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

/** A short stable name for a statement text (FNV-1a), so each distinct text gets its own prepared statement. */
export const nameOf = (label: string, text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${label}_${(hash >>> 0).toString(36)}`;
};

interface PgPoolLike {
  totalCount: number;
  query(config: { name?: string; text: string; values: unknown[]; rowMode?: 'array'; types?: typeof AS_TEXT_PG }): Promise<{ rows: unknown[] }>;
}
// Inside a transaction there is no `$client`: the statement runs on the transaction's connection.
const isPgPool = (client: unknown): client is PgPoolLike => typeof (client as { totalCount?: unknown } | undefined)?.totalCount === 'number';

/**
 * Runs a hot read as a named prepared statement on PostgreSQL, so each connection plans it once
 * instead of on every call; PGlite (one in-process connection) runs it as drizzle would.
 */
export const preparedRows = async <T>(db: Db, label: string, query: SQL): Promise<T[]> => {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPgPool(client)) {
    const { text, params } = statementOf(query);
    return (await client.query({ name: nameOf(label, text), text, values: params })).rows as T[];
  }
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
};

/** Date, time and interval types (and numeric and their arrays) that drizzle reads as the database's text and decodes per column. */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);
const asIs = (value: string) => value;
const AS_TEXT_PG = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (AS_TEXT.has(oid) ? asIs : pg.types.getTypeParser(oid, format)),
};
const AS_TEXT_PGLITE = Object.fromEntries([...AS_TEXT].map((oid) => [oid, asIs]));

/**
 * Runs `text` and answers its rows as arrays of the values drizzle's column decoders take (`mapFromDriverValue`),
 * for a read compiled once and run often. On PostgreSQL it is a prepared statement named `name` when given.
 * Outside a transaction only (it runs on the database's own driver).
 */
export const arrayRows = async (db: Db, text: string, values: unknown[], name?: string): Promise<unknown[][]> => {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPgPool(client)) return (await client.query({ ...(name ? { name } : {}), text, values, rowMode: 'array', types: AS_TEXT_PG })).rows as unknown[][];
  if (!client) throw new Error('arrayRows runs on the database, not inside a transaction');
  return (await (client as PGlite).query<unknown[]>(text, values, { rowMode: 'array', parsers: AS_TEXT_PGLITE })).rows;
};
