import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import type { ResourceName } from '../../../resources/types';
import { createTestApp, type TestApp } from '../../test/testApp';
import { compiledShapes, listStatement, tableOf } from './crud.service';
import { builtList } from './listPage';
import { parseListQuery } from './listQuery';

let api: TestApp;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

type Row = Record<string, unknown> & { id: string };
const list = async (resource: string, filter: Record<string, unknown>, range = '[0,199]') => {
  const res = await api.call('GET', `/api/admin/${resource}?range=${range}&filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin });
  expect(res.status).toBe(200);
  return { rows: res.json as unknown as Row[], total: Number(res.headers.get('content-range')?.split('/')[1]) };
};

describe('list pages compiled once per shape', () => {
  it('answers each request of a shape with its own values', async () => {
    const all = (await list('rooms', {})).rows;
    for (const floor of [1, 2, 3]) {
      const { rows, total } = await list('rooms', { floor });
      expect(rows.length).toBe(all.filter((r) => r.floor === floor).length);
      expect(total).toBe(rows.length);
      expect(rows.every((r) => r.floor === floor)).toBe(true);
    }
    const [a, b, c] = all;
    expect((await list('rooms', { id: [a.id, b.id] })).rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list('rooms', { id: [a.id, c.id] })).rows.map((r) => r.id).sort()).toEqual([a.id, c.id].sort());
    expect((await list('rooms', { id: [c.id] })).rows.map((r) => r.id)).toEqual([c.id]);
    const byCode = (await list('rooms', { q: String(b.code) })).rows;
    expect(byCode.map((r) => r.id)).toContain(b.id);
    expect((await list('rooms', { q: 'no-such-room-code' })).rows).toEqual([]);
  });

  it('pages a shape by each request’s own range', async () => {
    const all = (await list('rooms', { inService: true })).rows;
    const second = (await list('rooms', { inService: true }, '[5,9]')).rows;
    const third = (await list('rooms', { inService: true }, '[10,12]')).rows;
    expect(second.map((r) => r.id)).toEqual(all.slice(5, 10).map((r) => r.id));
    expect(third.map((r) => r.id)).toEqual(all.slice(10, 13).map((r) => r.id));
  });

  it('sends the statement drizzle builds for the same query, values in the same places and encoded alike', () => {
    const queries: [ResourceName, Record<string, unknown>][] = [
      ['rooms', {}],
      ['rooms', { floor: 2, inService: false, view: 'sea', q: '12' }],
      ['rooms', { roomNumber_gte: 100, roomNumber_lte: 200, notes: null, id: [crypto.randomUUID(), crypto.randomUUID()] }],
      ['rooms', { id: [] }],
      ['users', { q: 'ann', active: true }],
      ['promo-codes', { expiryDate_gte: '2026-01-01', packageIds: crypto.randomUUID(), excludedPeriods: ['peak', 'weekends'] }],
    ];
    for (const [name, filter] of queries) {
      const def = resources[name];
      const query = parseListQuery(def, { sort: '["id","DESC"]', range: '[10,34]', filter: JSON.stringify(filter) });
      for (const limit of [Number.POSITIVE_INFINITY, 5000]) {
        const sent = listStatement(api.db, def, query, limit);
        const built = builtList(api.db, def, tableOf(def), query, limit);
        expect({ name, filter, text: sent.text, params: sent.params }).toEqual({ name, filter, text: built.sql, params: built.params });
      }
    }
  });

  it('keeps a bounded number of shapes for a client that asks endless ones, and answers each right', async () => {
    const ids = (await list('buildings', {})).rows.map((r) => r.id);
    const asked = Array.from({ length: 230 }, (_, n) => Array.from({ length: n + 1 }, (_, i) => ids[i % ids.length]));
    for (const idList of [...asked, asked[0]]) {
      const { rows } = await list('buildings', { id: idList });
      expect(rows.map((r) => r.id).sort()).toEqual([...new Set(idList)].sort());
    }
    expect(compiledShapes(resources.buildings)).toBeLessThanOrEqual(200);
  });
});

describe('filters on array fields', () => {
  it('matches a record holding the value, or holding any of several', async () => {
    const all = (await list('promo-codes', {})).rows;
    const holding = (period: string) => all.filter((r) => (r.excludedPeriods as string[] | null)?.includes(period)).map((r) => r.id).sort();
    // The demo's codes: some exclude peak, some weekends, some neither.
    expect(holding('peak').length).toBeGreaterThan(0);
    expect(holding('weekends').length).toBeGreaterThan(0);
    expect(holding('peak').length + holding('weekends').length).toBeLessThan(all.length);
    expect((await list('promo-codes', { excludedPeriods: 'peak' })).rows.map((r) => r.id).sort()).toEqual(holding('peak'));
    const either = [...new Set([...holding('peak'), ...holding('weekends')])].sort();
    expect((await list('promo-codes', { excludedPeriods: ['peak', 'weekends'] })).rows.map((r) => r.id).sort()).toEqual(either);
    expect((await list('promo-codes', { excludedPeriods: [] })).rows).toEqual([]);
  });
});
