import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { AppEnv } from '../http/env';
import { withDeps } from '../http/middleware';
import { onError } from '../http/onError';
import { sandboxGateway } from '../payments/sandboxGateway';
import { pdfkitInvoiceRenderer } from '../../node/invoicePdf';
import { solvedCaptcha } from '../../test/captcha';
import { queuedEmails } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { requireConfirmedGuest } from './guestGuards';

let api: TestApp;
/** A route behind the guard, as the guest site's booking routes will be. */
let guarded: Hono<AppEnv>;

beforeAll(async () => {
  api = await createTestApp();
  guarded = new Hono<AppEnv>();
  guarded.use('*', withDeps({ database: api.database, clock: api.clock, storage: api.storage, mailer: api.mailer, payments: sandboxGateway('s'), invoices: pdfkitInvoiceRenderer(), config: defaultConfig }));
  guarded.onError(onError(() => undefined));
  guarded.post('/book', requireConfirmedGuest, (c) => c.json({ booked: true }));
});
afterAll(() => api.close());

const book = async (token?: string) => {
  const res = await guarded.request('/book', { method: 'POST', headers: token ? { authorization: `Bearer ${token}`, 'accept-language': 'en' } : {} });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

describe('requireConfirmedGuest', () => {
  it('lets a confirmed guest through and stops everyone else with a reason', async () => {
    expect(await book(await api.login('guest@guest.test'))).toEqual({ status: 200, json: { booked: true } });
    expect((await book()).status).toBe(401);
    expect((await book(await api.login('ta@agency.test'))).status).toBe(403);
    expect((await book(await api.login('admin@resort.test'))).status).toBe(403);

    const signUp = await api.call('POST', '/api/portal/auth/sign-up', {
      body: { email: 'new.guest@example.test', password: 'Lagoon!2027', firstName: 'Nur', lastName: 'Ain', locale: 'en', captcha: await solvedCaptcha(api) },
    });
    expect(signUp.status).toBe(202);
    const token = await api.login('new.guest@example.test', 'Lagoon!2027');
    const refused = await book(token);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'email_unconfirmed', message: 'Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one.' });

    const mail = (await queuedEmails(api, 'guest-confirm-email')).find((m) => m.to === 'new.guest@example.test');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x');
    expect((await api.call('POST', '/api/portal/auth/confirm', { body: { token: link.searchParams.get('token') } })).status).toBe(200);
    expect(await book(token)).toEqual({ status: 200, json: { booked: true } });
  });
});
