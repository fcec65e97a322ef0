import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/testApp';
import { fuzzRequests, runFuzz, type Caller, type FuzzResult, type OpenApiDocument } from '../../test/fuzz/openApiFuzz';

/**
 * Hostile input, generated from the API's own description (/api/openapi.json): every operation, as every
 * kind of caller, with valid-looking and spoiled path values, query strings and bodies. No answer may be
 * a 5xx, and every refusal must be in the error shape react-admin reads ({message, code, errors}).
 */
let api: TestApp;
let result: FuzzResult;

const SIGN_INS: Record<Exclude<Caller, 'anonymous' | 'guest'>, string> = { staff: 'admin@resort.test', agent: 'ta@agency.test', agencyViewer: 'accounts@agency.test' };

beforeAll(async () => {
  // Sign-in throttling would lock the test's own callers out after the fuzzer's wrong passwords.
  api = await createTestApp({ loginMaxFailures: 1_000_000, registrationMaxPerAddress: 1_000_000 });
  const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as OpenApiDocument;
  const current = new Map<Caller, string | undefined>();
  const signIn = async (caller: Caller) => {
    if (caller === 'anonymous') return undefined;
    if (caller === 'guest') return (await api.call('POST', '/api/portal/auth/login', { body: { email: 'guest@guest.test', password: DEMO_PASSWORD } })).json.accessToken as string;
    return api.login(SIGN_INS[caller]);
  };
  const tokens = async (caller: Caller, renew: boolean) => {
    if (renew || !current.has(caller)) current.set(caller, await signIn(caller));
    return current.get(caller);
  };
  result = await runFuzz(
    fuzzRequests(doc),
    async (request, token) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (request.contentType) headers['content-type'] = request.contentType;
      const res = await api.app.request(request.path, { method: request.method, headers, body: request.body });
      return { status: res.status, text: await res.text(), contentType: res.headers.get('content-type') };
    },
    tokens,
  );
  console.log(`hostile input: ${result.requests} requests, ${result.serverErrors} answered 5xx; by status ${JSON.stringify(result.statuses)}`);
}, 600_000);
afterAll(() => api.close());

describe('every operation of the API under hostile input', () => {
  it('is called thousands of times, as every kind of caller', () => {
    expect(result.requests).toBeGreaterThan(10_000);
  });

  it('never answers 5xx', () => {
    expect(result.failures.filter((f) => f.status >= 500).map((f) => `${f.status} ${f.caller} ${f.method} ${f.path.slice(0, 120)} (${f.what}): ${f.answer}`)).toEqual([]);
    expect(result.serverErrors).toBe(0);
    expect(api.unexpected).toEqual([]);
  });

  it('answers every refusal in the error shape', () => {
    expect(result.failures.filter((f) => f.status < 500).map((f) => `${f.status} ${f.caller} ${f.method} ${f.path.slice(0, 120)} (${f.what}): ${f.answer}`)).toEqual([]);
  });
});
