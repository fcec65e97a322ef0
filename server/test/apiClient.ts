import type { Db } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/seed';

/** A parsed response, read by key the way a client reads it (tests assert the values). */
export type Json = Record<string, unknown> & { errors: Record<string, string>; permissions: Record<string, string[]> };

export interface CallOptions {
  token?: string;
  /** JSON (an object or a raw string), or a form: multipart (`FormData`) or URL-encoded (`URLSearchParams`). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One answer of the API, its body parsed when it is JSON. */
export interface Answer {
  status: number;
  headers: Headers;
  json: Json & Json[];
  text: string;
}

/** Sends one request to a server: the app in this process (`app.request`) or a real one over HTTP. */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

/**
 * What a test needs to drive the API as its clients do, whichever server answers: calls, sign-ins, the
 * admin API's records, the database to check what was written, and the servers' time.
 */
export interface ApiClient {
  call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  login: (email: string, password?: string) => Promise<string>;
  records: (token: string, resource: string, filter?: Record<string, unknown>) => Promise<(Record<string, unknown> & { id: string })[]>;
  record: (token: string, resource: string, filter: Record<string, unknown>) => Promise<Record<string, unknown> & { id: string }>;
  db: Db;
  now: () => Date;
}

/** The calls of an {@link ApiClient} over `send`. */
export const apiCalls = (send: Send): Pick<ApiClient, 'call' | 'login' | 'records' | 'record'> => {
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await send(path, { method, headers, body });
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, json: json as Json & Json[], text };
  };

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await call('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.json.accessToken as string;
  };

  const records = async (token: string, resource: string, filter: Record<string, unknown> = {}) => {
    const res = await call('GET', `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`, { token });
    if (res.status !== 200) throw new Error(`list ${resource} failed: ${res.status} ${res.text}`);
    return res.json as unknown as (Record<string, unknown> & { id: string })[];
  };

  const record = async (token: string, resource: string, filter: Record<string, unknown>) => {
    const [found] = await records(token, resource, filter);
    if (!found) throw new Error(`no ${resource} ${JSON.stringify(filter)}`);
    return found;
  };

  return { call, login, records, record };
};
