import { queryPrepared } from '../server/db/pglitePrepared';
import { READ_AS_SERVER } from '../server/db/textTypes';
import { profiled } from './cpuProfile';
import { memoryMailer } from '../server/app/email/memoryMailer';
import { sandboxGateway } from '../server/app/payments/sandboxGateway';
import { serve } from '@hono/node-server';
import type { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { systemClock } from '../server/app/clock';
import { defaultConfig } from '../server/app/config';
import { createApp } from '../server/app/createApp';
import { memoryStorage } from '../server/app/uploads/storage';
import { pdfkitInvoiceRenderer } from '../server/node/invoicePdf';
import type { Database } from '../server/db/client';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { stopStatementTiming } from '../server/db/statementTiming';
import { listStatement } from '../server/app/crud/crud.service';
import { parseListQuery } from '../server/app/crud/listQuery';
import { resources } from '../resources';
import type { AnsweredRequest } from '../server/app/http/requestLog';
import { DEMO_PASSWORD } from '../server/db/seed/seed';
import { BENCH_PASSWORD_ITERATIONS, GENERATED_ROOMS, prepareBenchDatabase } from './seedRooms';
import { adminQuery, postgresUrl, redacted } from './postgresAdmin';
import { closedLoop, pooledRounds } from './stats';

/** Load-generator settings shared by every target, so the ratios compare like with like. */
export interface LoadSettings {
  connections: number;
  /** Measured seconds per target. */
  seconds: number;
  /** Unmeasured seconds per target first (JIT, pools, caches). */
  warmupSeconds: number;
}

/** What one autocannon run measured. */
export interface Throughput {
  /** Mean of autocannon's per-second request counts. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
}

/** The same page and total as raw SQL: the statements the route sent for it (captured), run straight through the server's driver. */
export interface RawPage extends Throughput {
  /** The statements, in the order the route sends them (the first 120 characters of each). */
  statements: string[];
  /** How the route reached its total: the planner's estimate (counting only when it is at most exactCountLimit), or count(*). */
  total: 'estimate' | 'count(*)';
}

/** A backend's row: measured (with its raw-SQL baseline and each round's API ÷ raw), or skipped with the reason. */
export type BackendResult = ({ status: 'measured'; rooms: number; contentRange: string; rawSql: RawPage; roundRatios: number[] } & Throughput) | { status: 'skipped'; reason: string };

/**
 * The API and its raw baseline are measured in turns, this many rounds of half the measured seconds each:
 * on a machine whose speed drifts (a shared VM), a drift then weighs on both sides alike instead of on
 * whichever ran second.
 */
export const API_ROUNDS = 3;
export const roundSecondsOf = (settings: LoadSettings) => Math.max(1, Math.round(settings.seconds / 2));

export type BackendKind = 'pglite' | 'postgres';

/** The page the back office asks for: 25 rooms sorted by number, with the total in Content-Range. */
export const ROOMS_PATH = `/api/admin/rooms?${new URLSearchParams({
  sort: JSON.stringify(['roomNumber', 'ASC']),
  range: JSON.stringify([500, 524]),
  filter: JSON.stringify({}),
})}`;

const HOST = '127.0.0.1';
const ADMIN_EMAIL = 'admin@resort.test';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * Serves `fetch` with @hono/node-server on a free port of 127.0.0.1 (the production code path). `close`
 * also waits for the requests still being handled, so the database is never closed under them.
 */
export const listen = (fetch: FetchHandler) =>
  new Promise<{ origin: string; close: () => Promise<void> }>((resolve) => {
    let inFlight = 0;
    let drained: (() => void) | undefined;
    const counted: FetchHandler = async (request) => {
      inFlight += 1;
      try {
        return await fetch(request);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      }
    };
    const server = serve({ fetch: counted, port: 0, hostname: HOST }, (info: AddressInfo) => {
      resolve({
        origin: `http://${HOST}:${info.port}`,
        close: async () => {
          const closed = new Promise<void>((done) => server.close(() => done()));
          if ('closeAllConnections' in server) server.closeAllConnections();
          if (inFlight > 0) await new Promise<void>((done) => (drained = done));
          await closed;
        },
      });
    });
  });

/** Runs autocannon (in a worker thread, so the load generator does not share the server's event loop). */
const load = async (url: string, headers: Record<string, string>, settings: LoadSettings, seconds: number): Promise<Throughput> => {
  const result = await autocannon({ url, headers, connections: settings.connections, duration: seconds, workers: 1 });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx answers during the load test`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
  };
};

/** Warms up, then measures. */
const measure = async (url: string, headers: Record<string, string>, settings: LoadSettings) => {
  if (settings.warmupSeconds > 0) await load(url, headers, settings, settings.warmupSeconds);
  return load(url, headers, settings, settings.seconds);
};

/** The baseline: a bare Hono route answering 25 small objects, through the same Node server code. */
export const measureBare = async (settings: LoadSettings): Promise<Throughput> => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, roomNumber: 1000 + i, code: `R-${1000 + i}`, inService: true }));
  const app = new Hono().get('/bare', (c) => c.json(rows));
  const server = await listen(app.fetch);
  try {
    return await measure(`${server.origin}/bare`, {}, settings);
  } finally {
    await server.close();
  }
};

/**
 * A throwaway `<prefix>_<random>` database (`bench_…` unless told), dropped again on close; or, when
 * PostgreSQL cannot be reached, the reason as a string.
 */
export const openThrowawayPostgres = async (connections: number, prefix = 'bench'): Promise<Database | string> => {
  const url = postgresUrl();
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await adminQuery(url, `CREATE DATABASE ${name}`);
  } catch (error) {
    return `PostgreSQL not reachable at ${redacted(url)} (${error instanceof Error ? error.message : String(error)})`;
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  // pg-pool's end() resolves before its sockets have closed, so DROP … WITH (FORCE) may still end one:
  // that is expected once closing, not worth a warning.
  let closing = false;
  const database = await openPostgres(target.toString(), connections, (error) => {
    if (!closing) console.warn(`PostgreSQL idle connection lost: ${error.message}`);
  });
  return {
    ...database,
    close: async () => {
      closing = true;
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

/** Signs in as a demo account (the admin unless told) and returns the bearer token. */
export const signIn = async (origin: string, email = ADMIN_EMAIL) => {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { accessToken?: unknown };
  if (!response.ok || typeof body.accessToken !== 'string') throw new Error(`Sign-in as ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.accessToken;
};

/** Checks the benchmarked page once: 25 rows, `rooms 500-524/<total ≥ GENERATED_ROOMS>`. Returns Content-Range. */
const verifyPage = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  const body: unknown = await response.json();
  const contentRange = response.headers.get('content-range') ?? '';
  const total = Number(/^rooms 500-524\/(\d+)$/.exec(contentRange)?.[1] ?? NaN);
  const rows = Array.isArray(body) ? body.length : -1;
  if (response.status !== 200 || rows !== 25 || !(total >= GENERATED_ROOMS))
    throw new Error(`Unexpected answer from ${url}: status ${response.status}, ${rows} rows, Content-Range "${contentRange}"`);
  return contentRange;
};

type Query = (text: string, params: unknown[], name?: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The server's own driver, under Drizzle: the PGlite instance or the pg pool (a prepared statement when named, as the route sends it, on either). */
const driverQuery = (database: Database): Query => {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite')
    return (text, params, name) => queryPrepared<Record<string, unknown>>(client as PGlite, text, params, { ...(name ? { prepared: name } : {}), ...READ_AS_SERVER });
  return (text, params, name) => (client as pg.Pool).query<Record<string, unknown>>({ text, values: params, ...(name ? { name } : {}) });
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What the route sends for the page and its total, captured from one request to a second app on the same
 * database with server timing on (the first one stays untimed), checked against the statement the generic
 * list builds (listStatement() in server/app/crud/crud.service.ts: the page's rows, each carrying the total),
 * whose text and parameters the raw baseline then runs.
 */
const capturePageStatements = async (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, answered: AnsweredRequest[], headers: Record<string, string>, database: Database) => {
  answered.length = 0;
  const response = await app.request(ROOMS_PATH, { headers });
  if (response.status !== 200) throw new Error(`Timed probe of ${ROOMS_PATH}: ${response.status}`);
  // Nothing else is timed in this section: the async context tracking timing needs is switched off again.
  stopStatementTiming();
  const texts = (answered.find((a) => a.path === '/api/admin/rooms')?.timing?.statements ?? []).map((s) => s.text);
  const params = new URLSearchParams(ROOMS_PATH.split('?')[1]);
  const query = parseListQuery(resources.rooms, { sort: params.get('sort') ?? undefined, range: params.get('range') ?? undefined, filter: params.get('filter') ?? undefined });
  const built = listStatement(database.db, resources.rooms, query, defaultConfig.exactCountLimit);
  // The session lookup, then the page: anything else means the route changed and this replay with it.
  const routeOwn = texts.filter((t) => !/session_of\(/.test(t));
  if (routeOwn.length !== 1 || oneLine(routeOwn[0]) !== oneLine(built.text))
    throw new Error(`The rooms list no longer sends the statement the raw baseline replays; update bench/apiThroughput.ts. Sent:\n${texts.map((t) => `  ${oneLine(t).slice(0, 160)}`).join('\n')}`);
  return { page: built.text, params: built.params, name: built.name, total: /pg_class/.test(built.text) ? ('estimate' as const) : ('count(*)' as const) };
};

/** The raw baseline's one page: the route's statement with its parameters; checks the answer once. */
const rawPageOf = (query: Query, statement: Awaited<ReturnType<typeof capturePageStatements>>) => async () => {
  const { rows } = await query(statement.page, statement.params, statement.name);
  // The total is the statement's last column (unnamed: PostgreSQL names it after its expression).
  return { rows: rows.length, total: Number(rows[0] ? Object.values(rows[0]).at(-1) : Number.NaN) };
};

/**
 * Opens the backend in-process, fills it with the generated rooms, serves the real app and measures
 * the rooms page as the signed-in admin, then the same page and total as raw SQL through the same driver
 * at the same concurrency. PostgreSQL that cannot be reached is skipped, not failed.
 */
export const measureBackend = async (kind: BackendKind, settings: LoadSettings, log: (line: string) => void): Promise<BackendResult> => {
  const opened = kind === 'pglite' ? await openPglite() : await openThrowawayPostgres(settings.connections);
  if (typeof opened === 'string') return { status: 'skipped', reason: opened };
  const database = opened;
  try {
    const started = Date.now();
    const rooms = await prepareBenchDatabase(database);
    log(`${kind}: migrated, seeded and filled with ${rooms.toLocaleString('en')} rooms in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const deps = { database, clock: systemClock, storage: memoryStorage(), mailer: memoryMailer(), payments: sandboxGateway('sandbox-secret'), invoices: pdfkitInvoiceRenderer() };
    const config = { ...defaultConfig, passwordIterations: BENCH_PASSWORD_ITERATIONS };
    const app = createApp({ ...deps, config }, { logError: (error) => console.error(`[${kind}]`, error) });
    const answered: AnsweredRequest[] = [];
    const timedApp = createApp({ ...deps, config: { ...config, serverTiming: true } }, { logError: (error) => console.error(`[${kind}]`, error), onAnswered: (a) => answered.push(a) });
    const server = await listen(app.fetch);
    try {
      const headers = { authorization: `Bearer ${await signIn(server.origin)}` };
      const url = `${server.origin}${ROOMS_PATH}`;
      const contentRange = await verifyPage(url, headers);
      const statements = await capturePageStatements(timedApp, answered, headers, database);
      const rawPage = rawPageOf(driverQuery(database), statements);
      const check = await rawPage();
      if (check.rows !== 25 || `${check.total}` !== contentRange.split('/')[1]) throw new Error(`Raw page: ${check.rows} rows, total ${check.total}; the API answered Content-Range ${contentRange}`);
      log(`${kind}: GET ${decodeURIComponent(ROOMS_PATH)} → Content-Range ${contentRange}; measuring`);
      log(`${kind}: the API and the same page and total as raw SQL (the route's one statement, ${settings.connections} at once), ${API_ROUNDS} rounds in turns; measuring`);
      if (settings.warmupSeconds > 0) {
        await load(url, headers, settings, settings.warmupSeconds);
        await closedLoop(settings.connections, settings.warmupSeconds, rawPage);
      }
      const apiRounds: Throughput[] = [];
      const rawRounds: Throughput[] = [];
      const seconds = roundSecondsOf(settings);
      for (let round = 0; round < API_ROUNDS; round++) {
        // The first API round under the profiler (when asked for): the raw rounds run on this thread too.
        apiRounds.push(round === 0 ? await profiled(`list-${kind}`, () => load(url, headers, settings, seconds)) : await load(url, headers, settings, seconds));
        rawRounds.push(await closedLoop(settings.connections, seconds, rawPage));
      }
      const rawSql: RawPage = {
        ...pooledRounds(rawRounds),
        statements: [oneLine(statements.page).slice(0, 120), `… ${oneLine(statements.page).slice(-200)}`],
        total: statements.total,
      };
      const roundRatios = apiRounds.map((api, i) => api.requestsPerSecond / rawRounds[i].requestsPerSecond);
      return { status: 'measured', rooms, contentRange, ...pooledRounds(apiRounds), rawSql, roundRatios };
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
};
