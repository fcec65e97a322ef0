import { booked } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';
import { deliverPendingEmails, MAX_ATTEMPTS } from './dispatch';
import type { Mailer, OutgoingEmail } from './mailer';

let api: TestApp;
let admin: string;
let agent: string;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  [admin, agent] = await Promise.all([api.login('admin@resort.test'), api.login('ta@agency.test')]);
});
afterAll(() => api.close());

interface OutboxRow {
  id: string;
  to: string;
  template: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

const outbox = async (filter: Record<string, unknown>) => {
  const res = await api.call('GET', `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]&sort=["to","ASC"]`, { token: admin });
  expect(res.status).toBe(200);
  return { rows: res.json as unknown as OutboxRow[], range: res.headers.get('content-range') };
};

const deliver = (mailer: Mailer = api.mailer) => deliverPendingEmails({ db: api.db, mailer, now: api.clock.now() });

/** The text a mail program would show: nodemailer writes non-ASCII bodies as quoted-printable or base64. */
const bodyOf = (eml: string) => {
  const [head, ...rest] = eml.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return body;
};

describe('e-mail delivery', () => {
  it('sends "booking received" to the agent and the guest once, readable as .eml in the back office', async () => {
    const booking = await booked(api, agent, { checkIn: '2026-12-14', checkOut: '2026-12-16' });
    const queued = await outbox({ reservationId: booking.id });
    expect(queued.rows.map((r) => [r.to, r.template, r.status])).toEqual([
      ['aisyah@example.com', 'booking-received', 'pending'],
      ['ta@agency.test', 'booking-received', 'pending'],
    ]);
    expect(queued.range).toBe('outbox 0-1/2');

    expect(await deliver()).toEqual({ sent: 2, failed: 0 });

    const sent = await outbox({ reservationId: booking.id, status: 'sent' });
    expect(sent.rows.map((r) => r.to)).toEqual(['aisyah@example.com', 'ta@agency.test']);
    expect(sent.rows.every((r) => r.sentAt === api.clock.now().toISOString() && r.attempts === 1)).toBe(true);
    const guestMail = sent.rows[0];
    expect(guestMail.subject).toBe(`Booking ${booking.bookingNo} received – Pulau Damai Resort`);

    const detail = await api.call('GET', `/api/admin/outbox/${guestMail.id}`, { token: admin });
    expect(detail.json.text).toContain(`We have received booking ${booking.bookingNo} for Nur Aisyah binti Ahmad.`);

    const eml = await api.call('GET', `/api/admin/outbox/${guestMail.id}/eml`, { token: admin });
    expect(eml.status).toBe(200);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    expect(eml.headers.get('content-disposition')).toBe(`attachment; filename="${guestMail.id}.eml"`);
    expect(eml.text).toMatch(/^To: aisyah@example\.com$/m);
    expect(bodyOf(eml.text)).toContain(`We have received booking ${booking.bookingNo} for Nur Aisyah binti Ahmad.`);
    expect(bodyOf(eml.text)).toContain('Check-in: 14 Dec 2026');

    // A second run finds nothing left to send.
    api.clock.advance(60_000);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox({ reservationId: booking.id, status: 'sent' })).rows.map((r) => r.sentAt)).toEqual(sent.rows.map((r) => r.sentAt));
  });

  it('sends with the sender staff set in the settings, on the embedded database too (one connection)', async () => {
    const smtp = (await api.call('GET', '/api/admin/settings/smtp', { token: admin })).json;
    await api.call('PUT', '/api/admin/settings/smtp', { token: admin, body: { ...smtp, from: 'Front Desk <desk@pulaudamai.test>' } });
    const booking = await booked(api, agent, { checkIn: '2026-12-20', checkOut: '2026-12-21' });
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const [guestMail] = (await outbox({ reservationId: booking.id })).rows;
    const eml = await api.call('GET', `/api/admin/outbox/${guestMail.id}/eml`, { token: admin });
    expect(eml.text).toMatch(/^From: Front Desk <desk@pulaudamai\.test>\r$/m);
    await api.call('PUT', '/api/admin/settings/smtp', { token: admin, body: smtp });
  });

  it('two servers delivering at once send each e-mail exactly once', async () => {
    await booked(api, agent, { checkIn: '2026-12-18', checkOut: '2026-12-20' });
    const seen: string[] = [];
    const counting: Mailer = { send: async (email, smtp) => (seen.push(email.id), api.mailer.send(email, smtp)), open: (key) => api.mailer.open(key) };
    const [one, two] = await Promise.all([deliver(counting), deliver(counting)]);
    expect(one.sent + two.sent).toBe(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await outbox({ status: 'pending' })).rows).toEqual([]);
  });

  it('a failing mail server is retried with growing pauses, then the e-mail is marked failed with the error', async () => {
    const booking = await booked(api, agent, { checkIn: '2026-12-22', checkOut: '2026-12-24' });
    const down: Mailer = {
      send: async (_email: OutgoingEmail) => {
        throw new Error('connect ECONNREFUSED 10.0.0.25:587');
      },
      open: async () => null,
    };
    expect(await deliver(down)).toEqual({ sent: 0, failed: 2 });
    let rows = (await outbox({ reservationId: booking.id })).rows;
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['pending', 1, 'connect ECONNREFUSED 10.0.0.25:587'],
      ['pending', 1, 'connect ECONNREFUSED 10.0.0.25:587'],
    ]);
    // Not yet due again half a minute later; nothing to download while unsent.
    api.clock.advance(30_000);
    expect(await deliver(down)).toEqual({ sent: 0, failed: 0 });
    expect((await api.call('GET', `/api/admin/outbox/${rows[0].id}/eml`, { token: admin })).status).toBe(404);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      api.clock.advance(16 * 60_000);
      expect(await deliver(down)).toEqual({ sent: 0, failed: 2 });
    }
    rows = (await outbox({ reservationId: booking.id })).rows;
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['failed', MAX_ATTEMPTS],
    ]);
    expect((await outbox({ status: 'failed' })).range).toBe('outbox 0-1/2');
    // Given up for good: the mail server coming back does not send them.
    api.clock.advance(60 * 60_000);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it('is for staff with access to the audit log only, and refuses bad list queries', async () => {
    expect((await api.call('GET', '/api/admin/outbox', { token: agent })).status).toBe(403);
    const [row] = (await outbox({})).rows;
    expect((await api.call('GET', `/api/admin/outbox/${row.id}/eml`, { token: agent })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/outbox', {})).status).toBe(401);
    expect((await api.call('GET', '/api/admin/outbox?filter={"nope":1}', { token: admin })).status).toBe(400);
    expect((await api.call('GET', '/api/admin/outbox?sort=["text","ASC"]', { token: admin })).status).toBe(400);
    const searched = await outbox({ q: 'AISYAH@example' });
    expect(searched.rows.length).toBeGreaterThan(0);
    expect(searched.rows.every((r) => r.to === 'aisyah@example.com')).toBe(true);
  });

  it('documents the outbox routes in the API reference', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['/api/admin/outbox', '/api/admin/outbox/{id}', '/api/admin/outbox/{id}/eml']) expect(Object.keys(doc.paths[path] ?? {}), path).toEqual(['get']);
  });
});
