import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeMailer } from '../node/mailer';
import { sandboxGateway } from '../app/payments/sandboxGateway';
import { manualClock } from '../app/clock';
import { defaultConfig, type AppConfig } from '../app/config';
import { createApp } from '../app/createApp';
import type { AppDeps } from '../app/http/env';
import { DEMO_PASSWORD } from '../db/seed/seed';
import { pdfkitInvoiceRenderer } from '../node/invoicePdf';
import { pdfkitReportRenderer } from '../node/reportPdf';
import { seededDemo } from './seededDemo';

/** A parsed response, read by key the way a client reads it (tests assert the values). */
export type Json = Record<string, unknown> & { errors: Record<string, string>; permissions: Record<string, string[]> };

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The real API on a fresh database with the demo resort seeded, a clock tests can move, and small
 * helpers to call it as a client would.
 */
export const createTestApp = async (config: Partial<AppConfig> = {}, providers: Pick<AppDeps, 'providerFetch'> = {}) => {
  const { database, storage } = await seededDemo();
  const clock = manualClock(new Date());
  // The real nodemailer adapter without SMTP: API tests read back the .eml files it writes.
  const outboxDir = await mkdtemp(join(tmpdir(), 'resort-outbox-'));
  const mailer = nodeMailer({ outboxDir });
  const invoices = pdfkitInvoiceRenderer();
  const reportPdf = pdfkitReportRenderer();
  /** Errors the app answered 500 for: a test can assert there were none. */
  const unexpected: unknown[] = [];
  const boot = () =>
    createApp(
      { database, clock, storage, mailer, payments: sandboxGateway('test-sandbox-secret'), invoices, reportPdf, ...providers, config: { ...defaultConfig, passwordIterations: 1000, captchaMaxCounter: 2000, ...config } },
      {
        logError: (e) => {
          unexpected.push(e);
          console.error(e);
        },
      },
    );
  let app = boot();

  const call = async (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await app.request(path, { method, headers, body });
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

  /** The records of a resource matching a filter (first 500), read through the admin API as `token`. */
  const records = async (token: string, resource: string, filter: Record<string, unknown> = {}) => {
    const res = await call('GET', `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`, { token });
    if (res.status !== 200) throw new Error(`list ${resource} failed: ${res.status} ${res.text}`);
    return res.json as unknown as (Record<string, unknown> & { id: string })[];
  };
  /** The first record of a resource matching a filter; a missing one fails the test. */
  const record = async (token: string, resource: string, filter: Record<string, unknown>) => {
    const [found] = await records(token, resource, filter);
    if (!found) throw new Error(`no ${resource} ${JSON.stringify(filter)}`);
    return found;
  };

  return {
    get app() {
      return app;
    },
    database,
    db: database.db,
    clock,
    storage,
    mailer,
    call,
    login,
    records,
    record,
    unexpected,
    /** A server restart: a new app on the same database, with nothing carried over in memory. */
    restart: () => {
      app = boot();
    },
    close: async () => {
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
