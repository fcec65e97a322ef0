import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** The resort's bank account: staff set it in the back office, agents read it to pay by bank-in. */

let api: TestApp;
let ta: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

it('agents read the bank account staff set; only staff change it, and nonsense is refused on its field', async () => {
  const first = await api.call('GET', '/api/agent/bank-setting', { token: ta });
  expect(first.status).toBe(200);
  expect(first.json).toMatchObject({ bankName: 'Maybank', accountName: 'Pulau Damai Resort Sdn. Bhd.', swift: 'MBBEMYKL' });
  expect(first.json.referenceInstructions).toMatch(/booking number/);

  const account = { bankName: 'CIMB Bank', accountName: 'Pulau Damai Resort Sdn. Bhd.', accountNumber: '8001 2345 67', swift: 'CIBBMYKL', referenceInstructions: 'Use the booking number as the reference.' };
  expect((await api.call('PUT', '/api/admin/settings/bank', { token: admin, body: account })).status).toBe(200);
  expect((await api.call('GET', '/api/agent/bank-setting', { token: ta })).json).toEqual(account);

  expect((await api.call('PUT', '/api/admin/settings/bank', { token: ta, body: account })).status).toBe(403);
  const bad = await api.call('PUT', '/api/admin/settings/bank', { token: admin, body: { ...account, swift: 'CIBBMYKLXXXX' } });
  expect(bad.status).toBe(400);
  expect(bad.json.errors.swift).toBeTruthy();
  expect((await api.call('GET', '/api/agent/bank-setting')).status).toBe(401);
});
