import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyShareBetween, cpuTicksOf, settle } from './settle';

/** A /proc/stat whose aggregate line has these user, system and idle ticks (the per-CPU lines differ on purpose). */
const procStat = (user: number, system: number, idle: number) => `cpu  ${user} 0 ${system} ${idle} 0 0 0 0 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\nintr 5\n`;

describe('cpuTicksOf', () => {
  it('counts user, nice, system, irq, softirq and steal as busy, idle and iowait as idle', () => {
    expect(cpuTicksOf('cpu  10 1 5 100 4 2 3 6 0 0\ncpu0 9 9 9 9 9 9 9 9 0 0\n')).toEqual({ busy: 27, total: 131 });
  });

  it('refuses a text without the aggregate line', () => {
    expect(() => cpuTicksOf('cpu0 1 2 3 4\n')).toThrow(/aggregate cpu line/);
  });
});

describe('busyShareBetween', () => {
  it('is the busy share of the ticks that passed, not of all ticks since boot', () => {
    expect(busyShareBetween(cpuTicksOf(procStat(1000, 0, 1000)), cpuTicksOf(procStat(1010, 0, 1090)))).toBeCloseTo(0.1);
  });

  it('is 0 when no tick passed', () => {
    expect(busyShareBetween(cpuTicksOf(procStat(5, 5, 5)), cpuTicksOf(procStat(5, 5, 5)))).toBe(0);
  });
});

describe('settle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Readings a second apart: each second's busy share in turn, then idle. */
  const machine = (shares: number[]) => {
    let busy = 0;
    let total = 0;
    let second = -1;
    return () => {
      if (second >= 0) {
        busy += Math.round((shares[second] ?? 0) * 100);
        total += 100;
      }
      second += 1;
      return `cpu  ${busy} 0 0 ${total - busy} 0 0 0 0 0 0\n`;
    };
  };

  it('waits for the wanted run of quiet seconds, starting again after a busy one', async () => {
    vi.useFakeTimers();
    const waiting = settle({ quietBelow: 0.15, quietSeconds: 2, maxSeconds: 60 }, machine([0.9, 0.1, 0.8, 0.05, 0.1, 0.9]));
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await waiting;
    expect(result.settled).toBe(true);
    expect(result.lastBusyShare).toBeCloseTo(0.1);
    expect(result.waitedSeconds).toBeGreaterThanOrEqual(5);
    expect(result.waitedSeconds).toBeLessThan(6);
  });

  it('gives up after the longest wait on a machine that stays busy, and says so', async () => {
    vi.useFakeTimers();
    const waiting = settle({ quietBelow: 0.15, quietSeconds: 2, maxSeconds: 5 }, machine(Array(20).fill(0.95)));
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await waiting;
    expect(result.settled).toBe(false);
    expect(result.lastBusyShare).toBeCloseTo(0.95);
  });
});
