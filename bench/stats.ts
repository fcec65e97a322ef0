/** The value at quantile `q` (0.5 = median, 0.99 = p99) of ascending `sorted` values, nearest rank; NaN when empty. */
export const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : Number.NaN);
