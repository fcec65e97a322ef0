import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import { housekeepingBody } from './housekeeping';
import { outOfOrderBody } from './outOfOrder';
import { blockHandler, boardQuery, housekeepingHandler, roomBoardHandler, unblockHandler } from './roomBoard.handlers';
import { answer, json, security } from '../http/openapiDoc';

const tags = ['front desk'];
const idParam = z.object({ id: z.uuid() });

/**
 * The room board and housekeeping, under `/api/admin` (staff only: the admin router checks that).
 * Mounted before the generic resource routes so `/rooms/{id}/…` is not taken for a room record.
 */
export const roomBoardRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/room-board', permit('front-desk', 'list'), roomBoardHandler);
  app.put('/rooms/:id/housekeeping', permit('front-desk', 'edit'), housekeepingHandler);
  app.post('/rooms/:id/out-of-order', permit('front-desk', 'edit'), blockHandler);
  app.delete('/rooms/:id/out-of-order/:blockId', permit('front-desk', 'edit'), unblockHandler);
  const reg = app.openAPIRegistry;
  reg.registerPath({
    method: 'get',
    path: '/room-board',
    tags,
    security,
    summary: 'The tape chart: rooms in service with housekeeping, out-of-order periods, bookings and live holds over [from, from + days)',
    request: { query: boardQuery },
    responses: { 200: answer('{from, to, today, days, rooms: [{roomType, building, housekeeping, outOfOrder, bars}], roomTypes, buildings}'), 400: answer('Bad date or days outside 1–62') },
  });
  reg.registerPath({ method: 'put', path: '/rooms/{id}/housekeeping', tags, security, summary: 'Set clean, dirty or inspected', request: { params: idParam, body: json(housekeepingBody) }, responses: { 200: answer('{roomId, status, note, updatedAt}'), 404: answer('No such room') } });
  reg.registerPath({ method: 'post', path: '/rooms/{id}/out-of-order', tags, security, summary: 'Take a room out of order for [from, to): those nights are not sold', request: { params: idParam, body: json(outOfOrderBody) }, responses: { 201: answer('{id, roomId, from, to, note}'), 409: answer('Nights already booked (names the booking) or held') } });
  reg.registerPath({ method: 'delete', path: '/rooms/{id}/out-of-order/{blockId}', tags, security, summary: 'Put a room back in order', request: { params: z.object({ id: z.uuid(), blockId: z.uuid() }) }, responses: { 200: answer('The removed period'), 404: answer('No such period') } });
  return app;
};
