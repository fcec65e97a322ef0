import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { applyMigrations } from '../db/migrate';
import { dumpPglite, openPglite } from '../db/pglite';
import { readMigrations } from './migrations.fs';
import { projectRoot } from './projectRoot';

/**
 * An empty PGlite database with every migration applied, written by `npm run build`: a new data folder
 * starts as a copy of it instead of creating a cluster and running every migration (most of a first
 * start's wait). Migrations newer than the copy are applied on top as usual, so an old copy is only slower.
 */
export const databaseTemplateFile = () => join(projectRoot(), 'dist-server', 'pglite-template.tar');

/** Creates the template: a new in-memory database, migrated, dumped uncompressed (loading it is then a copy). */
export const writeDatabaseTemplate = async (file = databaseTemplateFile()) => {
  const database = await openPglite();
  try {
    await applyMigrations(database.db, readMigrations());
    await writeFile(file, new Uint8Array(await (await dumpPglite(database.db)).arrayBuffer()));
  } finally {
    await database.close();
  }
};

/** The template's bytes for a data folder that holds no database yet; null when there is one, or no template. */
export const templateFor = async (dataDir: string, file = databaseTemplateFile()): Promise<Blob | null> => {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(file)) return null;
  return new Blob([new Uint8Array(await readFile(file))]);
};
