import { OpenAPIHono } from '@hono/zod-openapi';
import { agentBookingStartRoutes } from '../agent/bookingStart.routes';
import { agentSetupReadRoutes } from '../agent/agentSetup.routes';
import type { AppEnv } from '../http/env';
import { inventoryReadRoutes } from '../inventory/inventory.routes';
import { requireBooker } from './booking.routes';
import { bookableAgencies } from './bookingFor';
import { answer, security } from '../http/openapiDoc';
import { forbidden } from '../http/errors';

/**
 * The lists the booking wizard's steps choose from, for the resort's desk (`/api/admin/desk-booking/*`):
 * the same answers agents get (bookable packages, active lead sources, transfers on offer, active add-on
 * categories and their add-ons), for staff whose role may create reservations. Under a prefix because
 * the back office's generic resources (`/lead-sources`, `/addon-categories`) answer in list shape and
 * with their own permissions: a desk clerk who books need not manage add-ons.
 */
export const deskBookingStartRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.route('/desk-booking', agentBookingStartRoutes());
  app.route('/desk-booking', agentSetupReadRoutes());
  app.route('/desk-booking', inventoryReadRoutes(() => requireBooker));
  // "Book for": the agencies staff may book on behalf of (the booking then checks the one chosen again).
  app.get('/desk-booking/agencies', requireBooker, async (c) => {
    if (c.get('actor').kind !== 'staff') throw forbidden('app.booking.not_allowed_to_book');
    return c.json(await bookableAgencies(c.get('deps').database.db, c.req.query('q') ?? ''));
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/desk-booking/agencies',
    tags: ['reservations'],
    security,
    summary: 'Approved, active travel agents and freelancers to book for (?q= company, name or e-mail), at most 20',
    responses: { 200: answer('[{id, companyName, name, email, agentType, category}]'), 403: answer('No reservations create permission') },
  });
  return app;
};
