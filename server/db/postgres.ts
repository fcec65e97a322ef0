import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client';
import { schema } from './schema';

/** PostgreSQL through a pg pool (Node only). */
export const openPostgres = async (url: string, poolSize = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
};
