import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration } from '../db/migrate';
import { projectRoot } from './projectRoot';

/** The checked-in migrations, read from disk (the Node server reads them; the browser mock bundles them). */
export const readMigrations = (): Migration[] => {
  const dir = join(projectRoot(), 'server', 'db', 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ tag: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
};
