import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { fieldErrors } from '../crud/recordSchema';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { isIsoDate } from '../pricing/nights';
import { DESK_TABS } from './deskDay';
import { frontDeskDay } from './frontDesk.service';

type Ctx = Context<AppEnv>;

/** `?date=YYYY-MM-DD` (a resort date; today when absent) and `?tab=` (arrivals unless named). */
export const frontDeskQuery = z.object({
  date: z.string().refine(isIsoDate, { error: 'app.validation.date' }).optional(),
  tab: z.enum(DESK_TABS).default('arrivals'),
});

/** `GET /front-desk`: one of the day's lists with the counts of all three; a bad date or tab answers 400. */
export const frontDeskList = async (c: Ctx) => {
  const parsed = frontDeskQuery.safeParse(c.req.query());
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error, c.get('t')));
  const { deps } = c.var;
  return c.json(await frontDeskDay(deps.database.db, parsed.data, deps.clock.now()));
};
