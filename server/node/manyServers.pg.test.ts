import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/apiClient';
import { rowsOf } from '../test/money';
import {
  gatewayCallbackRepeated,
  lastRoomBookedByMany,
  lastRoomHeldByMany,
  oneIdempotencyKeyManyTimes,
  overlappingHoldsOfOneRoom,
  payoutsOfOneWallet,
  promoCodeLastUses,
  signInRacers,
  twoStaffApproveOneSlip,
  twoStaffCheckInOneBooking,
  type Racers,
} from '../test/raceScenarios';
import { startCluster, type ServerCluster } from '../test/serverCluster';

/**
 * Two real server processes on one PostgreSQL database, as a resort runs them behind a load balancer:
 * the races the one-server suites win (booking/holds, wallet/money, promo/promoCodes .pg.test.ts), each
 * request going to the servers in turn, with the same results; sessions, sign-in throttling and the
 * e-mail outbox shared through the database.
 */
let cluster: ServerCluster;
let api: ApiClient;
let racers: Racers;

beforeAll(async () => {
  // Info logs: each server's "e-mails delivered" lines count what it sent.
  cluster = await startCluster(2, { LOG_LEVEL: 'info' });
  api = cluster.client;
  racers = await signInRacers(api);
}, 180_000);
afterAll(() => cluster?.close());

describe('two servers, one database: the races of one server give the same results', () => {
  it('the last free room held by 50 agents at once: one hold', () => lastRoomHeldByMany(api, racers, 40));
  it('overlapping stays of one room held by 50 at once: one hold', () => overlappingHoldsOfOneRoom(api, racers, 50));
  it('the last room held and booked by 50 at once: one reservation', () => lastRoomBookedByMany(api, racers, 60));
  it('one wallet paid out by 50 requests at once: never below zero', () => payoutsOfOneWallet(api, racers));
  it("a promo code's last uses taken by 12 bookings at once: exactly its uses", () => promoCodeLastUses(api, racers, 'TWO-SERVERS', 80));
  it('two staff approving one slip at once: one approval', () => twoStaffApproveOneSlip(api, racers, 70));
  it('one Idempotency-Key sent to both servers: money moves once', () => oneIdempotencyKeyManyTimes(api, racers, 72));
  it('a gateway callback delivered to both servers: one payment', () => gatewayCallbackRepeated(api, racers, 'SBX-TWO-SERVERS'));
  it("two staff checking in one freelancer's booking, one on each server: one commission", () => twoStaffCheckInOneBooking(api, racers));
  it('answered no request with an unhandled error', () => expect(cluster.unhandledErrors()).toEqual([]));
});

describe('two servers, one database: what a user carries between requests', () => {
  it('a session opened on one server works on the other, and signing out on one ends it on both', async () => {
    const token = await cluster.via(0).login('sales@agency.test');
    expect((await cluster.via(1).call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await cluster.via(1).call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await cluster.via(0).call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await cluster.via(1).call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('a list page read on one server ends with a sign-out on the other, though that server had the session in hand', async () => {
    const token = await cluster.via(0).login('editor@resort.test');
    // Twice: the second page goes out with its session lookup, on the session the first one found.
    for (let i = 0; i < 2; i++) expect((await cluster.via(0).call('GET', '/api/admin/rooms?range=[0,4]', { token })).status).toBe(200);
    expect((await cluster.via(1).call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await cluster.via(0).call('GET', '/api/admin/rooms?range=[0,4]', { token });
    expect(after.status).toBe(401);
    expect(after.headers.get('content-range')).toBeNull();
  });

  it('sign-in failures count on every server: after five wrong passwords spread over both, neither lets the right one in', async () => {
    const attempts = [];
    for (let i = 0; i < 5; i++) attempts.push((await cluster.via(i % 2).call('POST', '/api/auth/login', { body: { email: 'freelancer@agent.test', password: `wrong-${i}` } })).status);
    expect(attempts).toEqual([401, 401, 401, 401, 401]);
    for (const server of [0, 1]) {
      const refused = await cluster.via(server).call('POST', '/api/auth/login', { body: { email: 'freelancer@agent.test', password: 'Demo!2345' } });
      expect(refused.status).toBe(429);
    }
  });
});

describe('two servers, one database: background work', () => {
  it('sends each queued e-mail exactly once between them', async () => {
    await api.db.execute(sql`
      INSERT INTO email_outbox ("to", template, subject, text, status, attempts, created_at)
      SELECT 'guest' || i || '@example.com', 'test', 'Outbox ' || i, 'Sent once', 'pending', 0, now() - interval '1 second'
        FROM generate_series(1, 60) i`);
    const pending = async () => (await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'pending'`))[0].n;
    const deadline = Date.now() + 60_000;
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(await pending()).toBe(0);
    const [sent] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'sent'`);
    // What each server says it sent, summed: a message sent by both would be counted twice.
    const sentByServers = cluster.servers.map((s) =>
      s
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"e-mails delivered"'))
        .reduce((total, line) => total + (JSON.parse(line) as { sent: number }).sent, 0),
    );
    expect(sentByServers.reduce((a, b) => a + b, 0)).toBe(sent.n);
    expect(sent.n).toBeGreaterThanOrEqual(60);
  });
});
