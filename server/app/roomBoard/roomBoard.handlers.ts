import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { fieldErrors } from '../crud/recordSchema';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { clientIp, pathId, readBody, zoneOf } from '../http/middleware';
import { addDays, isIsoDate } from '../pricing/nights';
import { resortToday } from '../settings/resortZone';
import { housekeepingBody, setHousekeeping } from './housekeeping';
import { blockRoom, outOfOrderBody, unblockRoom } from './outOfOrder';
import { readRoomBoard } from './roomBoard.service';

type Ctx = Context<AppEnv>;

/** The longest window the board reads: two months, enough to scroll through a season at once. */
export const MAX_BOARD_DAYS = 62;

/** An empty query value (`roomTypeId=` from a cleared filter) means no filter. */
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: 'app.validation.reference' }).optional());

/** `GET /room-board` query: the first day (default the resort's today), how many days, and the filters. */
export const boardQuery = z.object({
  from: z.string().refine(isIsoDate, { error: 'app.validation.date' }).optional(),
  days: z.coerce.number({ error: 'app.validation.integer' }).int({ error: 'app.validation.integer' }).min(1).max(MAX_BOARD_DAYS).default(14),
  roomTypeId: optionalId,
  buildingId: optionalId,
});

const deps = (c: Ctx) => c.get('deps');

export const roomBoardHandler = async (c: Ctx) => {
  const parsed = boardQuery.safeParse(c.req.query());
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error, c.get('t')));
  const now = deps(c).clock.now();
  const today = resortToday(now, await zoneOf(c));
  const from = parsed.data.from ?? today;
  const window = { from, to: addDays(from, parsed.data.days), today, roomTypeId: parsed.data.roomTypeId, buildingId: parsed.data.buildingId };
  return c.json({ ...(await readRoomBoard(deps(c).database.db, window, now, c.get('locale'))), days: parsed.data.days });
};

export const housekeepingHandler = async (c: Ctx) => {
  const body = await readBody(c, housekeepingBody);
  return c.json(await setHousekeeping(deps(c).database.db, c.get('actor'), pathId(c.req.param('id')), body, deps(c).clock.now(), clientIp(c)));
};

export const blockHandler = async (c: Ctx) => {
  const roomId = pathId(c.req.param('id'));
  const body = await readBody(c, outOfOrderBody);
  return c.json(await blockRoom(deps(c).database.db, c.get('actor'), roomId, body, deps(c).clock.now(), clientIp(c), await zoneOf(c)), 201);
};

export const unblockHandler = async (c: Ctx) =>
  c.json(await unblockRoom(deps(c).database.db, c.get('actor'), pathId(c.req.param('id')), pathId(c.req.param('blockId')), deps(c).clock.now(), clientIp(c)));
