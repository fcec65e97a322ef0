import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyRead, takeEarlyReads } from './earlyReads';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe("the portal's early reads", () => {
  it('give a new data cache an answer already in at once, so the first render shows it', async () => {
    await startEarlyRead(['agent', 'wallet'], async () => ({ balance: 1200 }));
    const client = new QueryClient();
    takeEarlyReads(client);
    expect(client.getQueryData(['agent', 'wallet'])).toEqual({ balance: 1200 });
  });

  it('have the screen join a read still on its way instead of asking the server again', async () => {
    const answer = deferred<{ badge: number }>();
    const load = vi.fn(() => answer.promise);
    startEarlyRead(['agent', 'dashboard'], load);
    startEarlyRead(['agent', 'dashboard'], load);
    const client = new QueryClient();
    takeEarlyReads(client);
    const screensOwn = vi.fn(async () => ({ badge: -1 }));
    const observer = new QueryObserver(client, { queryKey: ['agent', 'dashboard'], queryFn: screensOwn });
    const seen = new Promise((resolve) => observer.subscribe((result) => result.data && resolve(result.data)));
    answer.resolve({ badge: 2 });
    expect(await seen).toEqual({ badge: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screensOwn).not.toHaveBeenCalled();
  });

  it('are handed over once: a later data cache (another agent signing in on the same page) starts empty', async () => {
    await startEarlyRead(['agent', 'wallet'], async () => ({ balance: 5 }));
    takeEarlyReads(new QueryClient());
    const later = new QueryClient();
    takeEarlyReads(later);
    expect(later.getQueryData(['agent', 'wallet'])).toBeUndefined();
  });

  it('leave a refused read to the screen, which asks again', async () => {
    await startEarlyRead(['agent', 'wallet'], () => Promise.reject(new Error('offline'))).catch(() => undefined);
    const client = new QueryClient();
    takeEarlyReads(client);
    expect(client.getQueryState(['agent', 'wallet'])).toBeUndefined();
  });
});
