import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import { requireBooker } from './booking.routes';
import {
  approveOne,
  bookingJsonHandler,
  changeRoomHandler,
  create,
  deskShow,
  editBookingHandler,
  editDetailsHandler,
  editTransportHandler,
  list,
  move,
  priceQuote,
  removeLegHandler,
  replaceLegHandler,
  show,
} from './reservations.handlers';
import { bookingPatch, detailsPatch, roomChange } from './reservations.edit';
import { quoteRequest } from './quoteInput';
import { reservationBody } from './reservations.service';
import { PERSON_TRANSITIONS } from './transitions';
import { invoicePdf } from '../invoices/invoice.handlers';
import { sendInvoice } from '../invoices/sendInvoice';
import { agentInfoHandler, agentInfoPatch, resInfoPatch, staffInfoHandler } from './reservationInfo';
import { answer, json, security } from '../http/openapiDoc';
import { reservationChangeRoutes } from './reservationChange.handlers';

const tags = ['reservations'];
const idParam = z.object({ id: z.uuid() });
const pdf = { description: 'The invoice (application/pdf)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

/** Pricing and booking creation, for agents (`/api/agent`) and staff (`/api/admin`) alike. */
const bookingCore = (app: OpenAPIHono<AppEnv>) => {
  app.post('/quote', requireBooker, priceQuote);
  app.post('/agent-reservations', requireBooker, create);
  app.openAPIRegistry.registerPath({ method: 'post', path: '/quote', tags, security, summary: 'The server price of a stay, line by line', request: { body: json(quoteRequest) }, responses: { 200: answer('Quote'), 409: answer('No rate for a night') } });
  app.openAPIRegistry.registerPath({ method: 'post', path: '/agent-reservations', tags, security, summary: 'Book the rooms of a hold', request: { body: json(reservationBody) }, responses: { 201: answer('The reservation'), 409: answer('The hold ended, or no rate') } });
};

/**
 * Changes of add-ons and transfers (re-priced by the server), under a base path (`/agent-reservations` or
 * `/reservations`); the guest site mounts them too, behind its own guards (portal/guestReservations.routes.ts).
 */
export const bookingEdits = (app: OpenAPIHono<AppEnv>, base: string) => {
  app.put(`${base}/edit-transportation/:id`, editTransportHandler);
  app.put(`${base}/edit-exisiting-transportation/:id/:transId`, replaceLegHandler);
  app.delete(`${base}/edit-exisiting-transportation/:id/:transId`, removeLegHandler);
  app.put(`${base}/edit-bookingJson/:id`, editBookingHandler);
  app.get(`${base}/booking-json/:id`, bookingJsonHandler);
  const reg = app.openAPIRegistry;
  const legParams = z.object({ id: z.uuid(), transId: z.uuid() });
  reg.registerPath({ method: 'put', path: `${base}/edit-transportation/{id}`, tags, security, summary: 'Replace the transfers; re-priced', request: { params: idParam, body: json(bookingPatch.pick({ transport: true })) }, responses: { 200: answer('The reservation, re-priced') } });
  reg.registerPath({ method: 'put', path: `${base}/edit-exisiting-transportation/{id}/{transId}`, tags, security, summary: 'Replace one transfer (transId = its trip cost)', request: { params: legParams }, responses: { 200: answer('Re-priced') } });
  reg.registerPath({ method: 'delete', path: `${base}/edit-exisiting-transportation/{id}/{transId}`, tags, security, summary: 'Remove one transfer', request: { params: legParams }, responses: { 200: answer('Re-priced') } });
  reg.registerPath({ method: 'put', path: `${base}/edit-bookingJson/{id}`, tags, security, summary: 'Change add-ons, transfers or optional charges; re-priced', request: { params: idParam, body: json(bookingPatch) }, responses: { 200: answer('Re-priced') } });
  reg.registerPath({ method: 'get', path: `${base}/booking-json/{id}`, tags, security, request: { params: idParam }, responses: { 200: answer('{booking, quote}') } });
};

/** The agents' reservations: their agency's only; every member reads them, only those who may book cancel or change them. */
export const agentReservationRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  bookingCore(app);
  app.get('/agent-reservations', list());
  app.get('/agent-reservations/:id/invoice.pdf', invoicePdf);
  app.get('/agent-reservations/:id', show);
  app.put('/agent-reservations/cancel/:id', requireBooker, move('cancel'));
  app.put('/agent-reservations/:id', requireBooker, agentInfoHandler);
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: '/agent-reservations/{id}',
    tags,
    security,
    summary: "Change an own booking's name, guests' names and contacts, special requests and food notes (dates, rooms, add-ons and transfers: the edit-* routes)",
    request: { params: idParam, body: json(agentInfoPatch) },
    responses: { 200: answer('The reservation'), 400: answer('Field messages (guests.N.field)'), 403: answer("An agency viewer, or an agent who may not book"), 404: answer('Not theirs, or none'), 409: answer('Cancelled, expired or checked out') },
  });
  // Changing what a booking holds is booking: an agency's viewer may read its bookings, not change them.
  app.use('/agent-reservations/edit-*', requireBooker);
  bookingEdits(app, '/agent-reservations');
  app.openAPIRegistry.registerPath({ method: 'get', path: '/agent-reservations', tags, security, summary: "The agent's reservations (?status=, range, filter)", responses: { 200: answer('{reservations, total}') } });
  app.openAPIRegistry.registerPath({ method: 'get', path: '/agent-reservations/{id}', tags, security, request: { params: idParam }, responses: { 200: answer('The reservation with guests and rooms'), 404: answer('Not theirs, or none') } });
  app.openAPIRegistry.registerPath({ method: 'get', path: '/agent-reservations/{id}/invoice.pdf', tags, security, summary: 'The invoice as a PDF, in the caller\'s language', request: { params: idParam }, responses: { 200: pdf, 404: answer('Not theirs, or none') } });
  app.openAPIRegistry.registerPath({ method: 'put', path: '/agent-reservations/cancel/{id}', tags, security, request: { params: idParam }, responses: { 200: answer('Cancelled; rooms freed'), 409: answer('Cannot be cancelled now') } });
  return app;
};

/** Staff: every reservation, approved and Awaiting Approvals, and the status actions. */
export const staffReservationRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  bookingCore(app);
  app.get('/reservations', permit('reservations', 'list'), list());
  app.get('/reservations/unapproved', permit('approvals', 'list'), list({ approved: false }));
  app.get('/completed-booking/checkedIn', permit('reservations', 'list'), list({ status: 'InHouse' }));
  app.get('/reservations/:id/invoice.pdf', permit('reservations', 'show'), invoicePdf);
  app.post('/reservations/:id/invoice/send', permit('reservations', 'edit'), sendInvoice);
  app.get('/reservations/:id', permit('reservations', 'show'), deskShow);
  app.put('/reservations/:id/approve', permit('approvals', 'approve'), approveOne);
  app.put('/reservations/:id/status/:transition', permit('reservations', 'edit'), move());
  app.put('/cancel/:id', permit('reservations', 'edit'), move('cancel'));
  app.post('/rooms-change/:id', permit('reservations', 'edit'), changeRoomHandler);
  app.put('/reservations/edit-reservation/:id', permit('reservations', 'edit'), editDetailsHandler);
  app.put('/reservations/edit-res-info/:id', permit('reservations', 'edit'), staffInfoHandler);
  reservationChangeRoutes(app);
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: '/reservations/edit-res-info/{id}',
    tags,
    security,
    summary: "Change a booking's reservation info: name, lead source, special requests, food notes and the guests' names and contacts (audited)",
    request: { params: idParam, body: json(resInfoPatch) },
    responses: { 200: answer('The reservation'), 400: answer('Field messages'), 403: answer('No reservations edit permission'), 404: answer('No such reservation'), 409: answer('Cancelled, expired or checked out') },
  });
  app.use('/reservations/edit-*', permit('reservations', 'edit'));
  app.use('/reservations/booking-json/*', permit('reservations', 'show'));
  bookingEdits(app, '/reservations');
  app.openAPIRegistry.registerPath({ method: 'post', path: '/rooms-change/{id}', tags, security, summary: 'Move a booked room to another room', request: { params: idParam, body: json(roomChange) }, responses: { 200: answer('Moved'), 409: answer('The room is taken for these nights') } });
  app.openAPIRegistry.registerPath({ method: 'put', path: '/reservations/edit-reservation/{id}', tags, security, request: { params: idParam, body: json(detailsPatch) }, responses: { 200: answer('Changed') } });
  const reg = app.openAPIRegistry;
  reg.registerPath({ method: 'get', path: '/reservations', tags, security, summary: 'All reservations (filter: q, status, paymentStatus, approved, checkInFrom, checkInTo, agencyId)', responses: { 200: answer('{reservations, total}') } });
  reg.registerPath({ method: 'get', path: '/reservations/unapproved', tags, security, summary: 'Awaiting Approvals', responses: { 200: answer('{reservations, total}') } });
  reg.registerPath({ method: 'get', path: '/completed-booking/checkedIn', tags, security, summary: 'Guests in house', responses: { 200: answer('{reservations, total}') } });
  reg.registerPath({ method: 'get', path: '/reservations/{id}', tags, security, request: { params: idParam }, responses: { 200: answer('The reservation with its agency, package option, transfers and payments') } });
  reg.registerPath({ method: 'post', path: '/reservations/{id}/invoice/send', tags, security, summary: 'Mail the invoice again (PDF attached) to the lead guest, else the booking\'s account: {to}', request: { params: idParam }, responses: { 201: answer('Queued in the outbox'), 404: answer('No such reservation') } });
  reg.registerPath({ method: 'get', path: '/reservations/{id}/invoice.pdf', tags, security, summary: 'The invoice as a PDF, in the caller\'s language', request: { params: idParam }, responses: { 200: pdf, 404: answer('No such reservation') } });
  reg.registerPath({ method: 'put', path: '/reservations/{id}/approve', tags, security, request: { params: idParam }, responses: { 200: answer('Approved'), 409: answer('Not awaiting approval') } });
  reg.registerPath({
    method: 'put',
    path: '/reservations/{id}/status/{transition}',
    tags,
    security,
    summary: `One of: ${PERSON_TRANSITIONS.join(', ')}`,
    request: { params: z.object({ id: z.uuid(), transition: z.enum(PERSON_TRANSITIONS as [string, ...string[]]) }) },
    responses: { 200: answer('The reservation in its new status'), 409: answer('Not allowed from its current status') },
  });
  reg.registerPath({ method: 'put', path: '/cancel/{id}', tags, security, request: { params: idParam }, responses: { 200: answer('Cancelled'), 409: answer('Cannot be cancelled now') } });
  return app;
};
