import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, in clock ticks, from the first line of /proc/stat. */
export interface CpuTicks {
  busy: number;
  total: number;
}

/**
 * Reads the aggregate `cpu` line of /proc/stat (user nice system idle iowait irq softirq steal …): idle and
 * iowait are the idle ticks, the rest busy. Guest time is already inside user, so it is left out.
 */
export const cpuTicksOf = (procStat: string): CpuTicks => {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no aggregate cpu line');
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
};

/** The share of the CPUs busy between two readings (0–1); 0 when no tick passed. */
export const busyShareBetween = (before: CpuTicks, after: CpuTicks) => {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
};

export interface SettleOptions {
  /** The busy share under which a second counts as quiet. */
  quietBelow: number;
  /** Consecutive quiet seconds wanted. */
  quietSeconds: number;
  /** Gives up after this many seconds, and says so. */
  maxSeconds: number;
}

export const DEFAULT_SETTLE: SettleOptions = { quietBelow: 0.15, quietSeconds: 2, maxSeconds: 60 };

/**
 * Waits until the machine is idle, as the issue's figures are taken: the page cache's dirty pages written
 * out (`sync`), then `quietSeconds` in a row with the CPUs less than `quietBelow` busy. After the
 * PostgreSQL sections, the database's checkpoints and the dropped bench databases' files keep the disk
 * and a CPU busy for a while; a start timed in the middle of that measures them, not the start.
 * Returns the seconds waited and the last second's busy share. Without /proc (not Linux) it returns at once.
 */
export const settle = async (options: SettleOptions = DEFAULT_SETTLE, read = () => readFileSync('/proc/stat', 'utf8')) => {
  const started = performance.now();
  try {
    execFileSync('sync');
  } catch {
    // No sync(1): the CPU check below still applies.
  }
  let reading: CpuTicks;
  try {
    reading = cpuTicksOf(read());
  } catch {
    return { waitedSeconds: 0, lastBusyShare: Number.NaN, settled: false };
  }
  let quiet = 0;
  let share = 1;
  while (quiet < options.quietSeconds && (performance.now() - started) / 1000 < options.maxSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = cpuTicksOf(read());
    share = busyShareBetween(reading, next);
    reading = next;
    quiet = share < options.quietBelow ? quiet + 1 : 0;
  }
  return { waitedSeconds: (performance.now() - started) / 1000, lastBusyShare: share, settled: quiet >= options.quietSeconds };
};
