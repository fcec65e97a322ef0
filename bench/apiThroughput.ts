import { memoryMailer } from '../server/app/email/memoryMailer';
import { sandboxGateway } from '../server/app/payments/sandboxGateway';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
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
import { DEMO_PASSWORD } from '../server/db/seed/seed';
import { BENCH_PASSWORD_ITERATIONS, GENERATED_ROOMS, prepareBenchDatabase } from './seedRooms';
import { adminQuery, postgresUrl, redacted } from './postgresAdmin';

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

/** A backend's row: measured, or skipped with the reason. */
export type BackendResult = ({ status: 'measured'; rooms: number; contentRange: string } & Throughput) | { status: 'skipped'; reason: string };

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

/**
 * Opens the backend in-process, fills it with the generated rooms, serves the real app and measures
 * the rooms page as the signed-in admin. PostgreSQL that cannot be reached is skipped, not failed.
 */
export const measureBackend = async (kind: BackendKind, settings: LoadSettings, log: (line: string) => void): Promise<BackendResult> => {
  const opened = kind === 'pglite' ? await openPglite() : await openThrowawayPostgres(settings.connections);
  if (typeof opened === 'string') return { status: 'skipped', reason: opened };
  const database = opened;
  try {
    const started = Date.now();
    const rooms = await prepareBenchDatabase(database);
    log(`${kind}: migrated, seeded and filled with ${rooms.toLocaleString('en')} rooms in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const app = createApp(
      { database, clock: systemClock, storage: memoryStorage(), mailer: memoryMailer(), payments: sandboxGateway('sandbox-secret'), invoices: pdfkitInvoiceRenderer(), config: { ...defaultConfig, passwordIterations: BENCH_PASSWORD_ITERATIONS } },
      { logError: (error) => console.error(`[${kind}]`, error) },
    );
    const server = await listen(app.fetch);
    try {
      const headers = { authorization: `Bearer ${await signIn(server.origin)}` };
      const url = `${server.origin}${ROOMS_PATH}`;
      const contentRange = await verifyPage(url, headers);
      log(`${kind}: GET ${decodeURIComponent(ROOMS_PATH)} → Content-Range ${contentRange}; measuring`);
      return { status: 'measured', rooms, contentRange, ...(await measure(url, headers, settings)) };
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
};
