import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCallbackRepeated, oneIdempotencyKeyManyTimes, payoutsOfOneWallet, signInRacers, twoStaffApproveOneSlip, twoStaffCheckInOneBooking, type Racers } from '../../test/raceScenarios';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Money under concurrency, proven on PostgreSQL (PGlite runs one statement at a time and cannot race).
 * The same scenarios run through two server processes in server/node/manyServers.pg.test.ts.
 */
let api: TestApp;
let racers: Racers;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  racers = await signInRacers(api);
});
afterAll(() => api.close());

describe('on PostgreSQL', () => {
  it('50 parallel payout requests of RM 30 on a balance of RM 100 accept exactly 3', async () => {
    await payoutsOfOneWallet(api, racers);
    expect(api.unexpected).toEqual([]);
  });

  it('two staff approving one slip at the same moment: one approval, one effect', () => twoStaffApproveOneSlip(api, racers, 100));

  it('a gateway callback delivered 10 times at once makes one payment', () => gatewayCallbackRepeated(api, racers, 'SBX-RACE'));

  it("two staff checking in one freelancer's booking at the same moment: one check-in, one commission", () => twoStaffCheckInOneBooking(api, racers));

  it('the same Idempotency-Key sent 10 times at once moves money once', async () => {
    await oneIdempotencyKeyManyTimes(api, racers, 104);
    expect(api.unexpected).toEqual([]);
  });
});
