import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client';
import { schema } from './schema';
import { timePgPool } from './statementTiming';

/**
 * PostgreSQL through a pg pool (Node only). An idle connection the server ends (a restart, a failover)
 * is reported here and replaced by the pool on the next query; without a listener it would crash the process.
 */
export const openPostgres = async (url: string, poolSize = 10, onIdleError: (error: Error) => void = (e) => console.warn(`PostgreSQL idle connection lost: ${e.message}`)): Promise<Database> => {
  // Pipelined: a statement sent behind another on the same connection goes out at once (executeAndCommit
  // sends a transaction's last statement with its COMMIT); queries awaited one by one behave as without it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true });
  pool.on('error', onIdleError);
  // Statements are timed for requests that ask (server timing); the others pass straight through.
  timePgPool(pool);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end(), poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
};
