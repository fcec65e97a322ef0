import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { AppEnv } from './env';
import { MAX_JSON_DEPTH, nulPathOf } from './clientInput';
import { onError } from './onError';

/**
 * A NUL character cannot be stored in PostgreSQL text: wherever a client sends one (an address, a list's
 * search, a body's field) the answer is a 400 on that field and nothing changes, never a 500.
 */
let api: TestApp;
let admin: string;
let agent: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
  agent = await api.login('ta@agency.test');
});
afterAll(() => api.close());

describe('a NUL character sent by a client', () => {
  it('in a path value is a 400 on the address, in the caller\'s language', async () => {
    for (const path of ['/api/agent/promo-code-by-code/%00', '/api/agent/promo-code-by-code/AB%00CD']) {
      const res = await api.call('GET', path, { token: agent });
      expect(res.status, res.text).toBe(400);
      expect(res.json).toEqual({ message: 'Some fields need attention', code: 'validation', errors: { path: 'Contains a character that cannot be stored (NUL)' } });
    }
    const malay = await api.call('GET', '/api/agent/promo-code-by-code/%00', { token: agent, headers: { 'accept-language': 'ms' } });
    expect(malay.json.errors).toEqual({ path: 'Mengandungi aksara yang tidak boleh disimpan (NUL)' });
  });

  it("in a list's search, raw or escaped inside its JSON, is a 400 on that parameter", async () => {
    const raw = await api.call('GET', `/api/admin/rooms?q=${encodeURIComponent('a\u0000')}`, { token: admin });
    expect(raw.status, raw.text).toBe(400);
    expect(raw.json.errors).toEqual({ q: 'Contains a character that cannot be stored (NUL)' });
    const escaped = await api.call('GET', `/api/admin/rooms?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`, { token: admin });
    expect(escaped.status, escaped.text).toBe(400);
    expect(escaped.json.errors).toEqual({ q: 'Contains a character that cannot be stored (NUL)' });
  });

  it('a body nested deeper than any form is a 400 on the body', async () => {
    const res = await api.call('POST', '/api/auth/login', { body: `${'['.repeat(5000)}${']'.repeat(5000)}` });
    expect(res.status, res.text).toBe(400);
    expect(res.json.errors).toEqual({ body: 'Nested too deeply' });
  });

  it("in a body's field is a 400 on that field, and nothing is created", async () => {
    const before = await api.records(admin, 'departments');
    const res = await api.call('POST', '/api/admin/departments', { token: admin, body: { name: 'Spa\u0000', code: 'SPA' } });
    expect(res.status, res.text).toBe(400);
    expect(res.json.errors).toEqual({ name: 'Contains a character that cannot be stored (NUL)' });
    expect(await api.records(admin, 'departments')).toHaveLength(before.length);
    expect(api.unexpected).toEqual([]);
  });
});

describe('nulPathOf', () => {
  it('names the nested field, or a key, that holds one', () => {
    expect(nulPathOf({ guests: [{ name: 'Ali' }, { name: 'B\u0000' }] }, '')).toEqual({ nul: 'guests.1.name' });
    expect(nulPathOf({ ['k\u0000']: 1 }, '')).toEqual({ nul: 'k\u0000' });
    expect(nulPathOf({ name: 'Ali', n: 3, ok: null }, '')).toBeNull();
  });

  it('refuses a hostile nesting instead of walking it (which once overflowed the stack)', () => {
    expect(nulPathOf(JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`), '')).toBe('tooDeep');
    expect(nulPathOf(JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`), '')).toBeNull();
  });
});

describe('a value the database refuses', () => {
  it('is answered 400 in the error shape, not 500 (PostgreSQL class 22, wrapped by the driver)', async () => {
    const logged: unknown[] = [];
    const app = new OpenAPIHono<AppEnv>();
    app.onError(onError((e) => logged.push(e)));
    app.get('/range', () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('value out of range'), { code: '22003' }) });
    });
    app.get('/other', () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock'), { code: '40P01' }) });
    });
    const range = await app.request('/range');
    expect(range.status).toBe(400);
    expect(await range.json()).toMatchObject({ code: 'validation', errors: {} });
    expect((await app.request('/other')).status).toBe(500);
    expect(logged).toHaveLength(2);
  });
});
