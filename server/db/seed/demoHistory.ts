import { and, eq, lt, sql } from 'drizzle-orm';
import { expireOverdue } from '../../app/booking/reservations.service';
import type { AppConfig } from '../../app/config';
import type { SandboxGateway } from '../../app/payments/sandboxGateway';
import { addDays } from '../../app/pricing/nights';
import type { FileStorage } from '../../app/uploads/storage';
import type { Db } from '../client';
import { emailOutbox } from '../moneyTables';
import { demoToday, later, resortAt } from './history/calendar';
import { castOf } from './history/cast';
import { loadCatalogue } from './history/catalogue';
import { planMoney } from './history/money';
import { planStays } from './history/plan';
import { randomOf, seedOf } from './history/random';
import { coverSeasons } from './history/seasons';
import { historySteps } from './history/steps';
import type { StayContext } from './history/stays';
import { timeline } from './history/timeline';
import { extraDemoSteps, type DemoStepContext } from './demoSteps';

/** Days of history before the creation day, and days ahead that bookings already reach. */
export const HISTORY_DAYS = 365;
export const AHEAD_DAYS = 90;

export interface DemoHistoryDeps {
  db: Db;
  storage: FileStorage;
  payments: SandboxGateway;
  config: AppConfig;
}

export interface DemoHistoryOptions {
  /** Arrivals on an ordinary night (a busy Friday has about 1.7 times as many); the volume of the history. */
  arrivalsPerDay?: number;
}

/**
 * Makes the demo resort a resort in full swing on `createdAt`'s day: a year of stays behind it and three
 * months of bookings ahead, made by the demo agency, the freelancers and the staff through the same
 * services real bookings go through, on a clock that walks forward from a year and four months ago to
 * the start of the creation day (bookings, payments, reviews, approvals, cancellations and refunds,
 * expiry, check-ins and check-outs, top-ups, commissions, payouts, event seats). Deterministic: the same
 * creation day gives the same history. Today's desk work (arrivals, departures, slips to review) is
 * left for the people signing in. Run after `seedDemo`, only when demo data is on.
 */
export const seedDemoHistory = async (deps: DemoHistoryDeps, createdAt: Date, options: DemoHistoryOptions = {}) => {
  const started = performance.now();
  // One transaction around the whole walk (each service's own transaction becomes a savepoint in it): the
  // history is there whole or not at all, and PGlite writes its files once instead of at every step.
  const made = await deps.db.transaction((tx) => walk({ ...deps, db: tx as unknown as Db }, createdAt, options));
  return { ...made, seconds: (performance.now() - started) / 1000 };
};

const walk = async (deps: DemoHistoryDeps, createdAt: Date, options: DemoHistoryOptions) => {
  const { db } = deps;
  const today = demoToday(createdAt);
  const end = resortAt(today, '00:00');
  const from = addDays(today, -HISTORY_DAYS);
  const to = addDays(today, AHEAD_DAYS);
  const setUpAt = resortAt(addDays(from, -120), '09:00');
  const random = randomOf(seedOf(today));

  await coverSeasons(db, from, addDays(to, 5), setUpAt);
  const referredAt = resortAt(addDays(today, -200), '10:30');
  const cast = await castOf(db, setUpAt, referredAt, deps.config.passwordIterations);
  const catalogue = await loadCatalogue(db);
  const clock = timeline(end);
  const ctx: StayContext = { db, steps: historySteps(deps), cast, catalogue, random, clock, stats: { booked: 0, noRoom: 0, refused: 0 } };

  const planned = planStays(ctx, { from, to, today, end, referredSince: later(referredAt, 2 * 24 * 60), arrivalsPerDay: options.arrivalsPerDay ?? 0.6 });
  await planMoney(ctx, { setUpAt, today, end });
  const stepContext: DemoStepContext = { db, today, end, random, cast, at: clock.at };
  for (const step of extraDemoSteps) await step(stepContext);
  await clock.run();
  // The system's own expiry sweep, as the server runs it every 30 seconds: nothing unpaid outlives its deadline.
  await expireOverdue(db, end);
  await markHistoryMailSent(db, end);
  return { planned, ...ctx.stats };
};

/**
 * The history's e-mails went out when they happened; only the last day's are left for the server's
 * mailer, so a new demo does not write thousands of messages at its first start.
 */
export const markHistoryMailSent = (db: Db, end: Date) =>
  db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: emailOutbox.createdAt, attempts: 1 })
    .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, later(end, -24 * 60))));

/** How many reservations the demo holds, by status (for the start-up log and the bench). */
export const reservationsByStatus = async (db: Db) => {
  const rows = (await db.execute(sql`SELECT status, count(*)::int AS n FROM reservations GROUP BY status ORDER BY status`)) as { rows: { status: string; n: number }[] };
  return Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]));
};
