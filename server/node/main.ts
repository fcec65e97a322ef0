import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import pino from 'pino';
import { securityHeaders } from '../app/http/securityHeaders';
import { serverLifecycle } from '../app/system/lifecycle';
import { parseEnv } from './env';
import { openDatabase } from './openDatabase';
import { stopServing } from './stopServing';

// What the server needs to listen and stop is all this module loads before it listens; the database then
// opens while the rest of the server (the app, its routes and services: startServing.ts) loads.
const env = parseEnv();
const log = pino({ level: env.LOG_LEVEL });

// The server answers at once: 503 "starting" (and /api/ready 503) until its database is ready, so a load
// balancer sends no user here before then; the real handler takes over in startServing.
const lifecycle = serverLifecycle();
const starting = new Hono().use('*', securityHeaders).use('*', lifecycle.guard);
let handle: (request: Request, env: unknown) => Response | Promise<Response> = starting.fetch;
const server = serve({ fetch: (request, bindings) => handle(request, bindings), port: env.PORT, hostname: env.HOST });

// The rest of the server loads once opening has begun, so that PGlite's file reads and WebAssembly
// compiling run while it does (loaded together, PGlite's modules came last).
let openingBegun: () => void = () => undefined;
const begun = new Promise<void>((resolve) => (openingBegun = resolve));
const opening = openDatabase(env, { onStarted: () => openingBegun() });
// A failed opening is reported where it is awaited below, once.
opening.catch(() => undefined);

// SIGTERM (a deploy, the orchestrator): no new requests, those in flight finished (at most
// SHUTDOWN_GRACE_SECONDS), background work stopped between steps, the pool closed, exit 0.
let stopping = false;
// Stopped while still preparing: the migrations are transactions, so closing the database is all there is to do.
let stopBackground: () => Promise<void> = async () => (await opening.catch(() => undefined))?.close();
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  const started = performance.now();
  log.info({ signal, inFlight: lifecycle.inFlight }, 'draining');
  const finished = await stopServing(server as Server, lifecycle, env.SHUTDOWN_GRACE_SECONDS * 1000);
  await stopBackground();
  log.info({ finished, ms: Math.round(performance.now() - started) }, finished ? 'stopped' : 'stopped, cutting requests still running at the grace limit');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await Promise.race([begun, opening.then(() => undefined, () => undefined)]);
const { startServing } = await import('./startServing');
stopBackground = await startServing({
  env,
  log,
  lifecycle,
  database: await opening,
  stopping: () => stopping,
  serveWith: (fetch) => {
    handle = fetch;
  },
});
