import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedAgents } from '../../test/agents';
import { creditWallet, rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Buying vouchers and event seats under concurrency, proven on PostgreSQL. */
let api: TestApp;
let crowd: { email: string; token: string }[];

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  const admin = await api.login('admin@resort.test');
  crowd = await approvedAgents(api, admin, 20);
  for (const agent of crowd) await creditWallet(api, agent.email, 100_000);
});
afterAll(() => api.close());

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('on PostgreSQL', () => {
  it('20 agents holding one promo code at once: one hold', async () => {
    const [code] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM promo_codes WHERE code = 'PTR-PARTNER80'`);
    const answers = await Promise.all(crowd.map((a) => api.call('POST', '/api/agent/promo-code/block', { token: a.token, body: { promoCodeId: code.id } })));
    expect(statuses(answers)).toEqual([201, ...Array(19).fill(409)]);
    expect(api.unexpected).toEqual([]);
    const [{ n }] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM voucher_purchases WHERE promo_code_id = ${code.id} AND status <> 'released'`);
    expect(n).toBe(1);
  });

  it('20 agents buying a promo package with 3 units left: 3 sold, 3 debits', async () => {
    const [pkg] = await rowsOf<{ id: string }>(api, sql`UPDATE tour_packages SET available_count = 3 WHERE code = 'PD-2D1N-SNK' RETURNING id`);
    const answers = await Promise.all(crowd.map((a) => api.call('POST', '/api/agent/wallet/promo-package', { token: a.token, body: { packageId: pkg.id } })));
    expect(statuses(answers)).toEqual([201, 201, 201, ...Array(17).fill(409)]);
    const [sold] = await rowsOf<{ bought: number; count: number }>(
      api,
      sql`SELECT (SELECT bought_count FROM tour_packages WHERE id = ${pkg.id}) AS bought, count(*)::int AS count FROM voucher_purchases WHERE package_id = ${pkg.id} AND status = 'bought'`,
    );
    expect(sold).toEqual({ bought: 3, count: 3 });
    const [{ debits }] = await rowsOf<{ debits: number }>(api, sql`SELECT count(*)::int AS debits FROM wallet_entries WHERE kind = 'promo-package'`);
    expect(debits).toBe(3);
  });

  it('20 agents taking 2 seats each at an event of 9 seats: 4 join, 8 seats taken', async () => {
    const [event] = await rowsOf<{ id: string }>(
      api,
      sql`INSERT INTO events (title, starts_at, price, seats, max_seats_per_agent, active) VALUES ('Dive expo night', '2027-01-15T11:00:00Z', 5000, 9, 2, true) RETURNING id`,
    );
    const answers = await Promise.all(crowd.map((a) => api.call('POST', '/api/agent/wallet/event', { token: a.token, body: { eventId: event.id, seats: 2 } })));
    expect(statuses(answers)).toEqual([201, 201, 201, 201, ...Array(16).fill(409)]);
    const [seats] = await rowsOf<{ booked: number; joined: number }>(
      api,
      sql`SELECT (SELECT booked_seats FROM events WHERE id = ${event.id}) AS booked, coalesce(sum(seats), 0)::int AS joined FROM event_registrations WHERE event_id = ${event.id} AND status = 'joined'`,
    );
    expect(seats).toEqual({ booked: 8, joined: 8 });
    expect(api.unexpected).toEqual([]);
  });
});
