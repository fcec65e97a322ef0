import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { burstUntilKilled, expectNothingLost, type BurstPlan } from '../test/crashBurst';
import { creditWallet } from '../test/money';
import { startServerProcess } from '../test/serverProcess';

/**
 * `npm start` killed with SIGKILL (a power cut, the out-of-memory killer) in the middle of agents booking
 * and paying, ten times over on one PGlite data folder: each time the folder opens, nothing a client was
 * answered 201 for is missing, no invariant is broken, and the server starts again.
 */
const RUNS = 10;
let dataDir: string;
const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true' });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'resort-crash-'));
  // The first start seeds the demo resort; then the agents' wallets get money for the wallet payments.
  await (await startServerProcess(env(), 180_000)).stop();
  const database = await openPglite(join(dataDir, 'db'));
  await Promise.all(['ta@agency.test', 'freelancer@agent.test'].map((email) => creditWallet({ db: database.db, now: () => new Date() }, email, 100_000_000)));
  await database.close();
}, 240_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('killed with SIGKILL while agents book and pay (PGlite data folder)', () => {
  it(`loses nothing and breaks nothing, ${RUNS} times over`, async () => {
    const plan: BurstPlan = { firstDay: 200, used: 0 };
    const totals = { runs: 0, requests: 0, bookings: 0, payments: 0, violations: 0 };
    for (let run = 0; run < RUNS; run++) {
      const server = await startServerProcess(env());
      // A different moment each run: the kill lands in a different step of a different request.
      const answered = await burstUntilKilled(server, plan, 300 + ((run * 397) % 1200));
      const database = await openPglite(join(dataDir, 'db'));
      try {
        totals.violations += await expectNothingLost(database.db, answered);
      } finally {
        await database.close();
      }
      totals.runs++;
      totals.requests += answered.requests;
      totals.bookings += answered.bookings.length;
      totals.payments += answered.payments.length;
    }
    // And the server itself starts on the folder the last kill left.
    await (await startServerProcess(env())).stop();
    console.log(`crash and restart (PGlite): ${totals.runs} kills, ${totals.requests} requests, ${totals.bookings} bookings and ${totals.payments} payments answered 201 and all kept, ${totals.violations} invariant violations`);
    expect(totals.bookings).toBeGreaterThan(RUNS);
    expect(totals.violations).toBe(0);
  }, 600_000);
});
