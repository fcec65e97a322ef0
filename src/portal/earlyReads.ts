import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface EarlyRead {
  queryKey: QueryKey;
  answer: Promise<unknown>;
  data?: { value: unknown };
}

/** Reads started before the portal's data cache exists, by their query key (as JSON). */
const reads = new Map<string, EarlyRead>();

/**
 * Starts a read of the portal's first screen before its code has run (beside the download), for the data
 * cache to take once it exists ({@link takeEarlyReads}); answers the read. The same key started twice
 * is read once.
 */
export const startEarlyRead = <T>(queryKey: QueryKey, load: () => Promise<T>): Promise<T> => {
  const id = JSON.stringify(queryKey);
  const started = reads.get(id);
  if (started) return started.answer as Promise<T>;
  const read: EarlyRead = { queryKey, answer: load() };
  read.answer.then(
    (value) => (read.data = { value }),
    // A refused or failed read is left to the screen's own query, which asks again and shows its error.
    () => reads.delete(id),
  );
  reads.set(id, read);
  return read.answer as Promise<T>;
};

/**
 * Hands the early reads to a new data cache, once: an answer already in is its data at once (the first
 * render shows it); one still on its way becomes the query's fetch, which the screen's query then joins
 * instead of asking again.
 */
export const takeEarlyReads = (client: QueryClient) => {
  for (const read of reads.values()) {
    if (read.data) client.setQueryData(read.queryKey, read.data.value);
    else void client.prefetchQuery({ queryKey: read.queryKey, queryFn: () => read.answer });
  }
  reads.clear();
};
