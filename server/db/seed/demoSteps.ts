import type { Db } from '../client';
import { eveningRound } from './history/eveningRound';
import type { DemoCast } from './history/people';
import type { Random } from './history/random';

/** What an extra step of the demo history gets: the database, the creation day and the history's clock. */
export interface DemoStepContext {
  db: Db;
  /** The creation day, resort time ('YYYY-MM-DD'). */
  today: string;
  /** The moment the history stops (the creation day's 00:00, resort time): nothing planned at or after it runs. */
  end: Date;
  /** The history's seeded random source: draw from it only inside planned work, so the history stays deterministic. */
  random: Random;
  /** The demo's people as actors (staff, front desk, finance, the agency's admin and sales, the freelancers). */
  cast: DemoCast;
  /** Plans `run` at a moment of the history (answers false for moments not in the past). */
  at: (at: Date, run: () => Promise<void>) => boolean;
}

export type DemoStep = (ctx: DemoStepContext) => Promise<void>;

/**
 * More of the demo history, planned by other areas (staff leave, booking enquiries): each step plans
 * its work on the history's clock (`ctx.at`) through its area's services, and that work runs interleaved
 * with the bookings, in time order. Add an area's step by importing it here and listing it.
 */
export const extraDemoSteps: DemoStep[] = [eveningRound];
