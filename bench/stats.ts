/** The value at quantile `q` (0.5 = median, 0.99 = p99) of ascending `sorted` values, nearest rank; NaN when empty. */
export const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : Number.NaN);

/** The middle of `values` (any order; the lower of the two middle ones for an even count). */
export const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 0.5);

/** A measured load: operations per second and their latency. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
}

/** The figures of `latencies` (ms, any order) completed in `elapsedSeconds`. */
export const summarize = (latencies: number[], elapsedSeconds: number): LoadFigures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: elapsedSeconds > 0 ? sorted.length / elapsedSeconds : 0,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    requests: sorted.length,
  };
};

/** `workers` loops running `op` back to back for `seconds` (a closed loop, like autocannon's connections). */
export const closedLoop = async (workers: number, seconds: number, op: (worker: number) => Promise<unknown>): Promise<LoadFigures> => {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await op(worker);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000);
};

/**
 * Rounds of one load taken in turns with another's, as one: their requests over their seconds (each
 * round's seconds are its requests ÷ its rate), p50 and p99 the median of the rounds', max the highest.
 */
export const pooledRounds = (rounds: readonly LoadFigures[]): LoadFigures => {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + (r.requestsPerSecond > 0 ? r.requests / r.requestsPerSecond : 0), 0);
  return {
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    maxMs: Math.max(...rounds.map((r) => r.maxMs)),
    requests,
  };
};
