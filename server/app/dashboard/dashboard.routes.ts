import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import { CARD_TYPES } from './dashboard.queries';
import * as h from './dashboard.handlers';
import { security } from '../http/openapiDoc';

const tags = ['dashboard'];
const dateParam = z.object({ date: z.string().openapi({ description: "A resort day, YYYY-MM-DD (in the resort's time zone, the booking.timeZone setting)", example: '2026-11-25' }) });
const dataAnswer = (description: string) => ({
  200: { description, content: { 'application/json': { schema: z.object({ data: z.unknown(), total: z.number().int().optional() }) } } },
  400: { description: 'A bad date, year, month or type: {message, code, errors: {field: message}}' },
  401: { description: 'Not signed in' },
  403: { description: 'An agent, or a staff role without dashboard list' },
});

/** The staff dashboard's calls (spec section 7 "Dashboard"), under `/api/admin`; all answer `{data}`. */
export const dashboardRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  const paths = ['/dash/*', '/dashboard/*', '/expired-bookings', '/cummilated-report/*'];
  for (const path of paths) app.use(path, permit('dashboard', 'list'));
  app.get('/dash/cards-count/info/:date', h.cardsInfo);
  app.get('/dash/cards-count/:date', h.cardsCount);
  app.get('/dash/payment-remainder/:date', h.paymentRemainder);
  app.get('/dash/paytoresort/:date', h.payAtResort);
  app.get('/dash/todayPickUp/:date', h.todayPickUp);
  app.get('/dash/currentList/:date', h.currentList);
  app.get('/dash/unconfirmed-payments', h.unconfirmedPayments);
  app.get('/dash/graph', h.graph);
  app.get('/dash/sale', h.sale);
  app.get('/dash/monthly-report', h.monthlyReport);
  app.get('/dash/action-count', h.actionCount);
  app.get('/dashboard/upcoming-bookings', h.upcomingBookings);
  app.get('/expired-bookings', h.expiredBookings);
  app.get('/cummilated-report/:year', h.cumulativeReport);

  const doc = (path: string, summary: string, request: Record<string, z.ZodObject> = {}) =>
    app.openAPIRegistry.registerPath({ method: 'get', path, tags, security, summary, request, responses: dataAnswer(summary) });
  doc('/dash/cards-count/{date}', 'The four cards of a day (bookings): {currentCounts (staying through), arrivalCounts, arrivalsCheckedIn, deptCounts, departuresCheckedOut, endDayCounts (sleeping here that night)}', { params: dateParam });
  doc('/dash/cards-count/info/{date}', "One card's bookings (the same condition as its count)", { params: dateParam, query: z.object({ type: z.enum(CARD_TYPES) }) });
  doc('/dash/payment-remainder/{date}', 'Balances due within 14 days of their cut-off date, before arrival; type=expired: cut-off passed unpaid (at most 100, with total)', {
    params: dateParam,
    query: z.object({ type: z.enum(['reminder', 'expired']).optional() }),
  });
  doc('/dash/paytoresort/{date}', 'Confirmed guests on the resort that day who still owe: the desk collects', { params: dateParam });
  doc('/dash/todayPickUp/{date}', "The day's transfers by time: {boat: [...], land: [...]} with passengers", { params: dateParam });
  doc('/dash/currentList/{date}', 'Rooms taken that night with their guests, and per room type: occupied, rooms in service, guests', { params: dateParam });
  doc('/dash/unconfirmed-payments', 'Slips and cheques waiting for review, oldest first (at most 100, with total)');
  doc('/dash/graph', 'Per month of ?year= (default this year) and the year before: sales in sen (currentYear, prevYear) and check-ins (currentYearCheck, prevYearCheck)', {
    query: z.object({ year: z.string().optional() }),
  });
  doc('/dash/sale', 'Sales of ?date= (default today), its month to date and its year to date: {bookings, amount}', { query: z.object({ date: z.string().optional() }) });
  doc('/dash/monthly-report', 'A month (?month=YYYY-MM, default this one): check-ins, guests, room nights, bookings and sales', { query: z.object({ month: z.string().optional() }) });
  doc('/dash/action-count', "The menu badge: {total, awaitingApprovals, unconfirmedPayments, expiredInvoices} on the resort's today");
  doc('/dashboard/upcoming-bookings', 'The next 10 bookings to arrive from ?date= (default today)', { query: z.object({ date: z.string().optional() }) });
  doc('/expired-bookings', 'Bookings whose payment countdown ran out, latest first (at most 100, with total)');
  doc('/cummilated-report/{year}', 'Month by month of a year: bookings, sales, sales to date, check-ins', { params: z.object({ year: z.string() }) });
  return app;
};
