import { OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { reservations } from '../../db/bookingTables';
import { scopeCondition, scopeOf } from '../booking/reservationScope';
import { getReservation } from '../booking/reservations.read';
import { list, show } from '../booking/reservations.handlers';
import { bookingEdits } from '../booking/reservations.routes';
import { expireOverdue, transition } from '../booking/reservations.service';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { clientIp, pathId } from '../http/middleware';
import { answer, security } from '../http/openapiDoc';
import { invoicePdf } from '../invoices/invoice.handlers';
import { bookingPayments } from '../payments/payments.handlers';
import { cancellationTerms, mailCancellation, requireBeforeArrival, resortDayOf } from './guestCancellation';
import { requireConfirmedGuest } from './guestGuards';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();

/** The caller's own booking (made by this guest on the guest site), or 404: another's does not exist for it. */
const ownBooking = async (c: Ctx, id: string) => {
  await expireOverdue(db(c), now(c));
  const [row] = await db(c)
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), scopeCondition(scopeOf(c.get('actor')))));
  if (!row) throw notFound('app.errors.not_found');
  return row;
};

/** An own booking, still open to the guest's changes (before its check-in date), or 404 / 409. */
const openBooking = async (c: Ctx, id: string) => {
  const row = await ownBooking(c, id);
  requireBeforeArrival(row, await resortDayOf(db(c), now(c)));
  return row;
};

// The edit routes carry the reservation's id as the segment after `edit-…/`.
const EDIT_ID = /\/reservations\/edit-[^/]+\/([^/]+)/;
/** The shared edit handlers check ownership themselves; the guest site adds "only before the check-in date". */
const beforeArrival: MiddlewareHandler<AppEnv> = async (c, next) => {
  await openBooking(c, pathId(EDIT_ID.exec(c.req.path)?.[1] ?? ''));
  await next();
};

const tags = ['portal'];
const idParam = z.object({ id: z.uuid() });
const pdf = { description: 'The invoice (application/pdf)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

/**
 * A guest's "My bookings" at `/api/portal`: the bookings the guest made on the guest site (also those an
 * agent's link attributed to the agent), read, invoiced, cancelled under the resort's policy and given
 * transfers or add-ons before arrival, with the agents' handlers and shapes. Every route needs a signed-in
 * guest with a confirmed e-mail; anyone else's booking is 404 on every route.
 */
export const guestReservationRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/reservations', requireConfirmedGuest, list());
  app.get('/reservations/:id/invoice.pdf', requireConfirmedGuest, invoicePdf);
  app.get('/reservations/:id/payments', requireConfirmedGuest, async (c) => {
    const row = await ownBooking(c, pathId(c.req.param('id')));
    return c.json({ payments: await bookingPayments(c, row.id) });
  });
  app.get('/reservations/:id/cancellation', requireConfirmedGuest, async (c) => {
    const row = await openBooking(c, pathId(c.req.param('id')));
    return c.json(await cancellationTerms(db(c), row, now(c)));
  });
  app.put('/reservations/cancel/:id', requireConfirmedGuest, async (c) => {
    const id = pathId(c.req.param('id'));
    const row = await openBooking(c, id);
    // The terms as they stand before the cancellation: what the guest was shown and what staff's refund proposes.
    const terms = await cancellationTerms(db(c), row, now(c));
    await transition(db(c), c.get('actor'), id, 'cancel', now(c), clientIp(c), c.get('locale'), (tx, updated) => mailCancellation(tx, updated, now(c), c.get('locale')));
    return c.json({ ...(await getReservation(db(c), c.get('t'), id, scopeOf(c.get('actor')))), cancellation: terms });
  });
  app.use('/reservations/edit-*', requireConfirmedGuest, beforeArrival);
  app.use('/reservations/booking-json/*', requireConfirmedGuest);
  bookingEdits(app, '/reservations');
  app.get('/reservations/:id', requireConfirmedGuest, show);

  const reg = app.openAPIRegistry;
  const doc = (method: 'get' | 'put', path: string, summary: string, responses: Record<number, ReturnType<typeof answer> | typeof pdf>) =>
    reg.registerPath({ method, path, tags, security, summary, request: path.includes('{id}') ? { params: idParam } : undefined, responses: { ...responses, 401: answer('Not signed in'), 403: answer('Not a guest, or e-mail not confirmed') } });
  doc('get', '/reservations', "The guest's own bookings, newest first (range, filter as the agents' list): {reservations, total}", { 200: answer('{reservations, total}') });
  doc('get', '/reservations/{id}', 'One own booking with its guests, rooms, details and worded quote', { 200: answer('The reservation'), 404: answer("Not the guest's, or none") });
  doc('get', '/reservations/{id}/invoice.pdf', "The booking's invoice as a PDF, in the language of the request", { 200: pdf, 404: answer("Not the guest's, or none") });
  doc('get', '/reservations/{id}/payments', "The booking's payments, newest first (the guest's own and the desk's): {payments}", { 200: answer('{payments}'), 404: answer("Not the guest's, or none") });
  doc('get', '/reservations/{id}/cancellation', 'What cancelling now would cost under the cancellation policy: {total, paid, fee, refund, daysBefore, tier}', {
    200: answer('The terms'),
    404: answer("Not the guest's, or none"),
    409: answer('No longer cancellable online (from the check-in date, or not Pending/Upcoming)'),
  });
  doc('put', '/reservations/cancel/{id}', "Cancel an own booking before its check-in date: rooms freed, the policy's fee kept, any refund left for staff to pay; e-mailed to the guest", {
    200: answer('The reservation, Cancelled, with `cancellation`: the terms applied'),
    404: answer("Not the guest's, or none"),
    409: answer('No longer cancellable online'),
  });
  return app;
};
