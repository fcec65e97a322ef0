import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { permit, requireAuth, requireStaff } from '../http/middleware';
import {
  cumulativeHandler,
  manifestHandler,
  monthlyHandler,
  payoutsHandler,
  referralsHandler,
  REPORT_FORMATS,
  salesHandler,
} from './reports.handlers';
import { security } from '../http/openapiDoc';

const format = z.enum(REPORT_FORMATS).optional().openapi({ description: 'json (default) answers {data}; csv and pdf answer the file (the `export` permission)' });
const roomTypeId = z.string().uuid().optional().openapi({ description: "One room type's figures (its id); all room types when left out. A bad or unknown id is a 400" });
const yearParams = z.object({ year: z.string().openapi({ example: '2027' }) });
const dateParams = z.object({ date: z.string().openapi({ example: '2027-03-14' }) });
const files = {
  'text/csv': { schema: z.string() },
  'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
};
const responses = (description: string) => ({
  200: { description, content: { 'application/json': { schema: z.object({ data: z.record(z.string(), z.unknown()) }) }, ...files } },
  400: { description: 'A bad year, date, range, room type or format: {message, code, errors}' },
  401: { description: 'Not signed in' },
  403: { description: 'Not staff, or the role may not list (JSON) or export (CSV, PDF) reports' },
});

type Handler = (c: Context<AppEnv>) => Promise<Response>;
const yearReports: { path: string; handler: Handler; summary: string }[] = [
  { path: '/monthly', handler: monthlyHandler, summary: 'Room nights, occupancy, ADR and RevPAR by month and room type' },
  { path: '/cumulative', handler: cumulativeHandler, summary: 'Sales by month with running totals, this year and last' },
  { path: '/payouts', handler: payoutsHandler, summary: 'Payouts requested, paid, turned down and waiting, by month and agent' },
  { path: '/referral-commissions', handler: referralsHandler, summary: 'Referral commissions credited, by month and referring agent' },
];

const salesReports = [
  { path: '/sales/agents', by: 'agent', summary: 'Sales by agent (an agency as one) booked in a period' },
  { path: '/sales/lead-sources', by: 'leadSource', summary: 'Sales by lead source booked in a period' },
  { path: '/sales/packages', by: 'package', summary: 'Sales by package booked in a period' },
] as const;

/**
 * The staff reports at `/api/reports` (DESIGN.md §4, §10): staff whose role may list `reports` read
 * them; CSV and PDF files need the role's `export` on `reports` too. Figures: README "Figures".
 */
export const reportRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requireAuth, requireStaff, permit('reports', 'list'));
  const reg = app.openAPIRegistry;
  const tags = ['reports'];
  app.get('/transport/:date', manifestHandler('reports'));
  reg.registerPath({ method: 'get', path: '/transport/{date}', tags, security, summary: 'Transport by date: boats and land transfers with their passengers', request: { params: dateParams, query: z.object({ format }) }, responses: responses('The manifest') });
  for (const r of yearReports) {
    app.get(`${r.path}/:year`, r.handler);
    const query = r.path === '/monthly' ? z.object({ format, roomTypeId }) : z.object({ format });
    reg.registerPath({ method: 'get', path: `${r.path}/{year}`, tags, security, summary: r.summary, request: { params: yearParams, query }, responses: responses('The report') });
  }
  const range = z.object({ from: z.string().openapi({ example: '2027-01-01' }), to: z.string().openapi({ example: '2027-03-31' }), format });
  for (const r of salesReports) {
    app.get(r.path, salesHandler(r.by));
    reg.registerPath({ method: 'get', path: r.path, tags, security, summary: r.summary, request: { query: range }, responses: responses('The report') });
  }
  return app;
};

/**
 * The front desk's transport manifest under `/api/admin` (spec: `GET /report/transportation/{date}`):
 * staff who may list the front desk read, print and export it — it is the paper the jetty works from.
 */
export const manifestRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/report/transportation/:date', permit('front-desk', 'list'), manifestHandler('front-desk'));
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/report/transportation/{date}',
    tags: ['front desk'],
    security,
    summary: "A day's transport manifest: boats by departure with seats used and capacity, land transfers by pick-up time and point, each party",
    request: { params: dateParams, query: z.object({ format }) },
    responses: responses('The manifest'),
  });
  return app;
};
