import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/testDatabase';
import { resourceTables } from './generated';
import type { Database } from './client';
import { compiledStatement, paramFiller, rowPlaceholders, rowValues, settledTogether, statementOf, statementRows } from './prepared';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const auditLog = resourceTables.audit_log;

const echo = compiledStatement<{ word: string; times: number }>('test_echo', (v) => sql`SELECT repeat(${v.word}::text, ${v.times}::int) AS said`);

const auditRow = (id: string, after: unknown) => ({
  id,
  actorId: null,
  actorEmail: 'clerk@resort.test',
  action: 'update',
  resource: 'rooms',
  recordId: 'R-101',
  before: null,
  after,
  ip: null,
  createdAt: new Date('2026-11-28T07:00:00.000Z'),
  updatedAt: new Date('2026-11-28T07:00:00.000Z'),
});

const insertAudit = compiledStatement<Record<string, unknown>>('test_audit_insert', (v, db) =>
  db.insert(auditLog).values(rowPlaceholders(auditRow('', null), 'a_')).getSQL(),
);

describe('a statement compiled once', () => {
  it('sends one text for every call, each with its own values', async () => {
    const first = echo.statement(database.db, { word: 'ab', times: 2 });
    const second = echo.statement(database.db, { word: 'xyz', times: 3 });
    expect(second.text).toBe(first.text);
    expect(second.name).toBe(first.name);
    expect(await echo.rows(database.db, { word: 'ab', times: 2 })).toEqual([{ said: 'abab' }]);
    expect(await echo.rows(database.db, { word: 'xyz', times: 3 })).toEqual([{ said: 'xyzxyzxyz' }]);
  });

  it('runs inside the transaction it is given: it sees that transaction’s writes, and its own are rolled back with it', async () => {
    const id = crypto.randomUUID();
    const countOf = async () => Number((await statementRows<{ n: string }>(database.db, statementOf(sql`SELECT count(*) AS n FROM audit_log WHERE id = ${id}`)))[0].n);
    await expect(
      database.db.transaction(async (tx) => {
        await insertAudit.rows(tx, rowValues(auditRow(id, { floor: 2 }), 'a_'));
        const seen = await statementRows<{ n: string }>(tx, statementOf(sql`SELECT count(*) AS n FROM audit_log WHERE id = ${id}`));
        expect(Number(seen[0].n)).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countOf()).toBe(0);
  });

  it('writes a row as drizzle would: dates and JSON encoded by their columns, nulls left null', async () => {
    const id = crypto.randomUUID();
    await insertAudit.rows(database.db, rowValues(auditRow(id, { floor: 2, view: 'sea' }), 'a_'));
    const [stored] = await database.db.select().from(auditLog).where(sql`${auditLog.id} = ${id}`);
    expect(stored).toMatchObject({ actorId: null, before: null, ip: null, after: { floor: 2, view: 'sea' }, createdAt: new Date('2026-11-28T07:00:00.000Z') });
  });

  it('refuses a call that leaves a value out, instead of sending a statement short of a parameter', () => {
    const fill = paramFiller(statementOf(sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int`).params);
    expect(fill({ a: 1, b: 2 })).toEqual([1, 2]);
    expect(() => fill({ a: 1 })).toThrow('No value for placeholder "b"');
  });
});

describe('statements sent together', () => {
  it('each answer its own rows in order, an error of one failing only that one', async () => {
    const [said, failed, after] = await settledTogether(database.db, [
      { statement: echo.statement(database.db, { word: 'ab', times: 2 }) },
      { statement: { text: 'SELECT 1 / $1::int AS x', params: [0] } },
      { statement: echo.statement(database.db, { word: 'c', times: 3 }), rowMode: 'array' },
    ]);
    expect(said).toEqual({ status: 'fulfilled', value: [{ said: 'abab' }] });
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    expect(after).toEqual({ status: 'fulfilled', value: [['ccc']] });
    // The connection it ran on is lent again, not left broken.
    expect(await statementRows(database.db, echo.statement(database.db, { word: 'd', times: 1 }))).toEqual([{ said: 'd' }]);
  });
});
