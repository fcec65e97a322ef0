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
 * memory, the sandbox gateway, the bench's password cost, and request timing on (each answer's breakdown
 * goes to `onAnswered`). Errors are printed under `label`.
 */
export const timedBenchApp = (database: Database, label: string, onAnswered: AppOptions['onAnswered']) => benchApp(database, label, { timed: true, onAnswered });

/** timedBenchApp, untimed unless told (as production serves it: config serverTiming off). */
export const benchApp = (database: Database, label: string, timing: { timed: boolean; onAnswered?: AppOptions['onAnswered'] } = { timed: false }) =>
  createApp(
    {
      database,
      clock: systemClock,
      storage: memoryStorage(),
      mailer: memoryMailer(),
      payments: sandboxGateway('sandbox-secret'),
      invoices: pdfkitInvoiceRenderer(),
      config: { ...defaultConfig, passwordIterations: BENCH_PASSWORD_ITERATIONS, serverTiming: timing.timed },
    },
    { logError: (error) => console.error(`[${label}]`, error), onAnswered: timing.onAnswered },
  );
