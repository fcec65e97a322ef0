import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Every answer carries the security headers: pages, API answers, errors and files alike. */
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const expectSecure = (headers: Headers) => {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
};

describe('security headers', () => {
  it('are on API answers, errors of every kind, and the API reference page', async () => {
    const admin = await api.login('admin@resort.test');
    const answers = [
      await api.call('GET', '/api/health'),
      await api.call('GET', '/api/admin/rooms', { token: admin }),
      await api.call('GET', '/api/admin/rooms'),
      await api.call('GET', '/api/nowhere'),
      await api.call('POST', '/api/admin/departments', { token: admin, body: '{not json' }),
      await api.call('GET', '/api/agent/promo-code-by-code/%00'),
      await api.call('GET', '/api/docs'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404, 400, 400, 200]);
    for (const answer of answers) expectSecure(answer.headers);
  });

  it("leave an uploaded file's own stricter policy in place", async () => {
    const photo = await api.call('GET', '/uploads/demo-photo-snorkel.jpg');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('ask browsers for HTTPS only when the request came over HTTPS', async () => {
    expect((await api.call('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    const behindTls = await api.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});
