import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails, rowsOf } from '../../test/money';
import { solvedCaptcha } from '../../test/captcha';
import { createTestApp, type TestApp } from '../../test/testApp';
import { statusDecisionTemplate } from './approvals';

let api: TestApp;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

const counts = async (token = admin) => {
  const res = await api.call('GET', '/api/admin/travelagent/status', { token });
  expect(res.status).toBe(200);
  return res.json as unknown as { counts: Record<'P' | 'A' | 'R', number>; total: number };
};
const agent = (email: string) => api.record(admin, 'travelagent', { q: email });
const setStatus = async (email: string, status: string, headers?: Record<string, string>) => {
  const record = await agent(email);
  return api.call('PUT', `/api/admin/travelagent/${record.id}`, { token: admin, body: { ...record, status }, headers });
};
const decisionMails = async () => [...(await queuedEmails(api, 'agent-approved')), ...(await queuedEmails(api, 'agent-rejected'))];

describe('GET /api/admin/travelagent/status', () => {
  it('counts the agents in each status, registrations included', async () => {
    // Approved: ta@, freelancer@, priya@ and the demo agency's two members (sales@, accounts@).
    expect(await counts()).toEqual({ counts: { P: 1, A: 5, R: 1 }, total: 7 });
    const registered = await api.call('POST', '/api/auth/travelagent/add', {
      body: { firstName: 'Farah', lastName: 'Hassan', email: 'farah@pantaitravel.test', phone: '+60 17-555 1001', password: 'Island!2026', agentType: 'F', city: 'Kuantan', country: 'Malaysia', captcha: await solvedCaptcha(api) },
    });
    expect(registered.status).toBe(201);
    expect(await counts()).toEqual({ counts: { P: 2, A: 5, R: 1 }, total: 8 });
    // Staff are not agents.
    const staff = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM users WHERE kind = 'staff'`);
    expect(staff[0].n).toBeGreaterThan(0);
  });

  it('needs the travelagent list permission', async () => {
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'rooms-only', permissions: { rooms: ['list'] } } });
    await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Farid', lastName: 'Osman', email: 'farid@resort.test', password: 'Front!2345', roleId: role.json.id } });
    const clerk = await api.login('farid@resort.test', 'Front!2345');
    expect((await api.call('GET', '/api/admin/travelagent/status', { token: clerk })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/travelagent/status', { token: await api.login('ta@agency.test') })).status).toBe(403);
    expect((await counts(await api.login('editor@resort.test'))).total).toBe(8);
    // The generic routes still answer beside it.
    expect((await api.call('GET', `/api/admin/travelagent/${(await agent('ta@agency.test')).id}`, { token: admin })).json.email).toBe('ta@agency.test');
  });
});

describe('approving or rejecting an agent', () => {
  it('e-mails a pending agent that it is approved, with the sign-in link', async () => {
    const res = await setStatus('ahmad@pesisirtours.test', 'A', { 'accept-language': 'cn' });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('A');
    const [mail, ...more] = await queuedEmails(api, 'agent-approved');
    expect(more).toEqual([]);
    expect(mail.to).toBe('ahmad@pesisirtours.test');
    // Agents keep no language: the resort's default, whatever the staff member reads.
    expect(mail.subject).toBe('Your agent account is approved – Pulau Damai Resort');
    expect(mail.text).toBe(
      [
        'Hello Ahmad,',
        '',
        'Good news: your agent account for ahmad@pesisirtours.test has been approved. You can now sign in and make bookings for your guests.',
        '',
        'Sign in here: https://pulaudamai.test/pages/login',
        '',
        'We look forward to welcoming your guests to the island.',
        '',
        'Warm regards,',
        'Sales team, Pulau Damai Resort',
      ].join('\n'),
    );
    expect(await counts()).toMatchObject({ counts: { P: 1, A: 6, R: 1 } });
    // The approved agent can now book: it signs in and is approved.
    expect((await api.call('GET', '/api/auth/me', { token: await api.login('ahmad@pesisirtours.test') })).json).toMatchObject({ status: { code: 'A' } });
  });

  it('e-mails a pending agent that its registration was not approved', async () => {
    const farah = await api.login('farah@pantaitravel.test', 'Island!2026');
    const res = await setStatus('farah@pantaitravel.test', 'R');
    expect(res.status).toBe(200);
    const [mail, ...more] = await queuedEmails(api, 'agent-rejected');
    expect(more).toEqual([]);
    expect(mail).toEqual({
      to: 'farah@pantaitravel.test',
      subject: 'Your agent registration was not approved – Pulau Damai Resort',
      text: [
        'Hello Farah,',
        '',
        'Thank you for your interest in working with Pulau Damai Resort. We are sorry, but your agent registration for farah@pantaitravel.test was not approved.',
        '',
        'If you think this is a mistake or your details have changed, please reply to this e-mail and our sales team will gladly look at it again.',
        '',
        'Warm regards,',
        'Sales team, Pulau Damai Resort',
      ].join('\n'),
    });
    expect(mail.text).not.toContain('/pages/login');
    // Rejected: signed out everywhere (the existing rule), and counted as rejected.
    expect((await api.call('GET', '/api/auth/me', { token: farah })).status).toBe(401);
    expect(await counts()).toMatchObject({ counts: { P: 0, A: 6, R: 2 } });
  });

  it('sends nothing for edits that keep the status, nor for suspending an approved agent', async () => {
    const before = (await decisionMails()).length;
    const priya = await agent('priya@lioncitytravel.test');
    expect((await api.call('PUT', `/api/admin/travelagent/${priya.id}`, { token: admin, body: { ...priya, city: 'Singapore (Tanjong Pagar)' } })).status).toBe(200);
    expect((await setStatus('priya@lioncitytravel.test', 'R')).status).toBe(200);
    expect((await decisionMails()).length).toBe(before);
  });

  it('tells a rejected agent taken back that it is approved, linking to the sign-in page of the resort site set by staff', async () => {
    expect((await api.call('PUT', '/api/admin/settings/resort', { token: admin, body: { website: 'https://book.pulaudamai.my' } })).status).toBe(200);
    expect((await setStatus('chong@quicktrips.test', 'A')).status).toBe(200);
    const mails = (await queuedEmails(api, 'agent-approved')).filter((m) => m.to === 'chong@quicktrips.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Hello Chong,');
    expect(mails[0].text).toContain('Sign in here: https://book.pulaudamai.my/pages/login');
  });

  it('refuses a status that does not exist, changing nothing and sending nothing', async () => {
    const before = (await decisionMails()).length;
    const res = await setStatus('ta@agency.test', 'X');
    expect(res.status).toBe(400);
    expect(res.json.errors.status).toBeTruthy();
    expect((await agent('ta@agency.test')).status).toBe('A');
    expect((await decisionMails()).length).toBe(before);
    expect(api.unexpected).toEqual([]);
  });

  it('has its rule in one place', () => {
    expect(statusDecisionTemplate('P', 'A')).toBe('agent-approved');
    expect(statusDecisionTemplate('R', 'A')).toBe('agent-approved');
    expect(statusDecisionTemplate('P', 'R')).toBe('agent-rejected');
    expect(statusDecisionTemplate('A', 'R')).toBeNull();
    expect(statusDecisionTemplate('A', 'A')).toBeNull();
    expect(statusDecisionTemplate('A', 'P')).toBeNull();
  });
});
