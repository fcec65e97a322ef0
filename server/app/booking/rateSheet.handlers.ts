import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import type { AppEnv } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Translate } from '../http/i18n';
import { clientIp, pathId, readBody } from '../http/middleware';
import { agentCategoryExists, findPeriod, readRateSheet, replaceRateSheet, sheetErrors, sheetRoomTypes } from './rateSheet.service';
import { OCCUPANCY_MAX, PAX_TYPES } from './rateSheet.shape';

type Ctx = Context<AppEnv>;

const db = (c: Ctx) => c.get('deps').database.db;
/** Every room type (200 at most on a package) × every occupancy × every pax type, with room to spare. */
const MAX_RATES = 10_000;

const int = (t: Translate, min: number, max: number) =>
  z
    .number({ error: t('ra.validation.number') })
    .int({ error: t('app.validation.integer') })
    .min(min, { error: t('ra.validation.minValue', { min }) })
    .max(max, { error: t('ra.validation.maxValue', { max }) });

/** One row of a sheet as the client sends it. */
export const rateRow = (t: Translate) =>
  z.object({
    roomTypeId: z.uuid({ error: t('app.validation.reference') }),
    occupancy: int(t, 1, OCCUPANCY_MAX),
    paxType: z.enum(PAX_TYPES, { error: t('ra.validation.oneOf', { options: PAX_TYPES.join(', ') }) }),
    amount: int(t, 0, Number.MAX_SAFE_INTEGER),
  });

/** Body of `PUT /package/period/{id}/rate-sheet`. */
export const sheetBody = (t: Translate) =>
  z.object({
    agentCategoryId: z.uuid({ error: t('app.validation.reference') }).nullable(),
    rates: z.array(rateRow(t), { error: t('ra.validation.required') }).max(MAX_RATES, { error: t('ra.validation.maxValue', { max: MAX_RATES }) }),
  });

const periodOf = async (c: Ctx) => {
  const period = await findPeriod(db(c), pathId(c.req.param('id')));
  if (!period) throw notFound('app.errors.not_found');
  return period;
};

const missingCategory = async (c: Ctx, id: string | null) => {
  if (id && !(await agentCategoryExists(db(c), id))) throw badRequest('app.errors.bad_request', { agentCategoryId: 'app.validation.missing_reference' });
};

/** `?agentCategoryId=`: a category's id, or empty (or absent) for the standard sheet. */
const categoryQuery = (c: Ctx) => {
  const raw = c.req.query('agentCategoryId') ?? '';
  if (raw === '') return null;
  if (!z.uuid().safeParse(raw).success) throw badRequest('app.errors.bad_request', { agentCategoryId: 'app.validation.reference' });
  return raw;
};

/** Read and replace one rate sheet; the routes add the permission checks. */
export const rateSheetHandlers = {
  async read(c: Ctx) {
    const period = await periodOf(c);
    const agentCategoryId = categoryQuery(c);
    await missingCategory(c, agentCategoryId);
    return c.json(await readRateSheet(db(c), period, agentCategoryId));
  },

  async replace(c: Ctx) {
    const period = await periodOf(c);
    const body = await readBody(c, sheetBody(c.get('t')));
    await missingCategory(c, body.agentCategoryId);
    const errors = sheetErrors(body.rates, await sheetRoomTypes(db(c), String(period.tourPackageId)), c.get('t'));
    if (Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);
    const change = { actor: c.get('actor'), ip: clientIp(c), now: c.get('deps').clock.now() };
    try {
      await db(c).transaction((tx) => replaceRateSheet(tx, String(period.id), body.agentCategoryId, body.rates, change));
    } catch (error) {
      // Two saves of one sheet at once (the later insert meets the earlier one's row), or the period or a
      // category deleted meanwhile: answers, not 500s.
      const code = pgErrorOf(error)?.code;
      if (code === UNIQUE_VIOLATION) throw conflict('app.validation.unique');
      if (code === FOREIGN_KEY_VIOLATION) throw notFound('app.errors.not_found');
      throw error;
    }
    return c.json(await readRateSheet(db(c), period, body.agentCategoryId));
  },
};
