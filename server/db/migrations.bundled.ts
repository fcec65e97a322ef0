import type { Migration } from './migrate';

// Vite and Vitest inline the SQL files, so tests and the in-browser mock backend need no file system.
const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

/** The checked-in migrations, as bundled by Vite. */
export const bundledMigrations: Migration[] = Object.entries(files).map(([path, text]) => ({
  tag: path.replace(/^.*\/(.+)\.sql$/, '$1'),
  sql: text,
}));
