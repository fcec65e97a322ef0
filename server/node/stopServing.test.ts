import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serverLifecycle } from '../app/system/lifecycle';
import { stopServing } from './stopServing';

/** A real Node server with a route that takes `ms` to answer. */
const listening = async () => {
  const lifecycle = serverLifecycle();
  const app = new Hono().use('*', lifecycle.guard);
  app.get('/slow/:ms', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, Number(c.req.param('ms'))));
    return c.json({ done: true });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  lifecycle.ready();
  return { lifecycle, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

describe('stopping a server', () => {
  it('lets a request in flight finish, refuses new connections, and says it finished in time', async () => {
    const { lifecycle, server, url } = await listening();
    const inFlight = fetch(`${url}/slow/300`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stopServing(server, lifecycle, 5_000);
    await expect(fetch(`${url}/slow/0`)).rejects.toThrow();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ done: true });
    expect(await stopped).toBe(true);
  });

  it('cuts a request still running at the grace limit, and says so', async () => {
    const { lifecycle, server, url } = await listening();
    const cut = fetch(`${url}/slow/10000`).then(
      (r) => r.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expect(await stopServing(server, lifecycle, 200)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await cut).toBe('cut');
  });
});
