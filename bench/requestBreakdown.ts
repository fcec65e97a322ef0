/**
 * Where one API call's time goes, from the app's own request timing (config `serverTiming`,
 * server/app/http/requestTiming.ts): the benches that build the app in-process run a short pass of the
 * calls they name on a second app with timing on (the measured rows use one without: timing every
 * statement costs time), collect each answered request's breakdown, and print per call the median of each phase
 * and the statements it sends (how many, which, how long each), so that the next person sees it too.
 */
import type { AnsweredRequest } from '../server/app/http/requestLog';
import { median } from './stats';

/** Seconds of the clients' first pass on an app with request timing on: the breakdown's requests (the measured rows run without timing). */
export const BREAKDOWN_SECONDS = 2;
const BREAKDOWN_PASS = `${BREAKDOWN_SECONDS} s pass`;

/** One call to break down: its name in the report, and its method and route pattern. */
export interface TimedCall {
  name: string;
  method: string;
  route: string;
}

/** One distinct statement of a call (its first 80 characters, white space folded). */
export interface StatementFigures {
  statement: string;
  /** How many times one call sends it (mean over the calls). */
  perCall: number;
  medianMs: number;
}

/** The medians of a call's measured requests. */
export interface CallBreakdown {
  call: string;
  route: string;
  requests: number;
  /** Milliseconds, median of each (phases overlap: auth includes its SQL; db spans every phase). */
  medianMs: { total: number; middleware: number; auth: number; validate: number; handler: number; serialise: number; db: number; poolWait: number; outsideDb: number };
  statementsPerCall: number;
  roundTripsPerCall: number;
  transactionsPerCall: number;
  statementsInTransactionPerCall: number;
  /** In the order a call first sends them. */
  statements: StatementFigures[];
}

const PHASES = ['total', 'middleware', 'auth', 'validate', 'handler', 'serialise', 'db', 'poolWait', 'outsideDb'] as const;
type Figure = (typeof PHASES)[number] | 'statements' | 'roundTrips' | 'transactions' | 'inTransaction';

const keyOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

/**
 * Collects the timing of the named calls' answered requests (201 and 200 only) between start and stop;
 * `onAnswered` goes to createApp. Keeps figures, not the requests (a run answers thousands).
 */
export const breakdownCollector = (calls: TimedCall[]) => {
  let measuring = false;
  const figures = new Map(calls.map((c) => [c.name, { requests: 0, values: new Map<Figure, number[]>(), statements: new Map<string, number[]>() }]));
  const onAnswered = (answered: AnsweredRequest) => {
    if (!measuring || !answered.timing || answered.status >= 300) return;
    const call = calls.find((c) => c.method === answered.method && c.route === answered.route);
    const into = call && figures.get(call.name);
    if (!into) return;
    const t = answered.timing;
    const push = (figure: Figure, value: number) => {
      const list = into.values.get(figure) ?? [];
      list.push(value);
      into.values.set(figure, list);
    };
    into.requests++;
    push('total', t.totalMs);
    push('middleware', t.phases.middleware ?? 0);
    push('auth', t.phases.auth ?? 0);
    push('validate', t.phases.validate ?? 0);
    push('handler', t.handlerMs);
    push('serialise', t.phases.serialise ?? 0);
    push('db', t.dbMs);
    push('poolWait', t.poolWaitMs);
    push('outsideDb', Math.max(0, t.totalMs - t.databaseMs));
    push('statements', t.statements.length);
    push('roundTrips', t.roundTrips);
    push('transactions', t.transactions);
    push('inTransaction', t.statements.filter((s) => s.inTransaction).length);
    for (const s of t.statements) {
      const key = keyOf(s.text);
      const list = into.statements.get(key) ?? [];
      list.push(s.ms);
      into.statements.set(key, list);
    }
  };
  const breakdowns = (): CallBreakdown[] =>
    calls.map(({ name, method, route }) => {
      const f = figures.get(name) as NonNullable<ReturnType<typeof figures.get>>;
      const m = (figure: Figure) => median(f.values.get(figure) ?? []);
      return {
        call: name,
        route: `${method} ${route}`,
        requests: f.requests,
        medianMs: Object.fromEntries(PHASES.map((p) => [p, m(p)])) as CallBreakdown['medianMs'],
        statementsPerCall: m('statements'),
        roundTripsPerCall: m('roundTrips'),
        transactionsPerCall: m('transactions'),
        statementsInTransactionPerCall: m('inTransaction'),
        statements: [...f.statements].map(([statement, ms]) => ({ statement, perCall: f.requests ? ms.length / f.requests : 0, medianMs: median(ms) })),
      };
    });
  return {
    onAnswered,
    /** Counts the requests answered from now on (the measured phase starts). */
    start: () => {
      measuring = true;
    },
    stop: () => {
      measuring = false;
    },
    breakdowns,
  };
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');

/** Prints one compact table per call: the phase medians, then each distinct statement. */
export const printBreakdowns = (title: string, breakdowns: CallBreakdown[]) => {
  console.log(`     ${title}: where the time goes (server timing on, in a separate ${BREAKDOWN_PASS} before the measured rows, which run without it;`);
  console.log('       medians, ms; phases overlap:');
  console.log('       auth = session lookup incl. its SQL, handler = the route and its SQL, db = SQL wall time, outside db = total − (SQL or pool wait))');
  for (const b of breakdowns) {
    if (!b.requests) {
      console.log(`     ${b.call} (${b.route}): no measured request`);
      continue;
    }
    const m = b.medianMs;
    console.log(`     ${b.call}  ${b.route}  (${b.requests.toLocaleString('en')} requests)`);
    console.log(
      `       total ${ms(m.total)} | middleware ${ms(m.middleware)} | auth ${ms(m.auth)} | validate ${ms(m.validate)} | handler ${ms(m.handler)} | serialise ${ms(m.serialise)} | db ${ms(m.db)} | pool wait ${ms(m.poolWait)} | outside db ${ms(m.outsideDb)}`,
    );
    console.log(
      `       ${b.statementsPerCall} statements, ${b.roundTripsPerCall} round trips one after another, ${b.transactionsPerCall} transaction(s) holding ${b.statementsInTransactionPerCall} of them`,
    );
    console.log(`       ${'×/call'.padStart(6)}  ${'median'.padStart(7)}  statement (first 80 characters)`);
    for (const s of b.statements) console.log(`       ${(Math.round(s.perCall * 100) / 100).toString().padStart(6)}  ${ms(s.medianMs).padStart(7)}  ${s.statement}`);
  }
};
