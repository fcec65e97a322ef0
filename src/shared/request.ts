import { HttpError } from 'ra-core';
import { takeFirstRead } from './firstReads';
import { currentLocale } from './locale';
import { endSession, getToken } from './session';

/** Which back end a call goes to (spec section 7), and the base address of each. */
export const API_BASES = {
  admin: '/api/admin',
  agent: '/api/agent',
  userPortal: '/api/portal',
  reports: '/api/reports',
} as const;

export type RequestTarget = keyof typeof API_BASES;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Relative to the target's base: `/rooms` is `/api/admin/rooms`. */
  path: string;
  /** GET: query parameters (objects sent as JSON); other methods: the JSON body (or a FormData). */
  payload?: Record<string, unknown> | FormData;
  target?: RequestTarget;
  /** Extra headers, e.g. an `Idempotency-Key` so a retried money call has one effect. */
  headers?: Record<string, string>;
}

/** The headers of every call: bearer token, interface language, JSON. */
export const apiHeaders = (json = true) => {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  if (json) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const queryString = (payload: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The error of a failed call, with the server's message when it sent one; a 401 on a signed-in call ends the session. */
const failure = (response: Response, json: unknown, headers: Headers) => {
  if (response.status === 401 && headers.has('Authorization')) endSession();
  const message = (json as { message?: unknown } | undefined)?.message;
  return new HttpError(typeof message === 'string' && message ? message : response.statusText, response.status, json);
};

/** Fetches a URL with the API's conventions (a GET the page sent already is taken from there); a 401 on a signed-in call ends the session. */
export const fetchApi = async <T>(url: string, init: RequestInit): Promise<T> => {
  const firstRead = (init.method ?? 'GET') === 'GET' ? takeFirstRead(url, new Headers(init.headers)) : undefined;
  const response = await (firstRead ?? fetch(url, init));
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw failure(response, json, new Headers(init.headers));
  return json as T;
};

/**
 * Fetches a private file (a scan, a slip, a PDF) at a full URL with the bearer token, which a plain link
 * could not carry; fails as `fetchApi` does (the server's message, a 401 ends the session).
 */
export const fetchBlob = async (url: string, accept = '*/*'): Promise<Blob> => {
  const headers = apiHeaders(false);
  headers.set('Accept', accept);
  const response = await fetch(url, { headers });
  if (!response.ok) throw failure(response, await response.json().catch(() => undefined), headers);
  return response.blob();
};

export interface BlobRequestOptions {
  /** Relative to the target's base, as in `request`. */
  path: string;
  target?: RequestTarget;
  /** The `Accept` header: any type unless told. */
  accept?: string;
}

/** `request`'s form for a file answer: `requestBlob({ path, target, accept })` gives the body as a Blob. */
export const requestBlob = ({ path, target = 'admin', accept }: BlobRequestOptions) => fetchBlob(`${API_BASES[target]}${path}`, accept);

/** The one request form of spec section 7: `request({ method, path, payload, target })`. */
export const request = <T = unknown>({ method = 'GET', path, payload, target = 'admin', headers: extra = {} }: RequestOptions): Promise<T> => {
  const base = API_BASES[target];
  const isForm = typeof FormData !== 'undefined' && payload instanceof FormData;
  const headersWith = (json: boolean) => {
    const headers = apiHeaders(json);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return headers;
  };
  if (method === 'GET') {
    const query = payload && !isForm ? queryString(payload as Record<string, unknown>) : '';
    return fetchApi<T>(`${base}${path}${query}`, { method, headers: headersWith(false) });
  }
  const body = isForm ? (payload as FormData) : payload === undefined ? undefined : JSON.stringify(payload);
  return fetchApi<T>(`${base}${path}`, { method, headers: headersWith(!isForm), body });
};

/** Calls of `/api/auth` (sign-in, sign-out, current user, password), outside the four targets. */
export const authRequest = <T = unknown>(method: HttpMethod, path: string, payload?: Record<string, unknown>) =>
  fetchApi<T>(`/api/auth${path}`, { method, headers: apiHeaders(payload !== undefined), body: payload && JSON.stringify(payload) });

/**
 * A key for one money-moving action (every such call takes an `Idempotency-Key`), so that a retried
 * request has one effect. `crypto.randomUUID` needs a secure context (HTTPS or localhost); elsewhere
 * the key is drawn from `getRandomValues`, which every browser offers.
 */
export const idempotencyKey = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The header of one money-moving action. */
export const onceHeader = () => ({ 'Idempotency-Key': idempotencyKey() });
