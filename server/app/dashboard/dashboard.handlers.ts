import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { expireOverdue } from '../booking/reservations.service';
import { fieldErrors } from '../crud/recordSchema';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { zoneOf } from '../http/middleware';
import { isIsoDate } from '../pricing/nights';
import { resortToday } from '../settings/resortZone';
import { CARD_TYPES } from './dashboard.queries';
import * as dash from './dashboard.service';

type Ctx = Context<AppEnv>;

const date = z.string({ error: 'app.validation.date' }).refine(isIsoDate, { error: 'app.validation.date' });
const year = z.coerce.number({ error: 'app.staffDashboard.errors.year' }).int({ error: 'app.staffDashboard.errors.year' }).min(2000, { error: 'app.staffDashboard.errors.year' }).max(2100, { error: 'app.staffDashboard.errors.year' });
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'app.staffDashboard.errors.month' });

/** The path's and query's values checked against `schema`: 400 with a message per field, never a 500. */
const input = <T extends z.ZodType>(c: Ctx, schema: T, value: unknown): z.infer<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error, c.get('t')));
  return parsed.data;
};

const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();
const today = async (c: Ctx) => resortToday(now(c), await zoneOf(c));
const pathDate = (c: Ctx) => input(c, z.object({ date }), { date: c.req.param('date') }).date;
const queryDate = async (c: Ctx) => input(c, z.object({ date: date.optional() }), { date: c.req.query('date') }).date ?? (await today(c));

export const cardsCount = async (c: Ctx) => c.json({ data: await dash.cardCounts(db(c), pathDate(c)) });

export const cardsInfo = async (c: Ctx) => {
  const day = pathDate(c);
  const { type } = input(c, z.object({ type: z.enum(CARD_TYPES, { error: 'app.staffDashboard.errors.card_type' }) }), { type: c.req.query('type') });
  const rows = await dash.cardList(db(c), type, day);
  return c.json({ data: rows, cardInfoType: type, total: rows.length });
};

export const paymentRemainder = async (c: Ctx) => {
  const day = pathDate(c);
  const { type } = input(c, z.object({ type: z.enum(['expired', 'reminder'], { error: 'app.staffDashboard.errors.remainder_type' }).optional() }), { type: c.req.query('type') });
  // A deadline passed since the last read has expired its booking: it is no longer a balance to chase.
  await expireOverdue(db(c), now(c));
  const { rows, total } = await dash.paymentRemainder(db(c), day, type ?? 'reminder');
  return c.json({ data: rows, total });
};

export const payAtResort = async (c: Ctx) => {
  const rows = await dash.payAtResort(db(c), pathDate(c));
  return c.json({ data: rows, total: rows.length });
};

export const todayPickUp = async (c: Ctx) => c.json({ data: await dash.pickUps(db(c), pathDate(c), c.get('locale')) });

export const currentList = async (c: Ctx) => c.json({ data: await dash.currentRooms(db(c), pathDate(c), c.get('locale')) });

export const unconfirmedPayments = async (c: Ctx) => {
  const { rows, total } = await dash.unconfirmedPayments(db(c));
  return c.json({ data: rows, total });
};

export const graph = async (c: Ctx) => {
  const raw = c.req.query('year');
  const y = raw === undefined ? Number((await today(c)).slice(0, 4)) : input(c, z.object({ year }), { year: raw }).year;
  return c.json({ data: await dash.yearlyGraph(db(c), y) });
};

export const sale = async (c: Ctx) => c.json({ data: await dash.sales(db(c), await queryDate(c)) });

export const monthlyReport = async (c: Ctx) => {
  const raw = c.req.query('month');
  const m = raw === undefined ? (await today(c)).slice(0, 7) : input(c, z.object({ month }), { month: raw }).month;
  return c.json({ data: await dash.monthly(db(c), m) });
};

export const cumulativeReport = async (c: Ctx) => {
  const { year: y } = input(c, z.object({ year }), { year: c.req.param('year') });
  return c.json({ data: await dash.cumulative(db(c), y) });
};

export const upcomingBookings = async (c: Ctx) => c.json({ data: await dash.upcomingBookings(db(c), await queryDate(c)) });

export const expiredBookings = async (c: Ctx) => {
  await expireOverdue(db(c), now(c));
  const { rows, total } = await dash.expiredBookings(db(c));
  return c.json({ data: rows, total });
};

export const actionCount = async (c: Ctx) => {
  await expireOverdue(db(c), now(c));
  return c.json({ data: await dash.actionCount(db(c), await today(c)) });
};
