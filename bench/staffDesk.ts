/**
 * `npm run bench`, section "Staff desk (PostgreSQL)": each staff-dashboard call, the room board
 * (400 rooms × 14 days) and a year's monthly report, against their targets and as a ratio to the same
 * SQL run raw.
 *
 * Data: the booking engine's database (bench/bookingSeed.ts: 400 rooms in service, 100,000 reservations
 * over past and coming years) with the staff desk's day added (bench/staffSeed.ts: the payments behind
 * each payment status, slips waiting for review, bookings awaiting approval, expired ones, transfers),
 * on a throwaway `bench_staff_…` PostgreSQL database.
 *
 * Each target (bench/staffTargets.ts) names its route and the statements the route sends, built by the
 * route's own service (drizzle `SQL`), so the raw row runs exactly the route's SQL. The API row:
 * autocannon against the real app on 127.0.0.1, signed in as admin@resort.test, `connections` at once.
 * The raw row: the same statements with the same parameters, as named prepared statements through the
 * server's own pg pool, `connections` at once; a call of several statements runs them together (as a
 * pool can), so the raw row is the floor the route could reach with its SQL: no HTTP, Hono, session
 * lookup, validation, Drizzle mapping or JSON. A route not mounted (yet) is reported as skipped.
 */
import { printTable } from './table';
import autocannon from 'autocannon';
import type { SQL } from 'drizzle-orm';
import { cpus, loadavg } from 'node:os';
import type pg from 'pg';
import { systemClock } from '../server/app/clock';
import { defaultConfig } from '../server/app/config';
import { createApp } from '../server/app/createApp';
import { memoryMailer } from '../server/app/email/memoryMailer';
import { sandboxGateway } from '../server/app/payments/sandboxGateway';
import { demoToday } from '../server/db/seed/history/calendar';
import { memoryStorage } from '../server/app/uploads/storage';
import type { Database } from '../server/db/client';
import { statementOf } from '../server/db/prepared';
import { pdfkitInvoiceRenderer } from '../server/node/invoicePdf';
import { listen, openThrowawayPostgres, signIn } from './apiThroughput';
import type { Measured } from './bookingEngine';
import { addDays, prepareBookingDatabase, type BookingDataset } from './bookingSeed';
import { BENCH_PASSWORD_ITERATIONS } from './seedRooms';
import { enrichForStaffDesk, type StaffDataset } from './staffSeed';
import { STAFF_TARGETS } from './staffTargets';
import { closedLoop } from './stats';

export interface StaffSettings {
  /** autocannon connections, and concurrent raw calls. */
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** PostgreSQL pool size of the server (the raw rows share its pool). */
  poolSize: number;
}

/** What a target's path and statements are built from: the resort's day, the board's window, the year. */
export interface StaffContext {
  now: Date;
  /** The resort's today (Asia/Kuala_Lumpur), the date every dashboard call is asked for. */
  today: string;
  year: number;
  board: { from: string; days: number; to: string };
  /** The database, for targets whose route builds a statement with the query builder (`.getSQL()`). */
  database: Database;
}

/** One measured call: its route, its target and the statements behind it. */
export interface StaffTarget {
  /** Row label, e.g. `dash/cards-count/{date}`. */
  name: string;
  group: 'dashboard' | 'room board' | 'reports';
  targetP99Ms: number;
  /** The path asked for (under the origin), e.g. `/api/admin/dash/cards-count/2026-11-25`. */
  path: (c: StaffContext) => string;
  /** The statements the route sends for this call, from its service's builders (empty: it sends none). */
  raw: (c: StaffContext) => SQL[];
  /** What the answer held (e.g. "57 arrivals"), so the table shows the call read something real. */
  reads?: (body: unknown) => string;
}

export type StaffRow =
  | { name: string; group: StaffTarget['group']; path: string; targetP99Ms: number; status: 'skipped'; reason: string }
  | {
      name: string;
      group: StaffTarget['group'];
      path: string;
      targetP99Ms: number;
      status: 'measured';
      reads: string;
      responseBytes: number;
      statements: number;
      api: Measured;
      /** Null when the route sends no SQL. */
      rawSql: Measured | null;
      /** API p99 ÷ raw p99 (1 = same tail latency). */
      p99VsRaw: number | null;
      meets: boolean;
    };

export type StaffResult =
  | {
      status: 'measured';
      dataset: BookingDataset & { staff: StaffDataset; today: string; board: StaffContext['board'] };
      poolSize: number;
      /** The machine's 1-minute load average before and after the rows (other work on it skews every row alike). */
      loadAverage: { before: number; after: number; cpus: number };
      rows: StaffRow[];
    }
  | { status: 'skipped'; reason: string };

const BOARD_DAYS = 14;


/** autocannon GETs of one URL (in a worker thread, like the API table). */
const cannon = async (url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Measured> => {
  const result = await autocannon({ url, headers, connections, duration: seconds, workers: 1 });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx answers during the load test`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, maxMs: result.latency.max, requests: result.requests.total };
};

/** A generic "what it read" when the target names none: rows of an array, or the top-level keys. */
const defaultReads = (body: unknown) =>
  Array.isArray(body) ? `${body.length} rows` : body && typeof body === 'object' ? `{${Object.keys(body).slice(0, 5).join(', ')}${Object.keys(body).length > 5 ? ', …' : ''}}` : String(body).slice(0, 40);

const measureTarget = async (
  target: StaffTarget,
  context: StaffContext,
  origin: string,
  headers: Record<string, string>,
  pool: pg.Pool,
  settings: StaffSettings,
  log: (line: string) => void,
  index: number,
): Promise<StaffRow> => {
  const path = target.path(context);
  const base = { name: target.name, group: target.group, path, targetP99Ms: target.targetP99Ms };
  const probe = await fetch(`${origin}${path}`, { headers });
  const text = await probe.text();
  if (probe.status === 404 && !text.includes('"code"')) return { ...base, status: 'skipped', reason: 'route not mounted (404)' };
  if (probe.status !== 200) throw new Error(`GET ${path}: ${probe.status} ${text.slice(0, 300)}`);
  const body: unknown = probe.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  const reads = (target.reads ?? defaultReads)(body);
  log(`staff: GET ${path} → ${reads} (${Buffer.byteLength(text).toLocaleString('en')} bytes); measuring`);
  if (settings.warmupSeconds > 0) await cannon(`${origin}${path}`, headers, settings.connections, settings.warmupSeconds);
  const api = await cannon(`${origin}${path}`, headers, settings.connections, settings.seconds);

  const statements = target.raw(context).map((query, i) => ({ name: `staff_raw_${index}_${i}`, ...statementOf(query) }));
  let rawSql: Measured | null = null;
  if (statements.length) {
    const run = async () => {
      await Promise.all(statements.map((s) => pool.query({ name: s.name, text: s.text, values: s.params })));
    };
    await run();
    log(`staff: ${target.name}: the route's ${statements.length} statement(s) raw; measuring`);
    if (settings.warmupSeconds > 0) await closedLoop(settings.connections, settings.warmupSeconds, run);
    rawSql = await closedLoop(settings.connections, settings.seconds, run);
  }
  return {
    ...base,
    status: 'measured',
    reads,
    responseBytes: Buffer.byteLength(text),
    statements: statements.length,
    api,
    rawSql,
    p99VsRaw: rawSql && api.requests > 0 ? api.p99Ms / Math.max(rawSql.p99Ms, 0.001) : null,
    // No answer within the measured seconds is no p99 at all (autocannon then says 0 ms).
    meets: api.requests > 0 && api.p99Ms <= target.targetP99Ms,
  };
};

/**
 * The staff desk on PostgreSQL: a fresh booking-engine database with the desk's day added, the real
 * app served on 127.0.0.1, then each target of bench/staffTargets.ts through the API and raw.
 */
export const measureStaffDesk = async (settings: StaffSettings, log: (line: string) => void): Promise<StaffResult> => {
  const opened = await openThrowawayPostgres(settings.poolSize, 'bench_staff');
  if (typeof opened === 'string') return { status: 'skipped', reason: opened };
  const database = opened;
  try {
    const now = systemClock.now();
    const today = demoToday(now);
    const seeded = await prepareBookingDatabase(database, now);
    const staff = await enrichForStaffDesk(database, now, today);
    log(
      `staff: ${seeded.reservations.toLocaleString('en')} reservations seeded in ${seeded.seedSeconds.toFixed(1)} s; the desk's day in ${staff.seedSeconds.toFixed(1)} s: ` +
        `${staff.payments.toLocaleString('en')} payments (${staff.pendingSlips} slips waiting), ${staff.awaitingApproval} awaiting approval, ${staff.expired} expired, ${staff.withTransfers.toLocaleString('en')} with transfers`,
    );
    const context: StaffContext = { now, today, year: Number(today.slice(0, 4)), board: { from: today, days: BOARD_DAYS, to: addDays(today, BOARD_DAYS) }, database };
    const app = createApp(
      { database, clock: systemClock, storage: memoryStorage(), mailer: memoryMailer(), payments: sandboxGateway('sandbox-secret'), invoices: pdfkitInvoiceRenderer(), config: { ...defaultConfig, passwordIterations: BENCH_PASSWORD_ITERATIONS } },
      { logError: (error) => console.error('[staff]', error) },
    );
    const server = await listen(app.fetch);
    try {
      const headers = { authorization: `Bearer ${await signIn(server.origin)}` };
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const rows: StaffRow[] = [];
      const before = loadavg()[0];
      // BENCH_STAFF_ONLY=<text> measures only the calls whose name contains it (e.g. `room-board`).
      const only = process.env.BENCH_STAFF_ONLY;
      for (const [i, target] of STAFF_TARGETS.entries())
        if (!only || target.name.includes(only)) rows.push(await measureTarget(target, context, server.origin, headers, pool, settings, log, i));
      const loadAverage = { before, after: loadavg()[0], cpus: cpus().length };
      return { status: 'measured', dataset: { ...seeded, staff, today, board: context.board }, poolSize: settings.poolSize, loadAverage, rows };
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
};

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Prints the section: the data, how each row is measured, the table with targets and verdicts. */
export const printStaffDesk = (result: StaffResult, settings: StaffSettings) => {
  console.log('\nStaff desk (PostgreSQL): dashboard calls, room board, monthly report');
  if (result.status === 'skipped') {
    console.log(`  skipped: ${result.reason}`);
    return;
  }
  const { dataset: d } = result;
  console.log(`     ${fmt(d.roomsInService)} rooms in service, ${fmt(d.reservations)} reservations (stays ${d.firstNight} … ${d.lastNight}), the resort's today ${d.today};`);
  console.log(
    `     ${fmt(d.staff.payments)} payments (${fmt(d.staff.pendingSlips)} slips waiting for review), ${fmt(d.staff.awaitingApproval)} bookings awaiting approval, ${fmt(d.staff.expired)} expired, ${fmt(d.staff.refunds)} refunds, ${fmt(d.staff.withTransfers)} with transfers`,
  );
  console.log(`     room board ${d.board.from} … ${d.board.to} (${d.board.days} days); dashboard calls asked for ${d.today}`);
  console.log(`     API: autocannon GET as admin@resort.test, ${settings.connections} connections; raw: the statements the route's service builds, prepared, through the`);
  console.log(`          server's pg pool (${result.poolSize}), ${settings.connections} calls at once (a call's statements together); ${settings.seconds} s measured (+${settings.warmupSeconds} s warm-up) per row`);
  const load = result.loadAverage;
  console.log(`     machine: ${load.cpus} CPUs, load average ${fmt(load.before, 1)} before the rows, ${fmt(load.after, 1)} after (server, PostgreSQL and load generator share them)`);
  const header = ['call', 'target', 'p99 ms', 'raw p99 ms', 'p99 vs raw', 'req/s', 'raw req/s', 'verdict', 'answer'];
  const cells = result.rows.map((row) =>
    row.status === 'skipped'
      ? [row.name, `≤ ${row.targetP99Ms} ms`, '', '', '', '', '', 'skipped', row.reason]
      : [
          row.name,
          `≤ ${row.targetP99Ms} ms`,
          row.api.requests > 0 ? fmt(row.api.p99Ms, 1) : 'no answer',
          row.rawSql ? fmt(row.rawSql.p99Ms, 1) : 'no SQL',
          row.p99VsRaw === null ? '' : `${fmt(row.p99VsRaw, 1)}×`,
          fmt(row.api.requestsPerSecond, 0),
          row.rawSql ? fmt(row.rawSql.requestsPerSecond, 0) : '',
          row.meets ? 'pass' : 'FAIL',
          row.reads,
        ],
  );
  printTable(header, cells, (column) => column === 0 || column >= 7);
  const measured = result.rows.filter((r) => r.status === 'measured');
  const failed = measured.filter((r) => !r.meets).map((r) => r.name);
  console.log(`  ${measured.length} of ${result.rows.length} calls measured; ${failed.length ? `missing the target: ${failed.join(', ')}` : 'every measured call meets its target'}`);
};
