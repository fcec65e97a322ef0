import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import type { AppDeps, AppEnv } from './http/env';
import { notFound } from './http/errors';
import { withDeps } from './http/middleware';
import { refuseNulInAddress } from './http/clientInput';
import { securityHeaders } from './http/securityHeaders';
import { requestLog, type AnsweredRequest, type RequestContext } from './http/requestLog';
import { requestTiming } from './http/requestTiming';
import { onError } from './http/onError';
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

type AreaRoutes = () => OpenAPIHono<AppEnv>;

/**
 * The API's parts that are loaded and built at their first request (or by `buildAreas`): their modules,
 * their routes' schemas and their apps.
 */
const LAZY_AREAS: readonly (readonly [string, () => Promise<AreaRoutes>])[] = [
  ['/api/auth', () => import('./auth/auth.routes').then((m) => m.authRoutes)],
  ['/api/admin', () => import('./admin/admin.routes').then((m) => m.adminRoutes)],
  ['/api/agent', () => import('./agent/agent.routes').then((m) => m.agentRoutes)],
  ['/api/portal', () => import('./portal/portal.routes').then((m) => m.portalRoutes)],
  ['/api/reports', () => import('./reports/reports.routes').then((m) => m.reportRoutes)],
  ['/api/payment', () => import('./payments/money.routes').then((m) => m.paymentGatewayRoutes)],
];

/**
 * The whole API as a runtime-neutral Hono app: it runs in Node, inside Vitest (`app.request`) and
 * behind MSW in the browser. Everything outside it comes in through `deps`.
 *
 * Its large parts (LAZY_AREAS) are whole apps of their own, loaded and built when first called: compiling
 * their modules and building them (some thousand validation schemas) were the longest steps of a server's
 * start after the database's opening. A started server builds them soon after it answers (`buildAreas`);
 * the price of the indirection is one more dispatch per request, about a microsecond.
 */
export const createApp = (deps: AppDeps, options: AppOptions = {}) => {
  const metrics = requestMetrics();
  const top = new OpenAPIHono<AppEnv>();
  /** An app with the API's middleware, its error answers and its JSON 404: every area is one. */
  const areaApp = (mount: (app: OpenAPIHono<AppEnv>) => void) => {
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', securityHeaders);
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
      c.set('dispatch', top.fetch);
      return next();
    });
    app.onError(onError(options.logError ?? ((e) => console.error(e))));
    mount(app);
    app.all('/api/*', () => {
      throw notFound('app.errors.not_found');
    });
    return app;
  };
  const crossOrigin = cors({ origin: (origin) => origin, exposeHeaders: ['Content-Range', 'Retry-After'], credentials: false });

  /** Hands a request to the app `appOf` gives (the same Request: its body is still unread). */
  const forwardTo = (appOf: () => OpenAPIHono<AppEnv> | Promise<OpenAPIHono<AppEnv>>) => async (c: Context<AppEnv>) => (await appOf()).fetch(c.req.raw, c.env);
  const lazyAreas = LAZY_AREAS.map(([prefix, load]) => {
    let built: Promise<OpenAPIHono<AppEnv>> | undefined;
    const build = () => (built ??= load().then((routes) => areaApp((app) => app.route(prefix, routes()))));
    // Hono's `/x/*` matches `/x` itself too.
    top.all(`${prefix}/*`, forwardTo(build));
    return build;
  });
  const base = areaApp((app) => {
    app.route('/api', systemRoutes());
    app.route('/api', metricsRoutes(metrics));
    app.route('/uploads', uploadedFileRoutes());
    if ('signer' in deps.payments) {
      // The sandbox's callbacks reach this app in-process, in Node, in tests and behind MSW alike.
      const deliver = (url: string, fields: Record<string, string>) => Promise.resolve(top.request(url, { method: 'POST', body: new URLSearchParams(fields) }));
      app.route('/sandbox-gateway', sandboxGatewayRoutes(deps.payments as SandboxGateway, deliver));
    }
    // The document describes every area, so it builds them all, once, at its first request.
    let documented: OpenAPIHono<AppEnv> | undefined;
    app.get('/api/openapi.json', async (c) => {
      documented ??= documentOf([app, ...(await Promise.all(lazyAreas.map((build) => build())))]);
      return c.json(documented.getOpenAPI31Document(documentHeader(deps.config.version)));
    });
  });
  for (const path of ['/api/*', '/uploads/*', '/sandbox-gateway/*']) top.all(path, forwardTo(() => base));

  return Object.assign(top, {
    /** Builds the parts not built yet: a started server does it once it answers, before its users call. */
    buildAreas: async () => {
      await Promise.all(lazyAreas.map((build) => build()));
    },
  });
};

/** One app holding the OpenAPI definitions of all the given apps' routes (for the document only). */
const documentOf = (apps: OpenAPIHono<AppEnv>[]) => {
  const all = new OpenAPIHono<AppEnv>();
  for (const app of apps) all.route('/', app);
  all.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  return all;
};

const documentHeader = (version: string) => ({
  openapi: '3.1.0',
  info: {
    title: 'Pulau Damai Resort API',
    version,
    description: 'Back office (/api/admin), agents (/api/agent), guests (/api/portal), staff reports (/api/reports), authentication (/api/auth). Errors: {message, code, errors}.',
  },
});

export type App = ReturnType<typeof createApp>;
