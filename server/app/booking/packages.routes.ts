import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { clientIp, pathId, permit, readBody } from '../http/middleware';
import { daysOf, markBody, markDays, marksBetween } from '../calendar/calendarDays';
import { addDays } from '../pricing/nights';
import { duplicatePackage, packageCalendar, rateScopeOf, packageRoomTypes, packagesForRoomType, packageWithPeriods, periodsOf, periodWithRates, surchargeCalendar } from './packages.service';
import { availability } from './availability';
import { bookingDetails, bookingDetailsQuery } from './bookingDetails';
import { fieldErrors } from '../crud/recordSchema';
import { stayNights } from '../pricing/nights';
import { MAX_NIGHTS, refineStay, stayShape } from './stay';
import { answer, security } from '../http/openapiDoc';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** `?from=&to=` of a calendar: real dates, at most MAX_NIGHTS apart. */
const rangeOf = (c: Ctx) => {
  const from = c.req.query('from') ?? '';
  const to = c.req.query('to') ?? '';
  const nights = DATE.test(from) && DATE.test(to) ? stayNights(from, to).length : 0;
  if (nights < 1 || nights > MAX_NIGHTS) throw badRequest('app.errors.bad_request', { to: 'app.booking.stay_too_long' });
  return { from, to };
};

/** `GET /booking-details?packageId=&checkIn=`: what the booking steps need of a package (no prices). */
export const bookingDetailsHandler = async (c: Ctx) => {
  const parsed = bookingDetailsQuery.safeParse({ packageId: c.req.query('packageId'), checkIn: c.req.query('checkIn') });
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
  const { clock } = c.get('deps');
  return c.json(await bookingDetails(db(c), await c.get('rules')(), parsed.data, clock.now()));
};

const packageBody = z.object({ packageId: z.uuid() });
const bedCombosBody = z.object({ packageId: z.uuid(), roomTypeIds: z.array(z.uuid()).min(1).max(50) });
const roomsOfTypeBody = z.object({ ...stayShape, roomTypeId: z.uuid() }).superRefine(refineStay);


/**
 * Tour packages as the booking flow reads them (spec section 7, "Tour package and availability"),
 * for agents and staff; duplicating a package is staff work.
 */
export const packageReadRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  const scope = (c: Ctx) => rateScopeOf(db(c), c.get('actor'));
  app.get('/tour-package/:id', async (c) => c.json(await packageWithPeriods(db(c), pathId(c.req.param('id')), await scope(c))));
  app.get('/tour-package/:id/periods', async (c) => c.json(await periodsOf(db(c), pathId(c.req.param('id')), await scope(c))));
  app.get('/package/period/:id', async (c) => c.json(await periodWithRates(db(c), pathId(c.req.param('id')), await scope(c))));
  app.get('/tour-package/:id/room-types', async (c) => c.json(await packageRoomTypes(db(c), pathId(c.req.param('id')))));
  app.get('/room-type-additional-packages/:roomTypeId', async (c) => c.json(await packagesForRoomType(db(c), pathId(c.req.param('roomTypeId')))));
  app.get('/calender/:packageId', async (c) => {
    const { from, to } = rangeOf(c);
    return c.json(await packageCalendar(db(c), pathId(c.req.param('packageId')), from, to));
  });
  app.get('/booking-details', bookingDetailsHandler);
  app.get('/sur-charges-calender', async (c) => {
    const { from, to } = rangeOf(c);
    return c.json(await surchargeCalendar(db(c), from, to));
  });
  const reg = app.openAPIRegistry;
  const tags = ['tour packages'];
    const id = z.object({ id: z.uuid() });
  const range = z.object({ from: z.string(), to: z.string() });
  reg.registerPath({ method: 'get', path: '/tour-package/{id}', tags, security, request: { params: id }, responses: { 200: answer('The package with its periods and rates') } });
  reg.registerPath({ method: 'get', path: '/tour-package/{id}/periods', tags, security, request: { params: id }, responses: { 200: answer('Periods with rates') } });
  reg.registerPath({ method: 'get', path: '/package/period/{id}', tags, security, request: { params: id }, responses: { 200: answer('A period with its rates') } });
  reg.registerPath({ method: 'get', path: '/tour-package/{id}/room-types', tags, security, summary: 'Room types of a package with limits and bed combinations', request: { params: id }, responses: { 200: answer('Room types') } });
  reg.registerPath({ method: 'get', path: '/room-type-additional-packages/{roomTypeId}', tags, security, request: { params: z.object({ roomTypeId: z.uuid() }) }, responses: { 200: answer('Active packages selling the room type') } });
  reg.registerPath({ method: 'get', path: '/calender/{packageId}', tags, security, summary: 'The period of each night', request: { params: z.object({ packageId: z.uuid() }), query: range }, responses: { 200: answer('Nights with their period') } });
  reg.registerPath({ method: 'get', path: '/booking-details', tags, security, summary: "A package's booking info: room types, lead sources, age bands and the booking rules", request: { query: bookingDetailsQuery }, responses: { 200: answer('Booking details'), 404: answer('No such active package') } });
  reg.registerPath({ method: 'get', path: '/sur-charges-calender', tags, security, summary: 'The surcharges of each night', request: { query: range }, responses: { 200: answer('Nights with their surcharges') } });
  return app;
};

/** Staff only: copy a package with its periods and rates; mark days on the resort calendar. */
export const packageAdminRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  // Marking days changes what surcharges cost, so it takes the right to edit surcharges.
  const mark = async (c: Ctx) => {
    const body = await readBody(c, markBody(c.get('t')));
    await markDays(db(c), body, c.get('actor'), clientIp(c), c.get('deps').clock.now());
    return body;
  };
  app.post('/calender', permit('sur-charges', 'edit'), async (c) => {
    const body = await mark(c);
    const marks = await marksBetween(db(c), body.from, body.to);
    return c.json(daysOf({ from: body.from, to: body.to }).map((date) => ({ date, mark: marks.get(date) ?? null })));
  });
  app.post('/sur-charges-calender', permit('sur-charges', 'edit'), async (c) => {
    const body = await mark(c);
    return c.json(await surchargeCalendar(db(c), body.from, addDays(body.to, 1)));
  });
  const markDoc = { body: { content: { 'application/json': { schema: markBody((key) => key) } } } };
  const refusals = { 400: answer('Bad dates or kind (field messages)'), 403: answer('Not allowed to edit surcharges') };
  app.openAPIRegistry.registerPath({ method: 'post', path: '/calender', tags: ['tour packages'], security: [{ bearer: [] }], summary: 'Mark (or clear, kind null) the days of a range on the resort calendar', request: markDoc, responses: { 200: answer('Each day of the range with its mark'), ...refusals } });
  app.openAPIRegistry.registerPath({ method: 'post', path: '/sur-charges-calender', tags: ['tour packages'], security: [{ bearer: [] }], summary: 'Mark days as POST /calender does; answers the surcharges of each day', request: markDoc, responses: { 200: answer('Each day with its mark and surcharges'), ...refusals } });
  app.post('/tour-package/:id/duplicate', permit('tour-packages', 'create'), async (c) => {
    const t = c.get('t');
    const copier = { actor: c.get('actor'), ip: clientIp(c), copyName: (name: string) => t('app.duplicate.copy_name', { name }) };
    const copyId = await duplicatePackage(db(c), pathId(c.req.param('id')), c.get('deps').clock.now(), copier);
    return c.json(await packageWithPeriods(db(c), copyId, { kind: 'all' }), 201);
  });
  app.openAPIRegistry.registerPath({ method: 'post', path: '/tour-package/{id}/duplicate', tags: ['tour packages'], security: [{ bearer: [] }], request: { params: z.object({ id: z.uuid() }) }, summary: 'Copy a package with its periods, rates and room types, inactive, named "… (copy)"', responses: { 201: answer('The copy (inactive) with its periods and rates'), 403: answer('Not allowed to create packages'), 404: answer('No such package') } });
  return app;
};

/**
 * The booking steps by the spec's names, for the agents' API only: under `/api/admin`, `POST /room-types`
 * is the generic room-type create.
 */
export const packageStepRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/room-types', async (c) => c.json(await packageRoomTypes(db(c), (await readBody(c, packageBody)).packageId)));
  app.post('/available-bedCombos', async (c) => {
    const body = await readBody(c, bedCombosBody);
    const types = await packageRoomTypes(db(c), body.packageId);
    return c.json(types.filter((t) => body.roomTypeIds.includes(t.id)).map((t) => ({ roomTypeId: t.id, bedCombos: t.bedCombos })));
  });
  app.post('/room-by-room-type', async (c) => {
    const body = await readBody(c, roomsOfTypeBody);
    const [type] = await availability(db(c), { ...body, roomTypeIds: [body.roomTypeId] }, c.get('deps').clock.now());
    return c.json(type?.rooms ?? []);
  });
  const reg = app.openAPIRegistry;
  const tags = ['tour packages'];
  const security = [{ bearer: [] }];
  reg.registerPath({ method: 'post', path: '/room-types', tags, security, summary: 'Room types a package sells, with limits and beds', request: { body: { content: { 'application/json': { schema: packageBody } } } }, responses: { 200: answer('Room types') } });
  reg.registerPath({ method: 'post', path: '/available-bedCombos', tags, security, summary: 'Bed combinations of room types', request: { body: { content: { 'application/json': { schema: bedCombosBody } } } }, responses: { 200: answer('Bed combinations per room type') } });
  reg.registerPath({ method: 'post', path: '/room-by-room-type', tags, security, summary: 'Rooms of a type free for every night of a stay', request: { body: { content: { 'application/json': { schema: roomsOfTypeBody } } } }, responses: { 200: answer('Free rooms') } });
  return app;
};
