import { sql } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solve, solvedCaptcha } from '../../test/captcha';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { SITEVERIFY } from './captcha';

let api: TestApp;
let admin: string;
/** Siteverify calls the fake hosted service received, and what it answers next. */
const verifyCalls: { url: string; form: URLSearchParams }[] = [];
let hostedAnswer: unknown = { success: true };
const fakeHosted: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  verifyCalls.push({ url: request.url, form: new URLSearchParams(await request.text()) });
  return Response.json(hostedAnswer);
};

beforeAll(async () => {
  api = await createTestApp({}, { providerFetch: fakeHosted });
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

let serial = 0;
const applicant = (captcha?: string) => {
  serial++;
  return { firstName: 'Nurul', lastName: 'Izzah', email: `nurul.${serial}@kembara.test`, phone: `+60 13-777 ${1000 + serial}`, password: 'Island!2026', agentType: 'F', ...(captcha === undefined ? {} : { captcha }) };
};
const register = (body: Record<string, unknown>, language = 'en') =>
  api.call('POST', '/api/auth/travelagent/add', { body, headers: { 'x-forwarded-for': `203.0.113.${serial}`, 'accept-language': language } });
const setCaptcha = async (value: Record<string, unknown>) => {
  const saved = await api.call('PUT', '/api/admin/settings/captcha', { token: admin, body: value });
  expect(saved.status).toBe(200);
};

describe('the built-in captcha on agent registration (the default)', () => {
  it('hands out a signed challenge, never twice the same, and no secret', async () => {
    const [a, b] = [await api.call('GET', '/api/auth/captcha'), await api.call('GET', '/api/auth/captcha')];
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(a.json.mode).toBe('altcha');
    const challenge = a.json.challenge as unknown as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((b.json.challenge as unknown as Challenge).signature).not.toBe(challenge.signature);
    expect(a.text).not.toContain('dev-captcha-secret');
  });

  it('registers with a solved challenge', async () => {
    const res = await register(applicant(await solvedCaptcha(api)));
    expect(res.status).toBe(201);
  });

  it('refuses a missing or wrong solution on the captcha field, in the caller\'s language', async () => {
    const missing = await register(applicant());
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ captcha: 'Complete the security check.' });

    const good = await solvedCaptcha(api);
    const decoded = JSON.parse(atob(good)) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const wrongCounter = btoa(JSON.stringify({ ...decoded, solution: { ...decoded.solution, counter: decoded.solution.counter + 1, derivedKey: '00'.repeat(32) } }));
    const wrong = await register(applicant(wrongCounter), 'ms');
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ captcha: 'Semakan keselamatan gagal atau telah tamat tempoh. Sila lakukan sekali lagi.' });
    // A challenge with a longer life written in by the client no longer matches its signature.
    const forged = { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, data: { expires: 4_102_444_800 } } };
    expect((await register(applicant(btoa(JSON.stringify({ ...decoded, challenge: forged }))), 'zh')).json.errors).toEqual({ captcha: '安全验证失败或已过期。请重新验证。' });
    expect((await register(applicant('not base64 at all!'))).status).toBe(400);
    // Nothing was spent by the refused ones: the genuine solution still works once.
    expect((await register(applicant(good))).status).toBe(201);
  });

  it('takes a solution once, on every server behind the database', async () => {
    const captcha = await solvedCaptcha(api);
    expect((await register(applicant(captcha))).status).toBe(201);
    api.restart();
    const replayed = await register(applicant(captcha));
    expect(replayed.status).toBe(400);
    expect(replayed.json.errors).toEqual({ captcha: 'The security check failed or has expired. Please do it again.' });
  });

  it('refuses a solution past its challenge\'s ten minutes, and forgets spent ones after it', async () => {
    const captcha = await solvedCaptcha(api);
    api.clock.advance(10 * 60_000 + 1000);
    expect((await register(applicant(captcha))).status).toBe(400);
    const fresh = await solvedCaptcha(api);
    expect((await register(applicant(fresh))).status).toBe(201);
    api.clock.advance(11 * 60_000);
    await register(applicant(await solvedCaptcha(api)));
    const [{ n }] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM captcha_spent WHERE expires_at < ${api.clock.now()}`);
    expect(n).toBe(0);
  });

  it('checks the field errors of the form before spending the captcha', async () => {
    const captcha = await solvedCaptcha(api);
    const bad = await register({ ...applicant(captcha), email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(['email']);
    expect((await register(applicant(captcha))).status).toBe(201);
  });
});

describe('a hosted captcha, chosen by its site key', () => {
  it('asks the service to verify the token and registers only when it says so', async () => {
    await setCaptcha({ mode: 'hosted', provider: 'turnstile', siteKey: '0x4AAAAAAAResortSite', secretKey: '0x4AAAAAAAResortSecret' });
    const shown = await api.call('GET', '/api/auth/captcha');
    expect(shown.json).toEqual({ mode: 'hosted', provider: 'turnstile', siteKey: '0x4AAAAAAAResortSite' });
    expect((await api.call('GET', '/api/admin/settings/captcha', { token: admin })).json.secretKey).toBe('••••');

    hostedAnswer = { success: true, challenge_ts: '2026-11-21T02:00:00Z', hostname: 'book.pulaudamai.my' };
    expect((await register(applicant('turnstile-token-1'))).status).toBe(201);
    const call = verifyCalls[verifyCalls.length - 1];
    expect(call.url).toBe(SITEVERIFY.turnstile);
    expect(Object.fromEntries(call.form)).toEqual({ secret: '0x4AAAAAAAResortSecret', response: 'turnstile-token-1', remoteip: `203.0.113.${serial}` });

    hostedAnswer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    const refused = await register(applicant('turnstile-token-1'));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toHaveProperty('captcha');

    await setCaptcha({ mode: 'hosted', provider: 'hcaptcha', siteKey: '10000000-ffff-ffff-ffff-000000000001', secretKey: '••••' });
    hostedAnswer = { success: true };
    expect((await register(applicant('hcaptcha-token'))).status).toBe(201);
    const hcaptcha = verifyCalls[verifyCalls.length - 1];
    expect(hcaptcha.url).toBe('https://api.hcaptcha.com/siteverify');
    expect(hcaptcha.form.get('secret')).toBe('0x4AAAAAAAResortSecret');
    expect(hcaptcha.form.get('sitekey')).toBe('10000000-ffff-ffff-ffff-000000000001');
  });

  it('needs a site key and a secret key to be chosen; off lets forms through without one', async () => {
    const bad = await api.call('PUT', '/api/admin/settings/captcha', { token: admin, body: { mode: 'hosted', provider: 'turnstile', siteKey: '', secretKey: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['secretKey', 'siteKey']);
    await setCaptcha({ mode: 'off', provider: 'turnstile', siteKey: '', secretKey: '' });
    expect((await api.call('GET', '/api/auth/captcha')).json).toEqual({ mode: 'off' });
    expect((await register(applicant())).status).toBe(201);
    await setCaptcha({ mode: 'altcha', provider: 'turnstile', siteKey: '', secretKey: '' });
    expect((await register(applicant())).status).toBe(400);
    expect((await register(applicant(await solve((await api.call('GET', '/api/auth/captcha')).json.challenge as unknown as Challenge)))).status).toBe(201);
  });
});
