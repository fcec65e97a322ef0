/** Something a person (or the system) does at a moment of the history. */
interface Happening {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/**
 * The history's clock: things to do, run in time order (ties in the order they were planned), each of
 * which may plan more for later. Nothing at or after `end` runs: that is the future.
 */
export const timeline = (end: Date) => {
  const heap: Happening[] = [];
  let seq = 0;
  const before = (a: Happening, b: Happening) => a.at < b.at || (a.at === b.at && a.seq < b.seq);
  const push = (item: Happening) => {
    heap.push(item);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop() as Happening;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && before(heap[l], heap[m])) m = l;
        if (r < heap.length && before(heap[r], heap[m])) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    }
    return top;
  };
  return {
    /** Plans `run` at `at`; answers false (and plans nothing) when that is not in the past. */
    at(at: Date, run: () => Promise<void>) {
      if (at.getTime() >= end.getTime()) return false;
      push({ at: at.getTime(), seq: seq++, run });
      return true;
    },
    /** Runs everything planned, in time order, until nothing is left before `end`. */
    async run() {
      while (heap.length) await pop().run();
    },
    /** Runs what is planned, in time order, for about `ms` (at least one happening); answers how many are left. */
    async runFor(ms: number) {
      const until = performance.now() + ms;
      do await pop()?.run();
      while (heap.length && performance.now() < until);
      return heap.length;
    },
    /** How many happenings are planned and not yet run. */
    get pending() {
      return heap.length;
    },
  };
};
