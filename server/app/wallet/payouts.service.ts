import { and, desc, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { agentBankDetails, payouts } from '../../db/moneyTables';
import { writeAudit } from '../audit/audit';
import { enqueueEmail } from '../email/outbox';
import type { Actor } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { readSetting } from '../settings/settings';
import { post } from './ledger';

/** An agent's bank details for payouts, or null before they were given. */
export const bankDetailsOf = async (db: Db, agentId: string) => {
  const [row] = await db.select().from(agentBankDetails).where(eq(agentBankDetails.agentId, agentId));
  return row ? { accountName: row.accountName, accountNumber: row.accountNumber, bankName: row.bankName, swiftCode: row.swiftCode } : null;
};

export interface BankDetails {
  accountName: string;
  accountNumber: string;
  bankName: string;
  swiftCode?: string | null;
}

/** Saves an agent's bank details whole. */
export const saveBankDetails = async (db: Db, agentId: string, details: BankDetails, now: Date) => {
  const values = { accountName: details.accountName, accountNumber: details.accountNumber, bankName: details.bankName, swiftCode: details.swiftCode ?? null, updatedAt: now };
  await db.insert(agentBankDetails).values({ agentId, ...values }).onConflictDoUpdate({ target: agentBankDetails.agentId, set: values });
  return bankDetailsOf(db, agentId);
};

/**
 * An agent asks for `amount` out of the wallet. The request holds the amount at once (the balance
 * shown drops by it), so many requests at the same moment can never ask for more than there is.
 */
export const requestPayout = async (tx: Db, actor: Actor, amount: number, now: Date, ip: string) => {
  const { payoutMin } = await readSetting(tx, 'wallet');
  if (amount < payoutMin) throw new ApiError(400, 'validation', 'app.errors.bad_request', { amount: 'app.wallet.payout_below_minimum' }, { args: { min: formatMoney(payoutMin) } });
  const bank = await bankDetailsOf(tx, actor.accountId);
  if (!bank) throw badRequest('app.wallet.bank_details_required', { accountNumber: 'app.wallet.bank_details_required' });
  const [payout] = await tx
    .insert(payouts)
    .values({ agentId: actor.accountId, amount, status: 'pending', ...bank, requestedAt: now })
    .returning();
  await post(tx, { agentId: actor.accountId, kind: 'payout-request', amount, payoutId: payout.id, createdBy: actor.id }, now);
  await writeAudit(tx, { actor, action: 'create', resource: 'payouts', recordId: payout.id, after: { amount }, ip }, now);
  return payout;
};

export interface PayoutDecision {
  decision: 'approve' | 'reject';
  notes?: string;
  transferReference?: string;
}

/** Staff pay a payout out (approve) or turn it down (reject, saying why); decided once. */
export const decidePayout = async (tx: Db, actor: Actor, id: string, input: PayoutDecision, now: Date, ip: string) => {
  if (input.decision === 'reject' && !input.notes?.trim()) throw badRequest('app.errors.bad_request', { notes: 'ra.validation.required' });
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const [payout] = await tx
    .update(payouts)
    .set({ status, decidedBy: actor.id, decidedAt: now, decisionNotes: input.notes ?? null, transferReference: input.transferReference ?? null })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning();
  if (!payout) {
    const [existing] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id));
    throw existing ? new ApiError(409, 'payout_already_decided', 'app.wallet.payout_already_decided') : notFound('app.errors.not_found');
  }
  await post(tx, { agentId: payout.agentId, kind: input.decision === 'approve' ? 'payout-approved' : 'payout-rejected', amount: Number(payout.amount), payoutId: id, reference: input.transferReference ?? null, createdBy: actor.id }, now);
  await writeAudit(tx, { actor, action: 'update', resource: 'payouts', recordId: id, before: { status: 'pending' }, after: { status }, ip }, now);
  const [agent] = await tx.select({ email: resourceTables.users.email }).from(resourceTables.users).where(eq(resourceTables.users.id, payout.agentId));
  const args = { amount: formatMoney(Number(payout.amount)), accountNumber: payout.accountNumber, reason: input.notes ?? '' };
  await enqueueEmail(tx, { to: String(agent.email), template: input.decision === 'approve' ? 'payout-approved' : 'payout-rejected', locale: 'en' satisfies Locale, args }, now);
  return payout;
};

const presentPayout = (p: typeof payouts.$inferSelect) => ({
  ...p,
  amount: Number(p.amount),
  requestedAt: p.requestedAt.toISOString(),
  decidedAt: p.decidedAt?.toISOString() ?? null,
});

/** Payout requests, newest first (pending ones oldest first: the queue staff work through). */
export const listPayouts = async (db: Db, filter: { agentId?: string; status?: string }, range: { start: number; end: number }) => {
  const where = and(filter.agentId ? eq(payouts.agentId, filter.agentId) : undefined, filter.status ? eq(payouts.status, filter.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ payout: payouts, agentName: sql<string>`${resourceTables.users.firstName} || ' ' || ${resourceTables.users.lastName}`, agentEmail: resourceTables.users.email })
      .from(payouts)
      .innerJoin(resourceTables.users, eq(resourceTables.users.id, payouts.agentId))
      .where(where)
      .orderBy(filter.status === 'pending' ? payouts.requestedAt : desc(payouts.requestedAt))
      .limit(range.end - range.start + 1)
      .offset(range.start),
    db.select({ total: sql<number>`count(*)::int` }).from(payouts).where(where),
  ]);
  return { records: rows.map((r) => ({ ...presentPayout(r.payout), agentName: r.agentName, agentEmail: String(r.agentEmail) })), total };
};
