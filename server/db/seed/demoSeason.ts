import { addDays } from '../../app/pricing/nights';
import type { Db } from '../client';
import { markHistoryMailSent, HISTORY_DAYS, AHEAD_DAYS, type DemoHistoryDeps } from './demoHistory';
import { demoToday, resortAt } from './history/calendar';
import { readCast } from './history/cast';
import { loadCatalogue } from './history/catalogue';
import { housekeepingRound } from './history/eveningRound';
import { planStays } from './history/plan';
import { randomOf, seedOf } from './history/random';
import { historySteps } from './history/steps';
import type { StayContext } from './history/stays';
import { timeline } from './history/timeline';

export interface DemoSeasonOptions {
  /** Direct arrivals on an ordinary night of the busy weeks around the creation day (the volume of the season). */
  arrivalsPerDay?: number;
  /** The rest of the year's share of that. */
  quietShare?: number;
  /** How long one slice of the walk holds its transaction (and, on PGlite, the database) before requests get their turn. */
  sliceMs?: number;
  /** Called after each slice with the stays booked (or found no room) so far and the stays planned. */
  onProgress?: (done: number, planned: number) => void;
  /** Asked between slices: true stops the season where it is (a consistent, shorter history). */
  stopped?: () => boolean;
}

/**
 * A `Db` whose every call goes to the transaction open now: the season's steps are made once, and
 * each slice of the walk points them at its own transaction.
 */
const switchableDb = (initial: Db) => {
  let current = initial;
  const db = new Proxy(initial, {
    get: (_target, key) => {
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  return { db, use: (next: Db) => void (current = next) };
};

/**
 * The resort's season: the direct bookings (phone and walk-in guests, booked by the staff and paid in
 * cash, by cheque or at the resort) that fill the demo's rooms around the creation day and through the
 * year, on top of {@link seedDemoHistory}'s agency history. Too many to write before the server
 * answers, so it runs after, in time order, through the same services, a slice at a time: each slice
 * is one transaction (the history up to its last happening, whole or not at all), and between slices
 * requests get the database. Deterministic for a creation day, as the history is. Run once, after the
 * history, on the day the demo was created.
 */
export const seedDemoSeason = async (deps: DemoHistoryDeps, createdAt: Date, options: DemoSeasonOptions = {}) => {
  const started = performance.now();
  const today = demoToday(createdAt);
  const end = resortAt(today, '00:00');
  const switchable = switchableDb(deps.db);
  const db = switchable.db;
  const clock = timeline(end);
  const ctx: StayContext = {
    db,
    steps: historySteps({ ...deps, db }),
    cast: await readCast(deps.db),
    catalogue: await loadCatalogue(deps.db),
    random: randomOf(seedOf(`${today} season`)),
    clock,
    stats: { booked: 0, noRoom: 0, refused: 0 },
  };
  const planned = planStays(ctx, {
    from: addDays(today, -HISTORY_DAYS),
    to: addDays(today, AHEAD_DAYS),
    today,
    end,
    referredSince: end,
    arrivalsPerDay: options.arrivalsPerDay ?? 6,
    quietShare: options.quietShare ?? 0.55,
    bookers: { staff: 1, taAdmin: 0, taSales: 0, freelancer: 0, referred: 0 },
    frontDesk: false,
  });
  // The season's check-outs leave rooms dirty too: the evening round turns them before the demo opens.
  await housekeepingRound({ db, today, end, random: ctx.random, cast: ctx.cast, at: clock.at });
  while (clock.pending > 0 && !options.stopped?.()) {
    await deps.db.transaction(async (tx) => {
      switchable.use(tx as unknown as Db);
      try {
        await clock.runFor(options.sliceMs ?? 150);
        // Before the slice commits, so the server's mailer never sends the season's old e-mails.
        await markHistoryMailSent(tx as unknown as Db, end);
      } finally {
        switchable.use(deps.db);
      }
    });
    options.onProgress?.(ctx.stats.booked + ctx.stats.noRoom + ctx.stats.refused, planned);
    // Requests that queued for the database during the slice go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { planned, ...ctx.stats, complete: clock.pending === 0, seconds: (performance.now() - started) / 1000 };
};
