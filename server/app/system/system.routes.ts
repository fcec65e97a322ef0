import { OpenAPIHono, z } from '@hono/zod-openapi';
import { serverDate } from './serverDate';
import type { AppEnv } from '../http/env';

/** Health (liveness), readiness and the API reference page (its assets are served by the Node entry from swagger-ui-dist). */
export const systemRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/health', (c) => {
    const { database, config } = c.get('deps');
    return c.json({ status: 'ok', database: database.kind, version: config.version });
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/health',
    tags: ['system'],
    responses: {
      200: {
        description: 'Ready to serve',
        content: { 'application/json': { schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() }) } },
      },
    },
  });
  // Answered here only once the server is ready; before that (and while it drains) the Node server's
  // lifecycle answers 503 in front of the app (server/app/system/lifecycle.ts).
  app.get('/ready', (c) => c.json({ status: 'ready' as const }));
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/ready',
    tags: ['system'],
    summary: 'Readiness for a load balancer: 200 while the server takes requests, 503 with Retry-After while it prepares its database or drains on shutdown',
    responses: {
      200: { description: 'Taking requests', content: { 'application/json': { schema: z.object({ status: z.literal('ready') }) } } },
      503: { description: 'Starting or draining', content: { 'application/json': { schema: z.object({ status: z.enum(['starting', 'draining']) }) } } },
    },
  });
  // No sign-in: the resort's clock is no secret, and the portals' date pickers start from it before anyone signs in.
  app.get('/serverDate', serverDate);
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/serverDate',
    tags: ['system'],
    summary: "The resort's date and time now in its time zone (the booking.timeZone setting, answered as timeZone): every date picker starts from it",
    responses: {
      200: {
        description: 'The server date',
        content: { 'application/json': { schema: z.object({ data: z.object({ date: z.string(), time: z.string(), timeZone: z.string(), now: z.string() }) }) } },
      },
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/docs',
    tags: ['system'],
    summary: 'This reference, as a page (served with no CDN)',
    responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } } },
  });
  app.get('/docs', (c) =>
    c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pulau Damai Resort API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body></html>`),
  );
  app.get('/docs/assets/init.js', (c) =>
    c.body(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui', persistAuthorization: true });`, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
    }),
  );
  return app;
};
