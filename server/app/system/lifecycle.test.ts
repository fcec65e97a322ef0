import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serverLifecycle } from './lifecycle';

/** A server behind its lifecycle, with a route that answers when the test lets it. */
const serverWithSlowRoute = () => {
  const lifecycle = serverLifecycle();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = new Hono().use('*', lifecycle.guard);
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.get('/api/ready', (c) => c.json({ status: 'ready' }));
  app.get('/api/slow', async (c) => {
    await held;
    return c.json({ done: true });
  });
  app.get('/api/quick', (c) => c.json({ done: true }));
  return { lifecycle, app, release };
};

describe('a server starting, serving and draining', () => {
  it('answers 503 with Retry-After while starting, in the caller\'s language, but is alive', async () => {
    const { app } = serverWithSlowRoute();
    const quick = await app.request('/api/quick', { headers: { 'accept-language': 'zh-CN' } });
    expect(quick.status).toBe(503);
    expect(quick.headers.get('retry-after')).toBe('5');
    expect(await quick.json()).toEqual({ message: '服务器正在启动，请几秒后再试', code: 'unavailable', errors: {} });
    expect((await app.request('/api/ready')).status).toBe(503);
    expect(await (await app.request('/api/ready')).json()).toEqual({ status: 'starting' });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('finishes the requests in flight when it drains, and takes no new one', async () => {
    const { lifecycle, app, release } = serverWithSlowRoute();
    lifecycle.ready();
    expect((await app.request('/api/ready')).status).toBe(200);
    const inFlight = app.request('/api/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lifecycle.inFlight).toBe(1);

    let drained = false;
    const draining = lifecycle.drain().then(() => (drained = true));
    const refused = await app.request('/api/quick');
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toBe('The server is restarting; try again in a few seconds');
    expect(await (await app.request('/api/ready')).json()).toEqual({ status: 'draining' });
    expect(drained).toBe(false);

    release();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ done: true });
    await draining;
    expect(drained).toBe(true);
  });

  it('drains at once when nothing is in flight', async () => {
    const { lifecycle } = serverWithSlowRoute();
    lifecycle.ready();
    await expect(lifecycle.drain()).resolves.toBeUndefined();
  });
});
