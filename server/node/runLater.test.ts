import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLater } from './runLater';

describe('runLater', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work once, after the delay and not before', async () => {
    const work = vi.fn(async () => undefined);
    runLater(2_000, work);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs work stopped before its time', async () => {
    const work = vi.fn(async () => undefined);
    const later = runLater(2_000, work);
    await later.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(work).not.toHaveBeenCalled();
  });

  it('lets begun work finish: stop resolves when it ends', async () => {
    let finish: () => void = () => undefined;
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const later = runLater(100, work);
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = later.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
