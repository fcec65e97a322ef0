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

const preparedNames = async () => (await client.query<{ name: string }>(`SELECT name FROM pg_prepared_statements ORDER BY name`)).rows.map((r) => r.name);
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

  it('runs as a plain statement when no name is given', async () => {
    const before = await preparedNames();
    await queryPrepared(client, READ, [1], {});
    expect(await preparedNames()).toEqual(before);
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
