import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { fieldErrors } from '../crud/recordSchema';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { readBody } from '../http/middleware';
import { readOnly } from '../http/readAhead';
import { paxShape, searchOffers } from './packageAvailability';
import { createHold, extendHold, holdTimer, releaseHold, releaseRooms } from './holds';
import { refineStay, stayShape } from './stay';
import { agencyIdField, bookingPartyOf } from './bookingFor';

type Ctx = Context<AppEnv>;

export const availabilityBody = z
  .object({ ...stayShape, roomTypeIds: z.array(z.uuid()).max(50).optional(), packageId: z.uuid().optional(), pax: paxShape.optional(), agencyId: agencyIdField })
  .superRefine(refineStay);
export const holdBody = z.object({ ...stayShape, roomIds: z.array(z.uuid()).min(1).max(20) }).superRefine(refineStay);
export const holdRef = z.object({ holdId: z.uuid() });
export const releaseRoomsBody = z.object({ holdId: z.uuid(), roomIds: z.array(z.uuid()).min(1).max(20) });

const uuidParam = (c: Ctx, name: string) => {
  const parsed = z.uuid().safeParse(c.req.param(name));
  if (!parsed.success) throw badRequest('app.errors.bad_request', { [name]: 'app.validation.reference' });
  return parsed.data;
};

const now = (c: Ctx) => c.get('deps').clock.now();
const db = (c: Ctx) => c.get('deps').database.db;

/**
 * Which room types the package prices follows whom the stay is for: the caller, or the agency staff book for.
 * A search only reads: on PostgreSQL its session lookup may go with the free rooms' statement (readAhead.ts).
 */
export const searchAvailability = readOnly('answers', async (c: Ctx) => {
  const body = await readBody(c, availabilityBody);
  const party = await bookingPartyOf(db(c), c.get('actor'), body.agencyId);
  return c.json(await searchOffers(db(c), party.ownerId, body, now(c), { sessionProof: c.get('sessionProof') }));
});

export const blockRooms = async (c: Ctx) => {
  const packageId = uuidParam(c, 'packageId');
  const body = await readBody(c, holdBody);
  // Held for the booking rules' minutes, read by the hold's first statement.
  const hold = await createHold(db(c), { ...body, packageId, ownerId: c.get('actor').accountId }, now(c));
  return c.json(hold, 201);
};

export const unblockHold = async (c: Ctx) => c.json(await releaseHold(db(c), uuidParam(c, 'holdId'), c.get('actor').accountId, now(c)));

export const unblockRooms = async (c: Ctx) => {
  const body = await readBody(c, releaseRoomsBody);
  return c.json(await releaseRooms(db(c), body.holdId, c.get('actor').accountId, body.roomIds, now(c)));
};

export const roomTimer = async (c: Ctx) => {
  const parsed = holdRef.safeParse({ holdId: c.req.query('holdId') });
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
  return c.json(await holdTimer(db(c), parsed.data.holdId, c.get('actor').accountId, now(c)));
};

export const extendRooms = async (c: Ctx) => {
  const { holdId } = await readBody(c, holdRef);
  const { paymentCountdownMinutes } = await c.get('rules')();
  return c.json(await extendHold(db(c), holdId, c.get('actor').accountId, now(c), paymentCountdownMinutes));
};
