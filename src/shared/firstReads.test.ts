import { afterEach, expect, test, vi } from 'vitest';
import { startFirstReads } from './firstReads';
import { request } from './request';
import { getToken, LOCALE_KEY, LOGIN_DATA_KEY } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signIn = (token: string) => localStorage.setItem(LOGIN_DATA_KEY, JSON.stringify({ accessToken: token }));
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test("at the portal's root a signed-in agent's dashboard and wallet go out at once, with the token and language", () => {
  signIn('tok');
  localStorage.setItem(LOCALE_KEY, 'my');
  const send = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer({}));
  expect(startFirstReads('/', send)).toBe(2);
  expect(send.mock.calls.map(([url]) => url)).toEqual(['/api/agent/dashboard', '/api/agent/wallet']);
  const headers = new Headers(send.mock.calls[0][1]?.headers);
  expect(headers.get('Authorization')).toBe('Bearer tok');
  expect(headers.get('Accept-Language')).toBe('my');
});

test('nothing goes out signed out, or on another page', () => {
  const send = vi.fn(async () => answer({}));
  expect(startFirstReads('/', send)).toBe(0);
  signIn('tok');
  expect(startFirstReads('/booking/listing', send)).toBe(0);
  expect(startFirstReads('/portal', send)).toBe(0);
  expect(startFirstReads('/admin', send)).toBe(0);
  expect(send).not.toHaveBeenCalled();
});

test("the app's request takes a first read's answer once, instead of asking again", async () => {
  signIn('tok');
  startFirstReads('/', async (url) => answer({ data: { from: `first read of ${String(url)}` } }));
  const network = vi.fn(async () => answer({ data: { from: 'the app' } }));
  vi.stubGlobal('fetch', network);
  expect(await request({ path: '/dashboard', target: 'agent' })).toEqual({ data: { from: 'first read of /api/agent/dashboard' } });
  expect(network).not.toHaveBeenCalled();
  expect(await request({ path: '/dashboard', target: 'agent' })).toEqual({ data: { from: 'the app' } });
  expect(network).toHaveBeenCalledOnce();
});

test('a first read made with another token or language is not taken: the app asks again', async () => {
  signIn('old');
  startFirstReads('/', async () => answer({ data: 'old session' }));
  signIn('new');
  const network = vi.fn(async () => answer({ data: 'new session' }));
  vi.stubGlobal('fetch', network);
  expect(await request({ path: '/dashboard', target: 'agent' })).toEqual({ data: 'new session' });
  startFirstReads('/', async () => answer({ data: 'english' }));
  localStorage.setItem(LOCALE_KEY, 'cn');
  expect(await request({ path: '/wallet', target: 'agent' })).toEqual({ data: 'new session' });
  expect(network).toHaveBeenCalledTimes(2);
});

test("a first read's 401 ends the session, as the app's own would", async () => {
  signIn('expired');
  startFirstReads('/', async () => answer({ message: 'app.errors.unauthorized' }, 401));
  vi.stubGlobal('fetch', vi.fn());
  await expect(request({ path: '/dashboard', target: 'agent' })).rejects.toMatchObject({ status: 401 });
  expect(getToken()).toBeNull();
});
