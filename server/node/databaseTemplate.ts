import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from './projectRoot';

/**
 * An empty PGlite data folder with every migration applied, written by `npm run build`: a new data folder
 * starts as a copy of it instead of creating a cluster and running every migration (most of a first
 * start's wait). A plain folder copied file by file: loading a dump through PGlite's own file system took
 * several times longer. Migrations newer than the copy are applied on top as usual, so an old copy is only
 * slower. Written by databaseTemplateWriter.ts, kept apart: the server loads this file before PGlite.
 */
export const databaseTemplateDir = () => join(projectRoot(), 'dist-server', 'pglite-template');

/** Copies a folder's files, many at a time (the template's 1,500 small files one by one took seconds). */
const copyTree = async (from: string, to: string): Promise<void> => {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(entries.map((entry) => (entry.isDirectory() ? copyTree(join(from, entry.name), join(to, entry.name)) : copyFile(join(from, entry.name), join(to, entry.name)))));
};

/**
 * Whether `dataDir` would start from the template: it is missing or empty, and the build wrote one. A folder
 * with a database, or with anything else in it, is left as it is.
 */
export const templateApplies = (dataDir: string, template = databaseTemplateDir()) =>
  existsSync(join(template, 'PG_VERSION')) && (!existsSync(dataDir) || readdirSync(dataDir).length === 0);

/**
 * Makes `dataDir` a copy of the template when it applies (answers whether it did). The copy is written
 * beside it and moved into place whole, so a start cut short leaves no half database behind.
 */
export const startFromTemplate = async (dataDir: string, template = databaseTemplateDir()) => {
  if (!templateApplies(dataDir, template)) return false;
  const copy = `${dataDir}.from-template`;
  await rm(copy, { recursive: true, force: true });
  await copyTree(template, copy);
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(copy, dataDir);
  return true;
};
