import type { PGlite } from '@electric-sql/pglite';
import { wrapStatements } from './pgliteStatements';
import type pg from 'pg';

/** Where a driver reports the statements it ran for the request under way (server/app/http/requestTiming.ts). */
export interface StatementSink {
  /** One statement: its text, when it started (`performance.now()`), how long until its answer, and whether a transaction held it. */
  statement(text: string, startedAt: number, ms: number, inTransaction: boolean): void;
  /** A transaction began. */
  transaction(): void;
  /** Waiting for a pooled connection (PostgreSQL): since when (`performance.now()`) and how long. */
  poolWait(startedAt: number, ms: number): void;
}

/** The part of Node's AsyncLocalStorage used here. */
interface SinkStorage {
  getStore(): StatementSink | undefined;
  run<R>(sink: StatementSink, work: () => R): R;
  disable(): void;
}

// Created on the first timed request only: an AsyncLocalStorage that never ran costs nothing, and the
// app also runs in the browser (the mock), where there is none; there statements are simply not timed.
let storage: SinkStorage | undefined;

const newStorage = (): SinkStorage | undefined => {
  const hooks = globalThis.process?.getBuiltinModule?.('node:async_hooks');
  return hooks ? new hooks.AsyncLocalStorage<StatementSink>() : undefined;
};

/** Runs `work` with every statement its async calls send reported to `sink` (Node; elsewhere untimed). */
export const withStatementSink = <R>(sink: StatementSink, work: () => R): R => {
  storage ??= newStorage();
  return storage ? storage.run(sink, work) : work();
};

/** The sink of the request under way; undefined (and a single property read) while nothing is timed. */
const currentSink = () => storage?.getStore();

/**
 * Ends the async-context tracking timing switched on (on Node 20 it slows every promise a little), for a
 * process that times no more requests (the bench, before a baseline run untimed); the next timed request
 * switches it on again.
 */
export const stopStatementTiming = () => storage?.disable();

/** Any function, as the drivers' methods are wrapped here and in writeCount.ts. */
export type Loose = (...args: unknown[]) => unknown;

/** A statement's text from a driver call's first argument (a string or a query config). */
export const textOf = (first: unknown) =>
  typeof first === 'string' ? first : typeof (first as { text?: unknown } | null)?.text === 'string' ? (first as { text: string }).text : undefined;

const TX_START = /^\s*(begin|start transaction)\b/i;
const TX_END = /^\s*(commit|rollback|end)\s*;?\s*$/i;

/**
 * Times every statement a pg pool runs for a timed request, at the driver: `pool.query` (one statement on
 * a pooled connection) and the connections `pool.connect()` lends for transactions, BEGIN to COMMIT. The
 * request is the one that called `query`/`connect` (found then, not when pg's callbacks run, whose async
 * context may be another request's). Untimed requests pass straight through.
 */
export const timePgPool = (pool: pg.Pool) => {
  const target = pool as unknown as { query: Loose; connect: Loose };
  const query = target.query.bind(pool);
  const connect = target.connect.bind(pool);
  const lent = new WeakMap<object, { sink: StatementSink; inTransaction: boolean }>();
  const wrapped = new WeakSet<object>();
  // pool.query takes its connection through this.connect(callback), synchronously: that call is told whose it is.
  let querying: StatementSink | undefined;

  const timeClient = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    // Looked up on every call, so a later patch of pg.Client.prototype.query (the payments bench's capture) still runs.
    const proto = Object.getPrototypeOf(client) as { query: Loose };
    (client as unknown as { query: Loose }).query = (...args: unknown[]) => {
      const entry = lent.get(client);
      const text = entry ? textOf(args[0]) : undefined;
      if (!entry || text === undefined) return proto.query.apply(client, args);
      const { sink } = entry;
      if (TX_START.test(text)) {
        entry.inTransaction = true;
        sink.transaction();
      }
      const inTransaction = entry.inTransaction;
      if (TX_END.test(text)) entry.inTransaction = false;
      const started = performance.now();
      const done = () => sink.statement(text, started, performance.now() - started, inTransaction);
      const last = args[args.length - 1];
      if (typeof last === 'function')
        return proto.query.apply(client, [
          ...args.slice(0, -1),
          (...result: unknown[]) => {
            done();
            return (last as Loose)(...result);
          },
        ]);
      const result = proto.query.apply(client, args);
      return result instanceof Promise ? result.finally(done) : result;
    };
  };

  const lend = (client: pg.PoolClient, sink: StatementSink) => {
    timeClient(client);
    lent.set(client, { sink, inTransaction: false });
    // pg-pool gives each loan its own release: wrapping this one ends this loan's timing only.
    const release = client.release;
    client.release = (err?: Error | boolean) => {
      lent.delete(client);
      return release.call(client, err);
    };
  };

  target.query = (...args: unknown[]) => {
    const sink = currentSink();
    if (!sink) return query(...args);
    querying = sink;
    try {
      return query(...args);
    } finally {
      querying = undefined;
    }
  };
  target.connect = (...args: unknown[]) => {
    const sink = querying ?? currentSink();
    querying = undefined;
    if (!sink) return connect(...args);
    const started = performance.now();
    const [callback] = args;
    if (typeof callback === 'function')
      return connect((error: unknown, client: pg.PoolClient | undefined, done: unknown) => {
        sink.poolWait(started, performance.now() - started);
        if (!error && client) lend(client, sink);
        return (callback as Loose)(error, client, client?.release ?? done);
      });
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      sink.poolWait(started, performance.now() - started);
      lend(client, sink);
      return client;
    });
  };
};

/**
 * Times every statement a PGlite instance runs for a timed request: `query` and `exec`, and those of its
 * transactions (PGlite sends their BEGIN and COMMIT itself, unseen: a transaction is counted, not its two
 * statements). PGlite runs one statement at a time, so a statement's time includes waiting its turn.
 */
export const timePglite = (client: PGlite) => {
  const timed =
    (run: Loose, inTransaction: boolean, given?: StatementSink): Loose =>
    (...args: unknown[]) => {
      const sink = given ?? currentSink();
      const text = sink ? textOf(args[0]) : undefined;
      if (!sink || text === undefined) return run(...args);
      const started = performance.now();
      return (run(...args) as Promise<unknown>).finally(() => sink.statement(text, started, performance.now() - started, inTransaction));
    };
  wrapStatements(
    client,
    (own) => ({ query: timed(own.query, false), exec: timed(own.exec, false) }),
    // A transaction belongs to the request that asked for it: timed for it, or not at all.
    () => {
      const sink = currentSink();
      if (!sink) return undefined;
      sink.transaction();
      return (own) => ({ query: timed(own.query, true, sink), exec: timed(own.exec, true, sink) });
    },
  );
};
