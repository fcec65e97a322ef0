import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
const totalOf = async (query: string) =>
  Number((await api.call('GET', `/api/admin/rooms?range=[0,24]${query}`, { token: admin })).headers.get('content-range')?.split('/')[1]);

beforeAll(async () => {
  api = await createTestApp({ exactCountLimit: 30 });
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

describe('list totals of large tables', () => {
  it('reports the planner estimate for an unfiltered list past the limit, and exact counts when filtered', async () => {
    await api.db.execute(sql`ANALYZE rooms`);
    const analysed = await totalOf('');
    expect(analysed).toBe(40);
    const [room] = (await api.call('GET', '/api/admin/rooms?range=[0,0]', { token: admin })).json;
    for (let i = 0; i < 5; i++) {
      const res = await api.call('POST', '/api/admin/rooms', { token: admin, body: { ...room, roomNumber: 900 + i, code: `X-90${i}` } });
      expect(res.status).toBe(201);
    }
    // The estimate moves when the table is analysed again; a filter always counts exactly.
    expect(await totalOf('')).toBe(40);
    expect(await totalOf(`&filter=${encodeURIComponent('{"roomNumber_gte":1}')}`)).toBe(45);
    await api.db.execute(sql`ANALYZE rooms`);
    expect(await totalOf('')).toBe(45);
  });

  it('counts exactly below the limit', async () => {
    expect(await totalOf(`&filter=${encodeURIComponent('{"q":"A-1"}')}`)).toBe(20);
    const small = Number((await api.call('GET', '/api/admin/buildings', { token: admin })).headers.get('content-range')?.split('/')[1]);
    expect(small).toBe(3);
  });

  it('still reports the total on a page past the end', async () => {
    const past = await api.call('GET', '/api/admin/buildings?range=[10,19]', { token: admin });
    expect(past.json).toEqual([]);
    expect(past.headers.get('content-range')).toBe('buildings 10-10/3');
    const filtered = await api.call('GET', `/api/admin/rooms?range=[100,109]&filter=${encodeURIComponent('{"q":"A-1"}')}`, { token: admin });
    expect(filtered.headers.get('content-range')).toBe('rooms 100-100/20');
  });
});
