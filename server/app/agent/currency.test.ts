import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all([api.login('ta@agency.test'), api.login('admin@resort.test')]);
});
afterAll(() => api.close());

describe('GET /api/agent/currency', () => {
  it('lists the active currencies with code, symbol and rates, ringgit (rate 1) first', async () => {
    const res = await api.call('GET', '/api/agent/currency', { token: ta });
    expect(res.status).toBe(200);
    expect(res.json[0]).toMatchObject({ code: 'MYR', symbolNative: 'RM', myConvRate: 1, foreignConvRate: 1, isDefault: true });
    const sgd = res.json.find((c) => c.code === 'SGD');
    expect(sgd).toEqual({ id: expect.any(String), code: 'SGD', name: 'Singapore Dollar', symbolNative: '$', myConvRate: 3.25, foreignConvRate: 0.3077, isDefault: false });
    expect(res.json.map((c) => c.code).slice(1)).toEqual(['CNY', 'EUR', 'SGD', 'USD']);
  });

  it('leaves out a currency staff switched off', async () => {
    const eur = await api.record(admin, 'currencies', { code: 'EUR' });
    expect((await api.call('PUT', `/api/admin/currencies/${eur.id}`, { token: admin, body: { active: false } })).status).toBe(200);
    const res = await api.call('GET', '/api/agent/currency', { token: ta });
    expect(res.json.map((c) => c.code)).toEqual(['MYR', 'CNY', 'SGD', 'USD']);
  });

  it('is for signed-in agents only', async () => {
    expect((await api.call('GET', '/api/agent/currency')).status).toBe(401);
    expect((await api.call('GET', '/api/agent/currency', { token: admin })).status).toBe(403);
  });
});
