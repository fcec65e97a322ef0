import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Who may read, print and export the reports and the front desk's manifest, and what input they refuse. */
let api: TestApp;
const tokens: Record<string, string> = {};

const staffWith = async (admin: string, name: string, permissions: Record<string, string[]>) => {
  const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name, permissions } });
  expect(role.status, role.text).toBe(201);
  const email = `${name}@resort.test`;
  const user = await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Staff', lastName: name, email, password: 'Report!2345x', roleId: role.json.id, active: true } });
  expect(user.status, user.text).toBe(201);
  return api.login(email, 'Report!2345x');
};

beforeAll(async () => {
  api = await createTestApp();
  tokens.admin = await api.login('admin@resort.test');
  tokens.agent = await api.login('ta@agency.test');
  tokens.noReports = await staffWith(tokens.admin, 'desk-only', { 'front-desk': ['list'], reservations: ['list', 'show'] });
  tokens.readOnly = await staffWith(tokens.admin, 'report-reader', { reports: ['list'] });
});
afterAll(() => api.close());

/** Every report route: a good path, and bad inputs with the field they answer on. */
const ROUTES = [
  { good: '/api/reports/monthly/2027', bad: [['/api/reports/monthly/27', 'year'], ['/api/reports/monthly/1999', 'year'], ['/api/reports/monthly/2027?format=xls', 'format']] },
  { good: '/api/reports/cumulative/2027', bad: [['/api/reports/cumulative/abcd', 'year']] },
  { good: '/api/reports/payouts/2027', bad: [['/api/reports/payouts/2101', 'year']] },
  { good: '/api/reports/referral-commissions/2027', bad: [['/api/reports/referral-commissions/20270', 'year']] },
  { good: '/api/reports/transport/2027-03-14', bad: [['/api/reports/transport/2027-02-30', 'date'], ['/api/reports/transport/today', 'date']] },
  {
    good: '/api/reports/sales/agents?from=2027-01-01&to=2027-03-31',
    bad: [['/api/reports/sales/agents?from=2027-01-01', 'to'], ['/api/reports/sales/agents?from=2027-03-01&to=2027-02-01', 'to'], ['/api/reports/sales/agents?from=2026-01-01&to=2027-12-31', 'to']],
  },
  { good: '/api/reports/sales/lead-sources?from=2027-01-01&to=2027-01-31', bad: [['/api/reports/sales/lead-sources?from=01/01/2027&to=2027-01-31', 'from']] },
  { good: '/api/reports/sales/packages?from=2027-01-01&to=2027-01-31', bad: [['/api/reports/sales/packages?from=2027-13-01&to=2027-01-31', 'from']] },
] as const;

const withFormat = (path: string, format: string) => `${path}${path.includes('?') ? '&' : '?'}format=${format}`;

describe.each(ROUTES)('$good', ({ good, bad }) => {
  it('answers 401 without a token, 403 to an agent and to a role without reports', async () => {
    expect((await api.call('GET', good)).status).toBe(401);
    expect((await api.call('GET', good, { token: tokens.agent })).status).toBe(403);
    expect((await api.call('GET', good, { token: tokens.noReports })).status).toBe(403);
  });

  it('answers {data} to a role that may list reports, and its files only to a role that may export them', async () => {
    const read = await api.call('GET', good, { token: tokens.readOnly });
    expect(read.status, read.text).toBe(200);
    expect(read.json.data).toBeTypeOf('object');
    expect((await api.call('GET', withFormat(good, 'csv'), { token: tokens.readOnly })).status).toBe(403);
    expect((await api.call('GET', withFormat(good, 'pdf'), { token: tokens.readOnly })).status).toBe(403);
    const csv = await api.call('GET', withFormat(good, 'csv'), { token: tokens.admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
    const pdf = await api.app.request(withFormat(good, 'pdf'), { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it.each(bad.map(([path, field]) => [path, field] as [string, string]))('answers 400 on %s, naming the field %s', async (path, field) => {
    const res = await api.call('GET', path, { token: tokens.admin });
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('validation');
    expect(Object.keys(res.json.errors)).toEqual([field]);
  });
});

describe('the front desk manifest (/api/admin/report/transportation/{date})', () => {
  const path = '/api/admin/report/transportation/2027-03-14';
  it('is for staff whose role may list the front desk, who may also print and export it', async () => {
    expect((await api.call('GET', path)).status).toBe(401);
    expect((await api.call('GET', path, { token: tokens.agent })).status).toBe(403);
    expect((await api.call('GET', path, { token: tokens.readOnly })).status).toBe(403);
    expect((await api.call('GET', path, { token: tokens.noReports })).status).toBe(200);
    expect((await api.call('GET', `${path}?format=csv`, { token: tokens.noReports })).status).toBe(200);
    expect((await api.call('GET', '/api/admin/report/transportation/2027-3-14', { token: tokens.noReports })).json.errors).toEqual({ date: 'Enter a date as YYYY-MM-DD' });
  });

  it('is listed in the OpenAPI document with every report', async () => {
    const paths = Object.keys((await api.call('GET', '/api/openapi.json')).json.paths as Record<string, unknown>);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/admin/report/transportation/{date}', '/api/reports/transport/{date}', '/api/reports/monthly/{year}', '/api/reports/sales/agents',
      '/api/reports/sales/lead-sources', '/api/reports/sales/packages', '/api/reports/cumulative/{year}', '/api/reports/payouts/{year}', '/api/reports/referral-commissions/{year}',
    ]));
  });
});
