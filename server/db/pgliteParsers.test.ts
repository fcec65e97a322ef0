import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatements, queryPrepared } from './pglitePrepared';
import { readAsTextByDefault } from './pgliteParsers';
import { wrapStatements } from './pgliteStatements';
import type { Loose } from './statementTiming';

let client: PGlite;
/** The options each query reached the instance's statements with. */
const reached: (QueryOptions | undefined)[] = [];

beforeAll(async () => {
  client = await PGlite.create();
  prepareStatements(client);
  // Between the prepared statements' wrapper and the parsers': what reaches the statement, prepared or not.
  wrapStatements(client, (own) => ({
    query: ((...args: unknown[]) => {
      reached.push(args[2] as QueryOptions | undefined);
      return own.query(...args);
    }) as Loose,
  }));
  readAsTextByDefault(client);
  await client.exec(`CREATE TABLE stays (id int PRIMARY KEY, check_in date NOT NULL, paid_at timestamptz NOT NULL, moves timestamptz[] NOT NULL, guest text NOT NULL)`);
  await client.exec(`INSERT INTO stays VALUES (1, '2027-07-16', '2027-07-01 09:30:00+00', '{"2027-07-02 10:00:00+00"}', 'Aisyah')`);
});
afterAll(() => client.close());

const READ = 'SELECT check_in, paid_at, moves, guest FROM stays WHERE id = $1';

describe('a PGlite instance reading dates as text itself', () => {
  it("answers drizzle's queries as before, dates as the database's text, and hands PGlite no parsers to copy", async () => {
    const db = drizzle(client);
    reached.length = 0;
    const { rows } = await db.execute(sql`SELECT check_in, paid_at, moves, guest FROM stays WHERE id = ${1}`);
    expect(rows).toEqual([{ check_in: '2027-07-16', paid_at: '2027-07-01 09:30:00+00', moves: '{"2027-07-02 10:00:00+00"}', guest: 'Aisyah' }]);
    expect(reached).toHaveLength(1);
    expect(reached[0]).not.toHaveProperty('parsers');
  });

  it('answers a query that asks for no parsers as PGlite usually does: dates as Date, arrays of them too', async () => {
    const { rows } = await client.query<{ check_in: Date; paid_at: Date; moves: Date[] }>(READ, [1]);
    expect(rows[0].check_in).toEqual(new Date('2027-07-16T00:00:00Z'));
    expect(rows[0].paid_at).toEqual(new Date('2027-07-01T09:30:00Z'));
    expect(rows[0].moves).toEqual([new Date('2027-07-02T10:00:00Z')]);
    // Prepared, the same.
    expect((await queryPrepared(client, READ, [1], { prepared: 'stay_read' })).rows).toEqual(rows);
  });

  it('applies parsers of other types as given, the dates read as usual beside them', async () => {
    const { rows } = await client.query<{ guest: string; paid_at: Date }>(READ, [1], { parsers: { 25: (value: string) => value.toUpperCase() } });
    expect(rows[0].guest).toBe('AISYAH');
    expect(rows[0].paid_at).toEqual(new Date('2027-07-01T09:30:00Z'));
  });

  it('applies a date parser that does not read as text, as given', async () => {
    const { rows } = await client.query<{ check_in: string }>(READ, [1], { parsers: { 1082: (value: string) => `day ${value}` } });
    expect(rows[0].check_in).toBe('day 2027-07-16');
  });
});
