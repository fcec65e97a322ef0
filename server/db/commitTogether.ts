import type { Db } from './client';
import { pgQueryConfig, statementRows, type Statement } from './prepared';

interface PooledConnection {
  query(config: { name?: string; text: string; values: unknown[] } | string): Promise<{ rows: unknown[] }>;
  release(): void;
}

// A drizzle transaction on PostgreSQL runs on a connection lent by the pool (it has `release`); on
// PGlite the transaction's client is PGlite's own, which has none. A nested transaction (a savepoint: the
// demo history books inside its own transaction) must not commit the one around it.
const pooledConnectionOf = (tx: Db): PooledConnection | undefined => {
  const { session, nestedIndex } = tx as unknown as { session?: { client?: Partial<PooledConnection> }; nestedIndex?: number };
  const client = session?.client;
  if (nestedIndex !== 0 || typeof client?.release !== 'function' || typeof client.query !== 'function') return undefined;
  return client as PooledConnection;
};

/**
 * Runs a transaction's last statement and commits, in one round trip on PostgreSQL: the statement, COMMIT
 * and a BEGIN go out together on the pool's pipelined connection. Row locks the statement takes (the
 * gapless counters) are then held for its execution and the commit's flush only, not also while its answer
 * waits for the server's event loop and a COMMIT comes back. The transaction drizzle commits after the
 * callback is the empty one begun here. Checks on what the statement found must be in the statement (it
 * raises, and PostgreSQL answers the COMMIT of the failed transaction with a rollback); nothing after it
 * may write. On PGlite (one connection, nothing waits for a lock) and in a nested transaction the statement
 * runs as usual and the transaction commits as usual. Returns the statement's rows, parsed by pg's default type parsers.
 */
export const executeAndCommit = async <T>(tx: Db, statement: Statement): Promise<T[]> => {
  const connection = pooledConnectionOf(tx);
  if (!connection) return statementRows<T>(tx, statement);
  // Sent in this order without waiting; every promise is awaited, so a failure of any is reported once.
  const [last] = await Promise.all([connection.query(pgQueryConfig(statement)), connection.query('COMMIT'), connection.query('BEGIN')]);
  return last.rows as T[];
};
