import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** The SQL text and parameters drizzle sends for a query. */
export const statementOf = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

/** A short stable name for a statement text (FNV-1a), so each distinct text gets its own prepared statement. */
const nameOf = (label: string, text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${label}_${(hash >>> 0).toString(36)}`;
};

interface PgPoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
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
