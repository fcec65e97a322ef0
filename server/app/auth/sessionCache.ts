import type { Db } from '../../db/client';
import { writesOf } from '../../db/writeCount';

interface Kept {
  row: unknown;
  /** The database's count of writes to the session's tables, taken before the lookup that found it. */
  writes: number;
  expiresAt: number;
}

/** More sessions than any resort has in use at once; past it the memory starts afresh. */
const MOST_KEPT = 10_000;
const kept = new WeakMap<object, Map<string, Kept>>();

/**
 * The session behind `tokenHash`, looked up by `lookup`; on the embedded database, kept and answered
 * again without a statement while nothing has been written to the tables it is read from (SESSION_TABLES)
 * and the session has not expired. Its server is the only one that can open that database, so a sign-out,
 * a deactivated account or a changed role (each a write to one of them) applies at the next call as before.
 * On PostgreSQL every call looks up: another server may have written.
 */
export const lookUpSession = async <T extends { expiresAt: string | Date }>(db: Db, tokenHash: string, now: Date, lookup: () => Promise<T | null>): Promise<T | null> => {
  const writes = writesOf(db);
  if (writes === undefined) return lookup();
  let sessions = kept.get(db);
  if (!sessions) kept.set(db, (sessions = new Map()));
  const found = sessions.get(tokenHash);
  if (found && found.writes === writes && now.getTime() < found.expiresAt) return found.row as T;
  const row = await lookup();
  if (!row) {
    sessions.delete(tokenHash);
    return null;
  }
  if (sessions.size >= MOST_KEPT) sessions.clear();
  sessions.set(tokenHash, { row, writes, expiresAt: new Date(row.expiresAt).getTime() });
  return row;
};
