import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedAgents } from '../../test/agents';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let taId: string;
let freelancerId: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
  taId = (await api.record(admin, 'travelagent', { q: 'ta@agency.test' })).id;
  freelancerId = (await api.record(admin, 'travelagent', { q: 'freelancer@agent.test' })).id;
});
afterAll(() => api.close());

const profileOf = async (token: string, id: string) => (await api.call('GET', `/api/agent/users/${id}`, { token })).json.data as unknown as Record<string, unknown>;
const stored = async (id: string) =>
  (await rowsOf<Record<string, unknown>>(api, sql`SELECT email, phone, first_name, company_name, city, status, agent_type, agency_role, agent_category_id FROM users WHERE id = ${id}`))[0];

describe('the agent profile (GET /api/agent/users/:id, PUT /api/agent/users/info/:mainId)', () => {
  it("answers the agent's own details with its type, status and category, and nobody else's", async () => {
    const res = await api.call('GET', `/api/agent/users/${taId}`, { token: ta });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: taId,
      email: 'ta@agency.test',
      firstName: 'Siti',
      lastName: 'Abdullah',
      phone: '+60 3-2141 8800',
      companyName: 'Terengganu Island Holidays Sdn Bhd',
      licenseNumber: 'KPK/LN 9876',
      city: 'Kuala Lumpur',
      type: { code: 'TA' },
      status: { code: 'A' },
      agencyRole: 'admin',
      active: true,
      category: { name: expect.any(String), commissionPercent: expect.any(Number) },
    });
    expect(res.json.data).not.toHaveProperty('password');
    expect(res.json.data).not.toHaveProperty('passwordHash');
    expect((await api.call('GET', `/api/agent/users/${freelancerId}`, { token: ta })).status).toBe(404);
    expect((await api.call('GET', '/api/agent/users/not-an-id', { token: ta })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/users/${taId}`)).status).toBe(401);
    expect((await api.call('GET', `/api/agent/users/${taId}`, { token: admin })).status).toBe(403);
  });

  it('saves the own details and ignores the e-mail, type, category, status and role sent with them', async () => {
    const before = await stored(freelancerId);
    const current = await profileOf(freelancer, freelancerId);
    const res = await api.call('PUT', `/api/agent/users/info/${freelancerId}`, {
      token: freelancer,
      body: {
        ...current,
        phone: '+60 12-388 9999',
        companyName: 'Kevin Lim Travel',
        city: 'Kluang',
        email: 'someone.else@agent.test',
        agentType: 'TA',
        type: { code: 'TA' },
        status: { code: 'A' },
        agencyRole: 'viewer',
        agentCategoryId: null,
        commissionPercent: 50,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ phone: '+60 12-388 9999', companyName: 'Kevin Lim Travel', city: 'Kluang', email: 'freelancer@agent.test', type: { code: 'F' }, agencyRole: 'admin' });
    expect(await stored(freelancerId)).toEqual({ ...before, phone: '+60 12-388 9999', company_name: 'Kevin Lim Travel', city: 'Kluang' });
    expect(await profileOf(freelancer, freelancerId)).toMatchObject({ phone: '+60 12-388 9999', city: 'Kluang' });
    const [audit] = await rowsOf<{ actor_email: string; resource: string }>(api, sql`SELECT actor_email, resource FROM audit_log WHERE record_id = ${freelancerId} AND action = 'update' ORDER BY created_at DESC LIMIT 1`);
    expect(audit).toEqual({ actor_email: 'freelancer@agent.test', resource: 'travelagent' });
  });

  it('refuses a phone number against the phone rule and a blank name with 400, changing nothing', async () => {
    const before = await stored(taId);
    const bad = await api.call('PUT', `/api/agent/users/info/${taId}`, { token: ta, body: { phone: 'call me maybe', firstName: '  ', city: 'Ipoh' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ phone: 'Invalid number', firstName: 'Required' });
    expect(await stored(taId)).toEqual(before);
    expect((await api.call('PUT', `/api/agent/users/info/${taId}`, { token: ta, body: { companyName: 'x'.repeat(121) } })).status).toBe(400);
    expect((await api.call('PUT', `/api/agent/users/info/${taId}`, { token: ta, body: '[1,2' })).status).toBe(400);
    expect((await api.call('PUT', `/api/agent/users/info/${taId}`, { token: ta, body: [1, 2] })).status).toBe(400);
    expect(await stored(taId)).toEqual(before);
  });

  it("answers 404 to a change of another agent's details and leaves them as they were", async () => {
    const before = await stored(taId);
    const res = await api.call('PUT', `/api/agent/users/info/${taId}`, { token: freelancer, body: { city: 'Ipoh' } });
    expect(res.status).toBe(404);
    expect(await stored(taId)).toEqual(before);
  });
});

describe('the password change (PUT /api/agent/password/update)', () => {
  it('refuses a wrong current password on currentPassword, a weak or unconfirmed new one, and keeps the old password', async () => {
    const [{ email, token }] = await approvedAgents(api, admin, 1, 'pw-refused');
    const wrong = await api.call('PUT', '/api/agent/password/update', { token, body: { currentPassword: 'Nope!2345x', newPassword: 'Fresh!2345x', confirmPassword: 'Fresh!2345x' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const weak = await api.call('PUT', '/api/agent/password/update', { token, body: { currentPassword: 'Crowd!2345x', newPassword: 'password', confirmPassword: 'password' } });
    expect(weak.status).toBe(400);
    expect(weak.json.errors).toHaveProperty('newPassword');
    const unconfirmed = await api.call('PUT', '/api/agent/password/update', { token, body: { currentPassword: 'Crowd!2345x', newPassword: 'Fresh!2345x', confirmPassword: 'Fresh!2345y' } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.errors).toEqual({ confirmPassword: 'Passwords must match' });
    expect(await api.login(email, 'Crowd!2345x')).toEqual(expect.any(String));
  });

  it("signs the agent's other sessions out and keeps this one", async () => {
    const [{ email, token }] = await approvedAgents(api, admin, 1, 'pw-changed');
    const elsewhere = await api.login(email, 'Crowd!2345x');
    const res = await api.call('PUT', '/api/agent/password/update', { token, body: { currentPassword: 'Crowd!2345x', newPassword: 'Fresh!2345x', confirmPassword: 'Fresh!2345x' } });
    expect(res.status, res.text).toBe(200);
    expect((await api.call('GET', '/api/agent/wallet', { token: elsewhere })).status).toBe(401);
    expect((await api.call('GET', '/api/agent/wallet', { token })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/login', { body: { email, password: 'Crowd!2345x' } })).status).toBe(401);
    expect(await api.login(email, 'Fresh!2345x')).toEqual(expect.any(String));
  });

  it('is documented beside the other profile routes', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, unknown> };
    for (const path of [
      '/api/agent/users/{id}',
      '/api/agent/users/info/{mainId}',
      '/api/agent/password/update',
      '/api/agent/users/docs',
      '/api/agent/users/docs/{id}',
      '/api/agent/users/docs/{id}/file',
      '/api/agent/stay-reviews',
      '/api/agent/stay-reviews/{id}',
      '/api/admin/travelagent/{id}/docs',
      '/api/admin/travelagent/{id}/docs/{docId}/file',
      '/api/admin/stay-reviews',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});

describe('any body', () => {
  it('never makes a profile, document or review route answer 500', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['PUT', `/api/agent/users/info/${taId}`],
      ['PUT', `/api/agent/users/docs/${missing}`],
      ['POST', '/api/agent/users/docs'],
      ['POST', '/api/agent/stay-reviews'],
      ['PUT', `/api/agent/stay-reviews/${missing}`],
      ['PUT', '/api/agent/password/update'],
    ];
    const fields = { firstName: fc.anything(), phone: fc.anything(), kind: fc.anything(), number: fc.anything(), expiresOn: fc.anything(), rating: fc.anything(), comment: fc.anything(), reservationId: fc.anything(), currentPassword: fc.anything() };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(fc.record(fields, { requiredKeys: [] }), fc.anything()), async ([method, path], body) => {
        const res = await api.call(method, path, { token: ta, body: body === undefined ? null : body });
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    expect(api.unexpected).toEqual([]);
  });
});
