import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import { can } from '../permissions/permissions';
import { availabilityBody, blockRooms, extendRooms, holdBody, holdRef, releaseRoomsBody, roomTimer, searchAvailability, unblockHold, unblockRooms } from './booking.handlers';
import { answer, json, security } from '../http/openapiDoc';
import { readOnly } from '../http/readAhead';

/**
 * Who may build a booking: staff whose role may create reservations, and approved agents whose
 * agency role is admin or editor (DESIGN.md section 9).
 */
export const requireBooker: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.get('actor');
  const staffMay = actor.kind === 'staff' && can(actor, 'reservations', 'create');
  const agentMay = actor.kind === 'agent' && actor.status === 'A' && (actor.agencyRole === 'admin' || actor.agencyRole === 'editor');
  if (!staffMay && !agentMay) throw forbidden('app.booking.not_allowed_to_book');
  await next();
};

/** Availability is read by whoever may book, and by staff who may list rooms (the availability calendar). */
const requireAvailabilityReader: MiddlewareHandler<AppEnv> = readOnly('passes on', async (c, next) => {
  const actor = c.get('actor');
  if (actor.kind === 'staff' && can(actor, 'rooms', 'list')) return next();
  return requireBooker(c, next);
});


/**
 * Availability and room holds (spec section 7, "Tour package and availability"), mounted under both
 * `/api/agent` and `/api/admin`; the caller must be signed in (the mounting router checks).
 */
export const bookingRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  // Per route, not `use('*')`: this router is mounted at the root of /api/admin beside everything else.
  app.post('/rooms-availability', requireAvailabilityReader, searchAvailability);
  app.post('/temp-room-block/:packageId', requireBooker, blockRooms);
  app.delete('/temp-room-block/:holdId', requireBooker, unblockHold);
  app.post('/unblocked-room', requireBooker, unblockRooms);
  app.get('/room-timer', requireBooker, roomTimer);
  app.post('/package/extend-rooms', requireBooker, extendRooms);

  const tags = ['availability and holds'];
    const conflict = { 409: answer('A room was taken meanwhile, or the hold has ended') };
  const reg = app.openAPIRegistry;
  reg.registerPath({ method: 'post', path: '/rooms-availability', tags, security, summary: 'Free rooms per room type, night by night', request: { body: json(availabilityBody) }, responses: { 200: answer('Availability per room type'), 400: answer('Invalid stay') } });
  reg.registerPath({ method: 'post', path: '/temp-room-block/{packageId}', tags, security, summary: 'Hold the chosen rooms for 2 minutes', request: { params: z.object({ packageId: z.uuid() }), body: json(holdBody) }, responses: { 201: answer('The hold and its seconds left'), ...conflict } });
  reg.registerPath({ method: 'delete', path: '/temp-room-block/{holdId}', tags, security, summary: 'Release a hold', request: { params: z.object({ holdId: z.uuid() }) }, responses: { 200: answer('Released'), 404: answer('No such hold') } });
  reg.registerPath({ method: 'post', path: '/unblocked-room', tags, security, summary: 'Give back some rooms of a hold', request: { body: json(releaseRoomsBody) }, responses: { 200: answer('Released rooms'), ...conflict } });
  reg.registerPath({ method: 'get', path: '/room-timer', tags, security, summary: 'Seconds left on a hold', request: { query: holdRef }, responses: { 200: answer('Seconds left (0 once ended)') } });
  reg.registerPath({ method: 'post', path: '/package/extend-rooms', tags, security, summary: 'Extend a hold once, to the payment countdown', request: { body: json(holdRef) }, responses: { 200: answer('New expiry'), ...conflict } });
  return app;
};
