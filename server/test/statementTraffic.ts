import pg from 'pg';
import type { Database } from '../db/client';

type Query = (...args: unknown[]) => unknown;

/** One statement going out to the database, or its answer coming back, and the connection it went on. */
export interface StatementEvent {
  event: 'sent' | 'answered';
  text: string;
  on: object;
}

const textOf = (first: unknown) => (typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? ''));

/**
 * What the database is sent while `work` runs, in order: each statement when it goes out and when its
 * answer comes back, with the connection it went on (on PostgreSQL any of the pool's pg clients, else the
 * PGlite instance).
 */
export const statementTraffic = async (database: Database, work: () => Promise<unknown>): Promise<StatementEvent[]> => {
  const events: StatementEvent[] = [];
  const target = database.kind === 'postgres' ? (pg.Client.prototype as unknown as { query: Query }) : (database.db as unknown as { $client: { query: Query } }).$client;
  const query = target.query;
  target.query = function (this: object, ...args: unknown[]) {
    const text = textOf(args[0]);
    events.push({ event: 'sent', text, on: this });
    const answer = query.apply(this, args);
    // Duck-typed: pg's promises may come from another realm than the test's.
    const pending = answer as { then?: (done: () => void, failed: () => void) => void } | undefined;
    pending?.then?.(() => events.push({ event: 'answered', text, on: this }), () => undefined);
    return answer;
  };
  try {
    await work();
  } finally {
    target.query = query;
  }
  return events;
};

/** Whether a statement is the session lookup. */
export const isSessionLookup = (text: string) => text.includes('session_of(');
