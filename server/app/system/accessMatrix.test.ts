import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/seed';
import { approvedAgents } from '../../test/agents';
import { foreignRecords, type ForeignRecords } from '../../test/foreignRecords';
import type { OpenApiDocument } from '../../test/fuzz/openApiFuzz';
import { resolver, seededRandom, validValue, type SchemaNode } from '../../test/fuzz/schemaValues';
import { rowsOf, slipPng } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { ACCESS_POLICY, policyFor, ROLES, type PolicyRow, type Role } from '../permissions/accessPolicy';

/**
 * The access matrix: every operation of /api/openapi.json, called as every role of the access policy
 * (accessPolicy.ts), with its path values naming records of ANOTHER owner (Lion City Travel's, another
 * guest's). Refused roles must be refused as the policy says; allowed agents and guests must never get a
 * 2xx on another owner's record, never see one in an answer, and never change one (the database says).
 */
let api: TestApp;
let doc: OpenApiDocument;
let foreign: ForeignRecords;
let suspendedEmail: string;
let suspendedToken: string;
const violations: string[] = [];
/** Operations of the document that no row of the policy covers. */
const unclassified: string[] = [];
let requests = 0;
/** Answers to staff that showed another owner's record: proof the markers are real (staff may see them). */
let staffSawForeign = 0;
/** Staff writes that changed another owner's rows: proof the database comparison sees a change. */
let staffChanged = 0;
/** Every comparison made: refusals, 2xx on another owner's record, records shown, rows changed. */
let checks = 0;
/** Roles the policy lets in that were refused on a call naming nothing of another owner's. */
const refusedAllowed: string[] = [];

const SIGN_INS: Partial<Record<Role, string>> = {
  agencyViewer: 'accounts@agency.test',
  agencyEditor: 'sales@agency.test',
  agencyAdmin: 'ta@agency.test',
  freelancer: 'freelancer@agent.test',
  staffEditor: 'editor@resort.test',
  staffAdmin: 'admin@resort.test',
};
const STAFF_ROLES: readonly Role[] = ['staffEditor', 'staffAdmin'];

interface Operation {
  method: string;
  path: string;
  row: PolicyRow | undefined;
  contentType?: string;
  schema?: SchemaNode;
}

const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const contentType = ['application/json', 'multipart/form-data'].find((t) => content[t]);
        return { method: method.toUpperCase(), path, row: policyFor(method, path), contentType, schema: contentType ? content[contentType]?.schema : undefined };
      }),
  );

/** A value for a path parameter: another owner's record where the route names an owned one, else a harmless value. */
const pathValue = (f: ForeignRecords, method: string, path: string, name: string): { value: string; foreign: boolean } => {
  const own = (value: string) => ({ value, foreign: true });
  const portal = path.startsWith('/api/portal');
  const reservation = portal ? f.guestReservation.id : f.reservation.id;
  if (name === 'holdId') return own(f.holdId);
  if (name === 'reservationId') return own(reservation);
  if (['agentId', 'userId', 'mainId'].includes(name)) return own(f.agencyId);
  if (name === 'id') {
    if (/\/members\/\{id\}/.test(path)) return own(f.memberId);
    if (/\/users\/docs\/\{id\}\/file/.test(path) || (/\/users\/docs\/\{id\}$/.test(path) && method !== 'GET')) return own(f.travelDocumentId);
    if (/\/users\/(docs\/)?\{id\}/.test(path) || /\/travelagent\/\{id\}/.test(path)) return own(f.agencyId);
    if (/\/agent-email-file\/\{id\}/.test(path)) return own(f.emailFileId);
    if (/\/payments?\/\{id\}/.test(path)) return own(f.paymentId);
    if (/\/payouts\/\{id\}/.test(path)) return own(f.payoutId);
    if (/reservation|invoice|booking-json|cancel|rooms-change|edit-/.test(path)) return own(reservation);
    return { value: crypto.randomUUID(), foreign: false };
  }
  const plain: Record<string, string> = { date: '2027-02-10', year: '2027', key: 'booking', code: 'NO-SUCH-CODE', slug: 'no-such-package', category: 'transfer', type: 'pickup', transition: 'check-in', purpose: 'booking', roomNumber: '101' };
  return { value: plain[name] ?? crypto.randomUUID(), foreign: false };
};

/** Body fields naming a record are pointed at another owner's too. */
const pointAtForeign = (value: unknown, f: ForeignRecords, portal: boolean): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...value };
  const swaps: Record<string, string> = { reservationId: portal ? f.guestReservation.id : f.reservation.id, holdId: f.holdId, agentId: f.agencyId, userId: f.agencyId, memberId: f.memberId, paymentId: f.paymentId };
  for (const [key, swap] of Object.entries(swaps)) if (typeof out[key] === 'string') out[key] = swap;
  return out;
};

/** The request body of an operation: a valid-looking one from its schema (the fuzzer's generator), as JSON or a multipart form. */
const bodyOf = (op: Operation, f: ForeignRecords, random: ReturnType<typeof seededRandom>, resolve: ReturnType<typeof resolver>): BodyInit | undefined => {
  if (!op.schema || op.method === 'GET') return undefined;
  const value = pointAtForeign(validValue(op.schema, resolve, random), f, op.path.startsWith('/api/portal'));
  if (op.contentType === 'application/json') return JSON.stringify(value);
  const form = new FormData();
  const properties = resolve(op.schema).properties ?? {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (resolve(properties[key]).format === 'binary') form.set(key, new File([slipPng() as Uint8Array<ArrayBuffer>], 'file.png'));
    else form.set(key, String(field));
  }
  return form;
};

/**
 * What the other owners hold, in one query: every row of every table whose id, or whose reservation, agent,
 * user or agency, is one of theirs. A count and a hash per table; a write that changes any of it shows.
 */
const fingerprintQuery = async (t: TestApp, ids: string[]) => {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    t,
    sql`SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = 'uuid' AND column_name IN ('id', 'reservation_id', 'agent_id', 'user_id', 'agency_id', 'account_id', 'owner_id')
         ORDER BY table_name, column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  const list = `'{${ids.join(',')}}'::uuid[]`;
  const parts = [...byTable].map(
    ([table, cols]) =>
      `SELECT '${table}' AS t, count(*)::int AS n, coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS h FROM "${table}" x WHERE ${cols.map((c) => `x."${c}" = ANY(${list})`).join(' OR ')}`,
  );
  return sql.raw(parts.join(' UNION ALL '));
};

beforeAll(async () => {
  // The matrix signs in again after every sign-out it causes; throttling would lock its own callers out.
  api = await createTestApp({ loginMaxFailures: 1_000_000, registrationMaxPerAddress: 1_000_000 });
  doc = (await api.call('GET', '/api/openapi.json')).json as unknown as OpenApiDocument;
  const admin = await api.login('admin@resort.test');
  foreign = await foreignRecords(api, admin);

  // A suspended agent: approved, signed in, then suspended by staff (status R) with its session still in hand.
  const [agent] = await approvedAgents(api, admin, 1, 'suspended');
  suspendedEmail = agent.email;
  suspendedToken = agent.token;
  const [{ id }] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = ${agent.email}`);
  const suspended = await api.call('PUT', `/api/admin/travelagent/${id}`, { token: admin, body: { status: 'R' } });
  if (suspended.status !== 200) throw new Error(`suspend: ${suspended.status} ${suspended.text}`);

  const fingerprint = await fingerprintQuery(api, foreign.ids);
  const snapshot = async () => JSON.stringify(await rowsOf(api, fingerprint));
  let before = await snapshot();

  const tokens = new Map<Role, string | undefined>();
  const signIn = async (role: Role): Promise<string | undefined> => {
    if (role === 'anonymous') return undefined;
    if (role === 'suspendedAgent') return suspendedToken;
    if (role === 'guest') return (await api.call('POST', '/api/portal/auth/login', { body: { email: 'guest@guest.test', password: DEMO_PASSWORD } })).json.accessToken as string;
    return api.login(SIGN_INS[role] as string);
  };
  const operations = operationsOf(doc);
  for (const op of operations) if (!op.row) unclassified.push(`${op.method} ${op.path}`);
  const random = seededRandom(7);
  const resolve = resolver(doc.components?.schemas ?? {});
  // Staff go last: they may change anyone's records, which the other roles' checks compare against.
  const order: Role[] = [...ROLES.filter((r) => !STAFF_ROLES.includes(r)), ...STAFF_ROLES];
  for (const role of order) {
    if (!tokens.has(role)) tokens.set(role, await signIn(role));
    for (const op of operations) {
      const row = op.row;
      if (!row) continue;
      let foreignPath = false;
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const { value, foreign: owned } = pathValue(foreign, op.method, op.path, name);
        foreignPath ||= owned;
        return encodeURIComponent(value);
      });
      const body = bodyOf(op, foreign, random, resolve);
      const headers: Record<string, string> = {};
      const token = tokens.get(role);
      if (token) headers.authorization = `Bearer ${token}`;
      if (typeof body === 'string') headers['content-type'] = 'application/json';
      const res = await api.app.request(path, { method: op.method, headers, body });
      const text = (res.headers.get('content-type') ?? '').startsWith('application/pdf') ? '' : await res.text();
      requests++;
      const what = `${role} ${op.method} ${op.path} → ${res.status}`;
      const allowed = row.who.includes(role);
      const staff = STAFF_ROLES.includes(role);
      // On a sign-in, a 401 is the made-up password, not a refusal.
      if (allowed && !foreignPath && (res.status === 401 || res.status === 403) && !op.path.endsWith('/auth/login')) refusedAllowed.push(what);
      if (staff && res.ok && foreign.markers.some((m) => text.includes(m))) staffSawForeign++;
      checks += allowed ? (staff ? 0 : 2) : 1;
      if (!allowed && !row.refused.includes(res.status)) violations.push(`${what}: the policy refuses ${role} (${row.refused.join('/')}) ${text.slice(0, 160)}`);
      if (!staff && res.ok && foreignPath) violations.push(`${what}: reached another owner's record ${text.slice(0, 160)}`);
      if (!staff && res.ok) {
        const seen = foreign.markers.filter((m) => text.includes(m));
        if (seen.length) violations.push(`${what}: the answer shows another owner's ${seen.join(', ')}`);
      }
      if (op.method !== 'GET') {
        const after = await snapshot();
        checks++;
        if (staff && after !== before) staffChanged++;
        if (!staff && after !== before) violations.push(`${what}: another owner's records changed`);
        before = after;
      }
      // A sign-out or a password change ends the caller's session: sign in again for the next operation.
      if ((res.status === 401 || /logout|password/.test(op.path)) && role !== 'anonymous' && role !== 'suspendedAgent') tokens.set(role, await signIn(role));
    }
  }
  console.log(`access matrix: ${requests} requests, ${checks} checks (${operations.length} operations × ${order.length} roles, ${ACCESS_POLICY.length} policy rows), ${violations.length} violations`);
}, 600_000);
afterAll(() => api.close());

describe('the access matrix (every operation × every role, on another owner’s records)', () => {
  it('classifies every operation of the API document under a row of the access policy', () => {
    expect(unclassified).toEqual([]);
    expect(requests).toBe(operationsOf(doc).length * ROLES.length);
  });

  it('finds no cross-agency or cross-guest read or write, and every refusal as the policy says', () => {
    expect(violations).toEqual([]);
    // Nor does the policy let in more than the server does: a role it allows is not refused outright.
    expect(refusedAllowed).toEqual([]);
    // The checks can fail: staff, who may read every record, are shown the other owners' ones.
    expect(staffSawForeign).toBeGreaterThan(10);
    expect(staffChanged).toBeGreaterThan(0);
    expect(api.unexpected).toEqual([]);
  });

  it('keeps a suspended agent out: its session ended, and it cannot sign in again', async () => {
    expect((await api.call('GET', '/api/auth/me', { token: suspendedToken })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: suspendedEmail, password: 'Crowd!2345x' } })).status).toBe(401);
  });

  it('lists none of the other agency’s records to an agency, and none of another guest’s to a guest', async () => {
    const ta = await api.login('ta@agency.test');
    const list = await api.call('GET', '/api/agent/agent-reservations?range=[0,499]', { token: ta });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(foreign.reservation.bookingNo);
    const guest = (await api.call('POST', '/api/portal/auth/login', { body: { email: 'guest@guest.test', password: DEMO_PASSWORD } })).json.accessToken as string;
    const own = await api.call('GET', '/api/portal/reservations', { token: guest });
    expect(own.status).toBe(200);
    expect(own.text).not.toContain(foreign.guestReservation.bookingNo);
  });
});
