import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import { frontDeskList, frontDeskQuery } from './frontDesk.handlers';

/** The front desk's day (arrivals, departures, in house), under `/api/admin`, for roles that may list the front desk. */
export const frontDeskRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/front-desk', permit('front-desk', 'list'), frontDeskList);
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/front-desk',
    tags: ['front desk'],
    security: [{ bearer: [] }],
    summary: "A day's arrivals, departures or guests in house, with each list's count",
    request: { query: frontDeskQuery },
    responses: {
      200: { description: '{date, today, tab, counts, rows}', content: { 'application/json': { schema: z.object({}).passthrough() } } },
      400: { description: 'A date or tab that cannot be read', content: { 'application/json': { schema: z.object({}).passthrough() } } },
    },
  });
  return app;
};
