import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { contentRange, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { clientIp, pathId, readBody, zoneOf } from '../http/middleware';
import { describeQuote } from '../pricing/describe';
import { readSetting } from '../settings/settings';
import { requireBookableCheckIn } from './bookingWindow';
import { deskTimes } from './deskRules';
import { priceStay } from './pricing.service';
import { bookingPartyOf } from './bookingFor';
import { quoteRequest } from './quoteInput';
import { getDeskReservation } from './reservationDesk';
import { parseReservationFilter } from './reservationFilter';
import { getReservation, listReservations, presentReservation } from './reservations.read';
import { bookingPatch, changeRoom, detailsPatch, editDetails, rebook, roomChange } from './reservations.edit';
import { approve, createReservation, expireOverdue, reservationBody, transition } from './reservations.service';
import { PERSON_TRANSITIONS, type TransitionName } from './transitions';
import { scopeOf } from './reservationScope';
import { mailCancellation } from '../portal/guestCancellation';
import type { Db } from '../../db/client';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();
/** Agents act on their agency's reservations only, guests on those they booked; staff on all. */
const ownerScope = (c: Ctx) => scopeOf(c.get('actor'));

const idOf = (c: Ctx) => pathId(c.req.param('id'));

/** `POST /quote`: a stay to book, so its check-in must be bookable (a booking re-priced later is not asked). */
export const priceQuote = async (c: Ctx) => {
  const body = await readBody(c, quoteRequest);
  await requireBookableCheckIn(db(c), body.checkIn, now(c));
  // Staff pricing for an agency get its contract rates and codes (the server checks the agency).
  const party = await bookingPartyOf(db(c), c.get('actor'), body.agencyId);
  const pricing = { caller: party.caller, now: now(c), zone: await zoneOf(c) };
  return c.json(describeQuote(await priceStay(db(c), body, party.ownerId, pricing), c.get('t')));
};

export const create = async (c: Ctx) => {
  const body = await readBody(c, reservationBody);
  // The booking rules are read with the booking's checks (one statement fewer).
  const created = await createReservation(db(c), c.get('actor'), body, now(c), undefined, clientIp(c), c.get('locale'));
  return c.json(presentReservation(created.row, created.guests, created.rooms, c.get('t'), created.option), 201);
};

/**
 * Lists in react-admin's dialect (`range`, `filter` with q, status, paymentStatus, approved, checkInFrom,
 * checkInTo, agencyId; Content-Range). A filter value that cannot be read answers 400.
 */
export const list = (fixed: { approved?: boolean; status?: string } = {}) => async (c: Ctx) => {
  const filter = parseReservationFilter(c.req.query('filter'), c.req.query('status'), c.get('t'));
  const range = parseRange(c.req.query('range'), 10);
  await expireOverdue(db(c), now(c));
  const { records, total } = await listReservations(db(c), { ...filter, ...fixed, scope: ownerScope(c), locale: c.get('locale') }, range);
  c.header('Content-Range', contentRange('reservations', range, records.length, total));
  return c.json({ reservations: records, total });
};

/**
 * A reservation for staff, with `desk`: when the front desk may check it in, check it out or undo its
 * check-in (the rules `move` enforces), so the back office can say why a button is off.
 */
const withDeskTimes = async <T extends { status: string; checkIn: string; checkOut: string; checkedInAt: string | null }>(c: Ctx, reservation: T) => {
  const stay = { ...reservation, checkedInAt: reservation.checkedInAt ? new Date(reservation.checkedInAt) : null };
  return { ...reservation, desk: deskTimes(stay, now(c), await readSetting(db(c), 'booking')) };
};

export const show = async (c: Ctx) => {
  await expireOverdue(db(c), now(c));
  return c.json(await getReservation(db(c), c.get('t'), idOf(c), ownerScope(c)));
};

/** Staff read one reservation with what the desk needs: agency, package option, transfers, payments. */
export const deskShow = async (c: Ctx) => {
  await expireOverdue(db(c), now(c));
  return c.json(await withDeskTimes(c, await getDeskReservation(db(c), c.get('t'), idOf(c))));
};

export const move = (fixed?: TransitionName) => async (c: Ctx) => {
  const name = (fixed ?? c.req.param('transition')) as TransitionName;
  if (!PERSON_TRANSITIONS.includes(name)) throw notFound('app.errors.not_found');
  if (c.get('actor').kind !== 'staff' && name !== 'cancel') throw notFound('app.errors.not_found');
  await expireOverdue(db(c), now(c));
  // A guest-site booking's guest is told of its cancellation, whoever cancels it (the guest, or staff).
  const mail = name === 'cancel' ? (tx: Db, row: Parameters<typeof mailCancellation>[1]) => mailCancellation(tx, row, now(c), c.get('locale')) : undefined;
  await transition(db(c), c.get('actor'), idOf(c), name, now(c), clientIp(c), c.get('locale'), mail);
  const reservation = await getReservation(db(c), c.get('t'), idOf(c), ownerScope(c));
  return c.json(c.get('actor').kind === 'staff' ? await withDeskTimes(c, reservation) : reservation);
};

export const approveOne = async (c: Ctx) => {
  await expireOverdue(db(c), now(c));
  await approve(db(c), c.get('actor'), idOf(c), now(c), clientIp(c));
  return c.json(await getReservation(db(c), c.get('t'), idOf(c)));
};

const edit = <T extends z.ZodType>(schema: T, work: (c: Ctx, id: string, body: z.infer<T>) => Promise<unknown>) => async (c: Ctx) => {
  const id = idOf(c);
  await expireOverdue(db(c), now(c));
  await work(c, id, await readBody(c, schema));
  return c.json(await getReservation(db(c), c.get('t'), id, ownerScope(c)));
};

export const changeRoomHandler = edit(roomChange, (c, id, body) => changeRoom(db(c), c.get('actor'), id, body, now(c), clientIp(c)));
export const editDetailsHandler = edit(detailsPatch, async (c, id, body) => editDetails(db(c), c.get('actor'), id, body, now(c), clientIp(c), await c.get('rules')()));
export const editBookingHandler = edit(bookingPatch, (c, id, body) => rebook(db(c), c.get('actor'), id, (b) => ({ ...b, ...body }), now(c), clientIp(c)));
export const editTransportHandler = edit(bookingPatch.pick({ transport: true }), (c, id, body) => rebook(db(c), c.get('actor'), id, (b) => ({ ...b, transport: body.transport ?? [] }), now(c), clientIp(c)));

const transportLeg = bookingPatch.shape.transport.unwrap().unwrap().element;
/** `transId` names a leg by its trip cost. */
export const replaceLegHandler = edit(transportLeg, (c, id, leg) =>
  rebook(db(c), c.get('actor'), id, (b) => {
    const legs = b.transport ?? [];
    if (!legs.some((l) => l.tripCostId === c.req.param('transId'))) throw notFound('app.errors.not_found');
    return { ...b, transport: legs.map((l) => (l.tripCostId === c.req.param('transId') ? leg : l)) };
  }, now(c), clientIp(c)),
);
export const removeLegHandler = async (c: Ctx) => {
  const id = idOf(c);
  await rebook(db(c), c.get('actor'), id, (b) => {
    const legs = b.transport ?? [];
    if (!legs.some((l) => l.tripCostId === c.req.param('transId'))) throw notFound('app.errors.not_found');
    return { ...b, transport: legs.filter((l) => l.tripCostId !== c.req.param('transId')) };
  }, now(c), clientIp(c));
  return c.json(await getReservation(db(c), c.get('t'), id, ownerScope(c)));
};

export const bookingJsonHandler = async (c: Ctx) => {
  const reservation = await getReservation(db(c), c.get('t'), idOf(c), ownerScope(c));
  return c.json({ booking: reservation.booking, quote: reservation.quote });
};
