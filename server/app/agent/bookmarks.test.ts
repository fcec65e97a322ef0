import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_MENU_ROUTES } from '../../../resources/portalRoutes';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer] = await Promise.all([api.login('ta@agency.test'), api.login('freelancer@agent.test')]);
});
afterAll(() => api.close());

const save = (token: string, bookmarks: unknown, language?: string) =>
  api.call('POST', '/api/agent/update/bookmarks', { token, body: { bookmarks }, headers: language ? { 'accept-language': language } : {} });
const meOf = async (token: string) => (await api.call('GET', '/api/auth/me', { token })).json;

describe('starred portal pages', () => {
  it('start empty, and the session user carries what the portal menu needs', async () => {
    expect(await meOf(ta)).toMatchObject({ kind: 'agent', type: { code: 'TA' }, status: { code: 'A' }, agencyRole: 'admin', active: true, bookmarks: [] });
  });

  it('are saved in order and come back from GET /me and at the next sign-in', async () => {
    const res = await save(ta, ['/booking/listing', '/', '/promotion']);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ bookmarks: ['/booking/listing', '/', '/promotion'] });
    expect((await meOf(ta)).bookmarks).toEqual(['/booking/listing', '/', '/promotion']);
    const login = await api.call('POST', '/api/auth/login', { body: { email: 'ta@agency.test', password: 'Demo!2345' } });
    expect(login.json.user).toMatchObject({ bookmarks: ['/booking/listing', '/', '/promotion'] });
    // Each agent has its own.
    expect((await meOf(freelancer)).bookmarks).toEqual([]);
  });

  it('are capped at 10: the 11th is refused and the stored ten stay', async () => {
    const ten = PORTAL_MENU_ROUTES.slice(0, 10);
    expect((await save(ta, ten)).status).toBe(200);
    const eleven = await save(ta, PORTAL_MENU_ROUTES.slice(0, 11));
    expect(eleven.status).toBe(400);
    expect(eleven.json.errors).toEqual({ bookmarks: 'At most 10 starred pages' });
    expect((await meOf(ta)).bookmarks).toEqual(ten);
  });

  it('refuse unknown routes, duplicates and bodies of the wrong shape, in the reader\'s language', async () => {
    const unknown = await save(ta, ['/admin/users'], 'ms');
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ bookmarks: 'Bukan halaman portal ejen' });
    expect((await save(ta, ['/promotion', '/promotion'])).json.errors).toEqual({ bookmarks: 'A page is starred twice' });
    for (const bad of ['/promotion', [1, 2], null, { a: 1 }]) expect((await save(ta, bad)).status).toBe(400);
    expect((await api.call('POST', '/api/agent/update/bookmarks', { token: ta, body: 'not json' })).status).toBe(400);
    expect((await save(ta, [])).json).toEqual({ bookmarks: [] });
  });

  it('are for signed-in agents only', async () => {
    expect((await api.call('POST', '/api/agent/update/bookmarks', { body: { bookmarks: [] } })).status).toBe(401);
    const admin = await api.login('admin@resort.test');
    expect((await save(admin, [])).status).toBe(403);
    expect((await meOf(admin)).bookmarks).toEqual([]);
  });
});
