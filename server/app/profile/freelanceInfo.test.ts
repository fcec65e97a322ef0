import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let freelancer: string;
let ta: string;
let clerk: string;
let freelancerId: string;
let taId: string;

const stored = async (id: string) => (await rowsOf<Record<string, unknown>>(api, sql`SELECT email, phone, city, agent_type, status FROM users WHERE id = ${id}`))[0];
const put = (token: string | undefined, id: string, body: unknown, area = 'agent') => api.call('PUT', `/api/${area}/users/freelance-info/${id}`, { token, body });

beforeAll(async () => {
  api = await createTestApp();
  [admin, freelancer, ta] = await Promise.all(['admin@resort.test', 'freelancer@agent.test', 'ta@agency.test'].map((e) => api.login(e)));
  freelancerId = (await api.record(admin, 'travelagent', { q: 'freelancer@agent.test' })).id;
  taId = (await api.record(admin, 'travelagent', { q: 'ta@agency.test' })).id;
  const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'bookings-reader', permissions: { reservations: ['list', 'show'], travelagent: ['list', 'show'] } } });
  await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Nadia', lastName: 'Yusof', email: 'nadia@resort.test', password: 'Front!2345', roleId: role.json.id } });
  clerk = await api.login('nadia@resort.test', 'Front!2345');
});
afterAll(() => api.close());

describe("a freelancer's details (PUT /api/{agent,admin}/users/freelance-info/:userId)", () => {
  it('lets the freelancer change its own phone and city, ignoring its e-mail and type, with an audit entry', async () => {
    const res = await put(freelancer, freelancerId, { phone: '+60 12-777 1234', city: 'Kota Bharu', email: 'else@agent.test', agentType: 'TA' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ phone: '+60 12-777 1234', city: 'Kota Bharu', email: 'freelancer@agent.test', type: { code: 'F' } });
    expect(await stored(freelancerId)).toMatchObject({ phone: '+60 12-777 1234', city: 'Kota Bharu', email: 'freelancer@agent.test', agent_type: 'F' });
    const [audit] = await rowsOf<{ actor_email: string }>(api, sql`SELECT actor_email FROM audit_log WHERE record_id = ${freelancerId} AND action = 'update' ORDER BY created_at DESC LIMIT 1`);
    expect(audit.actor_email).toBe('freelancer@agent.test');
  });

  it('lets staff who may edit agents change any freelancer, recorded under the staff member', async () => {
    const res = await put(admin, freelancerId, { city: 'Kuantan' }, 'admin');
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ city: 'Kuantan' });
    const audits = await rowsOf<{ actor_email: string }>(api, sql`SELECT actor_email FROM audit_log WHERE record_id = ${freelancerId} AND action = 'update' AND actor_email = 'admin@resort.test'`);
    expect(audits).toHaveLength(1);
  });

  it('refuses a bad phone and a blank name with field messages, changing nothing', async () => {
    const before = await stored(freelancerId);
    const res = await put(freelancer, freelancerId, { phone: 'call me', firstName: ' ' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ phone: 'Invalid number', firstName: 'Required' });
    expect((await put(admin, freelancerId, '[1,', 'admin')).status).toBe(400);
    expect(await stored(freelancerId)).toEqual(before);
  });

  it('answers 401 without a sign-in, 403 to staff without the permission, 404 for anyone but a freelancer or another agent', async () => {
    const before = await stored(taId);
    expect((await put(undefined, freelancerId, { city: 'Ipoh' })).status).toBe(401);
    expect((await put(undefined, freelancerId, { city: 'Ipoh' }, 'admin')).status).toBe(401);
    expect((await put(clerk, freelancerId, { city: 'Ipoh' }, 'admin')).status).toBe(403);
    expect((await put(admin, freelancerId, { city: 'Ipoh' })).status).toBe(403);
    // A travel agency is no freelancer, not even to itself; a freelancer never reaches another agent.
    expect((await put(ta, taId, { city: 'Ipoh' })).status).toBe(404);
    expect((await put(admin, taId, { city: 'Ipoh' }, 'admin')).status).toBe(404);
    expect((await put(freelancer, taId, { city: 'Ipoh' })).status).toBe(404);
    expect((await put(ta, freelancerId, { city: 'Ipoh' })).status).toBe(404);
    expect((await put(admin, 'not-an-id', { city: 'Ipoh' }, 'admin')).status).toBe(404);
    expect(await stored(taId)).toEqual(before);
    expect((await stored(freelancerId)).city).not.toBe('Ipoh');
  });

  it('is documented for agents and staff', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/agent/users/freelance-info/{userId}', '/api/admin/users/freelance-info/{userId}']));
  });
});
