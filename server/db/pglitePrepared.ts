import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { wrapStatements } from './pgliteStatements';
import type { Loose } from './statementTiming';

/** PGlite's query options, and the name to run the statement under as a prepared statement. */
export type PreparedQueryOptions = QueryOptions & { prepared?: string };

type Query = <T>(text: string, params?: unknown[], options?: PreparedQueryOptions) => Promise<Results<T>>;

/** Runs `query` of a PGlite instance or transaction (see prepareStatements) with options that may name a prepared statement. */
export const queryPrepared = <T>(client: Pick<PGlite, 'query'>, text: string, params: unknown[], options: PreparedQueryOptions): Promise<Results<T>> =>
  (client.query as Query).call(client, text, params, options) as Promise<Results<T>>;

/** What this file uses of PGlite beyond its public interface: the locks its own `query` takes. */
interface Locks {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * Lets `query` (PGlite's, and that of each of its transactions) run a statement as a named prepared
 * statement when its options name one, as the pg pool does on PostgreSQL: parsed, described and planned
 * once per database, then each call only binds its values and executes, in one exchange with the
 * database instead of six. PGlite's own `query` parses and plans every statement anew, and planning the
 * booking's larger statements took longer than running them. Errors are the database's, as `query`'s.
 */
export const prepareStatements = (client: PGlite) => {
  const locks = client as unknown as Locks;
  if (typeof locks._runExclusiveQuery !== 'function' || typeof locks._runExclusiveTransaction !== 'function')
    throw new Error('This PGlite no longer has the locks its query takes (_runExclusiveQuery, _runExclusiveTransaction): see server/db/pglitePrepared.ts');
  /** Each prepared statement's text and parameter types, by name: a name stays on the database's one session until it closes. */
  const prepared = new Map<string, { text: string; types: number[] }>();

  const run = async <T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    try {
      let statement = prepared.get(name);
      if (!statement) {
        const described = await client.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
        statement = { text, types: parse.parseDescribeStatementResults(described) };
        prepared.set(name, statement);
      }
      // As the pg driver refuses it: one name for two texts would run the first for both.
      if (statement.text !== text) throw new Error(`Prepared statement "${name}" was prepared with another text`);
      const parameterTypes = statement.types;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const encode = options?.serializers?.[parameterTypes[i]] ?? client.serializers[parameterTypes[i]];
        return encode ? encode(param) : String(param);
      });
      const messages = await client.execProtocolStream(
        joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // As PGlite's own query reports a failed statement.
      if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  };

  const withPrepared =
    (unprepared: Query, transaction: Transaction | undefined): Query =>
    <T>(text: string, params: unknown[] = [], options?: PreparedQueryOptions) => {
      if (!options?.prepared) return unprepared<T>(text, params, options);
      const { prepared: name, ...rest } = options;
      if (transaction) {
        // PGlite's own transaction query refuses a closed transaction; this path goes round it.
        if (transaction.closed) throw new Error('Transaction is closed');
        return locks._runExclusiveQuery(() => run<T>(name, text, params, rest));
      }
      // Outside a transaction a statement waits for any transaction to end, as PGlite's query does (its one session would otherwise run it inside that transaction).
      return locks._runExclusiveTransaction(() =>
        locks._runExclusiveQuery(async () => {
          const results = await run<T>(name, text, params, rest);
          await client.syncToFs();
          return results;
        }),
      );
    };

  wrapStatements(client, (own, transaction) => ({ query: withPrepared(own.query as Query, transaction) as Loose }));
};
