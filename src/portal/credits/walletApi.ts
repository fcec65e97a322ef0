import type { EntryKind } from '../../../server/app/wallet/ledger';
import { request, onceHeader } from '../../shared/request';
import { queryKeys, type Wallet } from '../api';

/** One line of `GET /wallet/statement`: what an entry did to the three totals, and the balance after it (sen). */
export interface StatementEntry {
  id: string;
  kind: EntryKind;
  credit: number;
  debit: number;
  requested: number;
  balanceAfter: number;
  reference: string | null;
  createdAt: string;
}

export type PayoutStatus = 'pending' | 'approved' | 'rejected';

/** A payout request of `GET /wallet/payout`. */
export interface Payout {
  id: string;
  amount: number;
  status: PayoutStatus;
  bankName: string;
  accountNumber: string;
  requestedAt: string;
  decisionNotes: string | null;
  transferReference: string | null;
}

/** Where payouts go (`GET /agent-info`): all null until given. */
export interface BankDetails {
  accountName: string | null;
  accountNumber: string | null;
  bankName: string | null;
  swiftCode: string | null;
}

/** `GET /wallet-setting`: top-up bounds and the smallest payout (sen). */
export interface WalletSetting {
  topUpMin: number;
  topUpMax: number;
  payoutMin: number;
}

/** A page of a list read by `range=[start,end]`, with the total. */
export interface RangePage<T> {
  items: T[];
  total: number;
}

const agent = 'agent' as const;
/** A new key per user action: the same action retried has one effect, two actions have two. */
const once = onceHeader;

export const walletApi = {
  statement: async (start: number, end: number): Promise<RangePage<StatementEntry>> => {
    const page = await request<{ entries: StatementEntry[]; total: number }>({ path: '/wallet/statement', target: agent, payload: { range: [start, end] } });
    return { items: page.entries, total: page.total };
  },
  payouts: async (start: number, end: number): Promise<RangePage<Payout>> => {
    const page = await request<{ payouts: Payout[]; total: number }>({ path: '/wallet/payout', target: agent, payload: { range: [start, end] } });
    return { items: page.payouts, total: page.total };
  },
  setting: () => request<WalletSetting>({ path: '/wallet-setting', target: agent }),
  bankDetails: () => request<BankDetails>({ path: '/agent-info', target: agent }),
  saveBankDetails: (details: Record<string, string | null>) => request<BankDetails>({ method: 'PUT', path: '/agent-info', target: agent, payload: details }),
  topUp: (amount: number) =>
    request<{ paymentId: string; amount: number; redirectUrl: string }>({ method: 'POST', path: '/wallet/top-up', target: agent, payload: { amount }, headers: once() }),
  requestPayout: (amount: number) => request<{ payout: Payout; wallet: Wallet }>({ method: 'POST', path: '/wallet/payout', target: agent, payload: { amount }, headers: once() }),
  payment: (id: string) => request<{ id: string; amount: number; status: string }>({ path: `/payment/${id}`, target: agent }),
};

/** Under the navbar's wallet key, so that invalidating the wallet refreshes all of them. */
export const walletKeys = {
  wallet: queryKeys.wallet,
  statement: [...queryKeys.wallet, 'statement'],
  payouts: [...queryKeys.wallet, 'payouts'],
  setting: ['agent', 'wallet-setting'],
  bank: ['agent', 'agent-info'],
  payment: (id: string) => ['agent', 'payment', id],
} as const;
