import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** One real server process (`server/node/main.ts`, as `npm start` runs it), ready for requests. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code once it exits (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, as a deploy stops it; answers the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash or the out-of-memory killer ends it: no chance to finish anything. */
  kill: () => Promise<void>;
}

/** The server `npm run build` writes and `npm start` runs. */
export const BUILT_SERVER = 'dist-server/main.js';

/** The server's sources run through tsx (what a test changed is what runs), or the built server. */
export type ServerEntry = 'sources' | 'built';

/**
 * Spawns the server on a free port with `env` over this process's environment and answers at once, before
 * it is ready (a test may watch it start); {@link startServerProcess} waits for it.
 */
export const spawnServer = async (env: Record<string, string>, entry: ServerEntry = 'sources') => {
  const port = await freePort();
  const child = spawn(process.execPath, entry === 'sources' ? ['--import', 'tsx', 'server/node/main.ts'] : [BUILT_SERVER], {
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_SEASON: 'false', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
};

/**
 * Starts `server/node/main.ts` (or {@link BUILT_SERVER}) and waits until it is ready (`/api/ready`, not
 * merely alive: it answers 503 while it prepares its database).
 */
export const startServerProcess = async (env: Record<string, string>, readyWithinMs = 90_000, entry: ServerEntry = 'sources'): Promise<ServerProcess> => {
  const { child, url, output, exited } = await spawnServer(env, entry);
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${output()}`);
    const ready = await fetch(`${url}/api/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready: ${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url,
    pid: child.pid as number,
    output,
    exited,
    stop: () => end('SIGTERM'),
    kill: async () => {
      await end('SIGKILL');
    },
  };
};

/** The lines a server logged as unhandled errors (each answered 500): a test asserts there were none. */
export const unhandledErrors = (server: Pick<ServerProcess, 'output'>) => server.output().split('\n').filter((line) => line.includes('"unhandled error"'));
