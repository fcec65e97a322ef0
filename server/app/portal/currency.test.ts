import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

describe('GET /api/portal/currency', () => {
  it('gives anyone the active display currencies with their rates, ringgit first, as agents read them', async () => {
    const res = await api.call('GET', '/api/portal/currency');
    expect(res.status).toBe(200);
    expect(res.json[0]).toMatchObject({ code: 'MYR', myConvRate: 1, isDefault: true });
    expect(res.json.find((c) => c.code === 'SGD')).toMatchObject({ symbolNative: '$', myConvRate: 3.25, foreignConvRate: 0.3077 });
    const ta = await api.login('ta@agency.test');
    expect((await api.call('GET', '/api/agent/currency', { token: ta })).json).toEqual(res.json);
  });

  it('leaves out a currency staff switched off', async () => {
    const usd = await api.record(admin, 'currencies', { code: 'USD' });
    expect((await api.call('PUT', `/api/admin/currencies/${usd.id}`, { token: admin, body: { active: false } })).status).toBe(200);
    const codes = (await api.call('GET', '/api/portal/currency')).json.map((c) => c.code);
    expect(codes).toContain('SGD');
    expect(codes).not.toContain('USD');
  });
});
