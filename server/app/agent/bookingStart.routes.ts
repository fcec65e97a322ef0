import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireBooker } from '../booking/booking.routes';
import type { AppEnv } from '../http/env';
import { activeLeadSources, bookablePackages, bookableTransfers } from './bookingStart.service';
import { security } from '../http/openapiDoc';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const answer = (description: string) => ({ description, content: { 'application/json': { schema: z.array(z.object({}).passthrough()) } } });

/**
 * The lists the booking wizard starts from, for agents who may book: the packages with their options,
 * the lead sources, and every transfer on offer.
 */
export const agentBookingStartRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/bookable-packages', requireBooker, async (c) => c.json(await bookablePackages(db(c), c.get('deps').clock.now())));
  app.get('/lead-sources', requireBooker, async (c) => c.json(await activeLeadSources(db(c))));
  app.get('/transfers', requireBooker, async (c) => c.json(await bookableTransfers(db(c))));
  const reg = app.openAPIRegistry;
    reg.registerPath({ method: 'get', path: '/bookable-packages', tags: ['tour packages'], security, summary: 'Active packages still valid, each with its live options (periods)', responses: { 200: answer('Packages') } });
  reg.registerPath({ method: 'get', path: '/lead-sources', tags: ['lead-sources'], security, summary: 'Active lead sources, by name', responses: { 200: answer('Lead sources') } });
  reg.registerPath({ method: 'get', path: '/transfers', tags: ['trip-costs'], security, summary: 'Active land and boat transfers with their places and seats', responses: { 200: answer('Transfers') } });
  return app;
};
