import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import { bearerOf, requireAuth } from '../http/middleware';
import { can } from '../permissions/permissions';
import { backgroundLag, gaugeLines, type RequestMetrics } from './metrics';

/** Equal strings, compared in time that does not depend on where they differ. */
const sameSecret = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length; i++) differ |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return differ === 0;
};

/** The scraper's token (METRICS_TOKEN) or a staff session that may read the settings. */
const mayReadMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerOf(c);
  const { metricsToken } = c.get('deps').config;
  if (token && metricsToken && sameSecret(token, metricsToken)) return next();
  return requireAuth(c, async () => {
    const actor = c.get('actor');
    if (actor.kind !== 'staff' || !can(actor, 'settings', 'list')) throw forbidden('app.errors.forbidden');
    await next();
  });
};

/** `GET /metrics`: this server's requests and latency by route, its pool, and the background jobs' lag (OpenMetrics text). */
export const metricsRoutes = (metrics: RequestMetrics) => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/metrics', mayReadMetrics, async (c) => {
    const { database, clock } = c.get('deps');
    const lines = [...metrics.lines(), ...gaugeLines(await backgroundLag(database.db, clock.now()), database.poolUse?.()), '# EOF'];
    return c.body(`${lines.join('\n')}\n`, 200, { 'Content-Type': 'application/openmetrics-text; version=1.0.0; charset=utf-8' });
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/metrics',
    tags: ['system'],
    summary: "This server's request counts and latency by route, database pool use and background-job lag, for Prometheus (the METRICS_TOKEN bearer, or staff who may read settings)",
    security: [{ bearer: [] }],
    responses: {
      200: { description: 'OpenMetrics text', content: { 'application/openmetrics-text': { schema: z.string() } } },
      401: { description: 'No token or session' },
      403: { description: 'Not allowed to read them' },
    },
  });
  return app;
};
