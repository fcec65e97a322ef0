import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { compiledStatement } from '../../db/prepared';
import { idempotencyKeys } from '../../db/moneyTables';
import type { AppEnv } from './env';
import { ApiError, badRequest } from './errors';
import { sha256Hex } from './sha256';

export interface Outcome {
  status: 200 | 201;
  body: unknown;
}

const KEY = /^[\x21-\x7e]{1,200}$/;

/** Claims a key for its call (no row when another call holds it). Compiled once, like the key's answer below: every money call sends both. */
const claimKey = compiledStatement<{ userId: string; key: string; scope: string; requestHash: string; now: string }>(
  'idempotency_claim',
  (v) => sql`
    INSERT INTO ${idempotencyKeys} (user_id, key, scope, request_hash, status, body, created_at)
    VALUES (${v.userId}::uuid, ${v.key}::text, ${v.scope}::text, ${v.requestHash}::text, 0, '{}'::jsonb, ${v.now}::timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING key`,
);

/** Keeps the call's answer under its key, for a repeat to be given. */
const storeAnswer = compiledStatement<{ userId: string; key: string; status: number; body: string }>(
  'idempotency_answer',
  (v) => sql`UPDATE ${idempotencyKeys} SET status = ${v.status}::integer, body = ${v.body}::jsonb WHERE user_id = ${v.userId}::uuid AND key = ${v.key}::text`,
);

/**
 * Runs a money-moving call in one transaction, once per `Idempotency-Key`. The key is claimed in that
 * transaction, so a concurrent repeat waits for the first to commit and then gets its answer, and a
 * call that failed leaves no key behind (its retry runs afresh). `request` is what identifies the
 * call's input: the same key with another input answers 409.
 */
export const idempotently = async (c: Context<AppEnv>, request: unknown, work: (tx: Db) => Promise<Outcome>): Promise<Response> => {
  const { database, clock } = c.get('deps');
  const key = c.req.header('idempotency-key');
  if (key === undefined) {
    const outcome = await database.db.transaction((tx) => work(tx));
    return c.json(outcome.body as object, outcome.status);
  }
  if (!KEY.test(key)) throw badRequest('app.errors.bad_request', { 'Idempotency-Key': 'app.payments.idempotency_key_invalid' });
  const userId = c.get('actor').id;
  const scope = `${c.req.method} ${c.req.routePath}`;
  const requestHash = await sha256Hex(`${scope}\n${c.req.path}\n${JSON.stringify(request)}`);
  return database.db.transaction(async (tx) => {
    const claimed = await claimKey.rows(tx, { userId, key, scope, requestHash, now: clock.now().toISOString() });
    if (!claimed.length) {
      const [prior] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (prior.requestHash !== requestHash) throw new ApiError(409, 'idempotency_key_reused', 'app.payments.idempotency_key_reused');
      c.header('Idempotent-Replayed', 'true');
      return c.json(prior.body as object, prior.status as Outcome['status']);
    }
    const outcome = await work(tx);
    await storeAnswer.rows(tx, { userId, key, status: outcome.status, body: JSON.stringify(outcome.body) });
    return c.json(outcome.body as object, outcome.status);
  });
};
