import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_SERVER, freePort } from '../server/test/serverProcess';
import { median } from './stats';

/** One start of the built server: when it first answered `/api/health` 200 (alive) and `/api/ready` 200. */
export interface StartTimes {
  healthMs: number;
  readyMs: number;
}

export type ServerStartResult =
  | { status: 'measured'; newFolder: StartTimes; existingFolder: StartTimes[]; medianExisting: StartTimes }
  | { status: 'skipped'; reason: string };

const RESTARTS = 5;

/** Starts `npm start`'s server on `dataDir` (PGlite), times its first answers, then stops it with SIGTERM. */
const timeOneStart = async (dataDir: string): Promise<StartTimes> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SEASON: 'false', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ok = (path: string) => fetch(`${url}${path}`).then((r) => r.ok, () => false);
  let healthMs = Number.NaN;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited before it was ready');
      if (Number.isNaN(healthMs) && (await ok('/api/health'))) healthMs = performance.now() - started;
      if (!Number.isNaN(healthMs) && (await ok('/api/ready'))) return { healthMs, readyMs: performance.now() - started };
      if (performance.now() - started > 120_000) throw new Error('the server was not ready within 2 minutes');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

/**
 * `npm start` as a resort's first run and every run after: the built server (dist-server/main.js) on a new
 * PGlite data folder (migrations, the demo resort and its history before it is ready), then started again
 * on that folder RESTARTS times. Alive = the first 200 of `/api/health`; ready = the first 200 of `/api/ready`
 * (what a user needs: the database open and prepared).
 */
export const measureServerStart = async (log: (line: string) => void): Promise<ServerStartResult> => {
  if (!existsSync(BUILT_SERVER)) return { status: 'skipped', reason: `${BUILT_SERVER} is missing: npm run build` };
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-start-'));
  try {
    log('start: the built server on a new data folder (demo resort and history)');
    const newFolder = await timeOneStart(dataDir);
    const existingFolder: StartTimes[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      log(`start: again on that folder (${i + 1} of ${RESTARTS})`);
      existingFolder.push(await timeOneStart(dataDir));
    }
    return {
      status: 'measured',
      newFolder,
      existingFolder,
      medianExisting: { healthMs: median(existingFolder.map((s) => s.healthMs)), readyMs: median(existingFolder.map((s) => s.readyMs)) },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** Prints the start times. */
export const printServerStart = (result: ServerStartResult) => {
  console.log('\nServer start (`npm start`: the built server, PGlite)');
  if (result.status === 'skipped') {
    console.log(`  skipped: ${result.reason}`);
    return;
  }
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
  console.log(`  new data folder (demo + history)  alive ${ms(result.newFolder.healthMs)}, ready ${ms(result.newFolder.readyMs)}`);
  console.log(`  existing folder, median of ${result.existingFolder.length}     alive ${ms(result.medianExisting.healthMs)}, ready ${ms(result.medianExisting.readyMs)}`);
  console.log(`     each: ${result.existingFolder.map((s) => `${Math.round(s.healthMs)}/${Math.round(s.readyMs)}`).join(', ')} ms (alive/ready)`);
};
