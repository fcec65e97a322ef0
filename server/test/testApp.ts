import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeMailer } from '../node/mailer';
import { sandboxGateway } from '../app/payments/sandboxGateway';
import { manualClock } from '../app/clock';
import { defaultConfig, type AppConfig } from '../app/config';
import { createApp } from '../app/createApp';
import type { AppDeps } from '../app/http/env';
import { pdfkitInvoiceRenderer } from '../node/invoicePdf';
import { pdfkitReportRenderer } from '../node/reportPdf';
import { apiCalls } from './apiClient';
import { seededDemo } from './seededDemo';

export type { CallOptions, Json } from './apiClient';

/** The sandbox gateway's secret in tests: what signs its callbacks, in this process and in server processes. */
export const TEST_GATEWAY_SECRET = 'test-sandbox-secret';

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
      { database, clock, storage, mailer, payments: sandboxGateway(TEST_GATEWAY_SECRET), invoices, reportPdf, ...providers, config: { ...defaultConfig, passwordIterations: 1000, captchaMaxCounter: 2000, ...config } },
      {
        logError: (e) => {
          unexpected.push(e);
          console.error(e);
        },
      },
    );
  let app = boot();

  const { call, login, records, record } = apiCalls((path, init) => Promise.resolve(app.request(path, init)));

  return {
    get app() {
      return app;
    },
    database,
    db: database.db,
    clock,
    now: () => clock.now(),
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
