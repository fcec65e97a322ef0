import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';
import { schema } from './schema';
import { timePglite } from './statementTiming';
import { countWrites, registerWriteCount } from './writeCount';
import { prepareStatements } from './pglitePrepared';
import { readAsTextByDefault } from './pgliteParsers';
import { SESSION_TABLES } from './authTables';

/**
 * PGlite's shared buffers unless told otherwise. PostgreSQL's own default (128MB, what PGlite's initdb
 * writes) is zeroed by the WebAssembly at every opening: a third of a second, for a cache that a resort's
 * embedded database (tens of megabytes) does not fill. Pages beyond it are read through the file system
 * cache. `PGLITE_SHARED_BUFFERS` raises it for a larger database.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters (its defaults, which `startParams` would otherwise replace) and ours. */
const startParams = (sharedBuffers: string) => [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];

export interface PgliteOptions {
  /** A data directory dumped by `dumpPglite` to start from (a copy: the dump is not written back). */
  loadDataDir?: Blob;
  /** PostgreSQL's shared_buffers, e.g. "64MB" (default PGLITE_SHARED_BUFFERS). */
  sharedBuffers?: string;
}

/** PGlite, in memory when `dataDir` is omitted. Runs in Node and in the browser. */
export const openPglite = async (dataDir?: string, { loadDataDir, sharedBuffers = PGLITE_SHARED_BUFFERS }: PgliteOptions = {}): Promise<Database> => {
  const client = await PGlite.create(dataDir, { extensions: { btree_gist }, startParams: startParams(sharedBuffers), ...(loadDataDir ? { loadDataDir } : {}) });
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
