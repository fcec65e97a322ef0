import type { Context } from 'hono';
import type { ResourceDefinition } from '../../../resources/types';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit';
import { hashPassword } from '../auth/password';
import type { AppEnv } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { clientIp, pathId, readJson } from '../http/middleware';
import { readOnly } from '../http/readAhead';
import { crudService, fieldOfConstraint, toColumnValues, type ApiRecord } from './crud.service';
import { FOREIGN_KEY_VIOLATION, pgErrorOf, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from './dbErrors';
import type { ResourceHooks } from './hooks';
import { contentRange, parseListQuery } from './listQuery';
import { fieldErrors, recordSchema, type Mode } from './recordSchema';

type Ctx = Context<AppEnv>;

/** Unique and foreign-key violations become field messages instead of 500s. */
const mapWriteError = (def: ResourceDefinition, error: unknown): never => {
  const pg = pgErrorOf(error);
  const field = fieldOfConstraint(def, pg?.constraint);
  if (pg?.code === UNIQUE_VIOLATION) throw conflict('app.validation.unique', { [field ?? 'id']: 'app.validation.unique' });
  if (pg?.code === RESTRICT_VIOLATION) throw conflict('app.errors.in_use');
  if (pg?.code === FOREIGN_KEY_VIOLATION)
    throw field ? badRequest('app.errors.bad_request', { [field]: 'app.validation.missing_reference' }) : conflict('app.errors.in_use');
  throw error;
};

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** Field messages for `ordered` pairs whose first value comes after the second (dates compare as text). */
const orderErrors = (def: ResourceDefinition, record: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  for (const [from, to] of def.ordered ?? []) {
    const a = record[from];
    const b = record[to];
    if (a !== null && a !== undefined && b !== null && b !== undefined && comparable(a) > comparable(b)) errors[to] = 'app.validation.not_before_start';
  }
  return Object.keys(errors).length ? errors : undefined;
};

/** The generic list, get, create, update and delete of one resource, in ra-data-simple-rest's dialect. */
export const crudHandlers = (def: ResourceDefinition, hooks: ResourceHooks = {}) => {
  const service = (c: Ctx) => crudService(c.get('deps').database.db, def);
  const idOf = (c: Ctx) => pathId(c.req.param('id'));

  const validated = async (c: Ctx, mode: Mode, existing?: ApiRecord) => {
    const parsed = recordSchema(def, mode, c.get('t')).safeParse(await readJson(c));
    if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
    const values: Record<string, unknown> = parsed.data;
    const outOfOrder = orderErrors(def, { ...existing, ...values });
    if (outOfOrder) throw badRequest('app.errors.bad_request', outOfOrder);
    await hooks.beforeWrite?.(values, { actor: c.get('actor'), deps: c.get('deps'), existing });
    return values;
  };

  const toColumns = async (c: Ctx, values: Record<string, unknown>) => {
    const columns = toColumnValues(def, values);
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.type === 'password' && typeof values[name] === 'string')
        columns.passwordHash = await hashPassword(values[name] as string, c.get('deps').config.passwordIterations);
    }
    return columns;
  };

  const inTransaction = async <T>(c: Ctx, work: (tx: Db) => Promise<T>) => {
    try {
      return await c.get('deps').database.db.transaction((tx) => work(tx));
    } catch (error) {
      return mapWriteError(def, error);
    }
  };

  const audit = (c: Ctx, tx: Db, action: 'create' | 'update' | 'delete', recordId: string, before?: ApiRecord, after?: ApiRecord) =>
    writeAudit(tx, { actor: c.get('actor'), action, resource: def.name, recordId, before, after, ip: clientIp(c) }, c.get('deps').clock.now());

  return {
    list: readOnly('answers', async (c: Ctx) => {
      const query = parseListQuery(def, { sort: c.req.query('sort'), range: c.req.query('range'), filter: c.req.query('filter') });
      const { records, total } = await service(c).list(query, c.get('deps').config.exactCountLimit, c.get('sessionProof'));
      c.header('Content-Range', contentRange(def.name, query.range, records.length, total));
      return c.json(records);
    }),

    async get(c: Ctx) {
      const record = await service(c).get(idOf(c));
      if (!record) throw notFound('app.errors.not_found');
      return c.json(record);
    },

    async create(c: Ctx) {
      const values = await validated(c, 'create');
      const columns = await toColumns(c, values);
      const record = await inTransaction(c, async (tx) => {
        const created = await service(c).insert(tx, columns);
        await hooks.afterWrite?.(tx, created, { actor: c.get('actor'), deps: c.get('deps'), values });
        await audit(c, tx, 'create', created.id, undefined, created);
        return created;
      });
      return c.json(record, 201);
    },

    async update(c: Ctx) {
      const id = idOf(c);
      const existing = await service(c).get(id);
      if (!existing) throw notFound('app.errors.not_found');
      const values = await validated(c, 'update', existing);
      const columns = await toColumns(c, values);
      const record = await inTransaction(c, async (tx) => {
        const updated = await service(c).update(tx, id, columns, c.get('deps').clock.now());
        if (!updated) throw notFound('app.errors.not_found');
        await hooks.afterWrite?.(tx, updated, { actor: c.get('actor'), deps: c.get('deps'), existing, values });
        await audit(c, tx, 'update', id, existing, updated);
        return updated;
      });
      return c.json(record);
    },

    async remove(c: Ctx) {
      const id = idOf(c);
      const existing = await service(c).get(id);
      if (!existing) throw notFound('app.errors.not_found');
      hooks.beforeDelete?.({ actor: c.get('actor'), deps: c.get('deps'), existing });
      const record = await inTransaction(c, async (tx) => {
        const removed = await service(c).remove(tx, id);
        if (!removed) throw notFound('app.errors.not_found');
        await audit(c, tx, 'delete', id, existing, undefined);
        return removed;
      });
      return c.json(record);
    },
  };
};

