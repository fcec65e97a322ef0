import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

type Named = { id: string; name: string };

it("the order staff save is the order agents' booking wizard shows room types and add-on categories in", async () => {
  const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
  const wizardTypes = async () => (await api.call('POST', '/api/agent/room-types', { token: ta, body: { packageId: pkg.id } })).json as unknown as Named[];
  const types = await wizardTypes();
  expect(types.length).toBeGreaterThan(1);
  const reversed = [...types].reverse();
  const saved = await api.call('PUT', '/api/admin/room-types/priority', { token: admin, body: { ids: reversed.map((t) => t.id) } });
  expect(saved.status).toBe(200);
  expect((await wizardTypes()).map((t) => t.name)).toEqual(reversed.map((t) => t.name));

  const wizardCategories = async () => (await api.call('GET', '/api/agent/addon-categories', { token: ta })).json as unknown as Named[];
  const categories = await wizardCategories();
  const lastFirst = [categories[categories.length - 1], ...categories.slice(0, -1)];
  expect((await api.call('PUT', '/api/admin/addon-categories/priority', { token: admin, body: { ids: lastFirst.map((c) => c.id) } })).status).toBe(200);
  expect((await wizardCategories()).map((c) => c.name)).toEqual(lastFirst.map((c) => c.name));
  // The back office's list, by its default sort, agrees.
  const listed = (await api.call('GET', '/api/admin/addon-categories?sort=["priority","ASC"]&filter={"active":true}', { token: admin })).json as unknown as Named[];
  expect(listed.map((c) => c.name)).toEqual(lastFirst.map((c) => c.name));
});

it('only staff who may edit can reorder, and an unknown id changes nothing', async () => {
  const types = (await api.call('GET', '/api/admin/room-types?sort=["priority","ASC"]', { token: admin })).json as unknown as Named[];
  expect((await api.call('PUT', '/api/admin/room-types/priority', { token: ta, body: { ids: types.map((t) => t.id) } })).status).toBe(403);
  const bad = await api.call('PUT', '/api/admin/room-types/priority', { token: admin, body: { ids: [types[1].id, '00000000-0000-4000-8000-000000000000'] } });
  expect(bad.status).toBe(400);
  expect(bad.json.errors).toHaveProperty('ids');
  const after = (await api.call('GET', '/api/admin/room-types?sort=["priority","ASC"]', { token: admin })).json as unknown as Named[];
  expect(after.map((t) => t.id)).toEqual(types.map((t) => t.id));
});
