import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('sign-in', () => {
  it.each([
    ['admin@resort.test', 'staff', 'admin', null],
    ['editor@resort.test', 'staff', 'editor', null],
    ['ta@agency.test', 'agent', null, 'TA'],
    ['freelancer@agent.test', 'agent', null, 'F'],
    ['guest@guest.test', 'guest', null, null],
  ])('signs in the demo account %s', async (email, kind, role, type) => {
    const res = await api.call('POST', '/api/auth/login', { body: { email, password: 'Demo!2345' } });
    expect(res.status).toBe(200);
    expect(res.json.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(res.json.user).toMatchObject({ email, kind, role, type: type ? { code: type } : null });
    const me = await api.call('GET', '/api/auth/me', { token: res.json.accessToken as string });
    expect(me.json).toMatchObject({ email });
  });

  it('refuses a wrong password with one message for unknown and known e-mails alike', async () => {
    const wrong = await api.call('POST', '/api/auth/login', { body: { email: 'editor@resort.test', password: 'nope' } });
    const unknown = await api.call('POST', '/api/auth/login', { body: { email: 'nobody@resort.test', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe('Wrong e-mail or password');
    expect(unknown.json.message).toBe(wrong.json.message);
  });

  it('names the fields of a malformed sign-in', async () => {
    const res = await api.call('POST', '/api/auth/login', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ email: 'Invalid email', password: 'Required' });
    expect((await api.call('POST', '/api/auth/login', { body: '{oops' })).status).toBe(400);
  });

  it('slows down repeated failures with 429 and Retry-After, then lets the window pass', async () => {
    const attempt = (password: string) => api.call('POST', '/api/auth/login', { body: { email: 'freelancer@agent.test', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    const blocked = await attempt('Demo!2345');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json.message).toMatch(/Too many failed sign-ins/);
    api.clock.advance(16 * 60_000);
    expect((await attempt('Demo!2345')).status).toBe(200);
  });

  it('answers in Malay and Chinese when asked', async () => {
    const body = { email: 'admin@resort.test', password: 'nope' };
    const my = await api.call('POST', '/api/auth/login', { body, headers: { 'accept-language': 'ms-MY,ms;q=0.9' } });
    const cn = await api.call('POST', '/api/auth/login', { body, headers: { 'accept-language': 'zh-CN' } });
    expect(my.json.message).not.toBe('Wrong e-mail or password');
    expect(cn.json.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('sessions', () => {
  it('ends a session at sign-out', async () => {
    const token = await api.login('editor@resort.test');
    expect((await api.call('GET', '/api/admin/rooms', { token })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await api.call('GET', '/api/admin/rooms', { token });
    expect(after.status).toBe(401);
  });

  it('expires an unused session after its time to live', async () => {
    const token = await api.login('editor@resort.test');
    api.clock.advance(13 * 60 * 60_000);
    expect((await api.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('signs out everywhere a staff member who is deactivated', async () => {
    const admin = await api.login('admin@resort.test');
    const created = await api.call('POST', '/api/admin/users', {
      token: admin,
      body: { firstName: 'Temp', lastName: 'Staff', email: 'temp.staff@resort.test', password: 'Temp!23456', roleId: (await api.call('GET', '/api/admin/roles?filter={"name":"editor"}', { token: admin })).json[0].id },
    });
    const phone = await api.login('temp.staff@resort.test', 'Temp!23456');
    const laptop = await api.login('temp.staff@resort.test', 'Temp!23456');
    await api.call('PUT', `/api/admin/users/${created.json.id}`, { token: admin, body: { ...created.json, active: false } });
    const next = await api.call('GET', '/api/auth/me', { token: phone });
    expect(next.status).toBe(401);
    expect((await api.call('GET', '/api/auth/me', { token: laptop })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'temp.staff@resort.test', password: 'Temp!23456' } })).json.code).toBe('account_inactive');
  });

  it('signs out an agent whose status becomes R at the next call', async () => {
    const admin = await api.login('admin@resort.test');
    const agent = await api.login('ta@agency.test');
    expect((await api.call('GET', '/api/auth/me', { token: agent })).status).toBe(200);
    const [record] = (await api.call('GET', `/api/admin/travelagent?filter=${encodeURIComponent('{"email":"ta@agency.test"}')}`, { token: admin })).json;
    const put = await api.call('PUT', `/api/admin/travelagent/${record.id}`, { token: admin, body: { ...record, status: 'R' } });
    expect(put.status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: agent })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'ta@agency.test', password: 'Demo!2345' } })).json.code).toBe('account_inactive');
    const restored = await api.call('PUT', `/api/admin/travelagent/${record.id}`, { token: admin, body: { ...record, status: 'A' } });
    expect(restored.status, restored.text).toBe(200);
  });

  it('refuses an agent rejected directly in the database at their next call', async () => {
    const agent = await api.login('freelancer@agent.test');
    await api.database.db.execute(`UPDATE users SET status = 'R' WHERE email = 'freelancer@agent.test'` as never);
    expect((await api.call('GET', '/api/auth/me', { token: agent })).status).toBe(401);
    await api.database.db.execute(`UPDATE users SET status = 'A' WHERE email = 'freelancer@agent.test'` as never);
    // Its sessions were revoked, not merely refused: signing the agent back in opens a new one.
    expect((await api.call('GET', '/api/auth/me', { token: agent })).status).toBe(401);
  });

  it('keeps staff out of nothing and agents out of the back office', async () => {
    const agent = await api.login('ta@agency.test');
    expect((await api.call('GET', '/api/admin/rooms', { token: agent })).status).toBe(403);
    const guest = await api.login('guest@guest.test');
    expect((await api.call('GET', '/api/admin/rooms', { token: guest })).status).toBe(403);
  });
});

describe('change password', () => {
  it('explains each missing field with the spec messages', async () => {
    const token = await api.login('editor@resort.test');
    const res = await api.call('PUT', '/api/auth/password', { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
    const mismatch = await api.call('PUT', '/api/auth/password', { token, body: { currentPassword: 'Demo!2345', newPassword: 'Better!2345', confirmPassword: 'Other!2345' } });
    expect(mismatch.json.errors).toEqual({ confirmPassword: 'Passwords must match' });
    const weak = await api.call('PUT', '/api/auth/password', { token, body: { currentPassword: 'Demo!2345', newPassword: 'short', confirmPassword: 'short' } });
    expect(weak.json.errors.newPassword).toMatch(/At least 8 characters/);
    const wrong = await api.call('PUT', '/api/auth/password', { token, body: { currentPassword: 'Wrong!2345', newPassword: 'Better!2345', confirmPassword: 'Better!2345' } });
    expect(wrong.json.errors).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('changes it, keeps this session and signs out the others', async () => {
    const here = await api.login('meiling.finance@resort.test');
    const elsewhere = await api.login('meiling.finance@resort.test');
    const res = await api.call('PUT', '/api/auth/password', { token: here, body: { currentPassword: 'Demo!2345', newPassword: 'Better!2345', confirmPassword: 'Better!2345' } });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: here })).status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: elsewhere })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'meiling.finance@resort.test', password: 'Demo!2345' } })).status).toBe(401);
    expect(await api.login('meiling.finance@resort.test', 'Better!2345')).toBeTruthy();
  });
});
