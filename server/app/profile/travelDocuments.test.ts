import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, slipPng } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { expiryOf } from './travelDocuments.service';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let editor: string;
let taId: string;
let freelancerId: string;

// The resort's day is 21 Nov 2026 (Kuala Lumpur): 30 days on is 21 Dec.
const NOW = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(NOW);
  [ta, freelancer, admin, editor] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test', 'editor@resort.test'].map((e) => api.login(e)));
  taId = (await api.record(admin, 'travelagent', { q: 'ta@agency.test' })).id;
  freelancerId = (await api.record(admin, 'travelagent', { q: 'freelancer@agent.test' })).id;
});
afterAll(() => api.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const documentForm = (fields: Record<string, string>, file: { bytes: Uint8Array; name: string } | null = { bytes: PDF, name: 'licence.pdf' }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return form;
};

interface Doc {
  id: string;
  kind: string;
  number: string;
  expiresOn: string | null;
  expiry: string | null;
  file: { name: string; contentType: string; size: number } | null;
}
const listOf = async (token: string, agentId: string) => (await api.call('GET', `/api/agent/users/docs/${agentId}`, { token })).json.documents as unknown as Doc[];
const count = async (agentId: string) => (await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM agent_travel_documents WHERE agent_id = ${agentId}`))[0].n;
const add = (token: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string } | null) =>
  api.call('POST', '/api/agent/users/docs', { token, body: documentForm(fields, file) });

describe('travel documents (/api/agent/users/docs)', () => {
  it('files documents with their scans and flags the expired and the soon expiring', async () => {
    const licence = await add(ta, { kind: 'tourism-licence', number: 'kpk/ln 9876', expiresOn: '2026-12-15' });
    expect(licence.status, licence.text).toBe(201);
    expect(licence.json).toMatchObject({ kind: 'tourism-licence', number: 'KPK/LN 9876', expiresOn: '2026-12-15', expiry: 'expiring', file: { name: 'licence.pdf', contentType: 'application/pdf' } });
    expect((await add(ta, { kind: 'company-registration', number: '201901012345', expiresOn: '2026-11-20' })).json.expiry).toBe('expired');
    expect((await add(ta, { kind: 'passport', number: 'a12345678', expiresOn: '2031-05-01' }, { bytes: slipPng(), name: 'passport.png' })).json).toMatchObject({ number: 'A12345678', expiry: 'valid', file: { contentType: 'image/png' } });
    expect((await add(ta, { kind: 'ic', number: '800101-14-5566', expiresOn: '' })).json).toMatchObject({ expiresOn: null, expiry: null });

    const docs = await listOf(ta, taId);
    // The soonest to expire first; one that never expires last.
    expect(docs.map((d) => [d.kind, d.expiry])).toEqual([
      ['company-registration', 'expired'],
      ['tourism-licence', 'expiring'],
      ['passport', 'valid'],
      ['ic', null],
    ]);
  });

  it('serves a scan to its agent only, and never at /uploads', async () => {
    const created = await add(freelancer, { kind: 'tourism-licence', number: 'KPK/LN 1111', expiresOn: '2027-06-30' });
    const id = created.json.id as string;
    const file = await api.app.request(`/api/agent/users/docs/${id}/file`, { headers: { authorization: `Bearer ${freelancer}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await api.call('GET', `/api/agent/users/docs/${id}/file`, { token: ta })).status).toBe(404);
    const [{ file: path }] = await rowsOf<{ file: string }>(api, sql`SELECT file FROM agent_travel_documents WHERE id = ${id}`);
    expect(path).toMatch(/^\/uploads\/private-/);
    expect((await api.call('GET', path)).status).toBe(404);
  });

  it('refuses bad input with 400 naming each field, storing nothing', async () => {
    const before = await count(taId);
    const bad = await add(ta, { kind: 'visa', number: '', expiresOn: '2026-02-30' }, null);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ kind: 'Choose the kind of document', number: 'Required', expiresOn: 'Must be a date (YYYY-MM-DD)', file: 'Choose a file to upload' });
    expect((await add(ta, { kind: 'ic', number: 'A1234567' })).json.errors).toEqual({ number: 'Invalid IC number' });
    expect((await add(ta, { kind: 'passport', number: 'P-12' })).json.errors).toEqual({ number: 'Invalid passport number' });
    expect((await add(ta, { kind: 'tourism-licence', number: 'x'.repeat(41) })).json.errors).toEqual({ number: 'At most 40 characters' });
    const text = await add(ta, { kind: 'tourism-licence', number: 'KPK/LN 2' }, { bytes: new TextEncoder().encode('just text'), name: 'licence.pdf' });
    expect(text.status).toBe(415);
    expect((await api.call('POST', '/api/agent/users/docs', { token: ta, body: { kind: 'ic', number: '800101-14-5566' } })).json.errors).toEqual({ file: 'Choose a file to upload' });
    expect((await api.call('POST', '/api/agent/users/docs', { token: ta, body: 'not a form' })).status).toBe(400);
    expect(await count(taId)).toBe(before);
  });

  it('rewrites and removes own documents only; another agent gets 404 and changes nothing', async () => {
    const created = await add(freelancer, { kind: 'passport', number: 'K1234567', expiresOn: '2026-12-01' });
    const id = created.json.id as string;
    const renewed = await api.call('PUT', `/api/agent/users/docs/${id}`, {
      token: freelancer,
      body: documentForm({ kind: 'passport', number: 'K7654321', expiresOn: '2036-12-01' }, { bytes: slipPng(3), name: 'renewed.png' }),
    });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.json).toMatchObject({ number: 'K7654321', expiresOn: '2036-12-01', expiry: 'valid', file: { name: 'renewed.png', contentType: 'image/png' } });
    // JSON without a file keeps the scan on file.
    const kept = await api.call('PUT', `/api/agent/users/docs/${id}`, { token: freelancer, body: { kind: 'passport', number: 'K7654321', expiresOn: '2036-12-02' } });
    expect(kept.json).toMatchObject({ expiresOn: '2036-12-02', file: { name: 'renewed.png' } });

    const bad = await api.call('PUT', `/api/agent/users/docs/${id}`, { token: freelancer, body: { kind: 'passport', number: 'K7654321', expiresOn: 'soon' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ expiresOn: 'Must be a date (YYYY-MM-DD)' });

    expect((await api.call('PUT', `/api/agent/users/docs/${id}`, { token: ta, body: { kind: 'passport', number: 'X9999999' } })).status).toBe(404);
    expect((await api.call('DELETE', `/api/agent/users/docs/${id}`, { token: ta })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/users/docs/${freelancerId}`, { token: ta })).status).toBe(404);
    expect((await listOf(freelancer, freelancerId)).find((d) => d.id === id)).toMatchObject({ number: 'K7654321', expiresOn: '2036-12-02' });

    const removed = await api.call('DELETE', `/api/agent/users/docs/${id}`, { token: freelancer });
    expect(removed.status).toBe(200);
    expect((await listOf(freelancer, freelancerId)).map((d) => d.id)).not.toContain(id);
    expect((await api.call('DELETE', `/api/agent/users/docs/${id}`, { token: freelancer })).status).toBe(404);
  });
});

describe('the expiry flag', () => {
  it('is good through the expiry day at the resort (Kuala Lumpur), flagged 30 days ahead, expired the day after', () => {
    // 15 Dec 2026, 18:00 in Kuala Lumpur; at 00:30 on the 16th it is the next resort day.
    const evening = new Date('2026-12-15T10:00:00Z');
    const pastMidnight = new Date('2026-12-15T16:30:00Z');
    const kl = 'Asia/Kuala_Lumpur';
    expect(expiryOf('2026-12-15', evening, kl)).toBe('expiring');
    expect(expiryOf('2026-12-15', pastMidnight, kl)).toBe('expired');
    expect(expiryOf('2027-01-14', evening, kl)).toBe('expiring');
    expect(expiryOf('2027-01-15', evening, kl)).toBe('valid');
    expect(expiryOf(null, evening, kl)).toBeNull();
    // A resort in Los Angeles is still on the morning of the 15th then: the document is good that day.
    expect(expiryOf('2026-12-15', pastMidnight, 'America/Los_Angeles')).toBe('expiring');
  });
});

describe("staff read an agent's documents (/api/admin/travelagent/:id/docs)", () => {
  it('lists them with their flags and serves the scans to staff who may show travel agents', async () => {
    const created = await add(ta, { kind: 'company-registration', number: '202001099999', expiresOn: '2027-01-31' });
    const res = await api.call('GET', `/api/admin/travelagent/${taId}/docs`, { token: admin });
    expect(res.status).toBe(200);
    expect((res.json.documents as unknown as Doc[]).find((d) => d.id === created.json.id)).toMatchObject({ number: '202001099999', expiry: 'valid' });
    const file = await api.app.request(`/api/admin/travelagent/${taId}/docs/${created.json.id}/file`, { headers: { authorization: `Bearer ${editor}` } });
    expect(file.status).toBe(200);
    expect((await api.call('GET', `/api/admin/travelagent/${freelancerId}/docs/${created.json.id}/file`, { token: admin })).status).toBe(404);
    expect((await api.call('GET', `/api/admin/travelagent/${taId}/docs`, { token: ta })).status).toBe(403);
    const [adminId] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = 'admin@resort.test'`);
    expect((await api.call('GET', `/api/admin/travelagent/${adminId.id}/docs`, { token: admin })).status).toBe(404);
  });

  it('refuses staff whose role may not show travel agents', async () => {
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'front-desk', permissions: { reservations: ['list', 'show'] } } });
    expect(role.status, role.text).toBe(201);
    const user = await api.call('POST', '/api/admin/users', {
      token: admin,
      body: { firstName: 'Farah', lastName: 'Desk', email: 'farah.desk@resort.test', password: 'Desk!2345x', roleId: role.json.id, active: true },
    });
    expect(user.status, user.text).toBe(201);
    const desk = await api.login('farah.desk@resort.test', 'Desk!2345x');
    expect((await api.call('GET', `/api/admin/travelagent/${taId}/docs`, { token: desk })).status).toBe(403);
  });
});
