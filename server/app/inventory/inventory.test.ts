import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Json, type TestApp } from '../../test/testApp';
import { roomCodeFor } from './inventory.service';

let api: TestApp;
let admin: string;

const q = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));
/** The records of a resource matching a filter, through the generic API. */
const find = async (resource: string, filter: Record<string, unknown> = {}) =>
  (await api.call('GET', `/api/admin/${resource}?filter=${q(filter)}&range=[0,999]`, { token: admin })).json;
const one = async (resource: string, filter: Record<string, unknown>) => {
  const [record] = await find(resource, filter);
  if (!record) throw new Error(`no ${resource} ${JSON.stringify(filter)}`);
  return record;
};
const total = async (resource: string) =>
  Number((await api.call('GET', `/api/admin/${resource}?range=[0,0]`, { token: admin })).headers.get('content-range')?.split('/')[1]);
const names = (records: Json[]) => records.map((r) => r.name);

/** One call per route, with valid arguments (ids of demo records). */
const everyRoute = async () => {
  const room = await one('rooms', { code: 'A-101' });
  const category = await one('addon-categories', { name: 'Meals' });
  const jetty = await one('locations', { name: 'Marang Jetty' });
  return [
    ['GET', '/api/admin/room-number-availability/121'],
    ['GET', '/api/admin/room-code-availability/A-121'],
    ['POST', '/api/admin/rooms/duplicate', { id: room.id, count: 1, startNumber: 150 }],
    ['PUT', '/api/admin/room-types/priority', { ids: [] }],
    ['PUT', '/api/admin/addon-categories/priority', { ids: [] }],
    ['GET', `/api/admin/addon-category/${category.id}/addon-sub-categories`],
    ['GET', `/api/admin/addon/by-category/${category.id}`],
    ['GET', `/api/admin/addons/by-categories?ids=${category.id}`],
    ['GET', '/api/admin/trip-cost/location/start-points'],
    ['GET', `/api/admin/trip-cost/location/${jetty.id}/end-points/boat`],
    ['GET', '/api/admin/trip-costs/excludedboat'],
    ['GET', '/api/admin/vehicles/boat-qty'],
  ] as [string, string, unknown?][];
};

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(async () => {
  expect(api.unexpected).toEqual([]);
  await api.close();
});

describe('access', () => {
  it('answers 401 without a token and 403 to an agent, on every route', async () => {
    const agent = await api.login('ta@agency.test');
    for (const [method, path, body] of await everyRoute()) {
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { token: agent, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets agents who may book read the add-ons and transfers of the booking steps, and no setup call', async () => {
    const [agent, pending] = await Promise.all(['ta@agency.test', 'ahmad@pesisirtours.test'].map((e) => api.login(e)));
    const reads = (await everyRoute()).filter(([method, path]) => method === 'GET' && !path.includes('-availability/'));
    expect(reads).toHaveLength(7);
    for (const [method, path] of reads) {
      const agentPath = path.replace('/api/admin/', '/api/agent/');
      expect((await api.call(method, agentPath, { token: agent })).status, agentPath).toBe(200);
      expect((await api.call(method, agentPath, { token: pending })).status, `pending: ${agentPath}`).toBe(403);
    }
    const locations = await api.call('GET', '/api/agent/locations', { token: agent });
    expect(names(locations.json)).toContain('Marang Jetty');
    const categories = await api.call('GET', '/api/agent/addon-categories', { token: agent });
    expect(names(categories.json)).toContain('Meals');
    expect((await api.call('GET', '/api/agent/locations', { token: pending })).status).toBe(403);
    expect((await api.call('PUT', '/api/agent/room-types/priority', { token: agent, body: { ids: [] } })).status).toBe(404);
  });

  it('answers 403 to a staff role without the permission, and lets the editor in', async () => {
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'housekeeping', permissions: { buildings: ['list', 'show'] } } });
    expect(role.status).toBe(201);
    const user = await api.call('POST', '/api/admin/users', {
      token: admin,
      body: { firstName: 'Nora', lastName: 'Ali', email: 'nora@resort.test', password: 'House!2345', roleId: role.json.id },
    });
    expect(user.status).toBe(201);
    const housekeeper = await api.login('nora@resort.test', 'House!2345');
    const editor = await api.login('editor@resort.test');
    for (const [method, path, body] of await everyRoute()) {
      expect((await api.call(method, path, { token: housekeeper, body })).status, `${method} ${path}`).toBe(403);
      // The editor may do all of it (the empty priority lists are refused as bad input, not as forbidden).
      if (method === 'GET') expect((await api.call(method, path, { token: editor })).status, `${method} ${path}`).toBe(200);
      if (method === 'PUT') expect((await api.call(method, path, { token: editor, body })).status, `${method} ${path}`).toBe(400);
    }

    // Listing rooms is not creating them: the availability checks open, duplication stays closed.
    await api.call('PUT', `/api/admin/roles/${role.json.id}`, { token: admin, body: { permissions: { rooms: ['list'] } } });
    expect((await api.call('GET', '/api/admin/room-number-availability/121', { token: housekeeper })).status).toBe(200);
    expect((await api.call('GET', '/api/admin/room-code-availability/A-121', { token: housekeeper })).status).toBe(200);
    const room = await one('rooms', { code: 'A-101' });
    expect((await api.call('POST', '/api/admin/rooms/duplicate', { token: housekeeper, body: { id: room.id, count: 1, startNumber: 150 } })).status).toBe(403);
    expect(await find('rooms', { roomNumber: 150 })).toEqual([]);
  });
});

describe('room number and code availability', () => {
  it('tells a taken room number from a free one, and lets a room keep its own', async () => {
    const room = await one('rooms', { code: 'A-101' });
    expect((await api.call('GET', '/api/admin/room-number-availability/101', { token: admin })).json).toEqual({ available: false });
    expect((await api.call('GET', '/api/admin/room-number-availability/121', { token: admin })).json).toEqual({ available: true });
    expect((await api.call('GET', `/api/admin/room-number-availability/101?excludeId=${room.id}`, { token: admin })).json).toEqual({ available: true });
    expect((await api.call('GET', `/api/admin/room-number-availability/102?excludeId=${room.id}`, { token: admin })).json).toEqual({ available: false });
  });

  it('refuses a room number that is not a whole number from 1 to 99999', async () => {
    for (const bad of ['abc', '0', '100000', '1.5', '-3', '99999999999999999999']) {
      const res = await api.call('GET', `/api/admin/room-number-availability/${bad}`, { token: admin });
      expect(res.status, bad).toBe(400);
      expect(res.json.code).toBe('validation');
      expect(res.json.errors).toHaveProperty('roomNumber');
    }
    expect((await api.call('GET', '/api/admin/room-number-availability/101?excludeId=nope', { token: admin })).json.errors).toHaveProperty('excludeId');
  });

  it('compares room codes case-insensitively, like the unique index', async () => {
    const room = await one('rooms', { code: 'B-201' });
    expect((await api.call('GET', '/api/admin/room-code-availability/B-201', { token: admin })).json).toEqual({ available: false });
    expect((await api.call('GET', '/api/admin/room-code-availability/b-201', { token: admin })).json).toEqual({ available: false });
    expect((await api.call('GET', '/api/admin/room-code-availability/B-299', { token: admin })).json).toEqual({ available: true });
    expect((await api.call('GET', `/api/admin/room-code-availability/b-201?excludeId=${room.id}`, { token: admin })).json).toEqual({ available: true });
  });

  it('refuses a room code no room could have', async () => {
    for (const bad of ['A_1', 'A%201', 'X'.repeat(21), '%E2%9C%93']) {
      const res = await api.call('GET', `/api/admin/room-code-availability/${bad}`, { token: admin });
      expect(res.status, bad).toBe(400);
      expect(res.json.errors).toHaveProperty('code');
    }
  });
});

describe('room duplication', () => {
  it('derives codes from the source code', () => {
    expect(roomCodeFor('A-101', 121)).toBe('A-121');
    expect(roomCodeFor('CH12', 7)).toBe('CH7');
    expect(roomCodeFor('VILLA', 3)).toBe('VILLA-3');
  });

  it('copies a room to new numbers with derived codes, and audits each', async () => {
    const source = await one('rooms', { code: 'A-111' });
    const before = await total('rooms');
    const res = await api.call('POST', '/api/admin/rooms/duplicate', { token: admin, body: { id: source.id, count: 3, startNumber: 121 } });
    expect(res.status).toBe(201);
    expect(res.json.map((r) => [r.roomNumber, r.code])).toEqual([
      [121, 'A-121'],
      [122, 'A-122'],
      [123, 'A-123'],
    ]);
    for (const room of res.json) {
      expect(room).toMatchObject({ roomTypeId: source.roomTypeId, buildingId: source.buildingId, floor: 2, view: 'sea', inService: true, notes: null });
      expect(await api.call('GET', `/api/admin/rooms/${room.id}`, { token: admin })).toMatchObject({ status: 200, json: room });
    }
    expect(await total('rooms')).toBe(before + 3);
    const audited = await find('audit-log', { action: 'create', resource: 'rooms' });
    expect(audited.map((a) => a.recordId)).toEqual(expect.arrayContaining(res.json.map((r) => r.id)));

    // An out-of-service room copies as out of service.
    const broken = await one('rooms', { code: 'A-107' });
    const copy = await api.call('POST', '/api/admin/rooms/duplicate', { token: admin, body: { id: broken.id, count: 1, startNumber: 124 } });
    expect(copy.json).toMatchObject([{ roomNumber: 124, code: 'A-124', inService: false, floor: 1 }]);
  });

  it('refuses with the taken numbers and codes, creating none of the rooms', async () => {
    const source = await one('rooms', { code: 'B-201' });
    const before = await total('rooms');
    const res = await api.call('POST', '/api/admin/rooms/duplicate', { token: admin, body: { id: source.id, count: 4, startNumber: 219 } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('conflict');
    expect(res.json.errors).toEqual({ roomNumber: 'Already in use: 219, 220', code: 'Already in use: B-219, B-220' });
    expect(await total('rooms')).toBe(before);
    expect(await find('rooms', { roomNumber: [221, 222] })).toEqual([]);
  });

  it('refuses a code taken in another case even when the number is free', async () => {
    const other = await api.call('POST', '/api/admin/rooms', {
      token: admin,
      body: { roomNumber: 9001, code: 'b-301', roomTypeId: (await one('rooms', { code: 'B-201' })).roomTypeId, buildingId: (await one('rooms', { code: 'B-201' })).buildingId },
    });
    expect(other.status).toBe(201);
    const source = await one('rooms', { code: 'B-201' });
    const before = await total('rooms');
    const res = await api.call('POST', '/api/admin/rooms/duplicate', { token: admin, body: { id: source.id, count: 2, startNumber: 300 } });
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual({ code: 'Already in use: b-301' });
    expect(await total('rooms')).toBe(before);
  });

  it('answers 400 to bad input and 404 to an unknown room', async () => {
    const source = await one('rooms', { code: 'A-101' });
    const before = await total('rooms');
    const cases: [unknown, string][] = [
      [{ id: source.id, count: 0, startNumber: 400 }, 'count'],
      [{ id: source.id, count: 101, startNumber: 400 }, 'count'],
      [{ id: source.id, count: 1.5, startNumber: 400 }, 'count'],
      [{ id: source.id, count: '2', startNumber: 400 }, 'count'],
      [{ id: source.id, count: 2 }, 'startNumber'],
      [{ id: source.id, count: 2, startNumber: 0 }, 'startNumber'],
      [{ id: source.id, count: 2, startNumber: 99999 }, 'count'],
      [{ id: 'A-101', count: 2, startNumber: 400 }, 'id'],
      [{ count: 2, startNumber: 400 }, 'id'],
      [[1, 2], 'body'],
      ['{"id":', 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await api.call('POST', '/api/admin/rooms/duplicate', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const unknown = await api.call('POST', '/api/admin/rooms/duplicate', { token: admin, body: { id: '00000000-0000-4000-8000-000000000000', count: 1, startNumber: 400 } });
    expect(unknown.status).toBe(404);
    expect(await total('rooms')).toBe(before);
  });

  it('refuses codes longer than a room code may be', async () => {
    const ref = await one('rooms', { code: 'A-101' });
    const long = await api.call('POST', '/api/admin/rooms', {
      token: admin,
      body: { roomNumber: 9100, code: 'ABCDEFGHIJKLMNOPQ-91', roomTypeId: ref.roomTypeId, buildingId: ref.buildingId },
    });
    expect(long.status).toBe(201);
    const res = await api.call('POST', '/api/admin/rooms/duplicate', { token: admin, body: { id: long.json.id, count: 1, startNumber: 99001 } });
    expect(res.status).toBe(400);
    expect(res.json.errors.startNumber).toContain('ABCDEFGHIJKLMNOPQ-99001');
  });
});

describe('priorities', () => {
  for (const resource of ['room-types', 'addon-categories']) {
    it(`orders ${resource} by the given ids, audited`, async () => {
      const current = await find(resource);
      const reversed = current.map((r) => r.id).reverse();
      const res = await api.call('PUT', `/api/admin/${resource}/priority`, { token: admin, body: { ids: reversed } });
      expect(res.status).toBe(200);
      expect(res.json.map((r) => r.id)).toEqual(reversed);
      expect(res.json.map((r) => r.priority)).toEqual(reversed.map((_, i) => i));
      // The generic list sorts by priority, so it now shows the new order.
      expect((await find(resource)).map((r) => r.id)).toEqual(reversed);
      const audited = await find('audit-log', { action: 'update', resource });
      expect(audited.map((a) => a.recordId)).toEqual(expect.arrayContaining(reversed));
    });

    it(`refuses unknown, repeated or malformed ${resource} ids without changing anything`, async () => {
      const current = await find(resource);
      const ids = current.map((r) => r.id);
      const unknownId = '00000000-0000-4000-8000-000000000000';
      const unknown = await api.call('PUT', `/api/admin/${resource}/priority`, { token: admin, body: { ids: [ids[1], ids[0], unknownId] } });
      expect(unknown.status).toBe(400);
      expect(unknown.json.errors.ids).toContain(unknownId);
      for (const body of [{ ids: [ids[0], ids[0]] }, { ids: ['x'] }, { ids: [] }, { ids: ids[0] }, {}, 'nope']) {
        const res = await api.call('PUT', `/api/admin/${resource}/priority`, { token: admin, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect(await find(resource)).toEqual(current);
    });
  }
});

describe('add-ons by category', () => {
  it("lists a category's add-ons by priority, under both paths", async () => {
    const activities = await one('addon-categories', { name: 'Activities' });
    const expected = ['Marine park snorkelling trip', 'Snorkel set rental (per day)', 'Double kayak (1 hour)', 'Island hopping half-day'];
    for (const path of [`/api/admin/addon-category/${activities.id}/addon-sub-categories`, `/api/admin/addon/by-category/${activities.id}`]) {
      const res = await api.call('GET', path, { token: admin });
      expect(res.status).toBe(200);
      expect(names(res.json)).toEqual(expected);
      expect(res.json[0]).toEqual(await one('addon-sub-categories', { name: 'Marine park snorkelling trip' }));
    }
  });

  it('answers 404 for an unknown category', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'meals']) {
      expect((await api.call('GET', `/api/admin/addon-category/${id}/addon-sub-categories`, { token: admin })).status).toBe(404);
      expect((await api.call('GET', `/api/admin/addon/by-category/${id}`, { token: admin })).status).toBe(404);
    }
  });

  it('groups the add-ons of several categories by category id', async () => {
    const meals = await one('addon-categories', { name: 'Meals' });
    const diving = await one('addon-categories', { name: 'Diving' });
    const empty = await api.call('POST', '/api/admin/addon-categories', { token: admin, body: { name: 'Spa' } });
    const res = await api.call('GET', `/api/admin/addons/by-categories?ids=${meals.id},${diving.id},${empty.json.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual([meals.id, diving.id, empty.json.id]);
    expect(names(res.json[meals.id as never] as unknown as Json[])).toEqual(['Full board upgrade', 'Beach seafood BBQ dinner']);
    expect(names(res.json[diving.id as never] as unknown as Json[])).toEqual(['Guided fun dive', 'Night dive', 'Full dive equipment rental (per day)']);
    expect(res.json[empty.json.id as never]).toEqual([]);
  });

  it('refuses missing, malformed or unknown category ids', async () => {
    const meals = await one('addon-categories', { name: 'Meals' });
    for (const query of ['', '?ids=', '?ids=meals', `?ids=${meals.id},00000000-0000-4000-8000-000000000000`]) {
      const res = await api.call('GET', `/api/admin/addons/by-categories${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.json.errors).toHaveProperty('ids');
    }
  });
});

describe('transport', () => {
  it('lists the start points that start an active trip cost', async () => {
    const res = await api.call('GET', '/api/admin/trip-cost/location/start-points', { token: admin });
    expect(res.status).toBe(200);
    expect(names(res.json)).toEqual([
      'Kuala Terengganu City Centre',
      'Marang Jetty',
      'Merang Jetty',
      'Pulau Damai Resort Jetty',
      'Sultan Mahmud Airport (TGG), Kuala Terengganu',
    ]);
    expect(res.json[1]).toEqual(await one('locations', { name: 'Marang Jetty' }));

    // The town's only trip cost stops running: the town is no longer a start point.
    const mpv = await one('trip-costs', { name: 'Kuala Terengganu town → Marang Jetty (MPV)' });
    await api.call('PUT', `/api/admin/trip-costs/${mpv.id}`, { token: admin, body: { active: false } });
    expect(names((await api.call('GET', '/api/admin/trip-cost/location/start-points', { token: admin })).json)).not.toContain('Kuala Terengganu City Centre');
    await api.call('PUT', `/api/admin/trip-costs/${mpv.id}`, { token: admin, body: { active: true } });
  });

  it('lists the end points reachable by boat or by land, each with its trip costs', async () => {
    const marang = await one('locations', { name: 'Marang Jetty' });
    const airport = await one('locations', { name: 'Sultan Mahmud Airport (TGG), Kuala Terengganu' });
    const boat = await api.call('GET', `/api/admin/trip-cost/location/${marang.id}/end-points/boat`, { token: admin });
    expect(boat.status).toBe(200);
    expect(names(boat.json)).toEqual(['Pulau Damai Resort Jetty']);
    expect(names(boat.json[0].tripCosts as unknown as Json[])).toEqual([
      'Marang Jetty → Pulau Damai (shared boat)',
      'Marang Jetty → Pulau Damai charter (12 seats)',
      'Marang Jetty → Pulau Damai charter (24 seats)',
    ]);
    expect((boat.json[0].tripCosts as unknown as Json[])[0]).toEqual(await one('trip-costs', { name: 'Marang Jetty → Pulau Damai (shared boat)' }));
    expect((await api.call('GET', `/api/admin/trip-cost/location/${marang.id}/end-points/land`, { token: admin })).json).toEqual([]);

    const land = await api.call('GET', `/api/admin/trip-cost/location/${airport.id}/end-points/land`, { token: admin });
    expect(names(land.json)).toEqual(['Marang Jetty', 'Merang Jetty']);
    expect(land.json.map((l) => (l.tripCosts as unknown as Json[]).map((t) => t.name))).toEqual([['KT Airport → Marang Jetty (van)'], ['KT Airport → Merang Jetty (van)']]);
  });

  it('refuses an unknown transport type (400) or location (404)', async () => {
    const marang = await one('locations', { name: 'Marang Jetty' });
    const air = await api.call('GET', `/api/admin/trip-cost/location/${marang.id}/end-points/air`, { token: admin });
    expect(air.status).toBe(400);
    expect(air.json.errors.type).toBe('Must be one of: land, boat');
    expect((await api.call('GET', '/api/admin/trip-cost/location/00000000-0000-4000-8000-000000000000/end-points/boat', { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/api/admin/trip-cost/location/marang/end-points/boat', { token: admin })).status).toBe(404);
  });

  it('lists the active trip costs that are not boat legs', async () => {
    const res = await api.call('GET', '/api/admin/trip-costs/excludedboat', { token: admin });
    expect(res.status).toBe(200);
    expect(names(res.json)).toEqual(['KT Airport → Marang Jetty (van)', 'KT Airport → Merang Jetty (van)', 'Kuala Terengganu town → Marang Jetty (MPV)']);
    expect(res.json.every((t) => t.transportType === 'land' && t.active === true)).toBe(true);
  });

  it('counts the active boats, their seats and the charter boats', async () => {
    const res = await api.call('GET', '/api/admin/vehicles/boat-qty', { token: admin });
    expect(res.status).toBe(200);
    const small = await one('vehicles', { name: 'Damai Express 1 (12 seats)' });
    const large = await one('vehicles', { name: 'Damai Express 2 (24 seats)' });
    expect(res.json).toEqual({
      boats: 3,
      seats: 12 + 24 + 40,
      charter: [
        { id: small.id, name: 'Damai Express 1 (12 seats)', capacity: 12, charterPrice: 65000 },
        { id: large.id, name: 'Damai Express 2 (24 seats)', capacity: 24, charterPrice: 90000 },
      ],
    });

    await api.call('PUT', `/api/admin/vehicles/${large.id}`, { token: admin, body: { active: false } });
    expect((await api.call('GET', '/api/admin/vehicles/boat-qty', { token: admin })).json).toMatchObject({ boats: 2, seats: 52, charter: [{ id: small.id }] });
    await api.call('PUT', `/api/admin/vehicles/${large.id}`, { token: admin, body: { active: true } });
  });
});

describe('OpenAPI', () => {
  it('documents every route, referring only to schemas the document holds', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    const expected: [string, string][] = [
      ['/api/admin/room-number-availability/{roomNumber}', 'get'],
      ['/api/admin/room-code-availability/{code}', 'get'],
      ['/api/admin/rooms/duplicate', 'post'],
      ['/api/admin/room-types/priority', 'put'],
      ['/api/admin/addon-categories/priority', 'put'],
      ['/api/admin/addon-category/{id}/addon-sub-categories', 'get'],
      ['/api/admin/addon/by-category/{category}', 'get'],
      ['/api/admin/addons/by-categories', 'get'],
      ['/api/admin/trip-cost/location/start-points', 'get'],
      ['/api/admin/trip-cost/location/{id}/end-points/{type}', 'get'],
      ['/api/admin/trip-costs/excludedboat', 'get'],
      ['/api/admin/vehicles/boat-qty', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path], path).toHaveProperty(method);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of new Set(refs)) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });
});
