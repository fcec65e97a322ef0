import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

const entriesFor = async (recordId: string) =>
  (await api.call('GET', `/api/admin/audit-log?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ recordId }))}`, { token: admin })).json;

describe('audit log', () => {
  it('records who changed what, with before and after, for create, update and delete', async () => {
    const created = await api.call('POST', '/api/admin/lead-sources', { token: admin, body: { name: 'Agoda', description: 'Online travel agency' } });
    await api.call('PUT', `/api/admin/lead-sources/${created.json.id}`, { token: admin, body: { ...created.json, name: 'Agoda.com' } });
    await api.call('DELETE', `/api/admin/lead-sources/${created.json.id}`, { token: admin });
    const entries = await entriesFor(created.json.id as string);
    expect(entries.map((e: Record<string, unknown>) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = entries.find((e: Record<string, unknown>) => e.action === 'update');
    expect(update).toMatchObject({ actorEmail: 'admin@resort.test', resource: 'lead-sources' });
    expect(update?.before).toMatchObject({ name: 'Agoda' });
    expect(update?.after).toMatchObject({ name: 'Agoda.com' });
  });

  it('never holds a password, even hashed', async () => {
    const role = (await api.call('GET', '/api/admin/roles', { token: admin })).json[0];
    const user = await api.call('POST', '/api/admin/users', {
      token: admin,
      body: { firstName: 'Audit', lastName: 'Check', email: 'audit.check@resort.test', password: 'Secret!2345', roleId: role.id },
    });
    const [entry] = await entriesFor(user.json.id as string);
    expect(JSON.stringify(entry)).not.toMatch(/Secret|pbkdf2|password/i);
  });

  it('records sign-ins', async () => {
    await api.login('editor@resort.test');
    const res = await api.call('GET', `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'login', actorEmail: 'editor@resort.test' }))}`, { token: admin });
    expect(res.json.length).toBeGreaterThan(0);
  });

  it('cannot be edited or deleted: not through the API, not even in the database', async () => {
    const [entry] = (await api.call('GET', '/api/admin/audit-log', { token: admin })).json;
    expect((await api.call('PUT', `/api/admin/audit-log/${entry.id}`, { token: admin, body: { ...entry, action: 'login' } })).status).toBe(404);
    expect((await api.call('DELETE', `/api/admin/audit-log/${entry.id}`, { token: admin })).status).toBe(404);
    await expect(api.db.execute(sql`UPDATE audit_log SET action = 'login' WHERE id = ${entry.id}`)).rejects.toThrow();
    await expect(api.db.execute(sql`DELETE FROM audit_log WHERE id = ${entry.id}`)).rejects.toThrow();
    const again = await api.call('GET', `/api/admin/audit-log/${entry.id}`, { token: admin });
    expect(again.json).toEqual(entry);
  });

  it('is readable by the editor role too', async () => {
    const editor = await api.login('editor@resort.test');
    expect((await api.call('GET', '/api/admin/audit-log', { token: editor })).status).toBe(200);
  });
});
