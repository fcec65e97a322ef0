import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import { adminRoutes } from './admin/admin.routes';
import { agentRoutes } from './agent/agent.routes';

// The real routes, counted: an area is built when first called, once.
vi.mock('./admin/admin.routes', async (load) => {
  const real = await load<typeof import('./admin/admin.routes')>();
  return { ...real, adminRoutes: vi.fn(real.adminRoutes) };
});
vi.mock('./agent/agent.routes', async (load) => {
  const real = await load<typeof import('./agent/agent.routes')>();
  return { ...real, agentRoutes: vi.fn(real.agentRoutes) };
});

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('the API as parts built when first called', () => {
  it('builds the back office at its first request, once, and answers that request', async () => {
    api.restart();
    vi.mocked(adminRoutes).mockClear();
    expect((await api.call('GET', '/api/health')).status).toBe(200);
    expect(adminRoutes).not.toHaveBeenCalled();
    const admin = await api.login('admin@resort.test');
    const rooms = await api.call('GET', '/api/admin/rooms?range=[0,4]', { token: admin });
    expect(rooms.status, rooms.text).toBe(200);
    expect(rooms.json).toHaveLength(5);
    expect((await api.call('GET', '/api/admin/rooms?range=[0,4]', { token: admin })).status).toBe(200);
    expect(adminRoutes).toHaveBeenCalledTimes(1);
  });

  it('builds every part not built yet with buildAreas, and none twice', async () => {
    api.restart();
    vi.mocked(adminRoutes).mockClear();
    vi.mocked(agentRoutes).mockClear();
    await api.login('admin@resort.test');
    await Promise.all([api.app.buildAreas(), api.app.buildAreas()]);
    await api.app.buildAreas();
    expect(adminRoutes).toHaveBeenCalledTimes(1);
    expect(agentRoutes).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown address with the JSON 404, inside a part and outside them', async () => {
    const admin = await api.login('admin@resort.test');
    const agent = await api.login('ta@agency.test');
    for (const [path, token] of [['/api/admin/no-such-thing', admin], ['/api/agent/no-such-thing', agent], ['/api/no-such-thing', admin], ['/api', admin]]) {
      const res = await api.call('GET', path, { token, headers: { 'accept-language': 'my' } });
      expect(res.status, path).toBe(404);
      expect(res.json.code, path).toBe('not_found');
      expect(res.json.message, path).not.toMatch(/^app\./);
    }
  });

  it('gives every answer the security headers and, without an Origin, the Vary that keeps caches apart', async () => {
    for (const [path, status] of [['/api/health', 200], ['/api/portal/packages', 200], ['/api/admin/rooms', 401]] as const) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('vary'), path).toContain('Origin');
    }
    const fromElsewhere = await api.call('GET', '/api/portal/packages', { headers: { origin: 'https://agency.example' } });
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBe('https://agency.example');
  });

  it('describes every part in one OpenAPI document, built or not', async () => {
    api.restart();
    const doc = await api.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = Object.keys((doc.json as unknown as { paths: Record<string, unknown> }).paths);
    for (const prefix of ['/api/auth/', '/api/admin/', '/api/agent/', '/api/portal/', '/api/reports/', '/api/payment/']) {
      expect(paths.some((p) => p.startsWith(prefix)), prefix).toBe(true);
    }
    expect(paths).toContain('/api/health');
    expect((doc.json as unknown as { components: { securitySchemes: Record<string, unknown> } }).components.securitySchemes.bearer).toBeDefined();
  });
});
