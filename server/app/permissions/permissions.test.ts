import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
const roleId = async (name: string) => (await api.call('GET', `/api/admin/roles?filter=${encodeURIComponent(JSON.stringify({ name }))}`, { token: admin })).json[0];

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

describe('built-in roles', () => {
  it('lets the editor change but not delete, and keeps users and roles from it', async () => {
    const editor = await api.login('editor@resort.test');
    const [bed] = (await api.call('GET', '/api/admin/beds', { token: editor })).json;
    const edited = await api.call('PUT', `/api/admin/beds/${bed.id}`, { token: editor, body: { ...bed, widthCm: 181 } });
    expect(edited.status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/beds/${bed.id}`, { token: editor })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/users', { token: editor })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/roles', { token: editor })).status).toBe(403);
    const me = (await api.call('GET', '/api/auth/me', { token: editor })).json;
    expect(me.permissions.users).toBeUndefined();
    expect(me.permissions.beds).not.toContain('delete');
  });

  it('cannot rename or delete a built-in role, and the admin role keeps every permission', async () => {
    const adminRole = await roleId('admin');
    expect((await api.call('DELETE', `/api/admin/roles/${adminRole.id}`, { token: admin })).status).toBe(409);
    const renamed = await api.call('PUT', `/api/admin/roles/${adminRole.id}`, { token: admin, body: { ...adminRole, name: 'boss' } });
    expect(renamed.status).toBe(400);
    expect(renamed.json.errors.name).toBe('Built-in roles cannot be renamed or deleted');
    const stripped = await api.call('PUT', `/api/admin/roles/${adminRole.id}`, { token: admin, body: { ...adminRole, permissions: {} } });
    expect(stripped.json.permissions.users).toContain('delete');
  });
});

describe('a custom role', () => {
  it('grants exactly its matrix, and a change applies at the next call', async () => {
    const created = await api.call('POST', '/api/admin/roles', {
      token: admin,
      body: { name: 'front-desk', description: 'Front office clerks', permissions: { rooms: ['list', 'show'], buildings: ['list'] } },
    });
    expect(created.status).toBe(201);
    await api.call('POST', '/api/admin/users', {
      token: admin,
      body: { firstName: 'Farah', lastName: 'Aziz', email: 'farah@resort.test', password: 'Front!2345', roleId: created.json.id },
    });
    const clerk = await api.login('farah@resort.test', 'Front!2345');
    expect((await api.call('GET', '/api/admin/rooms', { token: clerk })).status).toBe(200);
    expect((await api.call('GET', '/api/admin/room-types', { token: clerk })).status).toBe(403);
    const [room] = (await api.call('GET', '/api/admin/rooms', { token: clerk })).json;
    expect((await api.call('PUT', `/api/admin/rooms/${room.id}`, { token: clerk, body: room })).status).toBe(403);
    // Names of referenced records stay readable (a getMany by id), so a list can show its room types.
    const names = await api.call('GET', `/api/admin/room-types?filter=${encodeURIComponent(JSON.stringify({ id: [room.roomTypeId] }))}`, { token: clerk });
    expect(names.status).toBe(200);

    await api.call('PUT', `/api/admin/roles/${created.json.id}`, { token: admin, body: { ...created.json, permissions: { rooms: ['list', 'show', 'edit'] } } });
    expect((await api.call('PUT', `/api/admin/rooms/${room.id}`, { token: clerk, body: room })).status).toBe(200);
    expect((await api.call('GET', '/api/admin/buildings', { token: clerk })).status).toBe(403);
  });

  it('refuses a matrix naming an unknown module or action', async () => {
    const res = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'odd', permissions: { spaceships: ['fly'] } } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty('permissions');
  });

  it('cannot be deleted while staff hold it', async () => {
    const role = await roleId('front-desk');
    const res = await api.call('DELETE', `/api/admin/roles/${role.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/used by other records/);
  });

  it('lists the modules and actions of the matrix', async () => {
    const res = await api.call('GET', '/api/admin/app-modules', { token: admin });
    expect(res.json.modules).toContain('rooms');
    expect(res.json.modules).toContain('approvals');
    expect(res.json.actions).toEqual(['list', 'show', 'create', 'edit', 'delete', 'export', 'approve']);
  });
});
