import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { contentRange, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { clientIp, pathId, readBody } from '../http/middleware';
import { agentRegistrations, eventRegistrationsFor, openEvents, updateMemberNotes, vacancy } from './agentEvents.service';
import { joinBody } from './events.handlers';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();

/** The vacancy check asks what joining would: the same event and seats, checked the same way. */
export const vacantBody = joinBody.pick({ eventId: true, seats: true });

export const memberNotesBody = z.object({
  registrationId: z.uuid({ error: 'app.validation.reference' }),
  /** Blank or null clears the notes. */
  memberNotes: z.string().trim().max(2000).nullable(),
});

/** `GET /web/events?range=[0,19]`: `{events, total}` with Content-Range. */
export const listOpenEvents = async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 20);
  const result = await openEvents(db(c), c.get('actor').accountId, now(c), range);
  c.header('Content-Range', contentRange('events', range, result.events.length, result.total));
  return c.json(result);
};

/** `POST /event/vacant {eventId, seats}`: `{vacant, seatsLeft}`. */
export const checkVacancy = async (c: Ctx) => {
  const body = await readBody(c, vacantBody);
  return c.json(await vacancy(db(c), body.eventId, body.seats, now(c)));
};

/**
 * `GET /event/agent/:agentId`: `{registrations}` of the caller's agency; the caller names itself or its
 * agency's account (anyone else: 404).
 */
export const ownRegistrations = async (c: Ctx) => {
  const agentId = pathId(c.req.param('agentId'));
  const { id, accountId } = c.get('actor');
  if (agentId !== id && agentId !== accountId) throw notFound('app.errors.not_found');
  return c.json({ registrations: await agentRegistrations(db(c), accountId, now(c)) });
};

/** `POST /event/agent/update-member-notes {registrationId, memberNotes}`: the updated registration. */
export const editMemberNotes = async (c: Ctx) => {
  const body = await readBody(c, memberNotesBody);
  return c.json(await updateMemberNotes(db(c), c.get('actor'), body.registrationId, body.memberNotes ?? '', now(c), clientIp(c)));
};

/** `GET /api/admin/events/:id/registrations`: `{registrations, seats}`. */
export const staffRegistrations = async (c: Ctx) => c.json(await eventRegistrationsFor(db(c), pathId(c.req.param('id')), now(c)));
