import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, slipPng } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let ta: string;
let sales: string;
let viewer: string;
let freelancer: string;

type Template = { id: string; name: string; subject: string; body: string; attachment: { name: string; contentType: string; size: number } | null };
const list = async (token: string) => {
  const res = await api.call('GET', '/api/agent/agent-email-file', { token });
  expect(res.status).toBe(200);
  return (res.json as unknown as { files: Template[] }).files;
};
const post = (token: string | undefined, body: unknown) => api.call('POST', '/api/agent/agent-email-file', { token, body });
const put = (token: string | undefined, id: string, body: unknown) => api.call('PUT', `/api/agent/agent-email-file/${id}`, { token, body });
const form = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  if (file) data.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return data;
};
const welcome = { name: 'Welcome', subject: 'Your island stay', body: 'Dear guest, your chalet is booked.' };

beforeAll(async () => {
  api = await createTestApp();
  [admin, ta, sales, viewer, freelancer] = await Promise.all(
    ['admin@resort.test', 'ta@agency.test', 'sales@agency.test', 'accounts@agency.test', 'freelancer@agent.test'].map((e) => api.login(e)),
  );
});
afterAll(() => api.close());

describe("an agency's e-mail templates (/api/agent/agent-email-file)", () => {
  it("are written by the agency's editor, read by all its members, and never by another agent", async () => {
    const created = await post(sales, welcome);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ ...welcome, attachment: null });
    for (const member of [ta, sales, viewer]) expect((await list(member)).map((f) => f.subject)).toContain('Your island stay');
    expect(await list(freelancer)).toEqual([]);
    const id = created.json.id as string;
    const [audit] = await rowsOf<{ actor_email: string }>(api, sql`SELECT actor_email FROM audit_log WHERE record_id = ${id} AND action = 'create'`);
    expect(audit.actor_email).toBe('sales@agency.test');
    // Another agent: as if it did not exist.
    expect((await put(freelancer, id, { ...welcome, subject: 'Hijacked' })).status).toBe(404);
    expect((await api.call('DELETE', `/api/agent/agent-email-file/${id}`, { token: freelancer })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/agent-email-file/${id}/attachment`, { token: freelancer })).status).toBe(404);
    expect((await list(ta)).find((f) => f.id === id)?.subject).toBe('Your island stay');
  });

  it('keeps an attachment sent as a file, serves it to the agency only, and replaces or drops it on a change', async () => {
    const created = await post(ta, form({ name: 'Price list', subject: 'Our rates', body: 'Attached: the rates.' }, { bytes: slipPng(), name: 'rates.png' }));
    expect(created.status, created.text).toBe(201);
    expect(created.json.attachment).toMatchObject({ name: 'rates.png', contentType: 'image/png' });
    const id = created.json.id as string;
    const file = await api.call('GET', `/api/agent/agent-email-file/${id}/attachment`, { token: viewer });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const replaced = await put(ta, id, form({ name: 'Price list', subject: 'Our 2027 rates', body: 'Attached.' }, { bytes: slipPng(3), name: 'rates-2027.png' }));
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.json).toMatchObject({ subject: 'Our 2027 rates', attachment: { name: 'rates-2027.png' } });
    const kept = await put(ta, id, { name: 'Price list', subject: 'Our 2027 rates', body: 'Still attached.' });
    expect(kept.json.attachment).toMatchObject({ name: 'rates-2027.png' });
    const dropped = await put(ta, id, form({ name: 'Price list', subject: 'Our 2027 rates', body: 'No file now.', removeAttachment: 'true' }));
    expect(dropped.json.attachment).toBeNull();
    expect((await api.call('GET', `/api/agent/agent-email-file/${id}/attachment`, { token: ta })).status).toBe(404);
    const text = await post(ta, form({ name: 'Notes', subject: 'Notes', body: 'x' }, { bytes: new TextEncoder().encode('plain text'), name: 'notes.txt' }));
    expect(text.status).toBe(415);
  });

  it('refuses a blank subject and an over-long body with field messages, storing nothing', async () => {
    const before = (await list(ta)).length;
    const bad = await post(ta, { name: 'Blank', subject: '  ', body: 'x'.repeat(10_001) });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ subject: 'Required', body: expect.stringContaining('10000') });
    expect((await post(ta, '{"name":')).status).toBe(400);
    expect((await post(ta, [1, 2])).status).toBe(400);
    expect((await list(ta)).length).toBe(before);
  });

  it("lets the agency's admin delete one; the viewer may not write; 401 signed out, 403 for staff", async () => {
    const { json } = await post(ta, { ...welcome, name: 'To remove' });
    const id = json.id as string;
    expect((await post(viewer, welcome)).status).toBe(403);
    expect((await put(viewer, id, welcome)).status).toBe(403);
    expect((await api.call('DELETE', `/api/agent/agent-email-file/${id}`, { token: viewer })).status).toBe(403);
    expect((await api.call('GET', '/api/agent/agent-email-file')).status).toBe(401);
    expect((await post(undefined, welcome)).status).toBe(401);
    expect((await api.call('GET', '/api/agent/agent-email-file', { token: admin })).status).toBe(403);
    expect((await list(ta)).some((f) => f.id === id)).toBe(true);
    const removed = await api.call('DELETE', `/api/agent/agent-email-file/${id}`, { token: ta });
    expect(removed.status).toBe(200);
    expect((await list(ta)).some((f) => f.id === id)).toBe(false);
    expect((await api.call('DELETE', `/api/agent/agent-email-file/${id}`, { token: ta })).status).toBe(404);
    expect((await put(ta, 'not-an-id', welcome)).status).toBe(404);
  });

  it('never answers 500 to any body, and is documented', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.record({ name: fc.anything(), subject: fc.anything(), body: fc.anything(), removeAttachment: fc.anything() }, { requiredKeys: [] }), fc.anything()), async (body) => {
        const res = await post(ta, body === undefined ? null : body);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(api.unexpected).toEqual([]);
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/agent/agent-email-file', '/api/agent/agent-email-file/{id}', '/api/agent/agent-email-file/{id}/attachment']));
  });
});
