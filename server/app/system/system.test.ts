import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../../resources';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('system', () => {
  it('reports health with the database kind', async () => {
    const res = await api.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('documents every route with its schemas in OpenAPI 3.1', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    for (const def of resourceList) {
      expect(Object.keys(doc.paths[`/api/admin/${def.name}`] ?? {}).sort(), def.name).toEqual(def.readOnly ? ['get'] : ['get', 'post']);
      expect(Object.keys(doc.paths[`/api/admin/${def.name}/{id}`] ?? {}).sort()).toEqual(def.readOnly ? ['get'] : ['delete', 'get', 'put']);
      expect(doc.components.schemas).toHaveProperty(`${def.name}.record`);
    }
    for (const path of ['/api/auth/login', '/api/auth/logout', '/api/auth/me', '/api/auth/password', '/api/admin/upload', '/api/admin/amenities/{id}/image', '/api/admin/app-modules', '/api/health', '/api/docs']) expect(doc.paths).toHaveProperty(path);
  });

  it('serves the API reference page without any CDN', async () => {
    const res = await api.app.request('/api/docs');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('lets another origin read the API and its list totals, and tells caches the answer depends on the origin', async () => {
    const token = await api.login('admin@resort.test');
    const cross = await api.call('GET', '/api/admin/rooms?range=[0,4]', { token, headers: { origin: 'http://localhost:5173' } });
    expect(cross.status).toBe(200);
    expect(cross.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(cross.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(cross.headers.get('vary')).toContain('Origin');
    const preflight = await api.call('OPTIONS', '/api/admin/rooms', { headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const same = await api.call('GET', '/api/admin/rooms?range=[0,4]', { token });
    expect(same.status).toBe(200);
    expect(same.headers.get('content-range')).toMatch(/^rooms 0-4\/\d+$/);
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
    expect(same.headers.get('vary')).toBe('Origin');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('not_found');
  });
});
