import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPostgres } from '../db/postgres';
import { apiCalls, type ApiClient } from './apiClient';
import { startServerProcess, unhandledErrors, type ServerProcess } from './serverProcess';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from './testDatabase';
import { TEST_GATEWAY_SECRET } from './testApp';

/** Several server processes behind one database, as a resort runs them behind a load balancer. */
export interface ServerCluster {
  servers: ServerProcess[];
  /** A client whose calls go to each server in turn (round robin, as a load balancer spreads them). */
  client: ApiClient;
  /** A client of one server only. */
  via: (server: number) => ApiClient;
  /** The shared data folder (uploads, the e-mails written without SMTP). */
  dataDir: string;
  /** Starts one more server on the same database and folder (after a crash, say); it joins `servers`. */
  start: () => Promise<ServerProcess>;
  /** Every line any server logged as an unhandled error. */
  unhandledErrors: () => string[];
  close: () => Promise<void>;
}

/**
 * Starts `count` real server processes (`server/node/main.ts`) on one new PostgreSQL database copied from
 * the run's seeded demo resort, sharing one data folder as they would share a volume. Needs DATABASE_URL
 * and the server project's global set-up (server/test/seededDemo.setup.ts).
 */
export const startCluster = async (count: number, env: Record<string, string> = {}): Promise<ServerCluster> => {
  const url = process.env.DATABASE_URL;
  const snapshot = inject('seededDemo');
  if (!url || snapshot?.database.kind !== 'postgres') throw new Error('startCluster needs DATABASE_URL and the seeded demo template');
  const name = uniqueDatabaseName('t_cluster');
  await onPostgresServer(url, `CREATE DATABASE ${name} TEMPLATE ${snapshot.database.name}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'resort-cluster-'));
  const serverEnv = { DATABASE_URL: databaseUrl(url, name), DATA_DIR: dataDir, DEMO_DATA: 'false', PAYMENT_SANDBOX_SECRET: TEST_GATEWAY_SECRET, ...env };
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(serverEnv)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const database = await openPostgres(databaseUrl(url, name), 4);
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
    await onPostgresServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }

  const clientOf = (pick: () => ServerProcess): ApiClient => ({
    ...apiCalls((path, init) => fetch(`${pick().url}${path}`, init)),
    db: database.db,
    now: () => new Date(),
  });
  let turn = 0;
  return {
    servers,
    client: clientOf(() => servers[turn++ % servers.length]),
    via: (server) => clientOf(() => servers[server]),
    dataDir,
    start: async () => {
      const server = await startServerProcess(serverEnv);
      servers.push(server);
      return server;
    },
    unhandledErrors: () => servers.flatMap(unhandledErrors),
    close,
  };
};
