import { rename, rm } from 'node:fs/promises';
import { applyMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { databaseTemplateDir } from './databaseTemplate';
import { readMigrations } from './migrations.fs';

/** Creates the template: a new database in a folder beside it, migrated, closed, then moved into place. */
export const writeDatabaseTemplate = async (dir = databaseTemplateDir()) => {
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  const database = await openPglite(partial);
  try {
    await applyMigrations(database.db, readMigrations());
  } finally {
    await database.close();
  }
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
};
