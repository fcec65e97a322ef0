import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { clientIp, pathId, permit, readBody } from '../http/middleware';
import { answer, json, security } from '../http/openapiDoc';
import { describeQuote } from '../pricing/describe';
import { applyChange, changeBody, planChange, summaryOf } from './reservationChange';
import { expireOverdue } from './reservations.service';

type Ctx = Context<AppEnv>;

/** A summary with both quotes worded in the caller's language. */
const worded = <S extends ReturnType<typeof summaryOf>>(c: Ctx, summary: S) => ({
  ...summary,
  before: { ...summary.before, quote: describeQuote(summary.before.quote, c.get('t')) },
  after: { ...summary.after, quote: describeQuote(summary.after.quote, c.get('t')) },
});

const planned = async (c: Ctx) => {
  const { database, clock } = c.get('deps');
  const body = await readBody(c, changeBody);
  await expireOverdue(database.db, clock.now());
  const rules = await c.get('rules')();
  return { rules, plan: await planChange(database.db, c.get('actor'), pathId(c.req.param('id')), body, clock.now(), rules) };
};

/** `POST /reservations/:id/change/preview`: the server's price of the change, and what follows for the money. */
export const previewChange = async (c: Ctx) => c.json(worded(c, summaryOf((await planned(c)).plan)));

/** `PUT /reservations/:id/change`: applies a previewed change (its `updatedAt` sent back). */
export const saveChange = async (c: Ctx) => {
  const { rules, plan } = await planned(c);
  const { database, clock } = c.get('deps');
  return c.json(worded(c, await applyChange(database.db, c.get('actor'), plan, clock.now(), clientIp(c), rules)));
};

const tags = ['reservations'];
const idParam = z.object({ id: z.uuid() });

/** Staff change of a whole booking (`/api/admin`), with its preview. */
export const reservationChangeRoutes = (app: OpenAPIHono<AppEnv>) => {
  app.post('/reservations/:id/change/preview', permit('reservations', 'edit'), previewChange);
  app.put('/reservations/:id/change', permit('reservations', 'edit'), saveChange);
  const responses = {
    400: answer('Field messages (checkIn, rooms.N.roomId, transport.N.date, guests…)'),
    403: answer('No reservations edit permission'),
    404: answer('No such reservation'),
    409: answer('A room is taken (named), no rate for a night, closed booking, or changed since the preview'),
  };
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/reservations/{id}/change/preview',
    tags,
    security,
    summary: "Price a change of dates, rooms and party, guests, add-ons, transfers or requests: {before, after, difference, paid, followUp: pay|refund|none, amount, updatedAt}",
    request: { params: idParam, body: json(changeBody) },
    responses: { 200: answer('The old and new quotes and what follows'), ...responses },
  });
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: '/reservations/{id}/change',
    tags,
    security,
    summary: "Apply a previewed change (send the preview's updatedAt): rooms re-taken, re-priced, payment status recomputed, audited",
    request: { params: idParam, body: json(changeBody) },
    responses: { 200: answer('The summary with the new paymentStatus and balanceDue'), ...responses },
  });
};
