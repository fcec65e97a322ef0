import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { resources } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/types';
import type { Db } from '../../db/client';
import { fieldOfConstraint } from '../crud/crud.service';
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import { fieldErrors } from '../crud/recordSchema';
import type { AppEnv } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Translate } from '../http/i18n';
import { clientIp, readJson } from '../http/middleware';
import {
  boatQuantity,
  DUPLICATE_MAX,
  duplicateRoom,
  endPoints,
  isRoomCodeAvailable,
  isRoomNumberAvailable,
  locationExists,
  ROOM_CODE_MAX_LENGTH,
  ROOM_NUMBER_MAX,
  setPriorities,
  startPoints,
  subCategoriesByCategory,
  TRANSPORT_TYPES,
  tripCostsExcludingBoat,
  unknownAddonCategories,
  type Change,
  type TransportType,
} from './inventory.service';

type Ctx = Context<AppEnv>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROOM_CODE = /^[A-Za-z0-9-]+$/;
/** A priority is 0…1000, so at most 1001 records can be ordered at once. */
const PRIORITY_MAX_IDS = 1001;
/** The most categories one `addons/by-categories` call may ask for. */
const CATEGORY_IDS_MAX = 200;

const db = (c: Ctx) => c.get('deps').database.db;
const changeOf = (c: Ctx): Change => ({ actor: c.get('actor'), ip: clientIp(c), now: c.get('deps').clock.now() });

/** A path id that cannot exist is simply not found (as in the generic API). */
const pathId = (c: Ctx, name: string) => {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw notFound('app.errors.not_found');
  return id;
};

/** The optional `excludeId` query (the room being edited, which may keep its own number and code). */
const excludeIdOf = (c: Ctx) => {
  const id = c.req.query('excludeId');
  if (id === undefined || id === '') return undefined;
  if (!UUID.test(id)) throw badRequest('app.errors.bad_request', { excludeId: 'app.validation.reference' });
  return id;
};

/** A message followed by the values it is about ("Already in use: 121, 122"). */
const listed = (t: Translate, key: string, values: unknown[]) => `${t(key)}: ${values.join(', ')}`;

const parseBody = async <T extends z.ZodType>(c: Ctx, schema: T): Promise<z.infer<T>> => {
  const parsed = schema.safeParse(await readJson(c));
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
  return parsed.data;
};

const integer = (t: Translate, min: number, max: number) =>
  z
    .number({ error: t('ra.validation.number') })
    .int({ error: t('app.validation.integer') })
    .min(min, { error: t('ra.validation.minValue', { min }) })
    .max(max, { error: t('ra.validation.maxValue', { max }) });

/** Body of `POST /rooms/duplicate`. */
export const duplicateBody = (t: Translate) =>
  z.object({
    id: z.string({ error: t('ra.validation.required') }).regex(UUID, { error: t('app.validation.reference') }),
    count: integer(t, 1, DUPLICATE_MAX),
    startNumber: integer(t, 1, ROOM_NUMBER_MAX),
  });

/** Body of `PUT /room-types/priority` and `PUT /addon-categories/priority`. */
export const priorityBody = (t: Translate) =>
  z.object({
    ids: z
      .array(z.string().regex(UUID, { error: t('app.validation.reference') }), { error: t('ra.validation.required') })
      .min(1, { error: t('ra.validation.required') })
      .max(PRIORITY_MAX_IDS, { error: t('ra.validation.maxValue', { max: PRIORITY_MAX_IDS }) })
      .refine((ids) => new Set(ids).size === ids.length, { error: t('app.validation.invalid') }),
  });

/** Runs a write in a transaction; a unique or foreign-key violation (a concurrent write) becomes a 409, not a 500. */
const inTransaction = async <T>(c: Ctx, def: ResourceDefinition, work: (tx: Db) => Promise<T>) => {
  try {
    return await db(c).transaction((tx) => work(tx));
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === UNIQUE_VIOLATION) {
      const field = fieldOfConstraint(def, pg.constraint) ?? 'id';
      throw conflict('app.validation.unique', { [field]: 'app.validation.unique' });
    }
    if (pg?.code === FOREIGN_KEY_VIOLATION) throw conflict('app.errors.in_use');
    throw error;
  }
};

const priorityHandler = (def: ResourceDefinition) => async (c: Ctx) => {
  const { ids } = await parseBody(c, priorityBody(c.get('t')));
  const result = await inTransaction(c, def, (tx) => setPriorities(tx, def, ids, changeOf(c)));
  if (result.outcome === 'unknown') throw badRequest('app.errors.bad_request', { ids: listed(c.get('t'), 'app.validation.missing_reference', result.ids) });
  return c.json(result.records);
};

const subCategoriesHandler = (param: string) => async (c: Ctx) => {
  const id = pathId(c, param);
  if ((await unknownAddonCategories(db(c), [id])).length) throw notFound('app.errors.not_found');
  return c.json((await subCategoriesByCategory(db(c), [id]))[id]);
};

export const inventoryHandlers = {
  async roomNumberAvailability(c: Ctx) {
    const raw = c.req.param('roomNumber') ?? '';
    if (!/^\d+$/.test(raw)) throw badRequest('app.errors.bad_request', { roomNumber: 'app.validation.integer' });
    const roomNumber = Number(raw);
    if (roomNumber < 1 || roomNumber > ROOM_NUMBER_MAX) {
      const t = c.get('t');
      throw badRequest('app.errors.bad_request', {
        roomNumber: roomNumber < 1 ? t('ra.validation.minValue', { min: 1 }) : t('ra.validation.maxValue', { max: ROOM_NUMBER_MAX }),
      });
    }
    return c.json({ available: await isRoomNumberAvailable(db(c), roomNumber, excludeIdOf(c)) });
  },

  async roomCodeAvailability(c: Ctx) {
    const code = (c.req.param('code') ?? '').trim();
    const t = c.get('t');
    if (code.length > ROOM_CODE_MAX_LENGTH) throw badRequest('app.errors.bad_request', { code: t('ra.validation.maxLength', { max: ROOM_CODE_MAX_LENGTH }) });
    if (!ROOM_CODE.test(code)) throw badRequest('app.errors.bad_request', { code: t('ra.validation.regex', { pattern: ROOM_CODE.source.slice(1, -1) }) });
    return c.json({ available: await isRoomCodeAvailable(db(c), code, excludeIdOf(c)) });
  },

  async duplicateRooms(c: Ctx) {
    const t = c.get('t');
    const request = await parseBody(c, duplicateBody(t));
    const result = await inTransaction(c, resources.rooms, (tx) => duplicateRoom(tx, request, changeOf(c)));
    switch (result.outcome) {
      case 'not_found':
        throw notFound('app.errors.not_found');
      case 'out_of_range':
        throw badRequest('app.errors.bad_request', { count: t('ra.validation.maxValue', { max: ROOM_NUMBER_MAX - request.startNumber + 1 }) });
      case 'code_too_long':
        throw badRequest('app.errors.bad_request', { startNumber: listed(t, 'app.validation.invalid', [result.code]) });
      case 'taken': {
        const errors: Record<string, string> = {};
        if (result.roomNumbers.length) errors.roomNumber = listed(t, 'app.validation.unique', result.roomNumbers);
        if (result.codes.length) errors.code = listed(t, 'app.validation.unique', result.codes);
        throw conflict('app.validation.unique', errors);
      }
      default:
        return c.json(result.rooms, 201);
    }
  },

  roomTypePriority: priorityHandler(resources['room-types']),
  addonCategoryPriority: priorityHandler(resources['addon-categories']),

  /** `addon-category/:id/addon-sub-categories` */
  subCategoriesOfCategory: subCategoriesHandler('id'),
  /** `addon/by-category/:category` */
  addonsByCategory: subCategoriesHandler('category'),

  async addonsByCategories(c: Ctx) {
    const t = c.get('t');
    const ids = [...new Set((c.req.query('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
    if (!ids.length) throw badRequest('app.errors.bad_request', { ids: 'ra.validation.required' });
    if (ids.length > CATEGORY_IDS_MAX) throw badRequest('app.errors.bad_request', { ids: t('ra.validation.maxValue', { max: CATEGORY_IDS_MAX }) });
    const malformed = ids.filter((id) => !UUID.test(id));
    if (malformed.length) throw badRequest('app.errors.bad_request', { ids: 'app.validation.reference' });
    const unknown = await unknownAddonCategories(db(c), ids);
    if (unknown.length) throw badRequest('app.errors.bad_request', { ids: listed(t, 'app.validation.missing_reference', unknown) });
    return c.json(await subCategoriesByCategory(db(c), ids));
  },

  async startPoints(c: Ctx) {
    return c.json(await startPoints(db(c)));
  },

  async endPoints(c: Ctx) {
    const id = pathId(c, 'id');
    const type = c.req.param('type') ?? '';
    if (!(TRANSPORT_TYPES as readonly string[]).includes(type))
      throw badRequest('app.errors.bad_request', { type: c.get('t')('ra.validation.oneOf', { options: TRANSPORT_TYPES.join(', ') }) });
    if (!(await locationExists(db(c), id))) throw notFound('app.errors.not_found');
    return c.json(await endPoints(db(c), id, type as TransportType));
  },

  async tripCostsExcludingBoat(c: Ctx) {
    return c.json(await tripCostsExcludingBoat(db(c)));
  },

  async boatQuantity(c: Ctx) {
    return c.json(await boatQuantity(db(c)));
  },
};
