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

/** A short stable name for a statement text (FNV-1a), so each distinct text gets its own prepared statement. */
export const nameOf = (label: string, text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${label}_${(hash >>> 0).toString(36)}`;
};

/**
 * At most this many statements an instance keeps prepared (each keeps its plan in the database's memory, and
 * texts are not endless but many); past it, a statement without a name runs plainly.
 */
export const MOST_SELF_PREPARED = 1000;

/** Statements worth preparing: those the database plans (a `SET` or a `SAVEPOINT` runs plainly). */
const PLANNED = /^\s*(?:select|insert|update|delete|with)\b/i;

/** PostgreSQL's answer when a prepared statement's result changed shape under it (its table was altered). */
const RESULT_CHANGED = '0A000';

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
 * booking's larger statements took longer than running them. A statement the database plans that comes
 * without a name (drizzle's) is prepared under one made from its text, up to `mostPrepared` statements in
 * all. Errors are the database's, as `query`'s.
 */
export const prepareStatements = (client: PGlite, { mostPrepared = MOST_SELF_PREPARED }: { mostPrepared?: number } = {}) => {
  const locks = client as unknown as Locks;
  if (typeof locks._runExclusiveQuery !== 'function' || typeof locks._runExclusiveTransaction !== 'function')
    throw new Error('This PGlite no longer has the locks its query takes (_runExclusiveQuery, _runExclusiveTransaction): see server/db/pglitePrepared.ts');
  /** Each prepared statement's text and parameter types, by name: a name stays on the database's one session until it closes. */
  const prepared = new Map<string, { text: string; types: number[] }>();
  /** Self-prepared statements whose table changed under them: these run plainly from then on. */
  const reshaped = new Set<string>();
  /** The name a statement without one runs under, or undefined to run it plainly. */
  const selfNameOf = (text: string) => {
    if (!PLANNED.test(text)) return undefined;
    const name = nameOf('self', text);
    if (prepared.has(name)) return name;
    return prepared.size >= mostPrepared || reshaped.has(name) ? undefined : name;
  };

  const run = async <T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    try {
      // The unnamed statement ('') is parsed again at every call, as PGlite's own query does.
      let statement = name ? prepared.get(name) : undefined;
      if (!statement) {
        const described = await client.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
        statement = { text, types: parse.parseDescribeStatementResults(described) };
        if (name) prepared.set(name, statement);
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

  /**
   * A statement prepared of the instance's own accord whose table was altered since (a migration, a test's
   * schema change) runs plainly from then on: again at once outside a transaction, as it would have run;
   * inside one its error stands (the transaction is aborted), as PGlite's own query would not have raised it.
   */
  const runSelfPrepared = async <T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) => {
    try {
      return await run<T>(name, text, params, options);
    } catch (error) {
      if ((error as { code?: unknown }).code !== RESULT_CHANGED || !prepared.has(name)) throw error;
      prepared.delete(name);
      reshaped.add(name);
      if (inTransaction) throw error;
      return run<T>('', text, params, options);
    }
  };

  const withPrepared =
    (unprepared: Query, transaction: Transaction | undefined): Query =>
    <T>(text: string, params: unknown[] = [], options?: PreparedQueryOptions) => {
      const { prepared: given, ...rest } = options ?? {};
      const name = given ?? selfNameOf(text);
      if (!name) return unprepared<T>(text, params, rest);
      const runIt = given ? () => run<T>(name, text, params, rest) : () => runSelfPrepared<T>(name, text, params, rest, transaction !== undefined);
      if (transaction) {
        // PGlite's own transaction query refuses a closed transaction; this path goes round it.
        if (transaction.closed) throw new Error('Transaction is closed');
        return locks._runExclusiveQuery(runIt);
      }
      // Outside a transaction a statement waits for any transaction to end, as PGlite's query does (its one session would otherwise run it inside that transaction).
      return locks._runExclusiveTransaction(() =>
        locks._runExclusiveQuery(async () => {
          const results = await runIt();
          await client.syncToFs();
          return results;
        }),
      );
    };

  wrapStatements(client, (own, transaction) => ({ query: withPrepared(own.query as Query, transaction) as Loose }));
};
