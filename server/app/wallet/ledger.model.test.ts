import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Database } from '../../db/client';
import { rowsOf } from '../../test/money';
import { freshDatabase } from '../../test/testDatabase';
import { post, walletOf, type EntryKind } from './ledger';

/**
 * A model-based test of the wallet ledger: any sequence of top-ups, commissions, refunds, wallet
 * payments, payout requests and their decisions leaves the wallet exactly where a simple model
 * says, and the balance never below zero; refused moves change nothing.
 */
interface Model {
  credited: number;
  debited: number;
  requested: number;
  /** Amounts of payout requests not yet decided. */
  pending: number[];
}
interface Real {
  db: Db;
  agentId: string;
}

const now = new Date('2026-11-21T02:00:00Z');
const balance = (m: Model) => m.credited - m.debited - m.requested;

const tryPost = async (r: Real, kind: EntryKind, amount: number) => {
  try {
    await r.db.transaction((tx) => post(tx, { agentId: r.agentId, kind, amount }, now));
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'insufficient_balance') return false;
    throw error;
  }
};

const check = async (m: Model, r: Real) => {
  const wallet = await walletOf(r.db, r.agentId);
  expect(wallet).toEqual({ creditedAmount: m.credited, debitedAmount: m.debited, totalReqAmount: m.requested, balance: balance(m) });
  expect(wallet.balance).toBeGreaterThanOrEqual(0);
};

class Credit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly kind: 'topup' | 'commission' | 'referral-commission' | 'refund', readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    expect(await tryPost(r, this.kind, this.amount)).toBe(true);
    m.credited += this.amount;
    await check(m, r);
  }
  toString = () => `${this.kind}(${this.amount})`;
}

class Spend implements fc.AsyncCommand<Model, Real> {
  constructor(readonly kind: 'booking' | 'promo-code' | 'promo-package' | 'event' | 'payout-request', readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const covered = this.amount <= balance(m);
    expect(await tryPost(r, this.kind, this.amount)).toBe(covered);
    if (covered && this.kind === 'payout-request') {
      m.requested += this.amount;
      m.pending.push(this.amount);
    } else if (covered) m.debited += this.amount;
    await check(m, r);
  }
  toString = () => `${this.kind}(${this.amount})`;
}

class Decide implements fc.AsyncCommand<Model, Real> {
  constructor(readonly approve: boolean, readonly pick: number) {}
  check = (m: Readonly<Model>) => m.pending.length > 0;
  async run(m: Model, r: Real) {
    const [amount] = m.pending.splice(this.pick % m.pending.length, 1);
    expect(await tryPost(r, this.approve ? 'payout-approved' : 'payout-rejected', amount)).toBe(true);
    m.requested -= amount;
    if (this.approve) m.debited += amount;
    await check(m, r);
  }
  toString = () => `${this.approve ? 'approve' : 'reject'}-payout(${this.pick})`;
}

const amount = fc.integer({ min: 1, max: 50_000 });
const commands = [
  fc.tuple(fc.constantFrom('topup', 'commission', 'referral-commission', 'refund') as fc.Arbitrary<Credit['kind']>, amount).map(([k, a]) => new Credit(k, a)),
  fc.tuple(fc.constantFrom('booking', 'promo-code', 'promo-package', 'event', 'payout-request') as fc.Arbitrary<Spend['kind']>, amount).map(([k, a]) => new Spend(k, a)),
  fc.tuple(fc.boolean(), fc.nat()).map(([approve, pick]) => new Decide(approve, pick)),
];

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the wallet ledger', () => {
  it('agrees with the model after any sequence of moves, and never goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        // A new agent per run: the ledger is append-only, so nothing can be reset.
        const [{ id }] = await rowsOf<{ id: string }>(database, sql`INSERT INTO users (kind) VALUES ('agent') RETURNING id`);
        const real: Real = { db: database.db, agentId: id };
        await fc.asyncModelRun(() => ({ model: { credited: 0, debited: 0, requested: 0, pending: [] }, real }), cmds);
        // The running totals are the sum of the entries, and each entry's balance is the running one.
        const [{ sum, never_negative }] = await rowsOf<{ sum: string; never_negative: boolean | null }>(database, sql`
          SELECT coalesce(sum(credited_delta - debited_delta - requested_delta), 0)::bigint AS sum,
                 bool_and(balance_after >= 0) AS never_negative
            FROM wallet_entries WHERE agent_id = ${id}`);
        expect(Number(sum)).toBe((await walletOf(database.db, id)).balance);
        expect(never_negative ?? true).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses to change or delete an entry', async () => {
    const [{ id }] = await rowsOf<{ id: string }>(database, sql`INSERT INTO users (kind) VALUES ('agent') RETURNING id`);
    await database.db.transaction((tx) => post(tx, { agentId: id, kind: 'topup', amount: 100 }, now));
    await expect(database.db.execute(sql`UPDATE wallet_entries SET credited_delta = 1000000 WHERE agent_id = ${id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM wallet_entries WHERE agent_id = ${id}`)).rejects.toThrow();
    expect((await walletOf(database.db, id)).balance).toBe(100);
  });
});
