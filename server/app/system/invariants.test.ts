import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Db } from '../../db/client';
import { booked, deskAt } from '../../test/bookings';
import { creditWallet, rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { checkInvariants, type InvariantResult } from './invariants';

let api: TestApp;
let asSeeded: InvariantResult[];
/** Paid from ta's wallet with WELCOME50, approved and checked in: ta's commission credited. */
let inHouse: Awaited<ReturnType<typeof booked>>;
/** The freelancer's booking, unpaid: its room kept until the payment deadline. */
let unpaid: Awaited<ReturnType<typeof booked>>;
let roomOfInHouse: { id: string; code: string };

/** The checks that found something, by name: what a test expects to see broken. */
const broken = (results: InvariantResult[]) => Object.fromEntries(results.filter((r) => r.violations > 0).map((r) => [r.name, r.violations]));
const result = (results: InvariantResult[], name: string) => results.find((r) => r.name === name);

/**
 * The checks on the database as `corrupt` leaves it (a crash's or a bug's direct writes, constraints
 * dropped where the schema would refuse them), inside a transaction rolled back afterwards.
 */
const whenCorrupted = async (corrupt: (tx: Db) => Promise<unknown>) => {
  let results: InvariantResult[] = [];
  try {
    await api.db.transaction(async (tx) => {
      await corrupt(tx);
      results = await checkInvariants(tx, api.clock.now());
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return results;
};

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  asSeeded = await checkInvariants(api.db, api.clock.now());

  const ta = await api.login('ta@agency.test');
  let admin = await api.login('admin@resort.test');
  inHouse = await booked(api, ta, { checkIn: '2027-04-01', checkOut: '2027-04-03', extra: { promoCode: 'WELCOME50' } });
  await creditWallet(api, 'ta@agency.test', inHouse.total);
  expect((await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: inHouse.id } })).status).toBe(201);
  expect((await api.call('PUT', `/api/admin/reservations/${inHouse.id}/approve`, { token: admin })).status).toBe(200);
  admin = await deskAt(api, '2027-04-01');
  expect((await api.call('PUT', `/api/admin/reservations/${inHouse.id}/status/check-in`, { token: admin })).json.status).toBe('InHouse');

  const freelancer = await api.login('freelancer@agent.test');
  unpaid = await booked(api, freelancer, { checkIn: '2027-04-20', checkOut: '2027-04-21' });
  [roomOfInHouse] = await rowsOf<{ id: string; code: string }>(
    api,
    sql`SELECT rm.id, rm.code FROM room_allocations a JOIN rooms rm ON rm.id = a.room_id WHERE a.reservation_id = ${inHouse.id}`,
  );
});
afterAll(() => api.close());

describe('the invariant checks', () => {
  it('find nothing broken in the demo resort as seeded', () => {
    expect(asSeeded.map((r) => r.name)).toEqual([
      'double-bookings',
      'unallocated-stays',
      'wallet-totals',
      'negative-wallets',
      'promo-codes-over-limit',
      'promo-code-counts',
      'packages-over-limit',
      'package-counts',
      'payment-statuses',
      'double-commissions',
    ]);
    expect(broken(asSeeded)).toEqual({});
  });

  it('find nothing broken after bookings made, paid from a wallet with a promo code, checked in and left unpaid', async () => {
    const [money] = await rowsOf<{ entries: number; commissions: number; uses: number }>(
      api,
      sql`SELECT (SELECT count(*)::int FROM wallet_entries) AS entries, (SELECT count(*)::int FROM commissions) AS commissions, (SELECT count(*)::int FROM promo_code_uses) AS uses`,
    );
    expect(money).toEqual({ entries: 3, commissions: 1, uses: 1 });
    expect(broken(await checkInvariants(api.db, api.clock.now()))).toEqual({});
  });

  it('count two live bookings of one room for the same night, not an expired hold left on it', async () => {
    const found = await whenCorrupted(async (tx) => {
      await tx.execute(sql`ALTER TABLE room_allocations DROP CONSTRAINT room_allocations_no_overlap`);
      const now = api.clock.now();
      const expired = new Date(now.getTime() - 60_000).toISOString();
      await tx.execute(sql`
        INSERT INTO room_allocations (room_id, stay, reservation_id, expires_at, created_at) VALUES
          (${roomOfInHouse.id}, '[2027-04-02,2027-04-04)', ${unpaid.id}, NULL, ${now.toISOString()}::timestamptz),
          (${roomOfInHouse.id}, '[2027-04-01,2027-04-02)', ${unpaid.id}, ${expired}::timestamptz, ${now.toISOString()}::timestamptz)`);
    });
    expect(broken(found)).toEqual({ 'double-bookings': 1 });
    expect(result(found, 'double-bookings')?.examples).toEqual([`room ${roomOfInHouse.code}: ${inHouse.bookingNo} and ${unpaid.bookingNo} both hold the nights from 2027-04-02 to 2027-04-03`]);
  });

  it('count a booking in house that lost the allocation of its room', async () => {
    const found = await whenCorrupted((tx) => tx.execute(sql`DELETE FROM room_allocations WHERE reservation_id = ${inHouse.id}`));
    expect(broken(found)).toEqual({ 'unallocated-stays': 1 });
    expect(result(found, 'unallocated-stays')?.examples).toEqual([`${inHouse.bookingNo}: 1 room booked, 0 held for its nights`]);
  });

  it('count a wallet whose totals moved without a ledger entry', async () => {
    const [w] = await rowsOf<{ credited: number; debited: number }>(api, sql`SELECT credited::int, debited::int FROM wallets w JOIN users u ON u.id = w.agent_id WHERE u.email = 'ta@agency.test'`);
    const found = await whenCorrupted((tx) => tx.execute(sql`UPDATE wallets SET credited = credited + 1000 WHERE agent_id = (SELECT id FROM users WHERE email = 'ta@agency.test')`));
    expect(broken(found)).toEqual({ 'wallet-totals': 1 });
    const [c, d, none] = [formatMoney(w.credited), formatMoney(w.debited), formatMoney(0)];
    expect(result(found, 'wallet-totals')?.examples).toEqual([
      `ta@agency.test: the wallet holds credited ${formatMoney(w.credited + 1000)}, debited ${d}, requested ${none}; its ledger adds up to ${c}, ${d}, ${none}`,
    ]);
  });

  it('count a wallet below zero, which the schema refuses unless its CHECK is dropped', async () => {
    const found = await whenCorrupted(async (tx) => {
      await tx.execute(sql`ALTER TABLE wallets DROP CONSTRAINT wallets_balance_not_negative`);
      const [{ agent, balance }] = ((await tx.execute(sql`SELECT agent_id AS agent, (credited - debited - requested)::int AS balance FROM wallets w JOIN users u ON u.id = w.agent_id WHERE u.email = 'ta@agency.test'`)) as unknown as { rows: { agent: string; balance: number }[] }).rows;
      const debit = balance + 1000;
      // A debit as a bug bypassing the ledger's condition would write it: entry and totals together.
      await tx.execute(sql`UPDATE wallets SET debited = debited + ${debit} WHERE agent_id = ${agent}`);
      await tx.execute(sql`INSERT INTO wallet_entries (agent_id, kind, debited_delta, balance_after, created_at) VALUES (${agent}, 'booking', ${debit}, -1000, now())`);
    });
    expect(broken(found)).toEqual({ 'negative-wallets': 1 });
    expect(result(found, 'negative-wallets')?.examples).toEqual([`ta@agency.test: balance ${formatMoney(-1000)}`]);
  });

  it('count a promo code used more times than allowed', async () => {
    const found = await whenCorrupted(async (tx) => {
      await tx.execute(sql`
        INSERT INTO promo_code_uses (promo_code_id, reservation_id, pax, discount, used_at)
        SELECT p.id, r.id, 2, 10000, now() FROM promo_codes p, reservations r WHERE p.code = 'GIFT-ISLAND100' AND r.id IN (${inHouse.id}, ${unpaid.id})`);
      await tx.execute(sql`UPDATE promo_codes SET used_count = 2 WHERE code = 'GIFT-ISLAND100'`);
    });
    expect(broken(found)).toEqual({ 'promo-codes-over-limit': 1 });
    expect(result(found, 'promo-codes-over-limit')?.examples).toEqual(['GIFT-ISLAND100: 2 uses (counted 2) of 1 allowed']);
  });

  it('count a promo code whose use count lost a booking using it', async () => {
    const found = await whenCorrupted((tx) => tx.execute(sql`UPDATE promo_codes SET used_count = used_count - 1 WHERE code = 'WELCOME50'`));
    expect(broken(found)).toEqual({ 'promo-code-counts': 1 });
    expect(result(found, 'promo-code-counts')?.examples).toEqual(['WELCOME50: used count 0, uses not given back 1']);
  });

  it('count a package sold beyond its available count', async () => {
    const found = await whenCorrupted((tx) => tx.execute(sql`UPDATE tour_packages SET available_count = 1 WHERE code = 'PD-2D1N-SNK'`));
    expect(broken(found)).toEqual({ 'packages-over-limit': 1 });
    expect(result(found, 'packages-over-limit')?.examples).toEqual(['PD-2D1N-SNK: 2 bought of 1 available']);
  });

  it('count a package whose bought count kept the unit of a cancelled booking', async () => {
    // Cancelled by a direct write: its package unit (and nothing else of it here) is not given back.
    const found = await whenCorrupted((tx) => tx.execute(sql`UPDATE reservations SET status = 'Cancelled' WHERE id = ${unpaid.id}`));
    expect(broken(found)).toEqual({ 'package-counts': 1 });
    expect(result(found, 'package-counts')?.examples).toEqual(['PD-2D1N-SNK: bought count 2; live bookings 1, bought vouchers 0']);
  });

  it('count a booking whose payment status is not what its payments make it', async () => {
    const found = await whenCorrupted((tx) => tx.execute(sql`UPDATE reservations SET payment_status = 'Partial' WHERE id = ${inHouse.id}`));
    expect(broken(found)).toEqual({ 'payment-statuses': 1 });
    expect(result(found, 'payment-statuses')?.examples).toEqual([`${inHouse.bookingNo} says Partial; its payments and refunds make it FullyPaid`]);
  });

  it('count a commission credited twice, which the schema refuses unless its unique index is dropped', async () => {
    const found = await whenCorrupted(async (tx) => {
      await tx.execute(sql`DROP INDEX commissions_once`);
      await tx.execute(sql`
        INSERT INTO commissions (reservation_id, agent_id, kind, base_amount, rate_percent, amount, status, credited_at)
        SELECT reservation_id, agent_id, kind, base_amount, rate_percent, amount, status, credited_at FROM commissions WHERE reservation_id = ${inHouse.id}`);
    });
    expect(broken(found)).toEqual({ 'double-commissions': 1 });
    expect(result(found, 'double-commissions')?.examples).toEqual([`${inHouse.bookingNo}: booking commission of ta@agency.test credited 2 times`]);
  });
});
