import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { reservationGuests, reservations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import type { BookingRules } from '../settings/settings';
import type { Actor, AppEnv } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { clientIp, pathId, readBody } from '../http/middleware';
import { FOOD_NOTES_MAX_LENGTH, MAX_GUESTS_PER_BOOKING } from './bookingLimits';
import { guestSchema } from './guests';
import { getReservation } from './reservations.read';
import { mayReach, scopeOf } from './reservationScope';
import { expireOverdue } from './reservations.service';
import { EDITABLE_STATUSES } from './transitions';

const OPEN: readonly string[] = EDITABLE_STATUSES;
const g = guestSchema.shape;

/**
 * A guest's details that do not change the price: name and contact. Age, nationality and the
 * concession flags price the stay, so they are not changed here (a new booking, or the desk).
 */
export const guestInfoPatch = z.object({
  id: z.uuid({ error: 'app.validation.reference' }),
  fullName: g.fullName.optional(),
  chineseName: z.string().trim().max(60).nullable().optional(),
  email: g.email.nullable(),
  phones: g.phones.unwrap().optional(),
  address: z.string().max(200).nullable().optional(),
  city: z.string().max(80).nullable().optional(),
  postcode: z.string().max(12).nullable().optional(),
  area: z.string().max(80).nullable().optional(),
  state: z.string().max(80).nullable().optional(),
  vegetarian: z.boolean().optional(),
});

/** What an agent may change of its own booking (`PUT /agent-reservations/:id`): the guests' details and the requests. */
export const agentInfoPatch = z.object({
  reservationName: z.string().trim().min(1, { error: 'ra.validation.required' }).max(120).optional(),
  specialRequests: z.string().trim().nullable().optional(),
  foodNotes: z.string().trim().max(FOOD_NOTES_MAX_LENGTH).nullable().optional(),
  guests: z.array(guestInfoPatch).max(MAX_GUESTS_PER_BOOKING).optional(),
});

/** What staff change as the reservation info (`PUT /reservations/edit-res-info/:id`): the agent's fields and the lead source. */
export const resInfoPatch = agentInfoPatch.extend({ leadSourceId: z.uuid({ error: 'app.validation.reference' }).nullable().optional() });

type InfoPatch = z.infer<typeof resInfoPatch>;

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Changes a booking's reservation info and its guests' details in one transaction, with one audit entry
 * holding what was before and after. Another agency's booking is not found; a closed one answers 409.
 */
export const editReservationInfo = async (db: Db, actor: Actor, id: string, patch: InfoPatch, now: Date, ip: string, rules: Pick<BookingRules, 'specialRequestMaxLength'>) => {
  if ((patch.specialRequests?.length ?? 0) > rules.specialRequestMaxLength)
    throw badRequest('app.errors.bad_request', { specialRequests: 'ra.validation.maxLength' });
  const { guests = [], ...fields } = patch;
  const lead = guests.findIndex((guest) => guest.phones !== undefined && guest.phones.length === 0);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row || !mayReach(actor, row)) throw notFound('app.errors.not_found');
    if (!OPEN.includes(row.status)) throw new ApiError(409, 'illegal_transition', 'app.booking.reservation_not_allowed');
    const current = await tx.select().from(reservationGuests).where(eq(reservationGuests.reservationId, id));
    const byId = new Map(current.map((guest) => [guest.id, guest]));
    const unknown = guests.findIndex((guest) => !byId.has(guest.id));
    if (unknown >= 0) throw badRequest('app.errors.bad_request', { [`guests.${unknown}.id`]: 'app.validation.reference' });
    // Someone must stay reachable: the booking keeps at least one guest with a phone.
    if (lead >= 0) {
      const phonesAfter = current.map((guest) => guests.find((change) => change.id === guest.id)?.phones ?? guest.phones);
      if (!phonesAfter.some((phones) => phones.length > 0)) throw badRequest('app.errors.bad_request', { [`guests.${lead}.phones`]: 'app.validation.lead_guest_phone' });
    }
    if (fields.leadSourceId) {
      const [source] = await tx.select({ id: resourceTables.lead_sources.id }).from(resourceTables.lead_sources).where(eq(resourceTables.lead_sources.id, fields.leadSourceId));
      if (!source) throw badRequest('app.errors.bad_request', { leadSourceId: 'app.validation.reference' });
    }
    const changes = defined(fields);
    if (Object.keys(changes).length) await tx.update(reservations).set({ ...changes, updatedAt: now }).where(eq(reservations.id, id));
    const beforeGuests = [];
    for (const { id: guestId, ...change } of guests) {
      const values = defined({ ...change, email: change.email === '' ? null : change.email });
      if (!Object.keys(values).length) continue;
      const before = byId.get(guestId);
      beforeGuests.push({ id: guestId, ...Object.fromEntries(Object.keys(values).map((k) => [k, before?.[k as keyof typeof before]])) });
      await tx.update(reservationGuests).set(values).where(and(eq(reservationGuests.id, guestId), eq(reservationGuests.reservationId, id)));
    }
    const before = { ...Object.fromEntries(Object.keys(changes).map((k) => [k, row[k as keyof typeof row]])), ...(guests.length ? { guests: beforeGuests } : {}) };
    await writeAudit(tx, { actor, action: 'update', resource: 'reservations', recordId: id, before, after: patch, ip }, now);
  });
};

type Ctx = Context<AppEnv>;

/** A handler answering the reservation as its caller reads it after the change. */
const infoHandler = (schema: typeof agentInfoPatch | typeof resInfoPatch) => async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const { database, clock } = c.get('deps');
  const actor = c.get('actor');
  const body = await readBody(c, schema);
  const rules = await c.get('rules')();
  await expireOverdue(database.db, clock.now());
  await editReservationInfo(database.db, actor, id, body, clock.now(), clientIp(c), rules);
  return c.json(await getReservation(database.db, c.get('t'), id, scopeOf(actor)));
};

/** `PUT /agent-reservations/:id`: the agency's own booking. */
export const agentInfoHandler = infoHandler(agentInfoPatch);
/** `PUT /reservations/edit-res-info/:id`: any booking, by staff who may edit reservations. */
export const staffInfoHandler = infoHandler(resInfoPatch);
