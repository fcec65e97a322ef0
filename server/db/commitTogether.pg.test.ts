import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/testDatabase';
import { pgErrorOf } from '../app/crud/dbErrors';
import type { Database } from './client';
import { executeAndCommit } from './commitTogether';
import { statementOf } from './prepared';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const valueOf = async (name: string) => {
  const { rows } = (await database.db.execute(sql`SELECT value::int AS value FROM counters WHERE name = ${name}`)) as unknown as { rows: { value: number }[] };
  return rows[0]?.value;
};
const bump = (name: string) => sql`INSERT INTO counters (name, value) VALUES (${name}, 1) ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value::int AS value`;

describe('a transaction whose last statement is sent with its commit (PostgreSQL)', () => {
  it('commits the statement and what came before it, and returns its rows', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(bump('before-last'));
      return executeAndCommit<{ value: number }>(tx, statementOf(bump('last')));
    });
    expect(rows).toEqual([{ value: 1 }]);
    expect(await valueOf('before-last')).toBe(1);
    expect(await valueOf('last')).toBe(1);
  });

  it('frees the rows the statement locked when it returns, before the rest of the callback has run', async () => {
    await database.db.execute(bump('locked'));
    await database.db.transaction(async (tx) => {
      await executeAndCommit(tx, statementOf(bump('locked')));
      // Another connection takes the same counter row at once: it is no longer locked by this transaction.
      await database.db.transaction(async (other) => {
        await other.execute(sql`SET LOCAL lock_timeout = '2s'`);
        await other.execute(bump('locked'));
      });
    });
    expect(await valueOf('locked')).toBe(3);
  });

  it('writes nothing when the statement refuses, and reports the refusal', async () => {
    const refused = database.db.transaction(async (tx) => {
      await tx.execute(bump('refused-before'));
      await executeAndCommit(tx, statementOf(sql`WITH c AS (${bump('refused')}) SELECT booking_refused('package_sold_out') FROM c`));
    });
    const error = await refused.catch((e: unknown) => e);
    expect(pgErrorOf(error)).toMatchObject({ code: 'RF409', message: 'package_sold_out' });
    expect(await valueOf('refused-before')).toBeUndefined();
    expect(await valueOf('refused')).toBeUndefined();
    // The pooled connections are fine afterwards.
    await Promise.all(Array.from({ length: 12 }, () => database.db.execute(sql`SELECT 1`)));
  });

  it('inside a transaction of its own caller, commits nothing until the outer transaction does', async () => {
    const outer = database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await executeAndCommit(inner, statementOf(bump('nested')));
      });
      throw new Error('the outer transaction fails');
    });
    await expect(outer).rejects.toThrow('the outer transaction fails');
    expect(await valueOf('nested')).toBeUndefined();
  });
});
