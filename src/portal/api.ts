import { HttpError } from 'ra-core';
import { request } from '../shared/request';
import type { AgentDashboard } from '../../server/app/agent/dashboard.service';
import type { Currency } from '../shared/money/currency';

/** The agent's wallet totals (`GET /api/agent/wallet`), integer sen. */
export interface Wallet {
  creditedAmount: number;
  debitedAmount: number;
  totalReqAmount: number;
  balance: number;
}

/** The shell's calls to the agents' API (`/api/agent`). */
export const portalApi = {
  wallet: () => request<Wallet>({ path: '/wallet', target: 'agent' }),
  currencies: () => request<Currency[]>({ path: '/currency', target: 'agent' }),
  /**
   * The agent's dashboard (`GET /api/agent/dashboard`): welcome, upcoming check-ins, promotions, sales
   * and the menu's badge (bookings waiting for the agent: payment due, or a rejected slip).
   */
  dashboard: async () => (await request<{ data: AgentDashboard }>({ path: '/dashboard', target: 'agent' })).data,
  saveBookmarks: (bookmarks: string[]) => request<{ bookmarks: string[] }>({ method: 'POST', path: '/update/bookmarks', target: 'agent', payload: { bookmarks } }),
};

/** react-query keys of the calls above; a sign-out clears them all. */
export const queryKeys = {
  wallet: ['agent', 'wallet'],
  currencies: ['agent', 'currencies'],
  dashboard: ['agent', 'dashboard'],
} as const;

/** The API's field messages (`{errors: {field: message}}`, already in the reader's language) of a refused call. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};
