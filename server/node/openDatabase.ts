import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { templateFor } from './databaseTemplate';
import type { Env } from './env';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db (a new folder starts as a copy of
 * the migrated template `npm run build` wrote, when there is one and `fromTemplate` is not false: tools that
 * read a folder as it is, such as the invariant check, open it without).
 */
export const openDatabase = async (env: Env, { fromTemplate = true } = {}): Promise<Database> => {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  const dir = join(env.DATA_DIR, 'db');
  await mkdir(dir, { recursive: true });
  return openPglite(dir, (fromTemplate ? await templateFor(dir) : null) ?? undefined);
};
