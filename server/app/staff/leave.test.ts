import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Json, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let editor: string;
let housekeeper: string;

/** A resort day relative to the test clock's (Kuala Lumpur) today. */
const day = (offset: number) => new Date(Date.parse(`${api.clock.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' })}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const ask = (token: string, body: Record<string, unknown>) => api.call('POST', '/api/admin/my-leave', { token, body });

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-25T02:00:00Z'));
  [admin, editor] = await Promise.all([api.login('admin@resort.test'), api.login('editor@resort.test')]);
  const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'housekeeping', permissions: { rooms: ['list'] } } });
  await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Nora', lastName: 'Ali', email: 'nora@resort.test', password: 'House!2345', roleId: role.json.id } });
  housekeeper = await api.login('nora@resort.test', 'House!2345');
});

afterAll(async () => {
  expect(api.unexpected).toEqual([]);
  await api.close();
});

describe('access', () => {
  it('answers 401 without a token, 403 to an agent, and 403 to a role without the leave module on deciding and listing', async () => {
    const agent = await api.login('ta@agency.test');
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/my-leave'],
      ['POST', '/api/admin/my-leave', { type: 'annual', fromDate: day(10), toDate: day(11) }],
      ['GET', '/api/admin/users/leave'],
      ['PUT', `/api/admin/user/leave/${someId}`, { status: 'approved' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { token: agent, body })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api.call('GET', '/api/admin/users/leave', { token: housekeeper })).status).toBe(403);
    expect((await api.call('PUT', `/api/admin/user/leave/${someId}`, { token: housekeeper, body: { status: 'approved' } })).status).toBe(403);
    // Asking for one's own leave needs no permission at all.
    expect((await api.call('GET', '/api/admin/my-leave', { token: housekeeper })).status).toBe(200);
  });
});

it('documents the staff calls in the OpenAPI document', async () => {
  const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, Record<string, unknown>> };
  const methods = (path: string) => Object.keys(doc.paths[`/api/admin${path}`] ?? {}).sort();
  expect(methods('/my-leave')).toEqual(['get', 'post']);
  expect(methods('/my-leave/{id}/cancel')).toEqual(['put']);
  expect(methods('/users/leave')).toEqual(['get']);
  expect(methods('/user/leave/{id}')).toEqual(['put']);
  expect(methods('/users/diving')).toEqual(['get']);
  expect(methods('/users/diving-notassigned')).toEqual(['get']);
  expect(methods('/users/diving/{userId}')).toEqual(['put']);
  expect(methods('/booking-enquiries/{id}/convert')).toEqual(['post']);
});

describe('asking for leave', () => {
  it('refuses a last day before the first, a start too far back, and bad input, with the field at fault', async () => {
    const backwards = await ask(editor, { type: 'annual', fromDate: day(20), toDate: day(18) });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual({ toDate: 'The last day cannot be before the first day.' });
    const stale = await ask(editor, { type: 'medical', fromDate: day(-40), toDate: day(-39) });
    expect(stale.json.errors).toEqual({ fromDate: 'Leave can start at most 30 days ago.' });
    const garbage = await ask(editor, { type: 'holiday', fromDate: '2026-02-30', toDate: 'soon' });
    expect(garbage.status).toBe(400);
    expect(Object.keys(garbage.json.errors).sort()).toEqual(['fromDate', 'toDate', 'type']);
    const list = await api.call('GET', `/api/admin/users/leave?filter=${q({ dateFrom: 'tomorrow' })}`, { token: admin });
    expect(list.status).toBe(400);
    expect((await api.call('GET', '/api/admin/users/leave?sort=["password","ASC"]', { token: admin })).status).toBe(400);
  });

  it('refuses a request overlapping one pending or approved, and lets a withdrawn one free its days', async () => {
    const first = await ask(housekeeper, { type: 'annual', fromDate: day(30), toDate: day(33), reason: 'Family wedding in Ipoh' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: 'pending', days: 4, userName: 'Nora Ali', type: 'annual' });
    const clash = await ask(housekeeper, { type: 'emergency', fromDate: day(33), toDate: day(35) });
    expect(clash.status).toBe(400);
    expect(clash.json.errors).toEqual({ fromDate: 'You already have leave asked for or approved on some of these days.' });
    // Someone else's leave on the same days is no clash.
    expect((await ask(editor, { type: 'annual', fromDate: day(31), toDate: day(32) })).status).toBe(201);
    expect((await api.call('PUT', `/api/admin/my-leave/${first.json.id}/cancel`, { token: editor })).status).toBe(404);
    const withdrawn = await api.call('PUT', `/api/admin/my-leave/${first.json.id}/cancel`, { token: housekeeper });
    expect(withdrawn.json.status).toBe('cancelled');
    expect((await ask(housekeeper, { type: 'emergency', fromDate: day(33), toDate: day(35) })).status).toBe(201);
  });
});

describe('deciding', () => {
  it('approves with a note once, audits it, and the requester sees the decision and gets an e-mail', async () => {
    const asked = await ask(housekeeper, { type: 'medical', fromDate: day(-2), toDate: day(-1), reason: 'Fever, MC attached' });
    expect(asked.status).toBe(201);
    const decided = await api.call('PUT', `/api/admin/user/leave/${asked.json.id}`, { token: editor, body: { status: 'approved', note: 'Get well soon' } });
    expect(decided.status).toBe(200);
    expect(decided.json).toMatchObject({ status: 'approved', decisionNote: 'Get well soon', decidedByName: 'Daniel Tan' });

    const again = await api.call('PUT', `/api/admin/user/leave/${asked.json.id}`, { token: admin, body: { status: 'rejected', note: 'Changed my mind' } });
    expect(again.status).toBe(409);
    const mine = (await api.call('GET', `/api/admin/my-leave?filter=${q({ status: 'approved' })}`, { token: housekeeper })).json as Json[];
    expect(mine.map((l) => [l.id, l.status, l.decisionNote])).toEqual([[asked.json.id, 'approved', 'Get well soon']]);

    const { rows } = (await api.db.execute(sql`SELECT "to", subject, text FROM email_outbox WHERE template = 'leave-approved'`)) as unknown as { rows: { to: string; subject: string; text: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0].to).toBe('nora@resort.test');
    expect(rows[0].subject).toContain('Medical leave');
    expect(rows[0].text).toContain('Get well soon');
    const audit = await api.records(admin, 'audit-log', { resource: 'leave', recordId: asked.json.id, action: 'update' });
    expect(audit.map((a) => a.after)).toEqual([{ status: 'approved', note: 'Get well soon' }]);
  });

  it('needs a reason to reject, never lets anyone decide their own leave, and answers 404 for an unknown request', async () => {
    const asked = await ask(editor, { type: 'unpaid', fromDate: day(60), toDate: day(64) });
    const bare = await api.call('PUT', `/api/admin/user/leave/${asked.json.id}`, { token: admin, body: { status: 'rejected' } });
    expect(bare.status).toBe(400);
    expect(bare.json.errors).toEqual({ note: 'Say why the leave is rejected.' });
    expect((await api.call('PUT', `/api/admin/user/leave/${asked.json.id}`, { token: editor, body: { status: 'approved' } })).status).toBe(403);
    expect((await api.call('PUT', '/api/admin/user/leave/00000000-0000-4000-8000-000000000000', { token: admin, body: { status: 'approved' } })).status).toBe(404);
    const rejected = await api.call('PUT', `/api/admin/user/leave/${asked.json.id}`, { token: admin, body: { status: 'rejected', note: 'Peak week: the front office is short' } });
    expect(rejected.json.status).toBe('rejected');
    const [mine] = (await api.call('GET', `/api/admin/my-leave?filter=${q({ status: 'rejected' })}`, { token: editor })).json as Json[];
    expect(mine).toMatchObject({ id: asked.json.id, decisionNote: 'Peak week: the front office is short', decidedByName: 'Aisyah Rahman' });
    // A rejected request frees its days.
    expect((await ask(editor, { type: 'annual', fromDate: day(62), toDate: day(63) })).status).toBe(201);
  });

  it('lists requests in react-admin dialect, filtered by status, person, department and dates', async () => {
    const nora = await api.record(admin, 'users', { email: 'nora@resort.test' });
    const res = await api.call('GET', `/api/admin/users/leave?filter=${q({ userId: nora.id })}&sort=${q(['fromDate', 'ASC'])}&range=[0,1]`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('leave 0-1/3');
    expect((res.json as Json[]).map((l) => l.fromDate)).toEqual([day(-2), day(30)]);
    const pending = (await api.call('GET', `/api/admin/users/leave?filter=${q({ status: 'pending' })}`, { token: admin })).json as Json[];
    expect(pending.every((l) => l.status === 'pending')).toBe(true);
    expect(pending.length).toBeGreaterThan(0);
    const window = (await api.call('GET', `/api/admin/users/leave?filter=${q({ dateFrom: day(31), dateTo: day(31), status: 'pending' })}`, { token: admin })).json as Json[];
    expect(window.map((l) => l.userName)).toEqual(['Daniel Tan']);
    const reservationsDept = await api.record(admin, 'departments', { code: 'RSV' });
    const byDept = (await api.call('GET', `/api/admin/users/leave?filter=${q({ departmentId: reservationsDept.id })}`, { token: admin })).json as Json[];
    expect(new Set(byDept.map((l) => l.userName))).toEqual(new Set(['Daniel Tan']));
  });
});
