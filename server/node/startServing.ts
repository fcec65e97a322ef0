import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono, type Handler } from 'hono';
import type { Logger } from 'pino';
// Only the folder's path: the package's index loads the whole Swagger UI bundle (a sixth of a second at start-up).
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import { systemClock } from '../app/clock';
import { defaultConfig } from '../app/config';
import { createApp } from '../app/createApp';
import { securityHeaders } from '../app/http/securityHeaders';
import type { ServerLifecycle } from '../app/system/lifecycle';
import type { Database } from '../db/client';
import { demoSignIns, DEMO_PASSWORD } from '../db/seed/seed';
import { sandboxGateway } from '../app/payments/sandboxGateway';
import { diskStorage } from './diskStorage';
import { pdfkitInvoiceRenderer } from './invoicePdf';
import { pdfkitReportRenderer } from './reportPdf';
import { nodeMailer } from './mailer';
import type { Env } from './env';
import { readMigrations } from './migrations.fs';
import { prepareDatabase } from './prepareDatabase';
import { pageFor, type ViteManifest } from './pagePreloads';
import { staticAssets } from './staticAssets';
import { runLater } from './runLater';

/** How long after it answers a server builds the rest of its API and catches up on what happened while it was down. */
const CATCH_UP_AFTER_MS = 2_000;

export interface Serving {
  env: Env;
  log: Logger;
  lifecycle: ServerLifecycle;
  /** The database main.ts opened while these modules loaded. */
  database: Database;
  /** Whether SIGTERM has come: the demo's season stops between its steps. */
  stopping: () => boolean;
  /** Hands the listening server the app's handler, once ready. */
  serveWith: (fetch: Hono['fetch']) => void;
}

/**
 * Everything the server does after it listens (main.ts): prepares the database, builds the app and hands
 * it over, then starts the background work. Answers how to stop that work and close the database.
 */
export const startServing = async ({ env, log, lifecycle, database, stopping, serveWith }: Serving) => {
  const config = { ...defaultConfig, sessionTtlMinutes: env.SESSION_TTL_MINUTES, invoiceLinkSecret: env.INVOICE_LINK_SECRET, captchaSecret: env.CAPTCHA_SECRET, metricsToken: env.METRICS_TOKEN };
  const demo = env.DEMO_DATA ?? database.kind === 'pglite';
  const storage = await diskStorage(join(env.DATA_DIR, 'uploads'));
  const payments = sandboxGateway(env.PAYMENT_SANDBOX_SECRET);
  const firstAdmin = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined;
  const { applied, seeded, history, seedingSeconds } = await prepareDatabase(database, { migrations: readMigrations(), config, storage, payments, demo, firstAdmin, now: systemClock.now() });
  if (applied.length) log.info({ applied }, 'migrations applied');

  // Unpaid bookings whose deadline passed while the server was down expire once it answers (the calls that
  // show them expire overdue ones first anyway); then every 30 s.
  // The background work's modules load with its first run, after the server answers (as the API's parts do).
  const sweep = () => import('../app/booking/reservations.service').then((m) => m.expireOverdue(database.db, systemClock.now())).catch((err: unknown) => log.error({ err }, 'expiry sweep failed'));
  const sweeper = setInterval(sweep, 30_000);
  // Guests' reminders before arrival (claimed in the database, so several servers may run this): once the server answers, then every 5 minutes.
  const remindGuests = () => import('../app/portal/arrivalReminders').then((m) => m.sendArrivalReminders(database.db, systemClock.now())).catch((err: unknown) => log.error({ err }, 'arrival reminders failed'));
  const reminder = setInterval(remindGuests, 5 * 60_000);

  const mailer = nodeMailer({ outboxDir: join(env.DATA_DIR, 'outbox') });
  // E-mails queued by requests (and any left by a previous run) go out within 10 s; the outbox rows are
  // locked while sending, so several servers may run this together. One run at a time per server.
  let mailing: Promise<unknown> | undefined;
  const sendMail = () => {
    mailing ??= import('../app/email/dispatch')
      .then((m) => m.deliverPendingEmails({ db: database.db, mailer, storage, now: systemClock.now() }))
      .then((result) => {
        if (result.sent + result.failed > 0) log.info(result, 'e-mails delivered');
      })
      .catch((err: unknown) => log.error({ err }, 'e-mail delivery failed'))
      .finally(() => {
        mailing = undefined;
      });
    return mailing;
  };
  const mailSender = setInterval(sendMail, 10_000);

  const api = createApp(
    { database, clock: systemClock, storage, mailer, payments, invoices: pdfkitInvoiceRenderer({ cjkFont: env.INVOICE_CJK_FONT }), reportPdf: pdfkitReportRenderer({ cjkFont: env.INVOICE_CJK_FONT }), config },
    {
      logError: (error, request) => log.error({ err: error, reqId: request.requestId, method: request.method, path: request.path }, 'unhandled error'),
      onAnswered: (request) => {
        log.info({ reqId: request.requestId, method: request.method, path: request.path, status: request.status, ms: Math.round(request.ms * 10) / 10 }, 'request');
      },
    },
  );

  const dist = 'dist';
  const swaggerRoot = relative(process.cwd(), getAbsoluteFSPath());
  const indexHtml = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : undefined;
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const pageOf = indexHtml ? pageFor(indexHtml, existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : undefined) : undefined;

  const root = new Hono();
  // The pages and files served here get the API's security headers too.
  root.use('*', securityHeaders);
  root.use('*', lifecycle.guard);
  root.use('/api/docs/assets/*', serveStatic({ root: swaggerRoot, rewriteRequestPath: (p) => p.replace('/api/docs/assets', '') }));
  // Before the API, whose middleware (access log, metrics) is for its own calls, not for each of a page's files.
  root.use('/assets/*', staticAssets(join(dist, 'assets')));
  root.route('/', api);
  const page: Handler = (c) => (pageOf ? c.html(pageOf(c.req.path)) : c.text('The app is not built: run npm run build', 503));
  // The site root is the agent portal's dashboard, a page like the others, not the folder's index.html as built.
  root.get('/', page);
  root.use('*', serveStatic({ root: dist }));
  // Every other path is a client-side route of the single-page app.
  root.get('*', page);

  serveWith(root.fetch);
  lifecycle.ready();
  // Work that need not hold up the first answers: the API's parts no request has needed yet, then what went
  // overdue or was queued while the server was down. It waits a moment, because it runs on this thread (on
  // PGlite, the statements too): the readiness probe and the first pages after a restart are answered first.
  const catchingUp = runLater(CATCH_UP_AFTER_MS, () =>
    api
      .buildAreas()
      .catch((err: unknown) => log.error({ err }, 'building the API failed'))
      .then(sweep)
      .then(remindGuests)
      .then(sendMail),
  );
  /** What the person who ran `npm start` needs: where to go, what the database is, how to sign in. */
  const printWelcome = () => {
    const url = `http://localhost:${env.PORT}`;
    const lines = [
      '',
      `  Pulau Damai Resort is running on ${url}`,
      `  Database: ${database.kind === 'pglite' ? `PGlite in ${join(env.DATA_DIR, 'db')}` : 'PostgreSQL'}${seeded ? ` (demo data seeded in ${seedingSeconds.toFixed(1)} s${history ? `, ${history.booked} bookings of the last year and the next three months in ${history.seconds.toFixed(1)} s` : ''})` : ''}`,
      `  Back office: ${url}/admin    API reference: ${url}/api/docs`,
    ];
    if (demo) lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`, ...demoSignIns.map((s) => `    ${s.email.padEnd(24)} ${s.who}`));
    if (history && env.DEMO_SEASON) lines.push("  The season's direct bookings are being written in the background: the room board fills up over the next minute or two.");
    console.log(`${lines.join('\n')}\n`);
  };
  printWelcome();

  // The demo's season (seedDemoSeason), after the server answers: a slice at a time, stopped cleanly on shutdown.
  let quartersLogged = 0;
  const season = history && env.DEMO_SEASON
    ? import('../db/seed/demoSeason').then((m) => m.seedDemoSeason({ db: database.db, storage, payments, config }, systemClock.now(), {
        stopped: stopping,
        onProgress: (done, planned) => {
          if (done < ((quartersLogged + 1) * planned) / 4) return;
          quartersLogged++;
          log.info({ done, planned }, 'demo season: writing direct bookings');
        },
      }))
        .then((made) => log.info(made, made.complete ? 'demo season written' : 'demo season stopped before its end'))
        .catch((err: unknown) => log.error({ err }, 'demo season failed'))
    : undefined;

  /** Stops the background work between its steps, then closes the database. */
  return async () => {
    await catchingUp.stop();
    await season;
    clearInterval(sweeper);
    clearInterval(reminder);
    clearInterval(mailSender);
    await mailing;
    await database.close();
  };
};
