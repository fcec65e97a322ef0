import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema';

/** The Drizzle database every service takes: PGlite and node-postgres both fit it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The connection pool's use (PostgreSQL; PGlite has one connection and no pool). */
  poolUse?: () => { total: number; idle: number; waiting: number };
}
