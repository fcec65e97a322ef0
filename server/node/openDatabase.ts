import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { startFromTemplate, templateApplies } from './databaseTemplate';
import type { Env } from './env';

export interface OpenOptions {
  /** False for tools that read a folder as it is, such as the invariant check: a new folder is not filled from the template. */
  fromTemplate?: boolean;
  /** Told once opening has begun: what is left of it (copying the template, PGlite's file reads and compiling) runs mostly off the main thread. */
  onStarted?: () => void;
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db (a new folder starts as a copy of
 * the migrated template `npm run build` wrote, when there is one). Each driver is loaded only when used: a
 * PGlite server never loads pg, a PostgreSQL one never PGlite.
 */
export const openDatabase = async (env: Env, { fromTemplate = true, onStarted }: OpenOptions = {}): Promise<Database> => {
  if (env.DATABASE_URL) {
    const { openPostgres } = await import('../db/postgres');
    onStarted?.();
    return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  }
  const dir = join(env.DATA_DIR, 'db');
  const copying = fromTemplate && templateApplies(dir) ? startFromTemplate(dir) : undefined;
  const { openPglite } = await import('../db/pglite');
  if (copying) {
    onStarted?.();
    await copying;
  } else {
    // A new folder without a template is created by PGlite itself.
    await mkdir(dir, { recursive: true });
  }
  const database = openPglite(dir, { sharedBuffers: env.PGLITE_SHARED_BUFFERS });
  onStarted?.();
  return database;
};
