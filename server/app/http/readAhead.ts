import type { Context, Next } from 'hono';
import { matchedRoutes } from 'hono/route';
import { settledTogether } from '../../db/prepared';
import { guessSession, rememberSession, sessionProof, type KnownSession, type SessionProof } from '../auth/sessionGuess';
import type { AppEnv } from './env';

const readOnlySteps = new WeakMap<object, 'passes on' | 'answers'>();

/**
 * Marks a route's handler (`answers`: nothing after it runs) or middleware (`passes on`) as one that only
 * reads: nothing it does outlives its answer. A GET whose every step after its session guard, up to the
 * handler that answers, is marked may run on the session this server last found for its token, its
 * lookup sent with the route's first read (see readAheadOf). A POST may be marked too: a search whose
 * query is its body (availability) reads only.
 */
export const readOnly = <H extends object>(step: 'passes on' | 'answers', handler: H): H => {
  readOnlySteps.set(handler, step);
  return handler;
};

/** Whether the routes after the session guard reach an answering read-only handler through read-only steps only. */
const readsOnlyAfter = (routes: readonly { handler: object }[]) => {
  for (const route of routes) {
    const step = readOnlySteps.get(unwrapped(route.handler));
    if (step !== 'passes on') return step === 'answers';
  }
  return false;
};

// Hono wraps a mounted app's handlers when that app has its own error handler, keeping the original here.
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';
const unwrapped = (handler: object): object => (handler as Record<string, object | undefined>)[COMPOSED_HANDLER] ?? handler;

/** Requests run again after their guessed session was refuted: these look their session up as usual. */
const runAgain = new WeakSet<Request>();

/**
 * The proof a request may run ahead on: on PostgreSQL (the embedded database keeps its sessions instead,
 * lookUpSession), when `guard` runs as the route's middleware and the steps after it are `readOnly`, the request
 * has not already been run again, and this server has a live guess for the token.
 */
export const readAheadOf = (c: Context<AppEnv>, guard: object, tokenHash: string, now: Date): SessionProof | undefined => {
  const { database } = c.get('deps');
  if (database.kind !== 'postgres' || !c.get('dispatch') || runAgain.has(c.req.raw)) return undefined;
  const routes = matchedRoutes(c);
  // Only as a route's own middleware: a handler calling the guard itself passes its own next.
  const current = routes[c.req.routeIndex];
  if (!current || unwrapped(current.handler) !== guard || !readsOnlyAfter(routes.slice(c.req.routeIndex + 1))) return undefined;
  const guess = guessSession(database.db, tokenHash, now);
  return guess && sessionProof(database.db, tokenHash, guess, now);
};

/**
 * Runs the rest of the request as the guessed person, and lets its answer go only once the session
 * lookup (sent with the route's first read, or now if the route answered without one) confirms the
 * guess. Refuted (signed out, expired, another role or standing since), the answer is dropped and the
 * request runs again from the start, its session looked up as usual.
 */
export const runAhead = async (c: Context<AppEnv>, next: Next, proof: SessionProof) => {
  c.set('actor', proof.guess.actor);
  c.set('sessionProof', proof);
  await next();
  if (proof.state === 'pending') proof.settle((await settledTogether(c.get('deps').database.db, [{ statement: proof.statement }]))[0]);
  if (proof.state === 'confirmed') return;
  const request = await replayable(c);
  runAgain.add(request);
  const again = await c.get('dispatch')(request, c.env);
  // Unset first: Hono copies the headers of the answer it replaces (a Content-Range) onto the new one.
  c.res = undefined as unknown as Response;
  c.res = again;
};

/**
 * The request to run again: a GET as it came; a request with a body anew, with the body Hono kept when the
 * route read it (a stream is read once), or read now if the route answered before reading it.
 */
const replayable = async (c: Context<AppEnv>) => {
  const raw = c.req.raw;
  if (raw.method === 'GET' || raw.method === 'HEAD') return raw;
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body: await c.req.text() });
};

/** After an ordinary lookup on PostgreSQL: the guess for the token's next request. */
export const rememberForReadAhead = (c: Context<AppEnv>, tokenHash: string, session: KnownSession) => {
  const { database } = c.get('deps');
  if (database.kind === 'postgres') rememberSession(database.db, tokenHash, session);
};
