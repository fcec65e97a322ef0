import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let editor: string;
let ta: string;
let periodId: string;
let gardenId: string;
let goldId: string;

type Rate = { roomTypeId: string; occupancy: number; paxType: string; amount: number };
type Sheet = { period: { id: string; name: string }; agentCategoryId: string | null; roomTypes: { id: string; name: string; maxPax: number }[]; rates: Rate[] };

const first = async (resource: string, filter: Record<string, unknown>) => (await api.record(admin, resource, filter)).id;
const path = (id = periodId) => `/api/admin/package/period/${id}/rate-sheet`;
const read = async (agentCategoryId: string | null = null, token = admin) => {
  const res = await api.call('GET', `${path()}?agentCategoryId=${agentCategoryId ?? ''}`, { token });
  expect(res.status).toBe(200);
  return res.json as unknown as Sheet;
};
const put = (body: unknown, token = admin, id = periodId) => api.call('PUT', path(id), { token, body });
const sorted = (rates: Rate[]) => [...rates].sort((a, b) => `${a.roomTypeId}${a.occupancy}${a.paxType}`.localeCompare(`${b.roomTypeId}${b.occupancy}${b.paxType}`));

beforeAll(async () => {
  api = await createTestApp();
  [admin, editor, ta] = await Promise.all(['admin@resort.test', 'editor@resort.test', 'ta@agency.test'].map((e) => api.login(e)));
  const packageId = await first('tour-packages', { code: 'PD-2D1N-SNK' });
  periodId = await first('package-periods', { tourPackageId: packageId, name: 'Monsoon & low season' });
  gardenId = await first('room-types', { code: 'CHL-GDN' });
  goldId = await first('agent-categories', { name: 'Travel Agent – Gold' });
});
afterAll(() => api.close());

describe('rate sheets of a package period', () => {
  it("reads the standard sheet: the package's room types by priority, and their rates", async () => {
    const sheet = await read();
    expect(sheet.period).toMatchObject({ id: periodId, name: 'Monsoon & low season' });
    expect(sheet.agentCategoryId).toBeNull();
    expect(sheet.roomTypes.map((r) => r.name)).toEqual(['Deluxe Sea View', 'Beachfront Chalet', 'Garden Chalet']);
    expect(sheet.roomTypes[0]).toEqual({ id: expect.any(String), name: 'Deluxe Sea View', maxPax: 3, maxAdults: 2, maxChildren: 1 });
    // Three room types × occupancies 1 and 2 × four pax types, RM 180 twin sharing for a Garden Chalet adult.
    expect(sheet.rates).toHaveLength(24);
    expect(sheet.rates).toContainEqual({ roomTypeId: gardenId, occupancy: 2, paxType: 'adult', amount: 18000 });
    const contract = await read(goldId);
    expect(contract.agentCategoryId).toBe(goldId);
    expect(contract.rates).toContainEqual({ roomTypeId: gardenId, occupancy: 2, paxType: 'adult', amount: 16200 });
    expect(contract.rates.every((r) => ['adult', 'child'].includes(r.paxType))).toBe(true);
  });

  it('replaces a sheet in one go: unsent rates are deleted, the rest stored, and one audit entry is written', async () => {
    const before = await read();
    const kept = before.rates.filter((r) => r.roomTypeId !== gardenId);
    const rates = [...kept, { roomTypeId: gardenId, occupancy: 2, paxType: 'adult', amount: 19950 }, { roomTypeId: gardenId, occupancy: 3, paxType: 'infant', amount: 0 }];
    const res = await put({ agentCategoryId: null, rates });
    expect(res.status).toBe(200);
    expect(sorted((res.json as unknown as Sheet).rates)).toEqual(sorted(rates));
    expect(sorted((await read()).rates)).toEqual(sorted(rates));

    const audit = await api.records(admin, 'audit-log', { recordId: periodId, resource: 'package-rates' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', actorEmail: 'admin@resort.test', after: { agentCategoryId: null } });
    expect((audit[0].before as { rates: Rate[] }).rates).toHaveLength(24);
  });

  it('refuses a bad row with its dotted field, and changes nothing', async () => {
    const before = await read();
    const good = { roomTypeId: gardenId, occupancy: 1, paxType: 'adult', amount: 30000 };
    const cases: [unknown[], string, string][] = [
      [[good, { ...good, paxType: 'child', amount: -5 }], 'rates.1.amount', 'Must be at least 0'],
      [[{ ...good, amount: 12.5 }], 'rates.0.amount', 'Must be a whole number'],
      [[good, { ...good, occupancy: 4 }], 'rates.1.occupancy', 'Must be 3 or less'],
      [[good, good], 'rates.1.paxType', 'This rate is listed twice'],
      [[{ ...good, roomTypeId: await first('room-types', { code: 'FAM-SEA' }) }], 'rates.0.roomTypeId', 'Not a room type of this package'],
    ];
    for (const [rates, field, message] of cases) {
      const res = await put({ agentCategoryId: null, rates });
      expect(res.status, field).toBe(400);
      expect(res.json.errors).toEqual({ [field]: message });
    }
    const unknownCategory = await put({ agentCategoryId: '00000000-0000-4000-8000-000000000000', rates: [good] });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.json.errors).toEqual({ agentCategoryId: 'The chosen record does not exist' });
    expect((await put({ rates: [good] })).json.errors).toHaveProperty('agentCategoryId');
    const malay = await api.call('PUT', path(), { token: admin, body: { agentCategoryId: null, rates: [{ ...good, amount: -1 }] }, headers: { 'accept-language': 'ms' } });
    expect(malay.json.errors['rates.0.amount']).not.toBe('Must be at least 0');
    expect(sorted((await read()).rates)).toEqual(sorted(before.rates));
    expect(api.unexpected).toEqual([]);
  });

  it('answers 404 for a period that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.call('GET', path(missing), { token: admin })).status).toBe(404);
    expect((await put({ agentCategoryId: null, rates: [] }, admin, missing)).status).toBe(404);
    expect((await put({ agentCategoryId: null, rates: [] }, admin, 'not-a-uuid')).status).toBe(404);
  });

  it("replaces a category's contract sheet without touching the standard sheet", async () => {
    const standard = await read();
    const contract = await read(goldId);
    const rates = [{ roomTypeId: gardenId, occupancy: 2, paxType: 'adult', amount: 15000 }];
    const res = await put({ agentCategoryId: goldId, rates }, editor);
    expect(res.status).toBe(200);
    expect((await read(goldId)).rates).toEqual(rates);
    expect(contract.rates.length).toBeGreaterThan(1);
    expect(sorted((await read()).rates)).toEqual(sorted(standard.rates));
    // The other categories have no sheet here, and still none.
    const silver = await first('agent-categories', { name: 'Travel Agent – Standard' });
    expect((await read(silver)).rates).toEqual([]);
  });

  it('lets staff who may edit tour packages change sheets; others may not, and agents never', async () => {
    expect((await api.call('GET', path())).status).toBe(401);
    expect((await api.call('PUT', path(), { body: { agentCategoryId: null, rates: [] } })).status).toBe(401);

    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'package-readers', permissions: { 'tour-packages': ['list', 'show'] } } });
    expect(role.status, JSON.stringify(role.json)).toBe(201);
    const user = { firstName: 'Read', lastName: 'Only', email: 'reader@resort.test', password: 'Reader!2345', roleId: role.json.id };
    expect((await api.call('POST', '/api/admin/users', { token: admin, body: user })).status).toBe(201);
    const reader = await api.login('reader@resort.test', 'Reader!2345');
    const before = await read(null, reader);
    const refused = await put({ agentCategoryId: null, rates: [] }, reader);
    expect(refused.status).toBe(403);
    expect(sorted((await read()).rates)).toEqual(sorted(before.rates));

    const none = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'no-packages', permissions: { rooms: ['list'] } } });
    await api.call('POST', '/api/admin/users', { token: admin, body: { ...user, email: 'nopackages@resort.test', roleId: none.json.id } });
    const outsider = await api.login('nopackages@resort.test', 'Reader!2345');
    expect((await api.call('GET', path(), { token: outsider })).status).toBe(403);

    expect((await api.call('GET', path(), { token: ta })).status).toBe(403);
    expect((await put({ agentCategoryId: null, rates: [] }, ta)).status).toBe(403);
    expect((await api.call('GET', `/api/agent/package/period/${periodId}/rate-sheet`, { token: ta })).status).toBe(404);
    expect((await api.call('PUT', `/api/agent/package/period/${periodId}/rate-sheet`, { token: ta, body: { agentCategoryId: null, rates: [] } })).status).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    expect(Object.keys(doc.json.paths as object)).toContain('/api/admin/package/period/{id}/rate-sheet');
  });
});
