import { HttpError } from 'ra-core';
import { afterEach, expect, test, vi } from 'vitest';
import { requestBlob } from './request';
import { getToken, LOGIN_DATA_KEY, onSessionEnd } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('requestBlob reads a file at the target base with the bearer token and the asked type', async () => {
  localStorage.setItem(LOGIN_DATA_KEY, JSON.stringify({ accessToken: 'tok' }));
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
  vi.stubGlobal('fetch', fetchMock);
  const blob = await requestBlob({ path: '/agent-reservations/r1/invoice.pdf', target: 'agent', accept: 'application/pdf' });
  expect(await blob.text()).toBe('%PDF-1.4');
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/agent/agent-reservations/r1/invoice.pdf');
  const headers = new Headers(init.headers);
  expect(headers.get('Authorization')).toBe('Bearer tok');
  expect(headers.get('Accept')).toBe('application/pdf');
});

test('requestBlob fails with the server’s message, and a 401 ends the session', async () => {
  localStorage.setItem(LOGIN_DATA_KEY, JSON.stringify({ accessToken: 'tok' }));
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'app.errors.not_found' }), { status: 404 }));
  const missing = requestBlob({ path: '/documents/x/file', target: 'agent' });
  await expect(missing).rejects.toBeInstanceOf(HttpError);
  await expect(missing).rejects.toMatchObject({ message: 'app.errors.not_found', status: 404 });
  expect(getToken()).toBe('tok');
  const ended = vi.fn();
  const undo = onSessionEnd(ended);
  vi.stubGlobal('fetch', async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
  await expect(requestBlob({ path: '/documents/x/file', target: 'agent' })).rejects.toMatchObject({ status: 401 });
  undo();
  expect(getToken()).toBeNull();
  expect(ended).toHaveBeenCalledOnce();
});
