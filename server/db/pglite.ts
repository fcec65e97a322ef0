import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';
import { schema } from './schema';
import { timePglite } from './statementTiming';
import { countWrites, registerWriteCount } from './writeCount';
import { prepareStatements } from './pglitePrepared';
import { readAsTextByDefault } from './pgliteParsers';
import { SESSION_TABLES } from './authTables';

/**
 * PGlite, in memory when `dataDir` is omitted. Runs in Node and in the browser. `loadDataDir`: a data
 * directory dumped by `dumpPglite` to start from (a copy: the dump is not written back).
 */
export const openPglite = async (dataDir?: string, loadDataDir?: Blob): Promise<Database> => {
  const client = await PGlite.create(dataDir, { extensions: { btree_gist, pgcrypto }, ...(loadDataDir ? { loadDataDir } : {}) });
  // Hot statements run prepared; writes to the tables a session is read from are counted (the session
  // lookup's cache); statements are timed for requests that ask (server timing), the others pass straight
  // through. Each wraps the one before; the parsers' wrapper last, so the others see the options PGlite will.
  prepareStatements(client);
  const writes = countWrites(client, SESSION_TABLES);
  timePglite(client);
  readAsTextByDefault(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  registerWriteCount(db, writes);
  return { db, kind: 'pglite', close: () => client.close() };
};

/** The whole data directory of a PGlite database, uncompressed (what `openPglite` loads). */
export const dumpPglite = (db: Db) => (db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
