import type { PGlite } from '@electric-sql/pglite';
import { wrapStatements } from './pgliteStatements';
import type { Db } from './client';
import { textOf, type Loose } from './statementTiming';

// A statement that only reads: a SELECT (or WITH … SELECT) naming no data-changing command. Anything else
// counts as a write; a read miscounted as a write only costs a cache miss.
const READ_ONLY = /^\s*(select|with)\b/i;
const CHANGES = /\b(insert|update|delete|merge|truncate|copy|call|do|set_config|nextval|setval)\b/i;
const readsOnly = (text: string | undefined) => text !== undefined && READ_ONLY.test(text) && !CHANGES.test(text);

const counters = new WeakMap<object, () => number>();

/**
 * Counts the writes of an embedded database that may change rows of `tables`: its server is the only one
 * that can open it, so every change to it goes through here. A write (a statement that may change data
 * and names one of the tables, or whose text is unknown; any multi-statement exec) counts once before it
 * is sent and once after it ends, so a reader that takes the count before its own statement and finds it
 * unchanged afterwards knows nothing it reads was written in between. The statements of a transaction are
 * counted one by one, as they run: a reader waits for the transaction to end, and so reads what it left.
 */
export const countWrites = (client: PGlite, tables: readonly string[]) => {
  let writes = 0;
  const naming = new RegExp(`\\b(${tables.join('|')})\\b`, 'i');
  const touches = (text: string | undefined) => text === undefined || (!readsOnly(text) && naming.test(text));
  const counted =
    (run: Loose, isWrite: (args: unknown[]) => boolean): Loose =>
    (...args: unknown[]) => {
      if (!isWrite(args)) return run(...args);
      writes++;
      return (run(...args) as Promise<unknown>).finally(() => {
        writes++;
      });
    };
  wrapStatements(client, (own) => ({ query: counted(own.query, (args) => touches(textOf(args[0]))), exec: counted(own.exec, () => true) }));
  return () => writes;
};

/** Registers the write count of `db` (an embedded database). */
export const registerWriteCount = (db: Db, count: () => number) => counters.set(db, count);

/** How many counted writes `db` has seen, or undefined for a database other servers can write to (PostgreSQL). */
export const writesOf = (db: Db): number | undefined => counters.get(db)?.();
