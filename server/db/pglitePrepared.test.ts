import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatements, queryPrepared } from './pglitePrepared';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  prepareStatements(client);
  await client.exec(`CREATE TABLE stays (id int PRIMARY KEY, guest text NOT NULL, check_in date NOT NULL)`);
});
afterAll(() => client.close());

const allPrepared = async () => (await client.query<{ name: string; statement: string }>(`SELECT name, statement FROM pg_prepared_statements ORDER BY name`)).rows;
/** The statements prepared under the names the tests gave. */
const preparedNames = async () => (await allPrepared()).map((r) => r.name).filter((name) => !name.startsWith('self_'));
const count = async () => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM stays`)).rows[0].n;
const READ = `SELECT id, guest, check_in FROM stays WHERE id = $1`;

describe('a statement run under a name', () => {
  it('answers as the same statement run plainly, with the parsers and row mode it is given, and is prepared once', async () => {
    await queryPrepared(client, `INSERT INTO stays VALUES ($1, $2, $3)`, [1, 'Aisyah', '2027-07-16'], { prepared: 'stay_insert' });
    const plain = await client.query(READ, [1]);
    for (let i = 0; i < 3; i++) expect((await queryPrepared(client, READ, [1], { prepared: 'stay_read' })).rows).toEqual(plain.rows);
    const asText = await queryPrepared(client, READ, [1], { prepared: 'stay_read', rowMode: 'array', parsers: { 1082: (value: string) => value } });
    expect(asText.rows).toEqual([[1, 'Aisyah', '2027-07-16']]);
    expect(await preparedNames()).toEqual(['stay_insert', 'stay_read']);
    await client.exec(`DELETE FROM stays`);
  });

  it('prepares a statement given without a name under one made from its text, once; a statement the database does not plan runs plainly', async () => {
    const text = `SELECT guest FROM stays WHERE check_in > $1`;
    for (let i = 0; i < 3; i++) await queryPrepared(client, text, ['2027-01-01'], {});
    await client.query(text, ['2027-02-01']);
    expect((await allPrepared()).filter((r) => r.statement === text).map((r) => r.name)).toEqual([expect.stringMatching(/^self_/)]);
    await client.query(`SET statement_timeout = 0`);
    expect((await allPrepared()).map((r) => r.statement)).not.toContain('SET statement_timeout = 0');
  });

  it("fails with the database's error, and the statements after it run", async () => {
    const failed = queryPrepared(client, `INSERT INTO stays VALUES ($1, $2, $3)`, [2, null, '2027-07-16'], { prepared: 'stay_insert' });
    await expect(failed).rejects.toMatchObject({ code: '23502', query: expect.stringContaining('INSERT INTO stays') });
    await expect(queryPrepared(client, `SELECT nonsense FROM stays`, [], { prepared: 'bad_read' })).rejects.toMatchObject({ code: '42703' });
    expect(await preparedNames()).not.toContain('bad_read');
    await queryPrepared(client, `INSERT INTO stays VALUES ($1, $2, $3)`, [2, 'Mei Ling', '2027-07-17'], { prepared: 'stay_insert' });
    expect(await count()).toBe(1);
    await client.exec(`DELETE FROM stays`);
  });

  it("inside a transaction runs in it, and is undone with it", async () => {
    await client
      .transaction(async (tx) => {
        await queryPrepared(tx, `INSERT INTO stays VALUES ($1, $2, $3)`, [3, 'Ravi', '2027-07-18'], { prepared: 'stay_insert' });
        expect((await queryPrepared(tx, READ, [3], { prepared: 'stay_read' })).rows).toHaveLength(1);
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    expect(await count()).toBe(0);
  });

  it('outside a transaction waits for one to end instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const open = client.transaction(async (tx) => {
      await tx.query(`INSERT INTO stays VALUES (4, 'Tan', '2027-07-19')`);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedOnce;
    let settled = false;
    const read = queryPrepared<{ n: number }>(client, `SELECT count(*)::int AS n FROM stays`, [], { prepared: 'stay_count' }).then((r) => {
      settled = true;
      return r.rows[0].n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    await open;
    // Run inside the open transaction, it would have counted the row that was rolled back.
    expect(await read).toBe(0);
  });

  it('refuses a name already given to another text, rather than run the first text', async () => {
    await expect(queryPrepared(client, `SELECT guest FROM stays WHERE id = $1`, [1], { prepared: 'stay_read' })).rejects.toThrow('prepared with another text');
  });

  it('refuses a transaction used after it closed', async () => {
    let kept: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
    });
    await expect(async () => queryPrepared(kept as NonNullable<typeof kept>, READ, [1], { prepared: 'stay_read' })).rejects.toThrow('Transaction is closed');
  });
});

describe('statements prepared of its own accord', () => {
  it('stop at the limit: past it, statements without a name run plainly and answer as before', async () => {
    const small = await PGlite.create();
    prepareStatements(small, { mostPrepared: 2 });
    try {
      const texts = [1, 2, 3].map((n) => `SELECT ${n} + $1::int AS n`);
      for (const text of texts) expect((await small.query<{ n: number }>(text, [1])).rows).toEqual([{ n: Number(text[7]) + 1 }]);
      const names = (await small.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements`)).rows.map((r) => r.statement);
      expect(names.sort()).toEqual(texts.slice(0, 2));
    } finally {
      await small.close();
    }
  });

  it('answer in the new shape once their table changed: plainly from then on', async () => {
    const text = `SELECT * FROM stays WHERE id = $1`;
    await client.query(`INSERT INTO stays VALUES (7, 'Lim', '2027-08-01')`);
    expect((await client.query(text, [7])).rows).toEqual([{ id: 7, guest: 'Lim', check_in: new Date('2027-08-01T00:00:00Z') }]);
    await client.exec(`ALTER TABLE stays ADD COLUMN room text`);
    try {
      expect((await client.query(text, [7])).rows).toEqual([{ id: 7, guest: 'Lim', check_in: new Date('2027-08-01T00:00:00Z'), room: null }]);
      expect((await client.query(text, [7])).rows).toHaveLength(1);
    } finally {
      await client.exec(`ALTER TABLE stays DROP COLUMN room; DELETE FROM stays`);
    }
  });
});
