import { DataProviderContext, HttpError, type DataProvider, type GetListParams, type GetListResult, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { dataProvider } from '../../shared/dataProvider';
import { fetchApi, apiHeaders, request, API_BASES, type HttpMethod } from '../../shared/request';
import type { ListAnswer } from './moneyTypes';

/** The money desk's lists answer `{<name>: [...], total}` paged by `range`, not simple-rest's bare array. */
const LISTS: Record<string, { path: string; key: string }> = {
  payments: { path: '/payments', key: 'payments' },
  payouts: { path: '/payouts', key: 'payouts' },
};

const apiFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''));

const listOf = async (list: { path: string; key: string }, params: GetListParams) => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const start = (page - 1) * perPage;
  const answer = await request<ListAnswer<string, RaRecord>>({ path: list.path, payload: { range: [start, start + perPage - 1], filter: apiFilter(params.filter ?? {}) } });
  return { data: answer[list.key], total: answer.total };
};

/**
 * The app's data provider, with the payments and payouts lists read in their own dialect. Their single
 * records (`GET /payments/:id`) are plain JSON, so everything else stays the app's.
 */
export const moneyDataProvider: DataProvider = {
  ...dataProvider,
  getList: <R extends RaRecord>(resource: string, params: GetListParams) => {
    const list = LISTS[resource];
    return list ? (listOf(list, params) as Promise<GetListResult<R>>) : dataProvider.getList<R>(resource, params);
  },
};

/** The screens of the money desk read their lists through `moneyDataProvider`. */
export const MoneyData = ({ children }: { children: ReactNode }) => <DataProviderContext.Provider value={moneyDataProvider}>{children}</DataProviderContext.Provider>;

/**
 * A call that moves money. `idempotencyKey`: the same key sent twice (a double click, a retry after
 * a lost answer) has one effect, the server replaying its first answer.
 */
export const moneyCall = <T,>(method: HttpMethod, path: string, body?: object, idempotencyKey?: string) => {
  const headers = apiHeaders(body !== undefined);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return fetchApi<T>(`${API_BASES.admin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
};

/** The server's field messages of a 400 (already in the interface language), or null. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | null => {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as { errors?: Record<string, string> } | undefined;
  return body?.errors && Object.keys(body.errors).length ? body.errors : null;
};

/** What to tell the user about a refused call: the server's message, else react-admin's generic one. */
export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'ra.notification.http_error');
