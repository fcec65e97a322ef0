import { OpenAPIHono, z } from '@hono/zod-openapi';
import { expireOverdue } from '../booking/reservations.service';
import type { AppEnv } from '../http/env';
import { zoneOf } from '../http/middleware';
import { agentDashboard } from './dashboard.service';

const month = z.object({ month: z.number().int(), bookings: z.number().int(), revenue: z.number().int() });
const yearSales = z.object({ year: z.number().int(), months: z.array(month), bookings: z.number().int(), revenue: z.number().int() });

/** The answer's shape, for the OpenAPI document (the service builds it). */
const dashboardAnswer = z
  .object({
    data: z.object({
      today: z.string().openapi({ description: "The resort's date (in its `booking.timeZone` setting)" }),
      welcome: z.object({ firstName: z.string(), lastName: z.string(), name: z.string(), agentType: z.string().nullable(), companyName: z.string().nullable(), agentCategory: z.string().nullable(), status: z.string().nullable(), agencyRole: z.string().nullable() }),
      upcomingCheckIns: z.array(z.object({}).passthrough()).openapi({ description: 'At most 5, soonest check-in first: guest name, dates, rooms, status, payment status' }),
      promotions: z.object({ packages: z.array(z.object({}).passthrough()), packagesTotal: z.number().int(), promoCodes: z.array(z.object({}).passthrough()) }),
      sales: z.object({ currentYear: yearSales, prevYear: yearSales }).openapi({ description: 'Bookings made per month and their totals in sen, without cancelled, expired and not-available ones' }),
      badge: z.number().int().openapi({ description: 'Bookings waiting for the agent: payment due, or a rejected slip' }),
      actions: z.object({ paymentDue: z.number().int(), slipRejected: z.number().int() }),
    }),
  })
  .openapi('AgentDashboard');

/** `GET /api/agent/dashboard`: the signed-in agent's dashboard, `{data}` (spec: "dashboard data uses data"). */
export const agentDashboardRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/dashboard', async (c) => {
    const { database, clock } = c.get('deps');
    const now = clock.now();
    const zone = await zoneOf(c);
    // Statuses are read true: a payment deadline passed since the last read has expired its booking.
    await expireOverdue(database.db, now);
    return c.json({ data: await agentDashboard(database.db, c.get('actor'), now, zone) });
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/dashboard',
    tags: ['dashboard'],
    security: [{ bearer: [] }],
    summary: "The agent's dashboard: welcome, upcoming check-ins, latest promotions, sales statistics and the badge",
    responses: { 200: { description: 'The dashboard', content: { 'application/json': { schema: dashboardAnswer } } } },
  });
  return app;
};
