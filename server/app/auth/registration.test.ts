import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { creditWallet, queuedEmails, rowsOf } from '../../test/money';
import { solvedCaptcha } from '../../test/captcha';
import { createTestApp, type TestApp } from '../../test/testApp';
import { percentOf } from '../pricing/money';
import type { Quote } from '../pricing/types';
import { commissionBase } from '../payments/commissions.service';
import { normalisedEmail, samePhone } from './registration.service';

let api: TestApp;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

/** Each call comes from its own address unless told, so the per-address throttle only bites where it is tested. */
let address = 0;
const register = async (body: Record<string, unknown>, options: { ip?: string; language?: string } = {}) =>
  api.call('POST', '/api/auth/travelagent/add', {
    // Solved as the form does (the captcha's real check is on); the captcha's own cases are in captcha.test.ts.
    body: { captcha: await solvedCaptcha(api), ...body },
    headers: { 'x-forwarded-for': options.ip ?? `198.51.100.${++address}`, ...(options.language ? { 'accept-language': options.language } : {}) },
  });

const PASSWORD = 'Island!2026';
let serial = 0;
/** A valid freelancer registration with a fresh e-mail and phone number. */
const applicant = (extra: Record<string, unknown> = {}) => {
  serial++;
  return {
    firstName: 'Farah',
    lastName: 'Hassan',
    email: `farah.${serial}@pantaitravel.test`,
    phone: `+60 17-555 ${String(1000 + serial)}`,
    password: PASSWORD,
    agentType: 'F',
    city: 'Kuantan',
    country: 'Malaysia',
    ...extra,
  };
};

const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(api, query))[0];
const codeOf = async (email: string) => (await one<{ referral_code: string }>(sql`SELECT referral_code FROM users WHERE email = ${email}`)).referral_code;
const idOf = async (email: string) => (await one<{ id: string }>(sql`SELECT id FROM users WHERE lower(email) = lower(${email})`)).id;
/** What a refused registration must not have written. */
const footprint = async () =>
  one<{ users: number; audit: number; mails: number }>(
    sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM audit_log) AS audit, (SELECT count(*)::int FROM email_outbox) AS mails`,
  );

describe('agent registration', () => {
  it('registers a pending agent through a referral code and links it to the referrer', async () => {
    const referrerId = await idOf('ta@agency.test');
    const code = await codeOf('ta@agency.test');
    // A colleague at the referrer's agency (same e-mail domain) may register with its code; the link's code in any case.
    const body = applicant({ email: 'Aminah.Yusof@Agency.test', agentType: 'TA', companyName: 'Terengganu Island Holidays Sdn Bhd', licenseNumber: 'KPK/LN 1234', referralCode: ` ${code.toLowerCase()} ` });
    const res = await register(body, { ip: '203.0.113.7' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(['email', 'id', 'status']);
    expect(res.json).toMatchObject({ email: 'Aminah.Yusof@Agency.test', status: 'P' });
    expect(res.text).not.toContain(PASSWORD);
    expect(res.text).not.toContain('pbkdf2');

    const row = await one<Record<string, unknown>>(sql`SELECT * FROM users WHERE id = ${res.json.id as string}`);
    expect(row).toMatchObject({
      kind: 'agent',
      status: 'P',
      agency_role: 'admin',
      active: true,
      agent_category_id: null,
      agent_type: 'TA',
      company_name: 'Terengganu Island Holidays Sdn Bhd',
      referred_by_id: referrerId,
    });
    expect(row.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(row.referral_code).not.toBe(code);
    expect(String(row.password_hash)).toMatch(/^pbkdf2-sha256\$/);
    expect(String(row.password_hash)).not.toContain(PASSWORD);

    const [mail] = (await queuedEmails(api, 'registration-received')).filter((m) => m.to === 'Aminah.Yusof@Agency.test');
    expect(mail.subject).toBe('Your agent registration was received – Pulau Damai Resort');
    expect(mail.text).toContain('Hello Farah,');
    const audit = await one<Record<string, unknown>>(sql`SELECT * FROM audit_log WHERE record_id = ${res.json.id as string}`);
    expect(audit).toMatchObject({ action: 'create', resource: 'travelagent', actor_id: res.json.id, ip: '203.0.113.7' });
    expect(JSON.stringify(audit.after)).not.toContain('pbkdf2');

    // Staff see it waiting in the back office, with its referrer.
    const listed = await api.records(admin, 'travelagent', { status: 'P' });
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.json.id, referredById: referrerId })]));
  });

  it('registers without a referral code, unlinked', async () => {
    const res = await register(applicant({ referralCode: '' }));
    expect(res.status).toBe(201);
    expect(await one(sql`SELECT referred_by_id FROM users WHERE id = ${res.json.id as string}`)).toEqual({ referred_by_id: null });
  });

  it('keeps a pending agent from booking until staff approve it; then its referrer earns on its stays', async () => {
    const referrer = await api.login('ta@agency.test');
    const referrerId = await idOf('ta@agency.test');
    const body = applicant({ email: 'kamal@pantaitravel.test', referralCode: await codeOf('ta@agency.test') });
    const res = await register(body);
    expect(res.status).toBe(201);
    const id = res.json.id as string;

    // The current rule: a pending agent may sign in (and see its status) but may not book.
    const pending = await api.call('POST', '/api/auth/login', { body: { email: body.email, password: PASSWORD } });
    expect(pending.status).toBe(200);
    expect(pending.json.user).toMatchObject({ kind: 'agent', status: { code: 'P' }, type: { code: 'F' } });
    const refused = await api.call('POST', '/api/agent/rooms-availability', { token: pending.json.accessToken as string, body: { checkIn: '2027-04-05', checkOut: '2027-04-06' } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Your account may not make bookings');

    // Staff approve it; the referrer cannot be changed through the back office, not even to the agent itself.
    const approved = await api.call('PUT', `/api/admin/travelagent/${id}`, { token: admin, body: { status: 'A', referredById: id } });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'A', referredById: referrerId });
    const toNobody = await api.call('PUT', `/api/admin/travelagent/${id}`, { token: admin, body: { referredById: null } });
    expect(toNobody.json.referredById).toBe(referrerId);

    const agent = await api.login(body.email, PASSWORD);
    const booking = await booked(api, agent, { checkIn: '2026-12-05', checkOut: '2026-12-06' });
    await creditWallet(api, body.email, booking.total);
    expect((await api.call('POST', '/api/agent/wallet', { token: agent, body: { reservationId: booking.id } })).status).toBe(201);
    await api.call('PUT', `/api/admin/reservations/${booking.id}/approve`, { token: admin });
    const [{ quote }] = await rowsOf<{ quote: Quote }>(api, sql`SELECT quote FROM reservations WHERE id = ${booking.id}`);
    const expected = percentOf(commissionBase(quote), 2);
    expect(expected).toBeGreaterThan(0);

    // The guests arrive on their check-in date; the desk signs in that day.
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/status/check-in`, { token: await deskAt(api, '2026-12-05') })).json.status).toBe('InHouse');
    const earned = await api.call('GET', '/api/agent/referral-commission/2026', { token: await api.login('ta@agency.test') });
    expect(earned.json.commissions).toEqual(expect.arrayContaining([expect.objectContaining({ bookingNo: booking.bookingNo, amount: expected, ratePercent: 2 })]));
  });

  it('refuses an unknown referral code on its field and writes nothing', async () => {
    const before = await footprint();
    const res = await register(applicant({ referralCode: 'NOSUCH42' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Some fields need attention', errors: { referralCode: 'This referral code does not belong to an approved agent. Check it, or leave it empty.' } });
    expect(await footprint()).toEqual(before);
  });

  it.each([
    ['pending', 'ahmad@pesisirtours.test'],
    ['rejected', 'chong@quicktrips.test'],
  ])('refuses the code of a %s agent', async (_status, email) => {
    const before = await footprint();
    const res = await register(applicant({ referralCode: await codeOf(email) }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(['referralCode']);
    expect(res.json.errors.referralCode).toMatch(/^This referral code does not belong to an approved agent/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses the code of an approved agent that was deactivated', async () => {
    const res = await register(applicant());
    await api.call('PUT', `/api/admin/travelagent/${res.json.id as string}`, { token: admin, body: { status: 'A', active: false } });
    const code = await codeOf(res.json.email as string);
    expect((await register(applicant({ referralCode: code }))).json.errors.referralCode).toMatch(/^This referral code does not belong/);
  });

  it('refuses self-referral by the same phone or the same e-mail, not by the same domain', async () => {
    const code = await codeOf('freelancer@agent.test'); // Kevin Lim, +60 12-388 4521
    const before = await footprint();
    const samePhoneOtherFormat = await register(applicant({ email: 'kevin.lim@othermail.test', phone: '012-388 4521', referralCode: code }));
    expect(samePhoneOtherFormat.status).toBe(400);
    expect(samePhoneOtherFormat.json.errors).toEqual({ referralCode: 'You cannot register with your own referral code' });
    const sameEmailTagged = await register(applicant({ email: 'Freelancer+second@Agent.test', referralCode: code }));
    expect(sameEmailTagged.json.errors).toEqual({ referralCode: 'You cannot register with your own referral code' });
    const sameEmail = await register(applicant({ email: 'FREELANCER@agent.test', referralCode: code }));
    expect(sameEmail.json.errors).toEqual({ email: 'Already in use', referralCode: 'You cannot register with your own referral code' });
    expect(await footprint()).toEqual(before);
    expect((await register(applicant({ email: 'colleague@agent.test', referralCode: code }))).status).toBe(201);
  });

  it('refuses an e-mail already in use, whatever its case, with the unique message', async () => {
    const before = await footprint();
    const res = await register(applicant({ email: 'TA@Agency.Test' }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ email: 'Already in use' });
    expect((await register(applicant({ email: 'Admin@resort.test' }))).json.errors).toEqual({ email: 'Already in use' });
    expect(await footprint()).toEqual(before);
  });

  it("checks the fields with the travelagent resource's rules and names them all", async () => {
    const before = await footprint();
    const empty = await register({});
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({ firstName: 'Required', lastName: 'Required', email: 'Required', phone: 'Required', password: 'Required', agentType: 'Required' });
    const bad = await register(applicant({ email: 'not-an-email', phone: 'call me', password: 'short', agentType: 'X', firstName: 'x'.repeat(61) }));
    expect(bad.json.errors).toMatchObject({
      email: 'Must be a valid email',
      phone: 'Invalid number',
      password: 'At least 8 characters with upper and lower case letters, a digit and a symbol',
      agentType: 'Must be one of: TA, F',
      firstName: 'Must be 60 characters or less',
    });
    const agencyWithoutCompany = await register(applicant({ agentType: 'TA', companyName: '  ' }));
    expect(agencyWithoutCompany.json.errors).toEqual({ companyName: 'A travel agency (type TA) needs its company name' });
    // What only staff decide is ignored: status, role, category and activity.
    const forged = await register(applicant({ status: 'A', agencyRole: 'viewer', active: false, agentCategoryId: await idOf('ta@agency.test'), referredById: await idOf('ta@agency.test') }));
    expect(forged.status).toBe(201);
    expect(await one(sql`SELECT status, agency_role, active, agent_category_id, referred_by_id FROM users WHERE id = ${forged.json.id as string}`)).toEqual({
      status: 'P',
      agency_role: 'admin',
      active: true,
      agent_category_id: null,
      referred_by_id: null,
    });
    expect((await footprint()).users).toBe(before.users + 1);
    expect((await register('{oops' as unknown as Record<string, unknown>)).status).toBe(400);
  });

  it('answers in Malay and Chinese', async () => {
    const my = await register(applicant({ referralCode: 'NOSUCH42' }), { language: 'ms' });
    const cn = await register(applicant({ referralCode: 'NOSUCH42' }), { language: 'zh-CN' });
    expect(my.json.errors.referralCode).toBe('Kod rujukan ini bukan milik ejen yang diluluskan. Semak semula, atau biarkan kosong.');
    expect(cn.json.errors.referralCode).toBe('此推荐码不属于已批准的代理。请检查，或留空。');
  });

  it('throttles one address to 10 attempts an hour with 429 and Retry-After, failed ones included', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 9; i++) expect((await register(applicant({ email: 'ta@agency.test' }), { ip })).status).toBe(400);
    expect((await register(applicant(), { ip })).status).toBe(201);
    const before = await footprint();
    const blocked = await register(applicant(), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Too many registrations from this address. Try again in 60 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBe(3600);
    expect(await footprint()).toEqual(before);
    // Other addresses are not held back, and sign-in from this address is not slowed down.
    expect((await register(applicant())).status).toBe(201);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'ta@agency.test', password: 'Demo!2345' }, headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    expect(await one(sql`SELECT count(*)::int AS n FROM login_attempts WHERE ip = ${ip} AND NOT success`)).toEqual({ n: 0 });
    api.clock.advance(60 * 60_000 + 1_000);
    expect((await register(applicant(), { ip })).status).toBe(201);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/api/auth/travelagent/add'].post.responses).sort()).toEqual(['201', '400', '429']);
  });
});

describe('self-referral matching', () => {
  it('treats case and +tags as the same e-mail, but not another mailbox of the domain', () => {
    expect(normalisedEmail(' Kevin+ref@Agent.test ')).toBe(normalisedEmail('kevin@agent.test'));
    expect(normalisedEmail('kevin@agent.test')).not.toBe(normalisedEmail('siti@agent.test'));
  });

  it('treats a number with its country code and with a trunk 0 as the same line', () => {
    expect(samePhone('+60 12-388 4521', '012-388 4521')).toBe(true);
    expect(samePhone('+60 12-388 4521', '(6012) 3884521')).toBe(true);
    expect(samePhone('+60 12-388 4521', '+60 12-388 4522')).toBe(false);
    expect(samePhone('+65 6222 1188', '+60 3-2141 8800')).toBe(false);
    expect(samePhone('', '')).toBe(false);
    expect(samePhone('123', '0123')).toBe(false);
  });
});
