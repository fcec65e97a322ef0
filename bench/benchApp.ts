import { defaultConfig } from '../server/app/config';
import { createApp, type AppOptions } from '../server/app/createApp';
import { memoryMailer } from '../server/app/email/memoryMailer';
import { systemClock } from '../server/app/clock';
import { sandboxGateway } from '../server/app/payments/sandboxGateway';
import { memoryStorage } from '../server/app/uploads/storage';
import type { Database } from '../server/db/client';
import { pdfkitInvoiceRenderer } from '../server/node/invoicePdf';
import { BENCH_PASSWORD_ITERATIONS } from './seedRooms';

/**
 * The product's API as the booking and payment sections run it in this process: files and e-mails in
 * memory, the sandbox gateway, the bench's password cost. Errors are printed under `label`. With
 * `onAnswered`, request timing is on (config serverTiming) and each answer's breakdown goes there:
 * the sections measure their rows on an app without it (timing every statement costs time) and take
 * the breakdown from a separate short pass on a timed app over the same database.
 */
export const benchApp = (database: Database, label: string, onAnswered?: AppOptions['onAnswered']) =>
  createApp(
    {
      database,
      clock: systemClock,
      storage: memoryStorage(),
      mailer: memoryMailer(),
      payments: sandboxGateway('sandbox-secret'),
      invoices: pdfkitInvoiceRenderer(),
      config: { ...defaultConfig, passwordIterations: BENCH_PASSWORD_ITERATIONS, serverTiming: onAnswered !== undefined },
    },
    { logError: (error) => console.error(`[${label}]`, error), ...(onAnswered ? { onAnswered } : {}) },
  );
