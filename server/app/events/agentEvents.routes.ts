import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import * as h from './agentEvents.handlers';
import { requireAgencyWriter } from '../agent/agencyWriter';
import { answer, json, security } from '../http/openapiDoc';

const tags = ['events'];

/**
 * What agents read and keep about events (`/api/agent`): the events open for joining, the vacancy
 * check before joining, their own registrations and the member notes on them. Joining itself is in
 * events.routes.ts.
 */
export const agentEventReadRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/web/events', h.listOpenEvents);
  app.post('/event/vacant', h.checkVacancy);
  app.post('/event/agent/update-member-notes', requireAgencyWriter, h.editMemberNotes);
  app.get('/event/agent/:agentId', h.ownRegistrations);
  const reg = app.openAPIRegistry;
  reg.registerPath({
    method: 'get',
    path: '/web/events',
    tags,
    security,
    summary: 'Events open for joining, soonest first: {events: [{…, seatsLeft, price, maxSeatsPerAgent, registration}], total}',
    request: { query: z.object({ range: z.string().optional().openapi({ example: '[0,19]' }) }) },
    responses: { 200: answer('A page of events, with Content-Range') },
  });
  reg.registerPath({
    method: 'post',
    path: '/event/vacant',
    tags,
    security,
    summary: 'Whether the seats can be joined now: {vacant, seatsLeft}',
    request: { body: json(h.vacantBody) },
    responses: { 200: answer('{vacant, seatsLeft}'), 400: answer('Field messages (seats above the per-agent maximum)'), 404: answer('Not open for joining') },
  });
  reg.registerPath({
    method: 'get',
    path: '/event/agent/{agentId}',
    tags,
    security,
    summary: "The agent's own live registrations (joined, or pending within their hold) with their events: {registrations}",
    request: { params: z.object({ agentId: z.uuid() }) },
    responses: { 200: answer('{registrations}'), 404: answer('Another agent') },
  });
  reg.registerPath({
    method: 'post',
    path: '/event/agent/update-member-notes',
    tags,
    security,
    summary: 'Rewrite the member notes of an own live registration (at most 2000 characters; blank clears)',
    request: { body: json(h.memberNotesBody) },
    responses: { 200: answer('The registration'), 400: answer('Field messages'), 403: answer('An agency viewer'), 404: answer('No such live registration of this agent') },
  });
  return app;
};

/** The back office's view of an event's registrations (`/api/admin`). */
export const staffEventRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/events/:id/registrations', permit('events', 'show'), h.staffRegistrations);
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/events/{id}/registrations',
    tags,
    security,
    summary: "Who holds seats at an event (joined, pending within their hold): {registrations: [{agent, seats, amount, status, memberNotes…}], seats: {total, joined, pending, left}}",
    request: { params: z.object({ id: z.uuid() }) },
    responses: { 200: answer('The registrations and seat counts'), 403: answer('No events show permission'), 404: answer('No such event') },
  });
  return app;
};
