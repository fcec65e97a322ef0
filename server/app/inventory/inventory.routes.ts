import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ResourceName } from '../../../resources';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import { translator } from '../http/i18n';
import { duplicateBody, inventoryHandlers as h, priorityBody } from './inventory.handlers';
import { security } from '../http/openapiDoc';

/**
 * The setup calls of spec section 7 that are not generic CRUD, mounted at `/api/admin` (staff only: the
 * admin router applies requireAuth and requireStaff). Mount it before the generic resource routes:
 * `PUT /room-types/priority`, `GET /trip-costs/excludedboat` and `GET /vehicles/boat-qty` would otherwise
 * be taken for `/:id` of the generic router.
 */
export const inventoryRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/room-number-availability/:roomNumber', permit('rooms', 'list'), h.roomNumberAvailability);
  app.get('/room-code-availability/:code', permit('rooms', 'list'), h.roomCodeAvailability);
  app.post('/rooms/duplicate', permit('rooms', 'create'), h.duplicateRooms);
  app.put('/room-types/priority', permit('room-types', 'edit'), h.roomTypePriority);
  app.put('/addon-categories/priority', permit('addon-categories', 'edit'), h.addonCategoryPriority);
  documentSetup(app);
  app.route('/', inventoryReadRoutes((module) => permit(module, 'list')));
  return app;
};

/**
 * The add-on and transfer reads of the booking steps. Staff need the module's list permission (`guard`
 * gives it); under `/api/agent` the guard is "may book", since agents pick add-ons and transfers for
 * their guests without any back-office permission.
 */
export const inventoryReadRoutes = (guard: (module: ResourceName) => MiddlewareHandler<AppEnv>) => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/addon-category/:id/addon-sub-categories', guard('addon-sub-categories'), h.subCategoriesOfCategory);
  app.get('/addon/by-category/:category', guard('addon-sub-categories'), h.addonsByCategory);
  app.get('/addons/by-categories', guard('addon-sub-categories'), h.addonsByCategories);
  app.get('/trip-cost/location/start-points', guard('trip-costs'), h.startPoints);
  app.get('/trip-cost/location/:id/end-points/:type', guard('trip-costs'), h.endPoints);
  app.get('/trip-costs/excludedboat', guard('trip-costs'), h.tripCostsExcludingBoat);
  app.get('/vehicles/boat-qty', guard('vehicles'), h.boatQuantity);
  documentReads(app);
  return app;
};

/** A response schema: zod, or an OpenAPI schema object that refers to the generic router's components. */
type PathConfig = Parameters<OpenAPIHono['openAPIRegistry']['registerPath']>[0];
type Response = Exclude<PathConfig['responses'][string], { $ref: string }>;
type Schema = NonNullable<Exclude<NonNullable<NonNullable<Response['content']>[string]>, { $ref: string }>['schema']>;

/** A component the generic router registers (`rooms.record`, `Error`…). */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema, description: string) => ({ description, content: { 'application/json': { schema } } });
const list = (name: string) => ({ type: 'array' as const, items: ref(`${name}.record`) });

/** Names and schemas the route descriptions share. */
const docParts = () => {
  const t = translator('en');
    const error = ref('Error');
  const errors = { 400: json(error, 'Invalid input'), 401: json(error, 'Not signed in'), 403: json(error, 'Not allowed') };
  const notFound = { 404: json(error, 'Not found') };
  const availability = z.object({ available: z.boolean() }).openapi('Availability');
  const excludeId = z.object({ excludeId: z.uuid().optional().openapi({ description: 'A room that may keep its own number or code (the one being edited)' }) });
  const uuid = z.uuid();
  return { t, security, error, errors, notFound, availability, excludeId, uuid };
};

/** Built once: `Availability` is a named component and must be registered once. */
const DOC = docParts();

/** Describes the setup routes in the OpenAPI document (the handlers do the work). */
const documentSetup = (app: OpenAPIHono<AppEnv>) => {
  const { t, security, error, errors, notFound, availability, excludeId } = DOC;
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/room-number-availability/{roomNumber}',
    tags: ['rooms'],
    security,
    summary: 'Whether no room has this number (1–99999)',
    request: { params: z.object({ roomNumber: z.string().openapi({ example: '121' }) }), query: excludeId },
    responses: { 200: json(availability, 'Availability'), ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/room-code-availability/{code}',
    tags: ['rooms'],
    security,
    summary: 'Whether no room has this code (compared case-insensitively)',
    request: { params: z.object({ code: z.string().openapi({ example: 'A-121' }) }), query: excludeId },
    responses: { 200: json(availability, 'Availability'), ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/rooms/duplicate',
    tags: ['rooms'],
    security,
    summary: 'Copy a room to new room numbers',
    description:
      'Creates `count` (at most 100) rooms numbered `startNumber`, `startNumber`+1… with the type, building, floor, view and ' +
      'in-service flag of room `id`; their codes are the source code without its trailing digits followed by the number ' +
      '(A-101 → A-121, A-122…). When any number or code is taken nothing is created: 409 lists the taken ones in ' +
      '`errors.roomNumber` and `errors.code`.',
    request: { body: { content: { 'application/json': { schema: duplicateBody(t).openapi({ example: { id: '00000000-0000-4000-8000-000000000000', count: 2, startNumber: 121 } }) } } } },
    responses: { 201: json(list('rooms'), 'The created rooms'), ...notFound, 409: json(error, 'A number or code is taken; nothing was created'), ...errors },
  });
  for (const name of ['room-types', 'addon-categories']) {
    app.openAPIRegistry.registerPath({
      method: 'put',
      path: `/${name}/priority`,
      tags: [name],
      security,
      summary: `Order ${name}`,
      description: 'Sets `priority` of each listed record to its position in `ids` (0, 1, 2…); records not listed keep theirs. An unknown id changes nothing (400).',
      request: { body: { content: { 'application/json': { schema: priorityBody(t) } } } },
      responses: { 200: json(list(name), 'The listed records, in the new order'), ...errors },
    });
  }
};

/** Describes the booking-step reads in the OpenAPI document. */
const documentReads = (app: OpenAPIHono<AppEnv>) => {
  const { security, errors, notFound, uuid } = DOC;
  const subCategories = json(list('addon-sub-categories'), "The category's add-ons, by priority");
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/addon-category/{id}/addon-sub-categories',
    tags: ['addon-sub-categories'],
    security,
    summary: "An add-on category's add-ons (sub-categories), by priority",
    request: { params: z.object({ id: uuid }) },
    responses: { 200: subCategories, ...notFound, ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/addon/by-category/{category}',
    tags: ['addon-sub-categories'],
    security,
    summary: 'The add-ons of a category (the same as /addon-category/{id}/addon-sub-categories)',
    request: { params: z.object({ category: uuid }) },
    responses: { 200: subCategories, ...notFound, ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/addons/by-categories',
    tags: ['addon-sub-categories'],
    security,
    summary: 'The add-ons of several categories, keyed by category id',
    request: { query: z.object({ ids: z.string().openapi({ description: 'Comma-separated add-on category ids (at most 200)' }) }) },
    responses: { 200: json({ type: 'object' as const, additionalProperties: list('addon-sub-categories') }, '{ [categoryId]: add-ons by priority }'), ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/trip-cost/location/start-points',
    tags: ['trip-costs'],
    security,
    summary: 'Active start-point locations from which an active trip cost departs',
    responses: { 200: json(list('locations'), 'Locations, by name'), ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/trip-cost/location/{id}/end-points/{type}',
    tags: ['trip-costs'],
    security,
    summary: 'Active locations reachable from a location by an active trip cost of a transport type, each with those trip costs',
    request: { params: z.object({ id: uuid, type: z.enum(['land', 'boat']) }) },
    responses: {
      200: json(
        { type: 'array' as const, items: { allOf: [ref('locations.record'), { type: 'object' as const, properties: { tripCosts: list('trip-costs') } }] } },
        'Locations by name, each with its trip costs',
      ),
      ...notFound,
      ...errors,
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/trip-costs/excludedboat',
    tags: ['trip-costs'],
    security,
    summary: 'The active trip costs that are not boat legs',
    responses: { 200: json(list('trip-costs'), 'Trip costs, by name'), ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/vehicles/boat-qty',
    tags: ['vehicles'],
    security,
    summary: 'Active boats: how many, their seats, and the charter boats',
    responses: {
      200: json(
        z
          .object({
            boats: z.number().int(),
            seats: z.number().int(),
            charter: z.array(z.object({ id: z.uuid(), name: z.string(), capacity: z.number().int(), charterPrice: z.number().int().nullable() })),
          })
          .openapi('BoatQuantity'),
        'Boat counts',
      ),
      ...errors,
    },
  });
};
