import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, slipPng } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let taId: string;
let freelancerId: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
  taId = (await api.record(admin, 'travelagent', { q: 'ta@agency.test' })).id;
  freelancerId = (await api.record(admin, 'travelagent', { q: 'freelancer@agent.test' })).id;
});
afterAll(() => api.close());

/** The smallest files of each kind that file-type recognises by their bytes. */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const WEBP = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00\x30\x01\x00\x9d\x01\x2a\x01\x00\x01\x00\x02\x00\x34\x25');
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A PNG padded to `bytes` (bytes after IEND do not change what it is). */
const bigPng = (bytes: number) => {
  const png = new Uint8Array(bytes);
  png.set(slipPng());
  return png;
};

const pictureForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return form;
};
const upload = (token: string, id: string, bytes: Uint8Array, name = 'me.png') => api.call('POST', `/api/agent/users/${id}/profile-pic`, { token, body: pictureForm(bytes, name) });
const remove = (token: string, id: string) => api.call('DELETE', `/api/agent/users/${id}/profile-pic`, { token });
/** The picture of the profile an answer carries. */
const picOf = (res: { json: Record<string, unknown> }) => (res.json.data as { profilePic: string | null }).profilePic;
const pictureOf = async (token: string, id: string) => picOf(await api.call('GET', `/api/agent/users/${id}`, { token }));
const uploadCount = async () => (await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM uploads`))[0].n;
const UPLOAD_PATH = /^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

describe('the profile picture (POST and DELETE /api/agent/users/:id/profile-pic)', () => {
  it('is uploaded, returned by the profile and the session user, and served publicly at /uploads', async () => {
    expect(await pictureOf(ta, taId)).toBeNull();
    const res = await upload(ta, taId, slipPng(), 'siti.png');
    expect(res.status, res.text).toBe(201);
    const path = picOf(res);
    expect(path).toMatch(UPLOAD_PATH);
    expect(res.json.data).toMatchObject({ id: taId, email: 'ta@agency.test' });
    expect(await pictureOf(ta, taId)).toBe(path);
    expect((await api.call('GET', '/api/auth/me', { token: ta })).json.profilePic).toBe(path);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'ta@agency.test', password: 'Demo!2345' } })).json.user).toMatchObject({ profilePic: path });

    // Not sensitive: served to anyone, like the resort's other images, without a token.
    const served = await api.app.request(String(path));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(slipPng());

    const [audit] = await rowsOf<{ actor_email: string; after: { profilePic: string } }>(
      api,
      sql`SELECT actor_email, after FROM audit_log WHERE record_id = ${taId} AND action = 'update' AND resource = 'travelagent' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_email: 'ta@agency.test', after: { profilePic: path } });
  });

  it('is replaced by a new JPEG or WebP picture', async () => {
    const first = await upload(freelancer, freelancerId, slipPng());
    const jpeg = await upload(freelancer, freelancerId, JPEG, 'me.jpg');
    expect(jpeg.status, jpeg.text).toBe(201);
    expect(picOf(jpeg)).toMatch(/\.jpg$/);
    expect(picOf(jpeg)).not.toBe(picOf(first));
    const webp = await upload(freelancer, freelancerId, WEBP, 'me.webp');
    expect(webp.status, webp.text).toBe(201);
    expect(picOf(webp)).toMatch(/\.webp$/);
    expect(await pictureOf(freelancer, freelancerId)).toBe(picOf(webp));
  });

  it('is removed: the profile and the session user have none', async () => {
    await upload(freelancer, freelancerId, slipPng());
    const res = await remove(freelancer, freelancerId);
    expect(res.status).toBe(200);
    expect(picOf(res)).toBeNull();
    expect(await pictureOf(freelancer, freelancerId)).toBeNull();
    expect((await api.call('GET', '/api/auth/me', { token: freelancer })).json.profilePic).toBeNull();
    // Removing none is no error.
    expect((await remove(freelancer, freelancerId)).status).toBe(200);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image with 400 on the file, storing nothing', async () => {
    const before = await pictureOf(ta, taId);
    const uploads = await uploadCount();
    for (const [bytes, name] of [
      [GIF, 'me.gif'],
      [PDF, 'me.png'],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'me.svg'],
    ] as const) {
      const res = await upload(ta, taId, bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.json.errors).toEqual({ file: 'Choose a JPEG, PNG or WebP image' });
    }
    const none = await api.call('POST', `/api/agent/users/${taId}/profile-pic`, { token: ta, body: new FormData() });
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual({ file: 'Choose a file to upload' });
    expect(await pictureOf(ta, taId)).toBe(before);
    expect(await uploadCount()).toBe(uploads);
  });

  it('refuses a picture over 2 MB with 400 on the file, in the reader’s language, storing nothing', async () => {
    const before = await pictureOf(ta, taId);
    const uploads = await uploadCount();
    // Just over the limit (judged by the upload check) and far over it (refused before the body is read).
    for (const size of [2 * 1024 * 1024 + 1, 3 * 1024 * 1024]) {
      const res = await upload(ta, taId, bigPng(size));
      expect(res.status, String(size)).toBe(400);
      expect(res.json.errors).toEqual({ file: 'The picture is too large (at most 2 MB)' });
    }
    const malay = await api.call('POST', `/api/agent/users/${taId}/profile-pic`, { token: ta, body: pictureForm(bigPng(2 * 1024 * 1024 + 1), 'me.png'), headers: { 'accept-language': 'ms' } });
    expect(malay.json.errors.file).toBe('Gambar terlalu besar (maksimum 2 MB)');
    expect((await upload(ta, taId, bigPng(2 * 1024 * 1024))).status).toBe(201);
    expect(await uploadCount()).toBe(uploads + 1);
    expect(await pictureOf(ta, taId)).not.toBe(before);
  });

  it("lets no other agent set or remove mine, and staff have no such route", async () => {
    const mine = picOf(await upload(ta, taId, slipPng()));
    const uploads = await uploadCount();
    expect((await upload(freelancer, taId, JPEG, 'not-yours.jpg')).status).toBe(404);
    expect((await remove(freelancer, taId)).status).toBe(404);
    expect((await upload(admin, taId, JPEG, 'staff.jpg')).status).toBe(403);
    expect((await api.call('POST', `/api/agent/users/${taId}/profile-pic`, { body: pictureForm(JPEG, 'anon.jpg') })).status).toBe(401);
    expect((await api.call('POST', '/api/agent/users/not-an-id/profile-pic', { token: ta, body: pictureForm(JPEG, 'x.jpg') })).status).toBe(404);
    expect(await pictureOf(ta, taId)).toBe(mine);
    expect(await uploadCount()).toBe(uploads);
    expect(api.unexpected).toEqual([]);
  });
});
