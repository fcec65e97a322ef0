import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Migration } from '../db/migrate';

const dir = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/** The checked-in migrations, read from disk (the Node server runs without a bundler). */
export const readMigrations = (): Migration[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => ({ tag: f.replace(/\.sql$/, ''), sql: readFileSync(dir + f, 'utf8') }));
