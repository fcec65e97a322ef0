import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { agentRoutes } from './agent/agent.routes';
import type { AppDeps, AppEnv } from './http/env';
import { notFound } from './http/errors';
import { withDeps } from './http/middleware';
import { refuseNulInAddress } from './http/clientInput';
import { securityHeaders } from './http/securityHeaders';
import { requestLog, type AnsweredRequest, type RequestContext } from './http/requestLog';
import { requestTiming } from './http/requestTiming';
import { onError } from './http/onError';
import { portalRoutes } from './portal/portal.routes';
import { reportRoutes } from './reports/reports.routes';
import { paymentGatewayRoutes } from './payments/money.routes';
import { sandboxGatewayRoutes } from './payments/sandbox.routes';
import type { SandboxGateway } from './payments/sandboxGateway';
import { systemRoutes } from './system/system.routes';
import { metricsRoutes } from './system/metrics.routes';
import { requestMetrics } from './system/metrics';
import { uploadedFileRoutes } from './uploads/uploads.routes';

export interface AppOptions {
  /** Where unexpected errors go (pino in production), with the request they happened in. */
  logError?: (error: unknown, request: RequestContext) => void;
  /** Told of every answered request: the access log and the metrics (the Node server's); with its timing when config `serverTiming` is on. */
  onAnswered?: (request: AnsweredRequest) => void;
}

/**
 * The whole API as a runtime-neutral Hono app: it runs in Node, inside Vitest (`app.request`) and
 * behind MSW in the browser. Everything outside it comes in through `deps`.
 */
export const createApp = (deps: AppDeps, options: AppOptions = {}) => {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', securityHeaders);
  const metrics = requestMetrics();
  app.use(
    '*',
    requestLog((answered) => {
      metrics.answered(answered);
      options.onAnswered?.(answered);
    }),
  );
  if (deps.config.serverTiming) app.use('*', requestTiming);
  app.use('*', withDeps(deps));
  app.use('*', refuseNulInAddress);
  const crossOrigin = cors({ origin: (origin) => origin, exposeHeaders: ['Content-Range', 'Retry-After'], credentials: false });
  // Hono's CORS sets its headers on `c.res` before the route answers, which makes Hono rebuild every
  // answer as a stream (a 400 kB room board cost a fifth of its time so). Same-origin requests carry no
  // Origin and need none of it, only the Vary that keeps a cached answer from serving another origin.
  app.use('/api/*', (c, next) => {
    if (c.req.header('origin')) return crossOrigin(c, next);
    c.header('Vary', 'Origin');
    return next();
  });
  // A GET run ahead on a guessed session is run again from the start when the guess is refuted (readAhead.ts).
  app.use('/api/*', (c, next) => {
    c.set('dispatch', app.fetch);
    return next();
  });
  app.onError(onError(options.logError ?? ((e) => console.error(e))));

  app.route('/api', systemRoutes());
  app.route('/api', metricsRoutes(metrics));
  app.route('/api/auth', authRoutes());
  app.route('/api/admin', adminRoutes());
  app.route('/api/agent', agentRoutes());
  app.route('/api/portal', portalRoutes());
  app.route('/api/reports', reportRoutes());
  app.route('/api/payment', paymentGatewayRoutes());
  app.route('/uploads', uploadedFileRoutes());
  if ('signer' in deps.payments) {
    // The sandbox's callbacks reach this app in-process, in Node, in tests and behind MSW alike.
    const deliver = (url: string, fields: Record<string, string>) => Promise.resolve(app.request(url, { method: 'POST', body: new URLSearchParams(fields) }));
    app.route('/sandbox-gateway', sandboxGatewayRoutes(deps.payments as SandboxGateway, deliver));
  }
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Pulau Damai Resort API',
      version: deps.config.version,
      description: 'Back office (/api/admin), agents (/api/agent), guests (/api/portal), staff reports (/api/reports), authentication (/api/auth). Errors: {message, code, errors}.',
    },
  });
  app.all('/api/*', () => {
    throw notFound('app.errors.not_found');
  });
  return app;
};

export type App = ReturnType<typeof createApp>;
