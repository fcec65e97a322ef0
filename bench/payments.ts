/**
 * `npm run bench`, section "Payments (PostgreSQL)": wallet payments of bookings applied per second, and
 * their latency, under concurrent clients, as a ratio to the same SQL run raw in the same bench.
 *
 * A payment applied is `POST /api/agent/wallet {reservationId}` with a fresh `Idempotency-Key`: the money
 * path agents run most (spec: an agent pays a new booking from its wallet). Through the real app, served
 * on 127.0.0.1 like the other benches, it runs the key claim, the lock on the reservation (with the wallet
 * setting, the payer and the lead guest), the amounts read, the payment insert, the conditional ledger
 * UPDATE and its entry, the settlement of the booking (payment status, rooms kept), the audit entry, two
 * queued e-mails and the stored answer, in one transaction (server/app/wallet/wallet.handlers.ts payBooking,
 * payments.service.ts payBookingFromWallet).
 *
 * Data (bench/paymentsSeed.ts): a fresh PostgreSQL database with one travel agent per client, each with
 * its own unpaid reservations and a wallet credited to cover them. One agent per client is the load the
 * portal sees at its busiest: many agencies paying at once, each for its own bookings; they contend where
 * agencies do (the payments, ledger, audit and outbox tables and their indexes, the pool, the WAL), while
 * each agency's wallet row is debited by one payment at a time, as one person paying bookings one after
 * another does. (Two payments of one agency at the same instant would wait on the wallet row's lock; that
 * race is proven in server/app/wallet/money.pg.test.ts, not measured here.)
 *
 * The API row: BENCH_PAYMENT_CLIENTS clients (default 16) in a worker thread (like autocannon, so the
 * load does not share the server's event loop), each paying its agent's next reservation, back to back.
 * The raw row: the SQL the route sent for one payment, captured from the app's own pool (a probe payment
 * made before the load), checked statement by statement against the expected sequence, then replayed
 * with the same texts through the same pg pool, as many at once: the session lookup (prepared, as the
 * server runs it), then one transaction of the route's statements with their parameters computed in
 * plain code. That is the floor the app could reach with its current SQL: no HTTP, Hono, validation,
 * Drizzle or JSON mapping. Both rows share the server's pool (its default size), on their own
 * reservations. At the end every paid reservation, payment, ledger entry and wallet is checked. The API
 * row runs the app untimed, as production does; a short pass before it, through a second app on the same pool
 * with its request timing on breaks its payments down by phase and statement.
 */
import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { profiled } from './cpuProfile';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashToken } from '../server/app/auth/tokens';
import { systemClock } from '../server/app/clock';
import type { Database } from '../server/db/client';
import { listen, openThrowawayPostgres, signIn } from './apiThroughput';
import type { Measured } from './bookingEngine';
import { preparePaymentsDatabase, type BenchAgent, type PaymentsDataset } from './paymentsSeed';
import { BREAKDOWN_SECONDS, breakdownCollector, type CallBreakdown } from './requestBreakdown';
import { summarize } from './stats';
import { benchApp } from './benchApp';

export interface PaymentsSettings {
  /** Concurrent clients, one agent each (and concurrent raw transactions). */
  clients: number;
  seconds: number;
  warmupSeconds: number;
  /** PostgreSQL pool size of the server (and of the raw runs, which share its pool). */
  poolSize: number;
}

/** One row: payments per second (measured phase), latency of one payment, plus the total made. */
export type PaymentsMeasured = Measured & {
  /** Payments applied in warm-up and measured phase together. */
  paymentsIncludingWarmup: number;
  /** Clients that ran out of unpaid reservations before the phase ended (0 unless the machine is far faster than planned). */
  exhaustedClients: number;
};

export interface PaymentsCheck {
  ok: boolean;
  /** Approved wallet payments of bookings in the database. */
  approvedWalletPayments: number;
  /** Payments counted by the clients: the probe, the API phases and the raw phases. */
  applied: number;
  ledgerDebits: number;
  storedAnswers: number;
  fullyPaidReservations: number;
  queuedEmails: number;
  wallets: number;
  /** Wallets whose totals disagree with their entries or payments, or that went negative. */
  badWallets: number;
  /** Paid reservations not paid exactly once in full, or not settled as the app settles them. */
  badReservations: number;
  line: string;
}

export type PaymentsResult =
  | {
      status: 'measured';
      dataset: PaymentsDataset;
      path: string;
      clients: number;
      poolSize: number;
      /** The statements of one payment, in the order the route sends them (the raw row replays them). */
      statements: string[];
      api: PaymentsMeasured;
      rawSql: PaymentsMeasured;
      /** API payments/s ÷ raw payments/s (1 = as fast as its bare SQL). */
      paymentsPerSecondVsRaw: number;
      /** API p99 ÷ raw p99 (1 = same tail latency). */
      p99VsRaw: number;
      /** Where the time of the API's payment goes (server timing, medians over the measured requests). */
      breakdown: CallBreakdown[];
      check: PaymentsCheck;
    }
  | { status: 'skipped'; reason: string };

const PAY_PATH = '/api/agent/wallet';
/**
 * Payments per second per client the seed plans for, each row (warm-up included): about 4× what the raw
 * row reached on the project's 2-core machine. A client that runs out stops, and the run says so.
 */
const PLANNED_PAYMENTS_PER_CLIENT_SECOND = 50;

// ---------------------------------------------------------------------------------------------
// The clients (worker thread): this same file, started with workerData.role = 'payment-clients'.
// ---------------------------------------------------------------------------------------------

interface ClientsInput {
  role: 'payment-clients';
  /** The server measured (request timing off). */
  origin: string;
  /** The same app with request timing on, over the same database: paid first, for the breakdown. */
  breakdown: { origin: string; seconds: number };
  /** One bearer token per client (its agent's). */
  tokens: string[];
  /** Each client's reservations, in the order it pays them. */
  reservations: string[][];
  warmupSeconds: number;
  seconds: number;
}

interface Phase {
  payments: number;
  elapsedSeconds: number;
  latenciesMs: number[];
  exhaustedClients: number;
}

interface ClientsOutput {
  breakdown: Phase;
  warmup: Phase;
  measured: Phase;
  errors: string[];
}

const runClients = async (input: ClientsInput): Promise<ClientsOutput> => {
  const next = input.reservations.map(() => 0);
  const errors: string[] = [];
  const phase = async (origin: string, seconds: number): Promise<Phase> => {
    const result: Phase = { payments: 0, elapsedSeconds: 0, latenciesMs: [], exhaustedClients: 0 };
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      input.tokens.map(async (token, client) => {
        while (performance.now() < deadline && errors.length === 0) {
          const reservationId = input.reservations[client][next[client]++];
          if (!reservationId) {
            result.exhaustedClients++;
            return;
          }
          const t = performance.now();
          const response = await fetch(`${origin}${PAY_PATH}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `pay-${randomUUID()}` },
            body: JSON.stringify({ reservationId }),
          });
          const text = await response.text();
          const ms = performance.now() - t;
          if (response.status !== 201) {
            errors.push(`payment of ${reservationId}: ${response.status} ${text.slice(0, 300)}`);
            return;
          }
          result.latenciesMs.push(ms);
          result.payments++;
        }
      }),
    );
    result.elapsedSeconds = (performance.now() - started) / 1000;
    return result;
  };
  // The timed pass first (its request timing is the breakdown; timing every statement slows the calls), then the measured server.
  const breakdown = await phase(input.breakdown.origin, input.breakdown.seconds);
  const warmup = await phase(input.origin, input.warmupSeconds);
  const measured = await phase(input.origin, input.seconds);
  return { breakdown, warmup, measured, errors };
};

const isClientsInput = (data: unknown): data is ClientsInput => typeof data === 'object' && data !== null && (data as { role?: unknown }).role === 'payment-clients';

if (!isMainThread && isClientsInput(workerData)) {
  const input = workerData;
  runClients(input).then(
    (output) => parentPort?.postMessage(output),
    (error: unknown) => {
      const empty: Phase = { payments: 0, elapsedSeconds: 0, latenciesMs: [], exhaustedClients: 0 };
      parentPort?.postMessage({ breakdown: empty, warmup: empty, measured: empty, errors: [`clients crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`] } satisfies ClientsOutput);
    },
  );
}

/** Starts the clients in a worker thread (this file, loaded through tsx) and waits for their report. */
const clientsInWorker = (input: ClientsInput) =>
  new Promise<ClientsOutput>((resolve, reject) => {
    const url = import.meta.url;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: input });
    let done = false;
    worker.on('message', (output: ClientsOutput) => {
      done = true;
      void worker.terminate();
      resolve(output);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`payment clients exited with code ${code} before reporting`));
    });
  });

// ---------------------------------------------------------------------------------------------
// The route's SQL: captured from the app's pool, then replayed raw.
// ---------------------------------------------------------------------------------------------

/** The statements one wallet payment sends, in order: a name for the report and how to recognise the captured text. */
const PAYMENT_STATEMENTS = [
  ['session lookup (prepared; the session_of function)', /^SELECT session_of\(/],
  ['BEGIN', /^begin$/],
  ['INSERT idempotency_keys ON CONFLICT DO NOTHING (claim the key)', /^INSERT INTO "idempotency_keys" .* ON CONFLICT DO NOTHING RETURNING key$/],
  [
    'SELECT reservations JOIN users (payer) FOR UPDATE OF reservations (lock; with the wallet setting and the lead guest\'s e-mail)',
    /^select "reservations"\."id", .*\(SELECT "settings"\."value" FROM "settings" .*\(SELECT "reservation_guests"\."email" .* from "reservations" inner join "users" "payer" .* for update of "reservations"$/,
  ],
  ['settlement read (what is due)', /^SELECT r\.id, r\.total, .* FROM reservations r WHERE r\.id = ANY\(\$1::uuid\[\]\)$/],
  ['INSERT payments (its id made by the server)', /^insert into "payments" \("id", /],
  ['UPDATE wallets (conditional debit) + INSERT wallet_entries from its RETURNING', /^WITH moved AS \( UPDATE "wallets" SET .* >= 0 .* INSERT INTO "wallet_entries" .* FROM moved, entry$/],
  ['UPDATE reservations payment status, deadline lifted + UPDATE room_allocations kept (one statement)', /^WITH kept AS \( UPDATE "room_allocations" SET expires_at = NULL .* UPDATE "reservations" SET payment_status = /],
  ['INSERT audit_log', /^insert into "audit_log" /],
  ['INSERT email_outbox (payer, lead guest)', /^insert into "email_outbox" .* values \(default, \$1, .*\), \(default, \$9, .*\)$/],
  ['UPDATE idempotency_keys (store the answer)', /^UPDATE "idempotency_keys" SET status = \$1::integer, body = \$2::jsonb /],
  ['COMMIT', /^commit$/],
] as const satisfies readonly (readonly [string, RegExp])[];

interface Captured {
  text: string;
  /** The prepared statement's name, when the app sent one. */
  name?: string;
}

type QueryMethod = (this: pg.Client, ...args: unknown[]) => unknown;

/** Runs `work` while recording every statement any pg client of this thread sends. */
const capturing = async (work: () => Promise<void>) => {
  const captured: Captured[] = [];
  const proto = pg.Client.prototype as unknown as { query: QueryMethod };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'string') captured.push({ text: first });
    else if (typeof first === 'object' && first !== null && typeof (first as { text?: unknown }).text === 'string') {
      const config = first as { text: string; name?: unknown };
      captured.push({ text: config.text, ...(typeof config.name === 'string' ? { name: config.name } : {}) });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return captured;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Where the payment's five writes sit in PAYMENT_STATEMENTS: the route sends them together, in whatever order its calls reach the driver. */
const WRITES = { from: 5, to: 9 };

/**
 * The captured texts by statement, in PAYMENT_STATEMENTS' order (the five writes matched wherever they
 * were sent among themselves), or an error naming the first statement that is not the expected one.
 */
const matchStatements = (captured: Captured[]) => {
  const problems: string[] = [];
  if (captured.length !== PAYMENT_STATEMENTS.length) problems.push(`${captured.length} statements, expected ${PAYMENT_STATEMENTS.length}`);
  const folded = captured.map((c) => oneLine(c.text));
  const writes = folded.map((_, i) => i).slice(WRITES.from, WRITES.to + 1);
  const ordered = PAYMENT_STATEMENTS.map(([label, pattern], i) => {
    const among = i >= WRITES.from && i <= WRITES.to;
    const at = among ? writes.find((w) => pattern.test(folded[w])) : i;
    if (!problems.length && (at === undefined || !pattern.test(folded[at] ?? ''))) problems.push(`statement ${i + 1} should be ${label}, got: ${(at === undefined ? '(none of the writes)' : (folded[at] ?? '(none)')).slice(0, 200)}`);
    return at === undefined ? '' : (captured[at]?.text ?? '');
  });
  if (problems.length)
    throw new Error(
      `The wallet payment route no longer sends the SQL bench/payments.ts replays raw (${problems.join('; ')}). Update PAYMENT_STATEMENTS and rawPayment(). Captured:\n${captured.map((c, i) => `  ${i + 1}. ${oneLine(c.text).slice(0, 160)}`).join('\n')}`,
    );
  return ordered;
};

/** What the raw replay knows of one client: its agent and its session. */
interface RawClient {
  agentId: string;
  email: string;
  tokenHash: string;
}

type Row = Record<string, unknown>;
const money = (value: unknown) => Number(value);
const rm = (sen: number) => `RM ${(sen / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * One wallet payment as raw SQL: the captured statement texts, in the route's order, on the same pool;
 * the parameters the route would bind, computed in plain code (the answer stored under the key is the
 * raw rows as JSON). The session lookup runs on its own like the server's; the rest is one transaction.
 */
const rawPayment = async (pool: pg.Pool, texts: string[], client: RawClient, reservationId: string) => {
  const at = new Date().toISOString();
  const [session] = (await pool.query({ name: 'bench_payment_session', text: texts[0], values: [client.tokenHash, at] })).rows as Row[];
  // session_of answers one row, its session (JSON) or null.
  if (!session?.row) throw new Error('raw payment: the session lookup found no session');
  const connection = await pool.connect();
  let i = 2;
  const q = async (values: unknown[]) => (await connection.query(texts[i++], values)).rows as Row[];
  try {
    await connection.query(texts[1]);
    const key = `pay-${randomUUID()}`;
    const requestHash = createHash('sha256').update(`POST ${PAY_PATH}\n${PAY_PATH}\n${JSON.stringify({ reservationId })}`).digest('hex');
    const claimed = await q([client.agentId, key, `POST ${PAY_PATH}`, requestHash, at]);
    if (!claimed.length) throw new Error('raw payment: the idempotency key was taken');
    // The lock's row holds the reservation's columns, then the wallet setting, the payer's e-mail and name and the lead guest's e-mail.
    // The settlement read goes out behind it without waiting, as the route sends it (settlementsOf reads
    // many reservations at once: one here, as a PostgreSQL array literal).
    const [locked, [s]] = await Promise.all([connection.query<unknown[]>({ text: texts[i++], values: [reservationId, reservationId], rowMode: 'array' }), q([`{${reservationId}}`])]);
    const [lockedRow] = locked.rows;
    if (!lockedRow) throw new Error(`raw payment: reservation ${reservationId} not found`);
    const column = (name: string) => lockedRow[locked.fields.findIndex((f) => f.name === name)];
    const [setting, payerEmail, payerName, leadEmail] = lockedRow.slice(-4) as [{ walletPaymentsEnabled?: boolean } | null, string, string, string | null];
    if (setting?.walletPaymentsEnabled === false) throw new Error('raw payment: wallet payments are switched off');
    const ownerId = String(column('owner_id'));
    const bookingNo = String(column('booking_no'));
    if (ownerId !== client.agentId || column('status') !== 'Pending' || column('approved_at') !== null) throw new Error(`raw payment: reservation ${reservationId} is not payable as planned`);
    const total = money(s.total);
    const due = Math.max(0, total - (money(s.paid) - money(s.refunded)) - money(s.pending));
    if (due <= 0) throw new Error(`raw payment: nothing due on ${reservationId}`);
    const amount = due;
    const paymentId = randomUUID();
    const net = money(s.paid) + amount - money(s.refunded);
    const status = money(s.refunded) > 0 && net <= 0 ? 'Refunded' : net >= total && total > 0 ? 'FullyPaid' : net > 0 ? 'Partial' : 'Pending';
    const subject = `Payment approved for booking ${bookingNo}`;
    const body = `Hello,\n\nYour payment of ${rm(amount)} for booking ${bookingNo} has been approved. Thank you.\nBalance due: ${rm(Math.max(0, total - net))}\n\nWarm regards,\nReservations team, Pulau Damai Resort`;
    const recipients = [...new Set([payerEmail, ...(leadEmail ? [leadEmail] : [])])];
    if (recipients.length !== 2) throw new Error('raw payment: expected the payer and the lead guest to mail');
    // The payment's five writes go out together, as the route sends them; the debit's answer is checked after.
    const [[payment], [moved]] = await Promise.all([
      q([paymentId, 'booking', reservationId, ownerId, client.agentId, 'wallet', amount, 'approved', at, 'en', at, at]),
      q([0, amount, 0, at, ownerId, 0, amount, 0, 0, ownerId, 'booking', 0, amount, 0, bookingNo, reservationId, paymentId, null, client.agentId, at]),
      // Paid and Pending: no deadline, rooms kept (not yet approved, so not confirmed).
      q([reservationId, true, status, at, true, false, 'Upcoming', reservationId]),
      q([client.agentId, client.email, 'create', 'payments', paymentId, null, JSON.stringify({ reservationId, method: 'wallet', amount }), '127.0.0.1', at, at]),
      q(recipients.flatMap((to) => [to, 'payment-approved', subject, body, reservationId, null, 'pending', at])),
    ]);
    if (!moved) throw new Error('raw payment: insufficient balance');
    const credited = money(moved.credited);
    const debited = money(moved.debited);
    const requested = money(moved.requested);
    const wallet = { creditedAmount: credited, debitedAmount: debited, totalReqAmount: requested, balance: credited - debited - requested };
    await q([201, JSON.stringify({ payment: { ...payment, bookingNo, payerName, payerEmail }, wallet }), client.agentId, key]);
    await connection.query(texts[i]);
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
};

// ---------------------------------------------------------------------------------------------
// Load helpers
// ---------------------------------------------------------------------------------------------


/** `clients` loops each paying its next reservation for `seconds`. */
const rawPhase = async (clients: number, seconds: number, pay: (client: number) => Promise<boolean>): Promise<Phase> => {
  const result: Phase = { payments: 0, elapsedSeconds: 0, latenciesMs: [], exhaustedClients: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        if (!(await pay(client))) {
          result.exhaustedClients++;
          return;
        }
        result.latenciesMs.push(performance.now() - t);
        result.payments++;
      }
    }),
  );
  result.elapsedSeconds = (performance.now() - started) / 1000;
  return result;
};

const measuredOf = (warmup: Phase, measured: Phase, extra = 0): PaymentsMeasured => ({
  ...summarize(measured.latenciesMs, measured.elapsedSeconds),
  paymentsIncludingWarmup: warmup.payments + measured.payments + extra,
  exhaustedClients: Math.max(warmup.exhaustedClients, measured.exhaustedClients),
});

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const checkDatabase = async (database: Database, applied: number, detail: string): Promise<PaymentsCheck> => {
  const [totals] = await rowsOf<{ payments: number; debits: number; answers: number; fully_paid: number; mails: number }>(
    database,
    sql`SELECT (SELECT count(*)::int FROM payments WHERE purpose = 'booking' AND method = 'wallet' AND status = 'approved') AS payments,
               (SELECT count(*)::int FROM wallet_entries WHERE kind = 'booking') AS debits,
               (SELECT count(*)::int FROM idempotency_keys WHERE status = 201) AS answers,
               (SELECT count(*)::int FROM reservations WHERE payment_status = 'FullyPaid') AS fully_paid,
               (SELECT count(*)::int FROM email_outbox WHERE template = 'payment-approved') AS mails`,
  );
  // Every wallet: its totals are the sums of its entries, its debits are its wallet payments, its
  // balance (credits − debits) is the last entry's balance and never negative.
  const [wallets] = await rowsOf<{ wallets: number; bad: number }>(
    database,
    sql`SELECT count(*)::int AS wallets,
               count(*) FILTER (WHERE NOT (w.credited = coalesce(e.credits, 0) AND w.debited = coalesce(e.debits, 0) AND w.requested = 0
                                           AND w.debited = coalesce(p.paid, 0) AND w.credited - w.debited = e.last_balance AND w.credited - w.debited >= 0))::int AS bad
        FROM wallets w
        LEFT JOIN (SELECT agent_id, sum(credited_delta) AS credits, sum(debited_delta) AS debits, (array_agg(balance_after ORDER BY seq DESC))[1] AS last_balance
                   FROM wallet_entries GROUP BY agent_id) e ON e.agent_id = w.agent_id
        LEFT JOIN (SELECT payer_id, sum(amount) AS paid FROM payments WHERE status = 'approved' AND method = 'wallet' GROUP BY payer_id) p ON p.payer_id = w.agent_id`,
  );
  // Every paid reservation: one payment of its total, one ledger debit of it, settled as the app settles
  // an agent's unapproved booking (FullyPaid, still Pending, no deadline, its room kept).
  const [reservations] = await rowsOf<{ bad: number }>(
    database,
    sql`SELECT count(*)::int AS bad
        FROM reservations r
        JOIN (SELECT reservation_id, count(*) AS n, sum(amount) AS amount FROM payments GROUP BY reservation_id) p ON p.reservation_id = r.id
        LEFT JOIN (SELECT reservation_id, count(*) AS n, sum(debited_delta) AS amount FROM wallet_entries WHERE kind = 'booking' GROUP BY reservation_id) e ON e.reservation_id = r.id
        WHERE p.n <> 1 OR p.amount <> r.total OR e.n IS DISTINCT FROM 1 OR e.amount <> r.total
           OR r.payment_status <> 'FullyPaid' OR r.status <> 'Pending' OR r.payment_deadline IS NOT NULL
           OR EXISTS (SELECT 1 FROM room_allocations a WHERE a.reservation_id = r.id AND a.expires_at IS NOT NULL)`,
  );
  const ok =
    totals.payments === applied &&
    totals.debits === applied &&
    totals.answers === applied &&
    totals.fully_paid === applied &&
    totals.mails === 2 * applied &&
    wallets.bad === 0 &&
    reservations.bad === 0;
  const n = (v: number) => v.toLocaleString('en');
  const line =
    `${n(totals.payments)} approved wallet payments ${totals.payments === applied ? '=' : '≠'} ${n(applied)} applied (${detail}); ` +
    `${n(totals.debits)} ledger debits, ${n(totals.answers)} stored answers, ${n(totals.fully_paid)} reservations FullyPaid, ${n(totals.mails)} e-mails queued; ` +
    `${wallets.wallets} wallets: balance = credits − debits, debits = their payments, none negative${wallets.bad ? ` — ${wallets.bad} WRONG` : ''}` +
    `${reservations.bad ? `; ${reservations.bad} paid reservations WRONG` : ''}: ${ok ? 'ok' : 'FAILED'}`;
  return {
    ok,
    approvedWalletPayments: totals.payments,
    applied,
    ledgerDebits: totals.debits,
    storedAnswers: totals.answers,
    fullyPaidReservations: totals.fully_paid,
    queuedEmails: totals.mails,
    wallets: wallets.wallets,
    badWallets: wallets.bad,
    badReservations: reservations.bad,
    line,
  };
};

// ---------------------------------------------------------------------------------------------
// The measurement
// ---------------------------------------------------------------------------------------------

/**
 * Wallet payments on a fresh PostgreSQL database: the real app on 127.0.0.1 paid by `clients` agents at
 * once, then the same SQL raw, then the check. Skipped when PostgreSQL cannot be reached; throws when the
 * check fails.
 */
export const measurePayments = async (settings: PaymentsSettings, log: (line: string) => void): Promise<PaymentsResult> => {
  const opened = await openThrowawayPostgres(settings.poolSize);
  if (typeof opened === 'string') return { status: 'skipped', reason: opened };
  const database = opened;
  try {
    // Each agent: a probe reservation, then enough for the timed pass and each row to run at the planned ceiling.
    const perPhase = Math.ceil((settings.warmupSeconds + settings.seconds) * PLANNED_PAYMENTS_PER_CLIENT_SECOND);
    const perBreakdown = Math.ceil(BREAKDOWN_SECONDS * PLANNED_PAYMENTS_PER_CLIENT_SECOND);
    const { dataset, agents } = await preparePaymentsDatabase(database, systemClock.now(), settings.clients, 1 + perBreakdown + 2 * perPhase);
    log(
      `postgres: payments: ${dataset.agents} agents, ${dataset.reservations.toLocaleString('en')} unpaid reservations (${dataset.reservationsPerAgent.toLocaleString('en')} each), wallets credited ${rm(dataset.credited)}, seeded in ${dataset.seedSeconds.toFixed(1)} s`,
    );
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const timing = breakdownCollector([{ name: 'wallet payment', method: 'POST', route: PAY_PATH }]);
    const server = await listen(benchApp(database, 'postgres payments').fetch);
    const timedServer = await listen(benchApp(database, 'postgres payments timed', timing.onAnswered).fetch);
    try {
      const tokens: string[] = [];
      for (const agent of agents) tokens.push(await signIn(server.origin, agent.email));
      const slice = (agent: BenchAgent, from: number, count: number) => agent.reservationIds.slice(from, from + count);

      // The probe: one payment through the app, its SQL captured from the pool.
      const probeReservation = agents[0].reservationIds[0];
      let probeStatus = 0;
      let probeText = '';
      const captured = await capturing(async () => {
        const response = await fetch(`${server.origin}${PAY_PATH}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json', 'idempotency-key': `pay-${randomUUID()}` },
          body: JSON.stringify({ reservationId: probeReservation }),
        });
        probeStatus = response.status;
        probeText = await response.text();
      });
      if (probeStatus !== 201) throw new Error(`The probe payment failed: ${probeStatus} ${probeText.slice(0, 300)}`);
      const texts = matchStatements(captured);
      log(`postgres: payments: POST ${PAY_PATH} sends ${texts.length} statements (session lookup, then BEGIN … COMMIT of ${texts.length - 3}); ${settings.clients} clients paying through the API, measuring`);

      timing.start();
      const clients = await profiled('payments-postgres', () =>
        clientsInWorker({
          role: 'payment-clients',
          origin: server.origin,
          breakdown: { origin: timedServer.origin, seconds: BREAKDOWN_SECONDS },
          tokens,
          reservations: agents.map((agent) => slice(agent, 1, perBreakdown + perPhase)),
          warmupSeconds: settings.warmupSeconds,
          seconds: settings.seconds,
        }),
      );
      timing.stop();
      if (clients.errors.length) throw new Error(`Payment clients failed: ${clients.errors.slice(0, 3).join(' | ')}`);
      const api = measuredOf(clients.warmup, clients.measured, clients.breakdown.payments);
      if (api.exhaustedClients) log(`postgres: payments: warning: ${api.exhaustedClients} API clients ran out of reservations`);

      log(`postgres: payments: the same ${texts.length} statements raw, ${settings.clients} at once; measuring`);
      const rawClients: RawClient[] = await Promise.all(agents.map(async (agent, c) => ({ agentId: agent.id, email: agent.email, tokenHash: await hashToken(tokens[c]) })));
      const rawReservations = agents.map((agent) => slice(agent, 1 + perBreakdown + perPhase, perPhase));
      const rawNext = agents.map(() => 0);
      const pay = async (client: number) => {
        const reservationId = rawReservations[client][rawNext[client]++];
        if (!reservationId) return false;
        await rawPayment(pool, texts, rawClients[client], reservationId);
        return true;
      };
      const rawWarmup = settings.warmupSeconds > 0 ? await rawPhase(settings.clients, settings.warmupSeconds, pay) : { payments: 0, elapsedSeconds: 0, latenciesMs: [], exhaustedClients: 0 };
      const rawMeasured = await rawPhase(settings.clients, settings.seconds, pay);
      const rawSql = measuredOf(rawWarmup, rawMeasured);
      if (rawSql.exhaustedClients) log(`postgres: payments: warning: ${rawSql.exhaustedClients} raw clients ran out of reservations`);

      const applied = 1 + api.paymentsIncludingWarmup + rawSql.paymentsIncludingWarmup;
      const check = await checkDatabase(database, applied, `probe 1 + API ${api.paymentsIncludingWarmup.toLocaleString('en')} (timed pass included) + raw ${rawSql.paymentsIncludingWarmup.toLocaleString('en')}, warm-ups included`);
      log(`postgres: payments: check: ${check.line}`);
      if (!check.ok) throw new Error(`Payments check failed: ${check.line}`);

      return {
        status: 'measured',
        dataset,
        path: PAY_PATH,
        clients: settings.clients,
        poolSize: settings.poolSize,
        statements: PAYMENT_STATEMENTS.map(([label]) => label),
        api,
        rawSql,
        paymentsPerSecondVsRaw: rawSql.requestsPerSecond > 0 ? api.requestsPerSecond / rawSql.requestsPerSecond : Number.NaN,
        p99VsRaw: rawSql.p99Ms > 0 ? api.p99Ms / rawSql.p99Ms : Number.NaN,
        breakdown: timing.breakdowns(),
        check,
      };
    } finally {
      await server.close();
      await timedServer.close();
    }
  } finally {
    await database.close();
  }
};
