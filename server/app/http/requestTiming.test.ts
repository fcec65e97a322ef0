import { defaultConfig } from '../config';
import { createApp } from '../createApp';
import { pdfkitInvoiceRenderer } from '../../node/invoicePdf';
import { sandboxGateway } from '../payments/sandboxGateway';
import { apiCalls } from '../../test/apiClient';
import { createTestApp, TEST_GATEWAY_SECRET, type TestApp } from '../../test/testApp';
import type { AnsweredRequest } from './requestLog';

const isoDay = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** `name;dur=1.2;desc="…"` entries of a Server-Timing header by name. */
const entries = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(/,\s*(?=[\w-]+;dur=)/)
      .filter(Boolean)
      .map((entry) => {
        const [name, ...params] = entry.split(';');
        const dur = Number(params.find((p) => p.startsWith('dur='))?.slice(4));
        const desc = /desc="([^"]*)"/.exec(entry)?.[1] ?? '';
        return [name, { dur, desc }] as const;
      }),
  );

describe('request timing (config serverTiming)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp({ serverTiming: true });
  });
  afterAll(() => api.close());

  it('answers a Server-Timing header with the session lookup, the validation, the handler and the SQL statements', async () => {
    const token = await api.login('ta@agency.test');
    const res = await api.call('POST', '/api/agent/rooms-availability', { token, body: { checkIn: isoDay(api.now(), 7), checkOut: isoDay(api.now(), 9) } });
    expect(res.status).toBe(200);
    const timing = entries(res.headers.get('server-timing'));
    for (const name of ['total', 'middleware', 'auth', 'validate', 'handler', 'serialise', 'db']) expect(timing.get(name)?.dur, name).toBeGreaterThanOrEqual(0);
    expect(timing.get('total')?.dur).toBeGreaterThan(0);
    // The session lookup and the availability itself at least, one after the other; no transaction.
    const db = /^(\d+) statements, (\d+) round trips, 0 tx$/.exec(timing.get('db')?.desc ?? '');
    expect(db, timing.get('db')?.desc).not.toBeNull();
    expect(Number(db?.[1])).toBeGreaterThanOrEqual(2);
    expect(Number(db?.[2])).toBeGreaterThanOrEqual(2);
  });

  it('gives onAnswered the breakdown: each statement, and the transaction of a write', async () => {
    const answered: AnsweredRequest[] = [];
    const app = createApp(
      {
        database: api.database,
        clock: api.clock,
        storage: api.storage,
        mailer: api.mailer,
        payments: sandboxGateway(TEST_GATEWAY_SECRET),
        invoices: pdfkitInvoiceRenderer(),
        config: { ...defaultConfig, passwordIterations: 1000, serverTiming: true },
      },
      { onAnswered: (a) => answered.push(a) },
    );
    const { call, login } = apiCalls((path, init) => Promise.resolve(app.request(path, init)));
    const token = await login('admin@resort.test');
    answered.length = 0;
    const res = await call('POST', '/api/admin/departments', { token, body: { name: 'Timing desk', code: 'TIME' } });
    expect(res.status).toBe(201);
    const [{ timing }] = answered;
    expect(timing?.transactions).toBe(1);
    // Time on the database (statements, or waiting for a connection on PostgreSQL) lies within the request.
    expect(timing?.databaseMs).toBeGreaterThanOrEqual(timing?.dbMs ?? Number.NaN);
    expect(timing?.databaseMs).toBeLessThanOrEqual(timing?.totalMs ?? Number.NaN);
    const statements = (timing?.statements ?? []).map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }));
    expect(statements.some((s) => /^SELECT session_of\(/.test(s.text) && !s.inTransaction)).toBe(true);
    expect(statements.some((s) => /^insert into "departments"/.test(s.text) && s.inTransaction)).toBe(true);
    expect(statements.some((s) => /^insert into "audit_log"/.test(s.text) && s.inTransaction)).toBe(true);
    expect(res.headers.get('server-timing')).toContain(`db;dur=${timing?.dbMs.toFixed(1)};desc="${statements.length} statements`);
  });

  it('is off by default: no header, no breakdown', async () => {
    const plain = await createTestApp();
    try {
      const token = await plain.login('ta@agency.test');
      const res = await plain.call('POST', '/api/agent/rooms-availability', { token, body: { checkIn: isoDay(plain.now(), 7), checkOut: isoDay(plain.now(), 9) } });
      expect(res.status).toBe(200);
      expect(res.headers.get('server-timing')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
