import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ResourceDefinition } from '../../../resources/types';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import { permit } from '../http/middleware';
import { readOnly } from '../http/readAhead';
import { translator } from '../http/i18n';
import { crudHandlers } from './crud.handlers';
import { resourceHooks } from './hooks';
import { recordObject } from './recordSchema';
import { security } from '../http/openapiDoc';

/**
 * Listing needs the `list` permission, except a getMany (`filter={"id":[...]}`): any staff member may
 * resolve the names of records another screen refers to.
 */
const listPermission = (def: ResourceDefinition): MiddlewareHandler<AppEnv> =>
  readOnly('passes on', async (c, next) => {
    const filter = c.req.query('filter');
    const isGetMany = filter !== undefined && /^\{\s*"id"\s*:\s*\[[^\]]*\]\s*\}$/.test(filter);
    if (isGetMany) {
      if (c.get('actor').kind !== 'staff') throw forbidden('app.errors.forbidden');
      return next();
    }
    return permit(def.name, 'list')(c, next);
  });

/** The routes of one generic resource, mounted at `/api/admin/<name>`. */
export const crudRoutes = (def: ResourceDefinition) => {
  const app = new OpenAPIHono<AppEnv>();
  const h = crudHandlers(def, resourceHooks[def.name]);
  app.get('/', listPermission(def), h.list);
  app.get('/:id', permit(def.name, 'show'), h.get);
  if (!def.readOnly) {
    app.post('/', permit(def.name, 'create'), h.create);
    app.put('/:id', permit(def.name, 'edit'), h.update);
    app.delete('/:id', permit(def.name, 'delete'), h.remove);
  }
  documentCrud(app, def);
  return app;
};

const errorBody = z
  .object({ message: z.string(), code: z.string(), errors: z.record(z.string(), z.string()) })
  .openapi('Error');

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

/**
 * Describes a resource's routes in the OpenAPI document (the handlers above do the work). The record and
 * input schemas are read only when the document is generated (GET /api/openapi.json), so they are built
 * then, once: built for every resource at each start they were a third of building the app.
 */
const documentCrud = (app: OpenAPIHono<AppEnv>, def: ResourceDefinition) => {
  const name = def.name;
  let built: { record: z.ZodType; records: z.ZodType; input: z.ZodType } | undefined;
  const schemas = () => {
    if (built) return built;
    const t = translator('en');
    const record = recordObject(def, 'create', t)
      .extend({ id: z.uuid(), createdAt: z.string(), updatedAt: z.string() })
      .openapi(`${name}.record`);
    built = { record, records: z.array(record), input: recordObject(def, 'create', t).openapi(`${name}.input`) };
    return built;
  };
  const lazyJson = (which: 'record' | 'records', description: string) => ({
    description,
    content: {
      'application/json': {
        get schema() {
          return schemas()[which];
        },
      },
    },
  });
  const idParam = z.object({ id: z.uuid() });
  const errors = { 400: json(errorBody, 'Invalid input'), 401: json(errorBody, 'Not signed in'), 403: json(errorBody, 'Not allowed') };
  const tags = [name];
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/',
    tags,
    security,
    summary: `List ${name}`,
    request: {
      query: z.object({
        sort: z.string().optional().openapi({ example: '["createdAt","DESC"]' }),
        range: z.string().optional().openapi({ example: `[0,${(def.perPage ?? 10) - 1}]` }),
        filter: z.string().optional().openapi({ example: '{"q":"sea"}' }),
      }),
    },
    responses: { 200: { ...lazyJson('records', 'A page of records'), headers: { 'Content-Range': { schema: { type: 'string' } } } }, ...errors },
  });
  app.openAPIRegistry.registerPath({ method: 'get', path: '/{id}', tags, security, request: { params: idParam }, responses: { 200: lazyJson('record', 'The record'), 404: json(errorBody, 'Not found'), ...errors } });
  if (def.readOnly) return;
  const body = {
    content: {
      'application/json': {
        get schema() {
          return schemas().input;
        },
      },
    },
  };
  app.openAPIRegistry.registerPath({ method: 'post', path: '/', tags, security, request: { body }, responses: { 201: lazyJson('record', 'Created'), 409: json(errorBody, 'A unique field is taken'), ...errors } });
  app.openAPIRegistry.registerPath({ method: 'put', path: '/{id}', tags, security, request: { params: idParam, body }, responses: { 200: lazyJson('record', 'Updated'), 404: json(errorBody, 'Not found'), ...errors } });
  app.openAPIRegistry.registerPath({ method: 'delete', path: '/{id}', tags, security, request: { params: idParam }, responses: { 200: lazyJson('record', 'Deleted'), 409: json(errorBody, 'Still in use'), ...errors } });
};
