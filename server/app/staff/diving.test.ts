import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Json, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;

const emails = (records: Json[]) => records.map((r) => r.email);
const list = async (token: string, path: string) => (await api.call('GET', `/api/admin/users/${path}`, { token })).json as Json[];

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});

afterAll(async () => {
  expect(api.unexpected).toEqual([]);
  await api.close();
});

describe('diving staff', () => {
  it('answers 401 without a token, 403 to an agent and to a role without the dive centres module', async () => {
    const [agent, editor] = await Promise.all([api.login('ta@agency.test'), api.login('editor@resort.test')]);
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'kitchen', permissions: { meals: ['list'] } } });
    await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Azman', lastName: 'Hadi', email: 'azman@resort.test', password: 'Kitchen!2345', roleId: role.json.id } });
    const cook = await api.login('azman@resort.test', 'Kitchen!2345');
    const hafiz = await api.record(admin, 'users', { email: 'hafiz.dive@resort.test' });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users/diving'],
      ['GET', '/api/admin/users/diving-notassigned'],
      ['PUT', `/api/admin/users/diving/${hafiz.id}`, { divingDepartmentId: null }],
    ];
    for (const [method, path, body] of routes) {
      expect((await api.call(method, path, { body })).status, path).toBe(401);
      expect((await api.call(method, path, { token: agent, body })).status, path).toBe(403);
      expect((await api.call(method, path, { token: cook, body })).status, path).toBe(403);
      expect((await api.call(method, path, { token: editor, body })).status, path).toBe(200);
    }
  });

  it('offers dive-department staff and flagged instructors until assigned, then lists them with their centre', async () => {
    const [damai] = await api.records(admin, 'diving-departments', { code: 'DDC' });
    const editor = await api.record(admin, 'users', { email: 'editor@resort.test' });
    expect(emails(await list(admin, 'diving-notassigned'))).toEqual(['hafiz.dive@resort.test']);
    // A front-office clerk who dives becomes a candidate by the flag on their user record.
    expect((await api.call('PUT', `/api/admin/users/${editor.id}`, { token: admin, body: { diveInstructor: true } })).status).toBe(200);
    expect(emails(await list(admin, 'diving-notassigned')).sort()).toEqual(['editor@resort.test', 'hafiz.dive@resort.test']);

    const hafiz = await api.record(admin, 'users', { email: 'hafiz.dive@resort.test' });
    const assigned = await api.call('PUT', `/api/admin/users/diving/${hafiz.id}`, { token: admin, body: { divingDepartmentId: damai.id } });
    expect(assigned.status).toBe(200);
    expect(assigned.json).toMatchObject({ name: 'Hafiz Ismail', divingDepartmentName: 'Damai Dive Centre', diveInstructor: true });
    expect(emails(await list(admin, 'diving-notassigned'))).toEqual(['editor@resort.test']);
    const diving = await api.call('GET', `/api/admin/users/diving?filter=${encodeURIComponent(JSON.stringify({ divingDepartmentId: damai.id }))}`, { token: admin });
    expect(diving.headers.get('content-range')).toBe('diving 0-0/1');
    expect((diving.json as Json[]).map((d) => [d.email, d.divingDepartmentCode])).toEqual([['hafiz.dive@resort.test', 'DDC']]);

    await api.call('PUT', `/api/admin/users/diving/${hafiz.id}`, { token: admin, body: { divingDepartmentId: null } });
    expect(await list(admin, 'diving')).toEqual([]);
    expect(emails(await list(admin, 'diving-notassigned')).sort()).toEqual(['editor@resort.test', 'hafiz.dive@resort.test']);
    const audit = await api.records(admin, 'audit-log', { resource: 'users', recordId: hafiz.id });
    expect(audit.map((a) => a.after)).toContainEqual({ divingDepartmentId: damai.id });
  });

  it('refuses an unknown or inactive centre and an inactive person, with the field at fault', async () => {
    const hafiz = await api.record(admin, 'users', { email: 'hafiz.dive@resort.test' });
    const former = await api.record(admin, 'users', { email: 'rajesh.fo@resort.test' });
    const [coral] = await api.records(admin, 'diving-departments', { code: 'CPD' });
    const unknown = await api.call('PUT', `/api/admin/users/diving/${hafiz.id}`, { token: admin, body: { divingDepartmentId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.errors)).toEqual(['divingDepartmentId']);
    expect((await api.call('PUT', `/api/admin/users/diving/${hafiz.id}`, { token: admin, body: { divingDepartmentId: 'coral' } })).status).toBe(400);
    const inactive = await api.call('PUT', `/api/admin/users/diving/${former.id}`, { token: admin, body: { divingDepartmentId: coral.id } });
    expect(inactive.json.errors).toEqual({ userId: 'Only active staff can be assigned.' });
    await api.call('PUT', `/api/admin/diving-departments/${coral.id}`, { token: admin, body: { active: false } });
    const closed = await api.call('PUT', `/api/admin/users/diving/${hafiz.id}`, { token: admin, body: { divingDepartmentId: coral.id } });
    expect(closed.json.errors).toEqual({ divingDepartmentId: 'This dive centre is not active.' });
    const agent = await api.record(admin, 'travelagent', { email: 'ta@agency.test' });
    expect((await api.call('PUT', `/api/admin/users/diving/${agent.id}`, { token: admin, body: { divingDepartmentId: null } })).status).toBe(404);
  });
});
