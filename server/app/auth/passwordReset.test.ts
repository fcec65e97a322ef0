import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha';
import { queuedEmails } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

const ask = async (email: string, captcha?: string, language = 'en') =>
  api.call('POST', '/api/auth/password-reset', { body: { email, captcha: captcha ?? (await solvedCaptcha(api)) }, headers: { 'accept-language': language } });
const confirm = (token: string, password: string, again = password) => api.call('POST', '/api/auth/password-reset/confirm', { body: { token, newPassword: password, confirmPassword: again } });
/** The token in the last reset e-mail sent to `to`. */
const linkTo = async (to: string) => {
  const mails = (await queuedEmails(api, 'password-reset')).filter((m) => m.to === to);
  const link = /https?:\/\/\S+/.exec(mails[mails.length - 1]?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset e-mail to ${to}`);
  return { url: new URL(link), mails };
};

describe('a forgotten password', () => {
  it('is reset through the e-mailed link, once; the old password and sessions stop working', async () => {
    const session = await api.login('freelancer@agent.test');
    const asked = await ask('Freelancer@Agent.test');
    expect(asked.status).toBe(200);
    const { url, mails } = await linkTo('freelancer@agent.test');
    expect(url.pathname).toBe('/pages/reset-password');
    expect(mails[mails.length - 1].subject).toBe('Set a new password – Pulau Damai Resort');
    const token = url.searchParams.get('token') ?? '';

    const mismatch = await confirm(token, 'Lagoon!2027', 'Lagoon!2028');
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors).toEqual({ confirmPassword: 'Passwords must match' });
    expect((await confirm(token, 'Lagoon!2027')).status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: session })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'freelancer@agent.test', password: 'Lagoon!2027' } })).status).toBe(200);

    const again = await confirm(token, 'Another!2028');
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual({ token: 'This link no longer works: it was used already or is more than an hour old. Ask for a new one.' });
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = (await queuedEmails(api, 'password-reset')).length;
    const asked = await ask('nobody@nowhere.test');
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ ok: true });
    expect((await queuedEmails(api, 'password-reset')).length).toBe(before);
  });

  it('needs the captcha, in the caller\'s language', async () => {
    const missing = await api.call('POST', '/api/auth/password-reset', { body: { email: 'ta@agency.test' }, headers: { 'accept-language': 'ms' } });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ captcha: 'Lengkapkan semakan keselamatan.' });
    const captcha = await solvedCaptcha(api);
    expect((await ask('ta@agency.test', captcha)).status).toBe(200);
    expect((await ask('ta@agency.test', captcha)).json.errors).toHaveProperty('captcha');
  });

  it('takes a link only within its hour, and a new password only by the password rule', async () => {
    await ask('ta@agency.test');
    const token = (await linkTo('ta@agency.test')).url.searchParams.get('token') ?? '';
    expect((await confirm(token, 'short')).json.errors).toHaveProperty('newPassword');
    api.clock.advance(61 * 60_000);
    expect((await confirm(token, 'Lagoon!2027')).json.errors).toHaveProperty('token');
    expect((await confirm('made-up-token-that-is-long-enough', 'Lagoon!2027')).json.errors).toHaveProperty('token');
  });
});
