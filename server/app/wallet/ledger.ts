import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compiledStatement } from '../../db/prepared';
import { walletEntries, wallets } from '../../db/moneyTables';
import { ApiError } from '../http/errors';

/**
 * How each kind of entry moves the wallet's three totals (credited, debited, requested), per unit of
 * its amount. The balance is credited − debited − requested (spec section 3).
 */
export const ENTRY_MOVES = {
  topup: [1, 0, 0],
  commission: [1, 0, 0],
  'referral-commission': [1, 0, 0],
  refund: [1, 0, 0],
  booking: [0, 1, 0],
  'promo-code': [0, 1, 0],
  'promo-package': [0, 1, 0],
  event: [0, 1, 0],
  'commission-reversal': [0, 1, 0],
  'payout-request': [0, 0, 1],
  'payout-approved': [0, 1, -1],
  'payout-rejected': [0, 0, -1],
} as const satisfies Record<string, readonly [number, number, number]>;

export type EntryKind = keyof typeof ENTRY_MOVES;
export const ENTRY_KINDS = Object.keys(ENTRY_MOVES) as EntryKind[];

export interface LedgerPosting {
  agentId: string;
  kind: EntryKind;
  /** Sen, more than 0. */
  amount: number;
  reference?: string | null;
  reservationId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  createdBy?: string | null;
}

export interface WalletTotals {
  creditedAmount: number;
  debitedAmount: number;
  totalReqAmount: number;
  balance: number;
}

const totalsOf = (row: { credited: number; debited: number; requested: number } | undefined): WalletTotals => {
  const credited = Number(row?.credited ?? 0);
  const debited = Number(row?.debited ?? 0);
  const requested = Number(row?.requested ?? 0);
  return { creditedAmount: credited, debitedAmount: debited, totalReqAmount: requested, balance: credited - debited - requested };
};

export const insufficientBalance = () => new ApiError(409, 'insufficient_balance', 'app.wallet.insufficient_balance', { amount: 'app.wallet.insufficient_balance' });

/** The wallet's conditional move and its ledger entry, in one statement: every posting sends it, compiled once. */
const ledgerMove = compiledStatement<{
  c: number;
  d: number;
  r: number;
  now: string;
  agentId: string;
  kind: string;
  reference: string | null;
  reservationId: string | null;
  paymentId: string | null;
  payoutId: string | null;
  createdBy: string | null;
}>(
  'ledger_move',
  (v) => sql`
    WITH moved AS (
      UPDATE ${wallets}
         SET credited = credited + ${v.c}::bigint, debited = debited + ${v.d}::bigint, requested = requested + ${v.r}::bigint, updated_at = ${v.now}::timestamptz
       WHERE agent_id = ${v.agentId}::uuid AND (credited + ${v.c}::bigint) - (debited + ${v.d}::bigint) - (requested + ${v.r}::bigint) >= 0 AND requested + ${v.r}::bigint >= 0
      RETURNING credited, debited, requested
    ), entry AS (
      INSERT INTO ${walletEntries} (agent_id, kind, credited_delta, debited_delta, requested_delta, balance_after, reference, reservation_id, payment_id, payout_id, created_by, created_at)
      SELECT ${v.agentId}::uuid, ${v.kind}::text, ${v.c}::bigint, ${v.d}::bigint, ${v.r}::bigint, moved.credited - moved.debited - moved.requested, ${v.reference}::text,
             ${v.reservationId}::uuid, ${v.paymentId}::uuid, ${v.payoutId}::uuid, ${v.createdBy}::uuid, ${v.now}::timestamptz
        FROM moved
      RETURNING id
    )
    SELECT moved.credited, moved.debited, moved.requested FROM moved, entry`,
);

/**
 * Appends one entry and moves the wallet's totals in the caller's transaction. The totals change by
 * one conditional UPDATE: PostgreSQL locks the wallet's row and re-checks the condition against the
 * latest committed totals, so parallel debits can never take the balance below zero; when the
 * condition fails nothing is written and the caller gets 409. The UPDATE and the entry are one
 * statement (the entry is inserted from the UPDATE's RETURNING, so no entry without its move and none
 * when the move was refused).
 */
export const post = async (tx: Db, posting: LedgerPosting, now: Date): Promise<WalletTotals> => {
  if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0) throw new ApiError(400, 'validation', 'app.errors.bad_request', { amount: 'app.wallet.invalid_amount' });
  const [c, d, r] = ENTRY_MOVES[posting.kind].map((unit) => unit * posting.amount);
  // Only a credit can succeed on a wallet that has no row yet: every other move needs a balance or a
  // request to take from, and without a row the conditional UPDATE below refuses it (409) as before.
  if (c > 0) await tx.insert(wallets).values({ agentId: posting.agentId, updatedAt: now }).onConflictDoNothing();
  const rows = await ledgerMove.rows<{ credited: string | number; debited: string | number; requested: string | number }>(tx, {
    c,
    d,
    r,
    now: now.toISOString(),
    agentId: posting.agentId,
    kind: posting.kind,
    reference: posting.reference ?? null,
    reservationId: posting.reservationId ?? null,
    paymentId: posting.paymentId ?? null,
    payoutId: posting.payoutId ?? null,
    createdBy: posting.createdBy ?? null,
  });
  const [moved] = rows;
  if (!moved) throw insufficientBalance();
  return totalsOf({ credited: Number(moved.credited), debited: Number(moved.debited), requested: Number(moved.requested) });
};

/** An agent's wallet (an agent with no entries yet has an empty one). */
export const walletOf = async (db: Db, agentId: string): Promise<WalletTotals> => {
  const [row] = await db.select().from(wallets).where(eq(wallets.agentId, agentId));
  return totalsOf(row);
};

/** An agent's statement, newest first: what each entry did and the balance after it. */
export const statementOf = async (db: Db, agentId: string, range: { start: number; end: number }) => {
  const where = eq(walletEntries.agentId, agentId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(where)
      .orderBy(desc(walletEntries.seq))
      .limit(range.end - range.start + 1)
      .offset(range.start),
    db.select({ total: sql<number>`count(*)::int` }).from(walletEntries).where(where),
  ]);
  const entries = rows.map((e) => ({
    id: e.id,
    kind: e.kind as EntryKind,
    credit: Number(e.creditedDelta),
    debit: Number(e.debitedDelta),
    requested: Number(e.requestedDelta),
    balanceAfter: Number(e.balanceAfter),
    reference: e.reference,
    reservationId: e.reservationId,
    paymentId: e.paymentId,
    payoutId: e.payoutId,
    createdAt: e.createdAt.toISOString(),
  }));
  return { entries, total };
};
