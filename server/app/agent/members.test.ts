import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let priya: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, priya, admin] = await Promise.all(['ta@agency.test', 'priya@lioncitytravel.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

interface Member {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  agencyRole: string;
  active: boolean;
  lastLoginAt: string | null;
  accountHolder: boolean;
}
const membersOf = async (token: string) => (await api.call('GET', '/api/agent/members', { token })).json.members as unknown as Member[];
const newMember = (email: string, agencyRole: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Omar',
  lastName: 'Yusof',
  email,
  phone: '+60 3-2141 8820',
  password: 'Member!2345',
  agencyRole,
  ...extra,
});
const add = (token: string, body: unknown, language?: string) => api.call('POST', '/api/agent/members', { token, body, headers: language ? { 'accept-language': language } : {} });
const change = (token: string, id: string, body: unknown) => api.call('PUT', `/api/agent/members/${id}`, { token, body });
const idOf = async (email: string) => (await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = ${email}`))[0].id;
/** Audit entries are read in time order: each step happens a second after the last. */
const tick = () => api.clock.set(new Date(api.clock.now().getTime() + 1_000));
const auditOf = async (recordId: string) =>
  rowsOf<{ action: string; actor_email: string; before: unknown; after: unknown }>(api, sql`SELECT action, actor_email, before, after FROM audit_log WHERE record_id = ${recordId} AND resource = 'travelagent' ORDER BY created_at, id`);

describe('an agency admin managing members', () => {
  it('lists the agency with its account first, then the seeded editor and viewer, with roles and last sign-in', async () => {
    const members = await membersOf(ta);
    expect(members.map((m) => [m.email, m.agencyRole, m.active, m.accountHolder])).toEqual([
      ['ta@agency.test', 'admin', true, true],
      ['sales@agency.test', 'editor', true, false],
      ['accounts@agency.test', 'viewer', true, false],
    ]);
    expect(members[0].lastLoginAt).toEqual(expect.any(String));
    expect(members[1].lastLoginAt).toBeNull();
    // Another agency's list is its own.
    expect((await membersOf(priya)).map((m) => m.email)).toEqual(['priya@lioncitytravel.test']);
  });

  it('adds a member who is approved at once, of the agency, and signs in', async () => {
    const res = await add(ta, newMember('omar@agency.test', 'editor'));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'omar@agency.test', agencyRole: 'editor', active: true, accountHolder: false, lastLoginAt: null });
    const [row] = await rowsOf<{ status: string; agent_type: string; agency_id: string; agent_category_id: string; company_name: string; referral_code: string | null }>(
      api,
      sql`SELECT status, agent_type, agency_id, agent_category_id, company_name, referral_code FROM users WHERE email = 'omar@agency.test'`,
    );
    const [account] = await rowsOf<{ id: string; agent_category_id: string }>(api, sql`SELECT id, agent_category_id FROM users WHERE email = 'ta@agency.test'`);
    expect(row).toEqual({ status: 'A', agent_type: 'TA', agency_id: account.id, agent_category_id: account.agent_category_id, company_name: 'Terengganu Island Holidays Sdn Bhd', referral_code: null });
    const omar = await api.login('omar@agency.test', 'Member!2345');
    const me = (await api.call('GET', '/api/auth/me', { token: omar })).json;
    expect(me).toMatchObject({ email: 'omar@agency.test', type: { code: 'TA' }, status: { code: 'A' }, agencyRole: 'editor' });
    expect((await membersOf(ta)).map((m) => m.email)).toContain('omar@agency.test');
    const [entry] = await auditOf(String(res.json.id));
    expect(entry).toMatchObject({ action: 'create', actor_email: 'ta@agency.test' });
    expect(JSON.stringify(entry.after)).not.toMatch(/password/i);
  });

  it('refuses bad input field by field, an e-mail anyone already uses, and creates nothing', async () => {
    const before = await membersOf(ta);
    const bad = await add(ta, { firstName: '', email: 'not-an-email', phone: 'call me', password: 'short', agencyRole: 'owner' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['agencyRole', 'email', 'firstName', 'lastName', 'password', 'phone']);
    expect(bad.json.errors.password).toBe('At least 8 characters with upper and lower case letters, a digit and a symbol');
    // Unique across everyone, staff included, whatever the case.
    const taken = await add(ta, newMember('Admin@Resort.test', 'viewer'));
    expect(taken.status).toBe(400);
    expect(taken.json.errors).toEqual({ email: 'Already in use' });
    const malay = await add(ta, newMember('PRIYA@lioncitytravel.test', 'viewer'), 'my');
    expect(malay.json.errors.email).not.toBe('Already in use');
    expect(await membersOf(ta)).toEqual(before);
  });

  it('changes a role and deactivates a member, who is signed out at once, then reactivates it', async () => {
    const created = await add(ta, newMember('rina@agency.test', 'viewer', { firstName: 'Rina' }));
    const id = String(created.json.id);
    const rina = await api.login('rina@agency.test', 'Member!2345');
    tick();
    const promoted = await change(ta, id, { agencyRole: 'editor' });
    expect(promoted.status).toBe(200);
    expect(promoted.json).toMatchObject({ agencyRole: 'editor', active: true });
    // The role applies at the member's next call.
    expect((await api.call('GET', '/api/auth/me', { token: rina })).json.agencyRole).toBe('editor');

    tick();
    const off = await change(ta, id, { active: false });
    expect(off.json).toMatchObject({ active: false });
    expect((await api.call('GET', '/api/agent/wallet', { token: rina })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'rina@agency.test', password: 'Member!2345' } })).status).toBe(401);

    tick();
    expect((await change(ta, id, { active: true })).json).toMatchObject({ active: true });
    expect((await api.call('GET', '/api/auth/me', { token: await api.login('rina@agency.test', 'Member!2345') })).status).toBe(200);
    expect((await auditOf(id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['create', null, expect.anything()],
      ['update', { agencyRole: 'viewer', active: true }, { agencyRole: 'editor', active: true }],
      ['update', { agencyRole: 'editor', active: true }, { agencyRole: 'editor', active: false }],
      ['update', { agencyRole: 'editor', active: false }, { agencyRole: 'editor', active: true }],
    ]);
  });

  it('keeps at least one active admin, the account holder active, and nobody deactivates themselves', async () => {
    const taId = await idOf('ta@agency.test');
    const alone = await change(ta, taId, { agencyRole: 'editor' });
    expect(alone.status).toBe(400);
    expect(alone.json).toMatchObject({ message: 'Your agency must keep at least one active admin.', errors: { agencyRole: 'Your agency must keep at least one active admin.' } });
    const holder = await change(ta, taId, { active: false });
    expect(holder.status).toBe(400);
    expect(holder.json.errors.active).toBe("The agency's main account cannot be deactivated: its bookings and wallet are held there.");

    // A second admin: now the first may step down, and the second may not leave the agency admin-less.
    const second = await add(ta, newMember('hana@agency.test', 'admin', { firstName: 'Hana' }));
    const hana = await api.login('hana@agency.test', 'Member!2345');
    expect((await change(hana, String(second.json.id), { active: false })).json.errors).toEqual({ active: 'You cannot deactivate or delete your own account' });
    expect((await change(hana, taId, { agencyRole: 'viewer' })).status).toBe(200);
    const last = await change(hana, String(second.json.id), { agencyRole: 'editor' });
    expect(last.status).toBe(400);
    expect(last.json.errors.agencyRole).toBe('Your agency must keep at least one active admin.');
    // The account holder, now a viewer, may no longer manage members; restored, it may.
    expect((await api.call('GET', '/api/agent/members', { token: ta })).status).toBe(403);
    expect((await change(hana, taId, { agencyRole: 'admin' })).status).toBe(200);
    expect((await api.call('GET', '/api/agent/members', { token: ta })).status).toBe(200);
    const roles = (await membersOf(ta)).filter((m) => ['ta@agency.test', 'hana@agency.test'].includes(m.email)).map((m) => m.agencyRole);
    expect(roles).toEqual(['admin', 'admin']);
  });

  it('refuses an empty or wrong change, and answers 404 for anyone outside the agency', async () => {
    const salesId = await idOf('sales@agency.test');
    expect((await change(ta, salesId, {})).status).toBe(400);
    const wrong = await change(ta, salesId, { agencyRole: 'owner', active: 'no' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.errors).sort()).toEqual(['active', 'agencyRole']);
    for (const other of [await idOf('priya@lioncitytravel.test'), await idOf('freelancer@agent.test'), await idOf('admin@resort.test'), '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await change(ta, other, { agencyRole: 'viewer' });
      expect(res.status).toBe(404);
    }
    expect((await change(priya, salesId, { active: false })).status).toBe(404);
    expect((await membersOf(ta)).find((m) => m.email === 'sales@agency.test')).toMatchObject({ agencyRole: 'editor', active: true });
  });
});

describe('who may manage members', () => {
  it('editors and viewers are refused (403), as are pending agencies and staff', async () => {
    const [sales, accounts, pending] = await Promise.all([api.login('sales@agency.test'), api.login('accounts@agency.test'), api.login('ahmad@pesisirtours.test')]);
    for (const token of [sales, accounts, pending]) {
      const list = await api.call('GET', '/api/agent/members', { token });
      expect(list.status).toBe(403);
      expect(list.json.message).toBe("Only your agency's admin can manage its members.");
      expect((await add(token, newMember(`x${Math.random().toString(36).slice(2, 8)}@agency.test`, 'viewer'))).status).toBe(403);
      expect((await change(token, await idOf('accounts@agency.test'), { agencyRole: 'admin' })).status).toBe(403);
    }
    expect((await api.call('GET', '/api/agent/members', { token: admin })).status).toBe(403);
    expect((await api.call('GET', '/api/agent/members')).status).toBe(401);
    expect((await membersOf(ta)).find((m) => m.email === 'accounts@agency.test')?.agencyRole).toBe('viewer');
  });
});
