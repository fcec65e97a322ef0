import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha';
import { queuedEmails } from '../../test/money';
import { DEMO_PASSWORD } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
/** Each sign-up comes from its own address, so the registration throttle only bites where a test wants it. */
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

const PASSWORD = 'Lagoon!2027';
const signUp = async (fields: Record<string, unknown>, options: { captcha?: boolean; ip?: string; language?: string } = {}) =>
  api.call('POST', '/api/portal/auth/sign-up', {
    body: { password: PASSWORD, firstName: 'Siti', lastName: 'Aminah', locale: 'en', ...fields, ...(options.captcha === false ? {} : { captcha: await solvedCaptcha(api) }) },
    headers: { 'x-forwarded-for': options.ip ?? freshIp(), 'accept-language': options.language ?? 'en' },
  });
const guestLogin = (email: string, password = PASSWORD, ip = freshIp()) =>
  api.call('POST', '/api/portal/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
const count = async (query: ReturnType<typeof sql>) => Number(((await api.db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0].n);
const usersWith = (email: string) => count(sql`SELECT count(*) AS n FROM users WHERE lower(email) = ${email.toLowerCase()}`);
/** The token of the last confirmation e-mail to `to`, with that e-mail. */
const confirmationTo = async (to: string) => {
  const mails = (await queuedEmails(api, 'guest-confirm-email')).filter((m) => m.to === to);
  const mail = mails[mails.length - 1];
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation e-mail to ${to}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token') ?? '', mail, count: mails.length };
};
const confirm = (token: string, language = 'en') => api.call('POST', '/api/portal/auth/confirm', { body: { token }, headers: { 'accept-language': language } });
const signedUpGuest = async (email: string) => {
  expect((await signUp({ email })).status).toBe(202);
  const login = await guestLogin(email);
  expect(login.status).toBe(200);
  return login.json.accessToken as string;
};

describe('a guest signing up', () => {
  it('gets a confirmation e-mail in the chosen language, may sign in unconfirmed, and is confirmed by the link once', async () => {
    const answer = await signUp({ email: 'Siti.Aminah@Example.test', locale: 'my' });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ ok: true, email: 'siti.aminah@example.test' });

    const { url, token, mail } = await confirmationTo('siti.aminah@example.test');
    expect(url.pathname).toBe('/portal/confirm-email');
    expect(mail.subject).toBe('Sahkan alamat e-mel anda – Pulau Damai Resort');
    expect(mail.text).toContain('Salam Siti,');
    expect(mail.text).toContain('24 jam');
    // Only the token's hash is stored.
    expect(await count(sql`SELECT count(*) AS n FROM email_confirmations WHERE token_hash = ${token}`)).toBe(0);

    const login = await guestLogin('siti.aminah@example.test');
    expect(login.status).toBe(200);
    expect(login.json.user).toMatchObject({ kind: 'guest', firstName: 'Siti', lastName: 'Aminah' });
    expect(login.json.profile).toMatchObject({ confirmed: false, locale: 'my', email: 'siti.aminah@example.test' });
    const session = login.json.accessToken as string;

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ confirmed: true, email: 'siti.aminah@example.test' });
    const profile = await api.call('GET', '/api/portal/profile', { token: session });
    expect(profile.json).toMatchObject({ confirmed: true, emailConfirmedAt: '2026-11-21T02:00:00.000Z', fullName: 'Siti Aminah' });

    // Opening the link again changes nothing and says why, in the caller's language.
    api.clock.advance(60_000);
    const again = await confirm(token, 'ms');
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual({ token: 'Pautan ini telah digunakan: alamat e-mel anda telah disahkan. Log masuk untuk meneruskan.' });
    expect((await api.call('GET', '/api/portal/profile', { token: session })).json.emailConfirmedAt).toBe('2026-11-21T02:00:00.000Z');
  });

  it('refuses a link older than a day, or one that was never sent', async () => {
    await signUp({ email: 'late@example.test' });
    const { token } = await confirmationTo('late@example.test');
    api.clock.advance(24 * 3_600_000 + 1000);
    expect((await confirm(token)).json.errors).toEqual({ token: 'This confirmation link has expired. Sign in and ask for a new one.' });
    expect((await confirm('made-up-token-that-is-long-enough')).json.errors).toEqual({
      token: 'This confirmation link is not valid. Open the whole link from the e-mail, or sign in and ask for a new one.',
    });
    const session = (await guestLogin('late@example.test')).json.accessToken as string;
    expect((await api.call('GET', '/api/portal/profile', { token: session })).json.confirmed).toBe(false);
  });

  it('needs the captcha, and creates nothing without it', async () => {
    const missing = await signUp({ email: 'robot@example.test' }, { captcha: false, language: 'ms' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ captcha: 'Lengkapkan semakan keselamatan.' });
    expect(await usersWith('robot@example.test')).toBe(0);
  });

  it('answers bad input with every field message and writes nothing', async () => {
    const emailsBefore = await count(sql`SELECT count(*) AS n FROM email_outbox`);
    const bad = await signUp({ email: 'not-an-email', password: 'short', firstName: ' ', lastName: 'x'.repeat(61), locale: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      email: 'Invalid email',
      password: 'At least 8 characters with upper and lower case letters, a digit and a symbol',
      firstName: 'Required',
      locale: 'Choose English, Malay or Chinese',
    });
    expect(bad.json.errors).toHaveProperty('lastName');
    expect(await count(sql`SELECT count(*) AS n FROM email_outbox`)).toBe(emailsBefore);
    expect(await count(sql`SELECT count(*) AS n FROM login_attempts WHERE email LIKE 'registration:%' AND email LIKE '%not-an-email%'`)).toBe(0);
  });

  it('answers an address already in use like a new one, creates nothing and tells only that inbox', async () => {
    for (const email of ['GUEST@guest.test', 'ta@agency.test']) {
      const answer = await signUp({ email, password: 'Another!2028' });
      expect(answer.status).toBe(202);
      expect(answer.json).toEqual({ ok: true, email: email.toLowerCase() });
      expect(await usersWith(email)).toBe(1);
      const notices = (await queuedEmails(api, 'guest-signup-existing')).filter((m) => m.to === email.toLowerCase());
      expect(notices).toHaveLength(1);
      expect(notices[0].text).toContain('/portal/forgot-password');
    }
    // The account keeps its own password and kind.
    expect((await guestLogin('guest@guest.test', 'Another!2028')).status).toBe(401);
    expect((await guestLogin('guest@guest.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'ta@agency.test', password: 'Another!2028' } })).status).toBe(401);
  });

  it('is throttled per address like agent registrations', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signUp({ email: `many${i}@example.test` }, { ip })).status).toBe(202);
    const refused = await signUp({ email: 'many10@example.test' }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await usersWith('many10@example.test')).toBe(0);
  });
});

describe('a signed-up guest', () => {
  it('may ask for the confirmation again a few times an hour, and is sent nothing once confirmed', async () => {
    const session = await signedUpGuest('resend@example.test');
    const resend = () => api.call('POST', '/api/portal/auth/confirm/resend', { token: session });
    for (let i = 0; i < 3; i++) expect((await resend()).json).toEqual({ sent: true, confirmed: false });
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many confirmation e-mails\. Try again in \d+ minutes\.$/);
    expect((await confirmationTo('resend@example.test')).count).toBe(4);

    // Every link sent still works until it expires: the first one confirms.
    api.clock.advance(3_600_000);
    const first = (await queuedEmails(api, 'guest-confirm-email')).find((m) => m.to === 'resend@example.test');
    const token = new URL(/https?:\/\/\S+/.exec(first?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? '';
    expect((await confirm(token)).status).toBe(200);
    expect((await resend()).json).toEqual({ sent: false, confirmed: true });
  });

  it('reads and saves only its own profile, checked like a reservation guest', async () => {
    const mine = await signedUpGuest('mine@example.test');
    const other = await signedUpGuest('other@example.test');
    const before = await api.call('GET', '/api/portal/profile', { token: mine });

    const bad = await api.call('PUT', '/api/portal/profile', {
      token: mine,
      body: { firstName: '', lastName: 'Tan', idNumber: '12345', phones: ['abc'], country: 'Malaysia', state: 'Atlantis', countryCode: '+999', age: 300 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      firstName: 'Required',
      idNumber: 'Invalid IC number',
      'phones.0': 'Invalid number',
      countryCode: 'Choose a country code from the list',
    });
    expect(bad.json.errors).toHaveProperty('age');
    expect((await api.call('GET', '/api/portal/profile', { token: mine })).json).toEqual(before.json);

    const passport = await api.call('PUT', '/api/portal/profile', { token: mine, body: { firstName: 'Mei', lastName: 'Tan', nonMalaysian: true, idNumber: '95-0212', country: 'sg' } });
    expect(passport.json.errors).toEqual({ idNumber: 'Invalid passport number' });
    const stateOfList = await api.call('PUT', '/api/portal/profile', { token: mine, body: { firstName: 'Mei', lastName: 'Tan', country: 'Malaysia', state: 'Atlantis' } });
    expect(stateOfList.json.errors).toEqual({ state: 'Select a state from the list' });

    const saved = await api.call('PUT', '/api/portal/profile', {
      token: mine,
      body: {
        firstName: 'Mei Ling',
        lastName: 'Tan',
        chineseName: '陈美玲',
        age: 31,
        idNumber: '950212-10-5522',
        nonMalaysian: false,
        phones: ['+60 12-388 4521'],
        countryCode: '+60',
        address: '12 Jalan Mawar',
        area: 'Taman Melati',
        city: 'Kuala Lumpur',
        postcode: '53100',
        state: 'W.P. Kuala Lumpur',
        country: 'my',
        locale: 'cn',
        email: 'someone.else@example.test',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      email: 'mine@example.test',
      fullName: 'Mei Ling Tan',
      chineseName: '陈美玲',
      age: 31,
      idNumber: '950212-10-5522',
      phones: ['+60 12-388 4521'],
      country: 'Malaysia',
      state: 'W.P. Kuala Lumpur',
      locale: 'cn',
    });
    expect((await api.call('GET', '/api/portal/profile', { token: mine })).json).toEqual(saved.json);

    const theirs = await api.call('GET', '/api/portal/profile', { token: other });
    expect(theirs.json).toMatchObject({ email: 'other@example.test', idNumber: null, phones: [] });
    expect((await api.call('GET', `/api/portal/profile/${saved.json.id as string}`, { token: other })).status).toBe(404);
    expect((await api.call('PUT', `/api/portal/profile/${saved.json.id as string}`, { token: other, body: { firstName: 'X', lastName: 'Y' } })).status).toBe(404);
    expect((await api.call('GET', '/api/portal/profile', { token: mine })).json.firstName).toBe('Mei Ling');
    expect((await api.call('GET', '/api/portal/profile')).status).toBe(401);
  });

  it('changes its password, signing its other sessions out, and signs out', async () => {
    const first = await signedUpGuest('password@example.test');
    const second = (await guestLogin('password@example.test')).json.accessToken as string;
    const wrong = await api.call('PUT', '/api/portal/password', { token: first, body: { currentPassword: 'Wrong!2027x', newPassword: 'Harbour!2028', confirmPassword: 'Harbour!2028' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toHaveProperty('currentPassword');
    const changed = await api.call('PUT', '/api/portal/password', { token: first, body: { currentPassword: PASSWORD, newPassword: 'Harbour!2028', confirmPassword: 'Harbour!2028' } });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', '/api/portal/profile', { token: second })).status).toBe(401);
    expect((await api.call('GET', '/api/portal/profile', { token: first })).status).toBe(200);
    expect((await guestLogin('password@example.test', 'Harbour!2028')).status).toBe(200);

    expect((await api.call('POST', '/api/portal/auth/logout', { token: first })).status).toBe(200);
    expect((await api.call('GET', '/api/portal/profile', { token: first })).status).toBe(401);
  });

  it('resets a forgotten password through a link to the guest site, in its own language', async () => {
    const session = await signedUpGuest('forgot@example.test');
    await api.call('PUT', '/api/portal/profile', { token: session, body: { firstName: 'Ah', lastName: 'Kow', locale: 'cn' } });
    const asked = await api.call('POST', '/api/portal/auth/password-reset', { body: { email: 'Forgot@Example.test', captcha: await solvedCaptcha(api) } });
    expect(asked.status).toBe(200);
    const mail = (await queuedEmails(api, 'password-reset')).filter((m) => m.to === 'forgot@example.test').pop();
    expect(mail?.subject).toBe('设置新密码 – Pulau Damai Resort');
    const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x');
    expect(url.pathname).toBe('/portal/reset-password');
    const reset = await api.call('POST', '/api/portal/auth/password-reset/confirm', { body: { token: url.searchParams.get('token'), newPassword: 'Coral!2029x', confirmPassword: 'Coral!2029x' } });
    expect(reset.status).toBe(200);
    expect((await api.call('GET', '/api/portal/profile', { token: session })).status).toBe(401);
    expect((await guestLogin('forgot@example.test', 'Coral!2029x')).status).toBe(200);
  });
});

describe('who may call what', () => {
  it('keeps guest tokens off the agent and staff APIs, and staff and agent tokens off the guest profile', async () => {
    const guest = await api.login('guest@guest.test');
    for (const path of ['/api/agent/wallet', '/api/agent/bookings', '/api/admin/reservations', '/api/admin/users']) expect((await api.call('GET', path, { token: guest })).status).toBe(403);
    expect((await api.call('GET', '/api/portal/profile', { token: guest })).json).toMatchObject({ email: 'guest@guest.test', confirmed: true });

    for (const email of ['ta@agency.test', 'admin@resort.test']) {
      const token = await api.login(email);
      expect((await api.call('GET', '/api/portal/profile', { token })).status).toBe(403);
      expect((await api.call('PUT', '/api/portal/profile', { token, body: { firstName: 'A', lastName: 'B' } })).status).toBe(403);
      expect((await api.call('PUT', '/api/portal/password', { token, body: {} })).status).toBe(403);
    }
  });

  it('signs in only guests on the guest site, throttled like every sign-in', async () => {
    const agent = await api.call('POST', '/api/portal/auth/login', { body: { email: 'ta@agency.test', password: DEMO_PASSWORD } });
    expect(agent.status).toBe(403);
    expect(agent.json.message).toBe('This account signs in on the agent portal or the back office, not on the guest site.');
    expect(agent.json).not.toHaveProperty('accessToken');

    await signedUpGuest('throttled@example.test');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await guestLogin('throttled@example.test', `Wrong!${i}abc`, ip)).status).toBe(401);
    // The right password too waits out the window: guessing stops paying.
    const locked = await guestLogin('throttled@example.test', PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the API reference', () => {
  it("documents the guest site's account routes", async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    const paths = doc.json.paths as unknown as Record<string, Record<string, unknown>>;
    for (const path of ['/api/portal/auth/sign-up', '/api/portal/auth/confirm', '/api/portal/auth/confirm/resend', '/api/portal/auth/login', '/api/portal/auth/logout', '/api/portal/auth/password-reset', '/api/portal/auth/captcha'])
      expect(paths).toHaveProperty([path]);
    expect(Object.keys(paths['/api/portal/profile']).sort()).toEqual(['get', 'put']);
    expect(paths['/api/portal/password']).toHaveProperty('put');
  });
});

describe('two confirmations of one link at once', () => {
  it('spend it once: one answers 200, the other that it was used', async () => {
    await signUp({ email: 'twice@example.test' });
    const { token } = await confirmationTo('twice@example.test');
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await count(sql`SELECT count(*) AS n FROM email_confirmations WHERE used_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = 'twice@example.test')`)).toBe(1);
  });
});
