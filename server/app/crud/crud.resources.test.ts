import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/types';
import { createTestApp, type TestApp } from '../../test/testApp';
import { sampleRecord } from '../../test/sampleRecord';

/**
 * The generic API contract, generated for every resource from its definition: the ra-data-simple-rest
 * dialect, validation, authentication and permissions.
 */
let api: TestApp;
let admin: string;
let powerless: string;
const refs: Record<string, string> = {};

type Row = Record<string, unknown> & { id: string };
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const totalOf = (contentRange: string | null) => Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1]);

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
  // A staff member whose role grants nothing at all.
  const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'nothing', permissions: {} } });
  const user = await api.call('POST', '/api/admin/users', {
    token: admin,
    body: { firstName: 'No', lastName: 'Access', email: 'no.access@resort.test', password: 'Nothing!2345', roleId: role.json.id },
  });
  expect(user.status).toBe(201);
  powerless = await api.login('no.access@resort.test', 'Nothing!2345');
  for (const def of resourceList) {
    const res = await api.call('GET', `/api/admin/${def.name}?range=${q([0, 0])}`, { token: admin });
    if (res.json[0]) refs[def.name] = res.json[0].id as string;
  }
});
afterAll(() => api.close());

const listAll = async (def: ResourceDefinition, params = '') => {
  const res = await api.call('GET', `/api/admin/${def.name}?range=${q([0, 999])}${params}`, { token: admin });
  expect(res.status).toBe(200);
  return { rows: res.json as unknown as Row[], total: totalOf(res.headers.get('content-range')) };
};

const cell = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : v);

describe.each(resourceList.map((def) => [def.name, def] as const))('%s', (name, def) => {
  const fields = Object.entries(def.fields);
  const sortField = def.defaultSort?.[0] ?? 'createdAt';

  it('lists a page with sort, range and Content-Range', async () => {
    const { rows: all, total } = await listAll(def);
    expect(total).toBe(all.length);
    const page = await api.call('GET', `/api/admin/${name}?sort=${q([sortField, 'ASC'])}&range=${q([0, 1])}`, { token: admin });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toMatch(new RegExp(`^${name} 0-\\d+/${total}$`));
    expect((page.json as unknown as Row[]).length).toBe(Math.min(2, total));
    const asc = await listAll(def, `&sort=${q([sortField, 'ASC'])}`);
    const desc = await listAll(def, `&sort=${q([sortField, 'DESC'])}`);
    expect(desc.rows.map((r) => cell(r[sortField]))).toEqual(asc.rows.map((r) => cell(r[sortField])).reverse());
    const beyond = await api.call('GET', `/api/admin/${name}?range=${q([total + 5, total + 9])}`, { token: admin });
    expect(beyond.json).toEqual([]);
    expect(totalOf(beyond.headers.get('content-range'))).toBe(total);
  });

  it('filters by its filter fields and searches with q', async () => {
    const { rows: all, total } = await listAll(def);
    const filterField = fields.find(([, f]) => f.filter && all.some((r) => r[fields.find(([n]) => n)![0]] !== undefined));
    const sample = all.find((r) => filterField && r[filterField[0]] !== null && r[filterField[0]] !== undefined);
    if (filterField && sample) {
      const [field, fdef] = filterField;
      const value = sample[field];
      const filtered = await listAll(def, `&filter=${q({ [field]: value })}`);
      expect(filtered.rows.length).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThanOrEqual(total);
      for (const row of filtered.rows) {
        if (['text', 'longText', 'email', 'phone', 'url'].includes(fdef.type)) expect(String(row[field]).toLowerCase()).toContain(String(value).toLowerCase());
        else expect(row[field]).toEqual(value);
      }
    }
    const searchField = fields.find(([, f]) => f.search)?.[0];
    const target = all.find((r) => searchField && r[searchField] !== null);
    if (searchField && target) {
      const found = await listAll(def, `&filter=${q({ q: String(target[searchField]) })}`);
      expect(found.rows.map((r) => r.id)).toContain(target.id);
      const none = await listAll(def, `&filter=${q({ q: 'no-such-thing-zzqx' })}`);
      expect(none.total).toBe(0);
    }
    const unknown = await api.call('GET', `/api/admin/${name}?filter=${q({ notAField: 1 })}`, { token: admin });
    expect(unknown.status).toBe(400);
  });

  it('gets one record and many by id', async () => {
    const { rows } = await listAll(def, `&sort=${q(['createdAt', 'ASC'])}`);
    expect(rows.length).toBeGreaterThan(0);
    const one = await api.call('GET', `/api/admin/${name}/${rows[0].id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.json).toEqual(rows[0]);
    expect(one.json).not.toHaveProperty('passwordHash');
    const ids = rows.slice(0, 3).map((r) => r.id);
    const many = await listAll(def, `&filter=${q({ id: ids })}`);
    expect(many.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const missing = await api.call('GET', `/api/admin/${name}/00000000-0000-4000-8000-000000000000`, { token: admin });
    expect(missing.status).toBe(404);
  });

  it('answers 401 without a token and 403 to a role without the permission', async () => {
    expect((await api.call('GET', `/api/admin/${name}`)).status).toBe(401);
    expect((await api.call('GET', `/api/admin/${name}`, { token: powerless })).status).toBe(403);
    expect((await api.call('GET', `/api/admin/${name}/${refs[name]}`, { token: powerless })).status).toBe(403);
    if (!def.readOnly) {
      const { total } = await listAll(def);
      expect((await api.call('POST', `/api/admin/${name}`, { token: powerless, body: {} })).status).toBe(403);
      expect((await api.call('DELETE', `/api/admin/${name}/${refs[name]}`, { token: powerless })).status).toBe(403);
      expect((await listAll(def)).total).toBe(total);
    }
  });

  if (def.readOnly) {
    it('cannot be written through the API', async () => {
      expect((await api.call('POST', `/api/admin/${name}`, { token: admin, body: {} })).status).toBe(404);
      expect((await api.call('DELETE', `/api/admin/${name}/${refs[name]}`, { token: admin })).status).toBe(404);
    });
    return;
  }

  const freshSample = async () => {
    const { rows } = await listAll(def);
    const taken = Object.fromEntries(fields.filter(([, f]) => f.unique).map(([n]) => [n, rows.map((r) => r[n])]));
    const sample = sampleRecord(def, refs, taken);
    // Fields unique together: move an integer of the group until the combination is free.
    for (const group of def.uniqueTogether ?? []) {
      const counter = group.find((n) => def.fields[n]?.type === 'integer');
      const clash = () => rows.some((r) => group.every((n) => r[n] === sample[n]));
      while (counter && clash()) sample[counter] = Number(sample[counter]) + 1;
    }
    return sample;
  };

  it('creates (201), updates with a PUT of the record as read, and deletes', async () => {
    // A resort keeps one setting per pax type: make room for the sample by removing one first.
    for (const [field, f] of fields) {
      if (f.unique && f.type === 'select') {
        const { rows } = await listAll(def);
        const holder = rows.find((r) => r[field] === f.choices[0]);
        if (holder && f.choices.every((c) => rows.some((r) => r[field] === c)))
          expect((await api.call('DELETE', `/api/admin/${name}/${holder.id}`, { token: admin })).status).toBe(200);
      }
    }
    const before = (await listAll(def)).total;
    const sample = await freshSample();
    for (const [field, f] of fields) if (!f.readOnly) expect(sample[field], `sample ${field}`).toBeDefined();
    const created = await api.call('POST', `/api/admin/${name}`, { token: admin, body: sample });
    expect(created.status, created.text).toBe(201);
    for (const [field, f] of fields) if (!f.readOnly && f.type !== 'password') expect(created.json[field], field).toEqual(sample[field]);
    expect(created.json).not.toHaveProperty('password');
    expect((await listAll(def)).total).toBe(before + 1);

    const read = (await api.call('GET', `/api/admin/${name}/${created.json.id}`, { token: admin })).json;
    const editable = fields.find(([, f]) => !f.readOnly && !f.unique && ['text', 'longText', 'boolean', 'integer'].includes(f.type) && !('pattern' in f && f.pattern));
    const readOnlyField = fields.find(([, f]) => f.readOnly)?.[0];
    const changed: Record<string, unknown> = { ...read, createdAt: '2000-01-01T00:00:00.000Z' };
    if (readOnlyField) changed[readOnlyField] = typeof read[readOnlyField] === 'number' ? 999 : 'tampered';
    if (editable) {
      const [field, f] = editable;
      changed[field] = f.type === 'boolean' ? !read[field] : f.type === 'integer' ? ((f.min ?? 0) + (f.max ?? 10)) >> 1 : 'Changed value';
    }
    const updated = await api.call('PUT', `/api/admin/${name}/${read.id}`, { token: admin, body: changed });
    expect(updated.status, updated.text).toBe(200);
    if (editable) expect(updated.json[editable[0]]).toEqual(changed[editable[0]]);
    expect(updated.json.createdAt).toBe(read.createdAt);
    if (readOnlyField) expect(updated.json[readOnlyField]).toEqual(read[readOnlyField]);

    const removed = await api.call('DELETE', `/api/admin/${name}/${read.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.json.id).toBe(read.id);
    expect((await api.call('GET', `/api/admin/${name}/${read.id}`, { token: admin })).status).toBe(404);
  });

  // A required field with a default takes the default when absent; the others must be sent.
  it('never answers 500 to random values, and stores only what it accepts', async () => {
    const before = (await listAll(def)).total;
    let accepted = 0;
    const anyField = Object.fromEntries(fields.map(([field]) => [field, fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constant(null))]));
    await fc.assert(
      fc.asyncProperty(fc.record(anyField, { requiredKeys: [] }), async (body) => {
        const res = await api.call('POST', `/api/admin/${name}`, { token: admin, body });
        expect(res.status, res.text).toBeLessThan(500);
        if (res.status === 201) accepted++;
      }),
      { numRuns: 25 },
    );
    expect((await listAll(def)).total).toBe(before + accepted);
  });

  const required = fields.filter(([, f]) => f.required && !f.readOnly && !('default' in f && f.default !== undefined));
  if (required.length > 0) {
    it('answers 400 naming a missing required field, and writes nothing', async () => {
      const before = (await listAll(def)).total;
      for (const [field] of required) {
        const body = await freshSample();
        delete body[field];
        const res = await api.call('POST', `/api/admin/${name}`, { token: admin, body });
        expect(res.status).toBe(400);
        expect(res.json.errors).toHaveProperty(field, 'Required');
      }
      expect((await listAll(def)).total).toBe(before);
    });
  }
});
