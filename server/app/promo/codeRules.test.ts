import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Where a code is advertised, agents read its rules: windows, excluded periods, packages and room types by name. */

let api: TestApp;
let ta: string;

beforeAll(async () => {
  api = await createTestApp();
  ta = await api.login('ta@agency.test');
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-25T02:00:00Z')));

it('a code looked up names its booking and check-in windows, excluded periods and packages', async () => {
  const res = await api.call('GET', '/api/agent/promo-code-by-code/damai-earlybird27', { token: ta });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({
    bookingFrom: '2026-11-01',
    bookingTo: '2027-02-28',
    checkInFrom: '2027-03-01',
    checkInTo: '2027-06-30',
    excludedPeriods: ['peak', 'super-peak'],
    maxPax: 6,
    expiryDate: '2027-02-28',
    roomTypes: [],
  });
  expect((res.json.packages as { name: string }[]).map((p) => p.name).sort()).toEqual(['3D2N Island Escape', '4D3N Island Explorer']);
});

it('codes on sale carry their rules too', async () => {
  const res = await api.call('GET', '/api/agent/promo-code', { token: ta });
  expect(res.status).toBe(200);
  const codes = res.json.promoCodes as Record<string, unknown>[];
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) expect(code).toHaveProperty('checkInFrom');
  const honeymoon = codes.find((c) => c.code === 'PTR-HONEYMOON');
  expect(honeymoon).toMatchObject({ maxPax: 2, excludedPeriods: [], packages: [], roomTypes: [], checkInFrom: null, bookingTo: null });
});
