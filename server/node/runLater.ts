/** Work started once after a delay, which a stopping server cancels (or waits for, once it has begun). */
export interface LaterWork {
  /** Cancels the work if it has not begun; otherwise resolves when it ends. */
  stop: () => Promise<void>;
}

/** Runs `work` once, `delayMs` from now, unless stopped before then. */
export const runLater = (delayMs: number, work: () => Promise<unknown>): LaterWork => {
  let running: Promise<unknown> | undefined;
  const timer = setTimeout(() => {
    running = work();
  }, delayMs);
  return {
    stop: async () => {
      clearTimeout(timer);
      await running;
    },
  };
};
