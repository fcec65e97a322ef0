import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskAt } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let agent: string;
let withoutDashboard: string;
let editor: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await deskAt(api, '2026-11-25');
  agent = await api.login('ta@agency.test');
  editor = await api.login('editor@resort.test');
  const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'payments-only', permissions: { payments: ['list', 'show'] } } });
  expect(role.status, role.text).toBe(201);
  const user = await api.call('POST', '/api/admin/users', {
    token: admin,
    body: { firstName: 'Lina', lastName: 'Accounts', email: 'lina.accounts@resort.test', password: 'Accounts!2345x', roleId: role.json.id, active: true },
  });
  expect(user.status, user.text).toBe(201);
  withoutDashboard = await api.login('lina.accounts@resort.test', 'Accounts!2345x');
});
afterAll(() => api.close());

/** Every dashboard call: a good path, and a bad one with the field its 400 names (none for calls without input). */
const ROUTES: { good: string; bad?: string; field?: string }[] = [
  { good: '/dash/payment-remainder/2026-11-25', bad: '/dash/payment-remainder/2026-02-30', field: 'date' },
  { good: '/dash/payment-remainder/2026-11-25?type=expired', bad: '/dash/payment-remainder/2026-11-25?type=late', field: 'type' },
  { good: '/dash/graph', bad: '/dash/graph?year=twenty', field: 'year' },
  { good: '/dash/paytoresort/2026-11-25', bad: '/dash/paytoresort/25-11-2026', field: 'date' },
  { good: '/dash/todayPickUp/2026-11-25', bad: '/dash/todayPickUp/2026-13-01', field: 'date' },
  { good: '/dash/cards-count/2026-11-25', bad: '/dash/cards-count/yesterday', field: 'date' },
  { good: '/dash/cards-count/info/2026-11-25?type=arrival', bad: '/dash/cards-count/info/2026-11-25?type=lobby', field: 'type' },
  { good: '/dash/cards-count/info/2026-11-25?type=current', bad: '/dash/cards-count/info/2026-02-29?type=current', field: 'date' },
  { good: '/dash/currentList/2026-11-25', bad: '/dash/currentList/2026-11-31', field: 'date' },
  { good: '/dash/unconfirmed-payments' },
  { good: '/dash/monthly-report?month=2026-11', bad: '/dash/monthly-report?month=2026-13', field: 'month' },
  { good: '/dash/sale', bad: '/dash/sale?date=2026-02-30', field: 'date' },
  { good: '/dash/action-count' },
  { good: '/dashboard/upcoming-bookings', bad: '/dashboard/upcoming-bookings?date=soon', field: 'date' },
  { good: '/expired-bookings' },
  { good: '/cummilated-report/2026', bad: '/cummilated-report/1850', field: 'year' },
];

describe('every dashboard call', () => {
  it.each(ROUTES)('$good: 401 without a token, 403 to an agent and to a role without the dashboard, 400 on bad input, 200 to staff', async ({ good, bad, field }) => {
    const call = (path: string, token?: string) => api.call('GET', `/api/admin${path}`, { token });
    expect((await call(good)).status).toBe(401);
    expect((await call(good, agent)).status).toBe(403);
    expect((await call(good, withoutDashboard)).status).toBe(403);
    const ok = await call(good, admin);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toHaveProperty('data');
    expect((await call(good, editor)).status).toBe(200);
    if (bad && field) {
      const refused = await call(bad, admin);
      expect(refused.status, refused.text).toBe(400);
      expect(Object.keys(refused.json.errors)).toEqual([field]);
      expect(refused.json.errors[field]).toMatch(/\w/);
      expect(refused.json.errors[field]).not.toMatch(/^app\./);
    }
    expect(api.unexpected).toEqual([]);
  });

  it('documents each call in the OpenAPI reference', async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    const paths = Object.keys(doc.json.paths as unknown as Record<string, unknown>);
    for (const { good } of ROUTES) {
      const documented = `/api/admin${good.split('?')[0].replace(/\/(\d{4}-\d{2}-\d{2}|\d{4})$/, (_, v: string) => (v.length === 4 ? '/{year}' : '/{date}'))}`;
      expect(paths).toContain(documented);
    }
    expect(paths).toContain('/api/serverDate');
  });
});
