import type { Db } from '../../db/client';
import { settledTogether, statementRows, type Statement } from '../../db/prepared';
import type { Actor } from '../http/env';
import { ApiError } from '../http/errors';
import { LAST_USE_WRITTEN_EVERY_MS, sessionRowOf, sessionStatement, type SessionRow } from './sessions';

/** A session this server found live, and the person it resolved to then. */
export interface KnownSession {
  row: SessionRow;
  actor: Actor;
}

/** More sessions than any resort has in use at once; past it the memory starts afresh. */
const MOST_KEPT = 10_000;
const known = new WeakMap<object, Map<string, KnownSession>>();

const knownOf = (db: Db) => {
  let sessions = known.get(db);
  if (!sessions) known.set(db, (sessions = new Map()));
  return sessions;
};

/** Keeps what a session lookup on `db` just found, as the guess for the token's next request. */
export const rememberSession = (db: Db, tokenHash: string, session: KnownSession) => {
  const sessions = knownOf(db);
  if (sessions.size >= MOST_KEPT && !sessions.has(tokenHash)) sessions.clear();
  sessions.set(tokenHash, session);
};

/**
 * What the token's session was when this server last looked it up, unless by now it has expired or its
 * last use is due to be written (the ordinary lookup writes it). Only a guess: another server may have
 * signed it out or changed its person since.
 */
export const guessSession = (db: Db, tokenHash: string, now: Date): KnownSession | undefined => {
  const session = known.get(db)?.get(tokenHash);
  if (!session) return undefined;
  const at = now.getTime();
  if (at >= new Date(session.row.expiresAt).getTime() || at - new Date(session.row.lastUsedAt).getTime() > LAST_USE_WRITTEN_EVERY_MS) return undefined;
  return session;
};

// A session's use moves these without changing who is behind it.
const MOVING: ReadonlySet<string> = new Set<keyof SessionRow>(['lastUsedAt', 'expiresAt']);

/** Whether the lookup found the guessed session with the same person, role version and agency standing, its last use not due to be written. */
const confirms = (guess: SessionRow, found: SessionRow | null, now: Date) =>
  found !== null &&
  Object.keys(guess).every((key) => MOVING.has(key) || guess[key as keyof SessionRow] === found[key as keyof SessionRow]) &&
  Object.keys(found).length === Object.keys(guess).length &&
  now.getTime() - new Date(found.lastUsedAt).getTime() <= LAST_USE_WRITTEN_EVERY_MS;

/** A request's guessed session and the lookup that will prove it or not. */
export interface SessionProof {
  /** The session lookup, to send with the request's first read (in the same round trip). */
  readonly statement: Statement;
  /** The guessed session: the request's person until the lookup says otherwise. */
  readonly guess: KnownSession;
  /** Pending until the lookup's rows are settled; then whether they confirmed the guess. */
  readonly state: 'pending' | 'confirmed' | 'refuted';
  /** Takes the lookup's rows (or its error) and answers whether they confirm the guess. A refuted guess is forgotten. */
  settle(result: PromiseSettledResult<unknown[]>): boolean;
}

/** The proof a request on `guess` waits for before anything it answers may leave. */
export const sessionProof = (db: Db, tokenHash: string, guess: KnownSession, now: Date): SessionProof => {
  let state: SessionProof['state'] = 'pending';
  return {
    statement: sessionStatement(db, tokenHash, now),
    guess,
    get state() {
      return state;
    },
    settle(result) {
      if (state !== 'pending') return state === 'confirmed';
      const found = result.status === 'fulfilled' ? sessionRowOf(result.value) : null;
      if (found && confirms(guess.row, found, now)) {
        state = 'confirmed';
        rememberSession(db, tokenHash, { row: found, actor: guess.actor });
        return true;
      }
      state = 'refuted';
      knownOf(db).delete(tokenHash);
      return false;
    },
  };
};

/**
 * A read's rows, with the request's session proof (when it has one still pending) sent in the same round
 * trip: the rows are the read's only if the lookup confirms the guessed session. Otherwise the request is
 * answered as a session that ended, which its guard (requireAuth) replaces by the request run again as usual.
 */
export const rowsProvingSession = async <T>(db: Db, proof: SessionProof | undefined, statement: Statement, rowMode?: 'array'): Promise<T[]> => {
  if (proof?.state !== 'pending') return statementRows<T>(db, statement, rowMode);
  const [lookup, own] = await settledTogether(db, [{ statement: proof.statement }, { statement, rowMode }]);
  if (!proof.settle(lookup)) throw new ApiError(401, 'session_ended', 'app.auth.session_ended');
  if (own.status === 'rejected') throw own.reason;
  return own.value as T[];
};
