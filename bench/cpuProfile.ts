import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * Runs `work`; with BENCH_PROFILE set to a folder, under V8's CPU profiler on this (the server's) thread,
 * written to `<folder>/<label>.cpuprofile` (open it in Chrome's DevTools). The load generators run in
 * their own threads and are not in it. Profiling slows the server: figures of a profiled run are not comparable.
 */
export const profiled = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${label}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
};
