import type { Context, MiddlewareHandler } from 'hono';
import { withStatementSink, type StatementSink } from '../../db/statementTiming';
import type { AppEnv } from './env';
import { addHeaders } from './securityHeaders';

/** The named parts of a request timed where they happen (the handler is the rest). */
export type TimedPhase = 'middleware' | 'auth' | 'validate' | 'serialise';

/** One SQL statement of a request, as its driver saw it. */
export interface TimedStatement {
  text: string;
  /** Milliseconds after the request reached the app. */
  atMs: number;
  ms: number;
  inTransaction: boolean;
}

/** Where one request's time went; phases may overlap (auth includes its SQL, db spans every phase). */
export interface TimingBreakdown {
  /** From the timing middleware (after the request id) to the answer. */
  totalMs: number;
  /** middleware: the app's middleware before the session lookup; auth: the session lookup; validate: reading and checking the body; serialise: JSON of the answer. */
  phases: Partial<Record<TimedPhase, number>>;
  /** The rest: the route's own code and its SQL (total − the phases). */
  handlerMs: number;
  /** Wall time with at least one statement running (statements running together count once). */
  dbMs: number;
  /** Wall time waiting for a pooled connection (PostgreSQL); statements waiting together count once. */
  poolWaitMs: number;
  /** Wall time on the database: a statement running or a connection awaited (total − this = the app's own time). */
  databaseMs: number;
  statements: TimedStatement[];
  /** Round trips one after another: statements in flight together count as one. */
  roundTrips: number;
  transactions: number;
}

/** The wall time `spans` cover (overlaps once) and how many runs of overlapping spans they make. */
const spanned = (spans: { atMs: number; ms: number }[]) => {
  let ms = 0;
  let groups = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const s of [...spans].sort((a, b) => a.atMs - b.atMs)) {
    if (s.atMs >= end) {
      groups++;
      ms += s.ms;
      end = s.atMs + s.ms;
    } else if (s.atMs + s.ms > end) {
      ms += s.atMs + s.ms - end;
      end = s.atMs + s.ms;
    }
  }
  return { ms, groups };
};

/** Collects one request's phases and statements; the driver reports to it through {@link withStatementSink}. */
export class RequestTimer implements StatementSink {
  readonly started = performance.now();
  private readonly phases: Partial<Record<TimedPhase, number>> = {};
  private readonly statements: TimedStatement[] = [];
  private transactions = 0;
  private readonly waits: { atMs: number; ms: number }[] = [];
  /** Set when the request is answered. */
  breakdown: TimingBreakdown | undefined;

  add(phase: TimedPhase, ms: number) {
    this.phases[phase] = (this.phases[phase] ?? 0) + ms;
  }

  /** Whether `phase` was timed yet. */
  has(phase: TimedPhase) {
    return this.phases[phase] !== undefined;
  }

  statement(text: string, startedAt: number, ms: number, inTransaction: boolean) {
    this.statements.push({ text, atMs: startedAt - this.started, ms, inTransaction });
  }

  transaction() {
    this.transactions++;
  }

  poolWait(startedAt: number, ms: number) {
    this.waits.push({ atMs: startedAt - this.started, ms });
  }

  finish(): TimingBreakdown {
    const totalMs = performance.now() - this.started;
    const statements = [...this.statements].sort((a, b) => a.atMs - b.atMs);
    const db = spanned(statements);
    const phased = Object.values(this.phases).reduce((sum, ms) => sum + ms, 0);
    this.breakdown = {
      totalMs,
      phases: { ...this.phases },
      handlerMs: Math.max(0, totalMs - phased),
      dbMs: db.ms,
      poolWaitMs: spanned(this.waits).ms,
      databaseMs: spanned([...statements, ...this.waits]).ms,
      statements,
      roundTrips: db.groups,
      transactions: this.transactions,
    };
    return this.breakdown;
  }
}

/** Runs `work` as `phase` of the request's timing; just runs it when the request is not timed. */
export const timePhase = async <T>(c: Context<AppEnv>, phase: TimedPhase, work: () => Promise<T>): Promise<T> => {
  const timer = c.get('timing');
  if (!timer) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    timer.add(phase, performance.now() - started);
  }
};

/** Marks the end of the app's middleware (called where the session lookup starts). */
export const markMiddlewareDone = (c: Context<AppEnv>) => {
  const timer = c.get('timing');
  if (timer && !timer.has('middleware')) timer.add('middleware', performance.now() - timer.started);
};

const dur = (ms: number) => ms.toFixed(1);

/** The standard `Server-Timing` header of a breakdown (browsers' developer tools show it beside the request). */
export const serverTimingHeader = (b: TimingBreakdown) => {
  const inTx = b.statements.filter((s) => s.inTransaction).length;
  const desc = `${b.statements.length} statements, ${b.roundTrips} round trips, ${b.transactions} tx${b.transactions ? ` (${inTx} statements in tx)` : ''}`;
  return [
    `total;dur=${dur(b.totalMs)}`,
    ...(['middleware', 'auth', 'validate'] as const).filter((p) => b.phases[p] !== undefined).map((p) => `${p};dur=${dur(b.phases[p] ?? 0)}`),
    `handler;dur=${dur(b.handlerMs)}`,
    ...(b.phases.serialise !== undefined ? [`serialise;dur=${dur(b.phases.serialise)}`] : []),
    `db;dur=${dur(b.dbMs)};desc="${desc}"`,
    ...(b.poolWaitMs > 0 ? [`pool;dur=${dur(b.poolWaitMs)};desc="waiting for a connection"`] : []),
  ].join(', ');
};

type Loose = (...args: unknown[]) => unknown;

/**
 * Times each request (config `serverTiming`; off by default): its phases, as `timePhase` reports them,
 * its JSON serialisation and every SQL statement the driver runs for it. The answer carries a
 * `Server-Timing` header; the breakdown goes to `onAnswered` with the request (requestLog).
 */
export const requestTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  const timer = new RequestTimer();
  c.set('timing', timer);
  // Hono's c.json serialises the answer: wrapped for this request only.
  const json = c.json as unknown as Loose;
  Object.assign(c, {
    json: (...args: unknown[]) => {
      const started = performance.now();
      try {
        return json(...args);
      } finally {
        timer.add('serialise', performance.now() - started);
      }
    },
  });
  await withStatementSink(timer, next);
  addHeaders(c, [['Server-Timing', serverTimingHeader(timer.finish())]]);
};
