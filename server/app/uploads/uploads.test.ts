import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
beforeAll(async () => {
  api = await createTestApp({ uploadMaxBytes: 64 * 1024 });
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
const form = (bytes: Uint8Array, name: string, type = 'image/png') => {
  const data = new FormData();
  data.set('file', new File([bytes as BlobPart], name, { type }));
  return data;
};

describe('uploads', () => {
  it('stores an image and serves it back with safe headers', async () => {
    const res = await api.call('POST', '/api/admin/upload', { token: admin, body: form(PNG, 'pool.png') });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ contentType: 'image/png', size: PNG.byteLength, originalName: 'pool.png' });
    const served = await api.app.request(res.json.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('keeps a file whose name holds control characters or a NUL, named without them', async () => {
    const res = await api.call('POST', '/api/admin/upload', { token: admin, body: form(PNG, 'pool\u0000\u0007 deck.png') });
    expect(res.status, res.text).toBe(201);
    expect(res.json.originalName).toBe('pool deck.png');
    expect(api.unexpected).toEqual([]);
  });

  it('judges the type by the bytes, not the name or the declared type', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await api.call('POST', '/api/admin/upload', { token: admin, body: form(html, 'innocent.png', 'image/png') });
    expect(res.status).toBe(415);
    expect(res.json.errors.file).toMatch(/Only JPEG, PNG/);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = new Uint8Array(70 * 1024);
    big.set(PNG);
    const res = await api.call('POST', '/api/admin/upload', { token: admin, body: form(big, 'huge.png') });
    expect(res.status).toBe(413);
  });

  it('asks for a file when none is sent, and only staff may upload', async () => {
    expect((await api.call('POST', '/api/admin/upload', { token: admin, body: new FormData() })).json.errors).toHaveProperty('file');
    expect((await api.call('POST', '/api/admin/upload', { body: form(PNG, 'a.png') })).status).toBe(401);
    const agent = await api.login('ta@agency.test');
    expect((await api.call('POST', '/api/admin/upload', { token: agent, body: form(PNG, 'a.png') })).status).toBe(403);
  });

  it('sets an amenity image through its own upload', async () => {
    const [amenity] = (await api.call('GET', '/api/admin/amenities', { token: admin })).json;
    const res = await api.call('POST', `/api/admin/amenities/${amenity.id}/image`, { token: admin, body: form(PNG, 'wifi.png') });
    expect(res.status).toBe(201);
    expect(res.json.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const read = await api.call('GET', `/api/admin/amenities/${amenity.id}`, { token: admin });
    expect(read.json.image).toBe(res.json.image);
    expect((await api.app.request(res.json.image as string)).status).toBe(200);
  });

  it('answers 404 for a file that does not exist or a key that could escape the folder', async () => {
    expect((await api.app.request('/uploads/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await api.app.request('/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
