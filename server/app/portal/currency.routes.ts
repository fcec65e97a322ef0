import { OpenAPIHono, z } from '@hono/zod-openapi';
import { currencySchema, listCurrencies } from '../agent/currency.routes';
import type { AppEnv } from '../http/env';

/**
 * `GET /currency` at `/api/portal`, without signing in: the guest site's currency selector reads the same
 * active currencies and rates as the agents' (`GET /api/agent/currency`); they are public display rates.
 */
export const portalCurrencyRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/currency', listCurrencies);
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/currency',
    tags: ['portal'],
    security: [],
    summary: 'Active display currencies for the guest site, the default first (no sign-in)',
    responses: { 200: { description: 'Currencies', content: { 'application/json': { schema: z.array(currencySchema) } } } },
  });
  return app;
};
