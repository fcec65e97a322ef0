import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';
import { textOf, type Loose } from './statementTiming';

// A statement that only reads: a SELECT (or WITH … SELECT) naming no data-changing command. Anything else,
// and any transaction, counts as a write; a read miscounted as a write only costs a cache miss.
const READ_ONLY = /^\s*(select|with)\b/i;
const CHANGES = /\b(insert|update|delete|merge|truncate|copy|call|do|set_config|nextval|setval)\b/i;
const readsOnly = (text: string | undefined) => text !== undefined && READ_ONLY.test(text) && !CHANGES.test(text);

const counters = new WeakMap<object, () => number>();

/**
 * Counts the writes of an embedded database: its server is the only one that can open it, so every
 * change to it goes through here. A write (a statement that may change data, a multi-statement exec, a
 * transaction) counts once before it is sent and once after it ends, so a reader that takes the count
 * before its own statement and finds it unchanged afterwards knows nothing was written in between.
 */
export const countWrites = (client: PGlite) => {
  let writes = 0;
  const target = client as unknown as { query: Loose; exec: Loose; transaction: Loose };
  const counted =
    (run: Loose, isWrite: (args: unknown[]) => boolean): Loose =>
    (...args: unknown[]) => {
      if (!isWrite(args)) return run(...args);
      writes++;
      return (run(...args) as Promise<unknown>).finally(() => {
        writes++;
      });
    };
  target.query = counted(client.query.bind(client) as Loose, (args) => !readsOnly(textOf(args[0])));
  target.exec = counted(client.exec.bind(client) as Loose, () => true);
  target.transaction = counted(client.transaction.bind(client) as Loose, () => true);
  return () => writes;
};

/** Registers the write count of `db` (an embedded database). */
export const registerWriteCount = (db: Db, count: () => number) => counters.set(db, count);

/** How many writes `db` has seen, or undefined for a database other servers can write to (PostgreSQL). */
export const writesOf = (db: Db): number | undefined => counters.get(db)?.();
