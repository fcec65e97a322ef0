import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstUntilKilled, expectNothingLost, type BurstPlan } from '../test/crashBurst';
import { creditWallet } from '../test/money';
import { startCluster, type ServerCluster } from '../test/serverCluster';

/**
 * A server on PostgreSQL killed with SIGKILL in the middle of agents booking and paying, then started
 * again: nothing a client was answered 201 for is missing and no invariant is broken. (The PGlite data
 * folder, which the server process holds itself, is crashed ten times in crashRestart.test.ts.)
 */
const RUNS = 5;
let cluster: ServerCluster;

beforeAll(async () => {
  cluster = await startCluster(1);
  await Promise.all(['ta@agency.test', 'freelancer@agent.test'].map((email) => creditWallet(cluster.client, email, 100_000_000)));
}, 180_000);
afterAll(() => cluster?.close());

describe('killed with SIGKILL while agents book and pay (PostgreSQL)', () => {
  it(`loses nothing and breaks nothing, ${RUNS} times over`, async () => {
    const plan: BurstPlan = { firstDay: 200, used: 0 };
    let bookings = 0;
    let violations = 0;
    for (let run = 0; run < RUNS; run++) {
      const server = run === 0 ? cluster.servers[0] : await cluster.start();
      const answered = await burstUntilKilled(server, plan, 2_000 + run * 500, 6);
      violations += await expectNothingLost(cluster.client.db, answered);
      bookings += answered.bookings.length;
    }
    const restarted = await cluster.start();
    expect((await fetch(`${restarted.url}/api/ready`)).status).toBe(200);
    console.log(`crash and restart (PostgreSQL): ${RUNS} kills, ${bookings} bookings answered 201 and all kept, ${violations} invariant violations`);
    expect(bookings).toBeGreaterThan(RUNS);
  }, 300_000);
});
