import { OpenAPIHono } from '@hono/zod-openapi';
import { agentBookingStartRoutes } from '../agent/bookingStart.routes';
import { agentSetupReadRoutes } from '../agent/agentSetup.routes';
import type { AppEnv } from '../http/env';
import { inventoryReadRoutes } from '../inventory/inventory.routes';
import { requireBooker } from './booking.routes';

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
  return app;
};
