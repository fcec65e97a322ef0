import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { pdfText, plainSpaces } from '../../test/pdfText';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The resort's time zone is a setting: "today" and "now" follow it everywhere the server counts a resort
 * day. 20:00 UTC on 10 Dec 2026 is 04:00 on 11 Dec in Kuala Lumpur and 12:00 on 10 Dec in Los Angeles.
 */
const INSTANT = new Date('2026-12-10T20:00:00Z');
const KL = 'Asia/Kuala_Lumpur';
const LA = 'America/Los_Angeles';

let api: TestApp;
let admin: string;
let ta: string;

const signIn = async () => {
  [admin, ta] = await Promise.all([api.login('admin@resort.test'), api.login('ta@agency.test')]);
};
const rulesOf = async () => (await api.call('GET', '/api/admin/settings/booking', { token: admin })).json;
const putRules = async (change: Record<string, unknown>, language = 'en') =>
  api.call('PUT', '/api/admin/settings/booking', { token: admin, body: { ...(await rulesOf()), ...change }, headers: { 'accept-language': language } });
const setZone = async (timeZone: string) => expect((await putRules({ timeZone })).status).toBe(200);
const serverDate = async () => (await api.call('GET', '/api/serverDate')).json.data as { date: string; time: string; timeZone: string; now: string };

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(INSTANT);
  await signIn();
});
afterAll(() => api.close());
afterEach(async () => {
  api.clock.set(INSTANT);
  await signIn();
  await setZone(KL);
});

describe('the setting', () => {
  it('starts in Kuala Lumpur; a zone saved is answered back and audited', async () => {
    expect((await rulesOf()).timeZone).toBe(KL);
    const saved = await putRules({ timeZone: LA });
    expect(saved.status).toBe(200);
    expect(saved.json.timeZone).toBe(LA);
    expect((await rulesOf()).timeZone).toBe(LA);
    const audit = await api.records(admin, 'audit-log', { resource: 'settings' });
    expect(JSON.stringify(audit)).toContain(`"timeZone":"${LA}"`);
  });

  it('refuses a zone that does not exist (or SQL in its place) on its field, in the reader’s language, and keeps the one in force', async () => {
    const before = await rulesOf();
    for (const bad of ['Mars/Base', "Asia/Kuala_Lumpur'; DROP TABLE reservations; --", '+08:00', '']) {
      const refused = await putRules({ timeZone: bad });
      expect(refused.status, bad).toBe(400);
      expect(Object.keys(refused.json.errors)).toEqual(['timeZone']);
    }
    expect((await putRules({ timeZone: 'Mars/Base' })).json.errors.timeZone).toBe('Give a time zone such as Asia/Kuala_Lumpur.');
    expect((await putRules({ timeZone: 'Mars/Base' }, 'ms')).json.errors.timeZone).toBe('Berikan zon waktu seperti Asia/Kuala_Lumpur.');
    expect((await putRules({ timeZone: 'Mars/Base' }, 'zh')).json.errors.timeZone).toBe('请填写时区，例如 Asia/Kuala_Lumpur。');
    expect(await rulesOf()).toEqual(before);
    expect((await serverDate()).timeZone).toBe(KL);
  });
});

describe('what staff and agents see change with it', () => {
  it('serverDate and the wizard’s booking details answer the date, time and zone of the resort', async () => {
    expect(await serverDate()).toEqual({ date: '2026-12-11', time: '04:00', timeZone: KL, now: INSTANT.toISOString() });
    await setZone(LA);
    expect(await serverDate()).toEqual({ date: '2026-12-10', time: '12:00', timeZone: LA, now: INSTANT.toISOString() });
    const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
    const details = (await api.call('GET', `/api/agent/booking-details?packageId=${pkg.id}`, { token: ta })).json;
    expect((details.rules as Record<string, unknown>).timeZone).toBe(LA);
  });

  it('a stay starting on 10 Dec is in the past in Kuala Lumpur and bookable today in Los Angeles', async () => {
    const [pkg, roomType] = await Promise.all([api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' }), api.record(admin, 'room-types', { code: 'CHL-GDN' })]);
    const stay = { packageId: pkg.id, checkIn: '2026-12-10', checkOut: '2026-12-11', rooms: [{ roomTypeId: roomType.id, adults: 2, children: 0, toddlers: 0, infants: 0 }] };
    const refused = await api.call('POST', '/api/agent/quote', { token: ta, body: stay });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.checkIn).toBe('Check-in cannot be before today');

    await setZone(LA);
    expect((await api.call('POST', '/api/agent/quote', { token: ta, body: stay })).status).toBe(200);
    const made = await booked(api, ta, { checkIn: '2026-12-10', checkOut: '2026-12-11' });
    expect(made.status).toBe('Pending');
  });

  it('the front desk opens on the resort’s today: an 11 Dec arrival is today’s in Kuala Lumpur, tomorrow’s in Los Angeles', async () => {
    api.clock.set(new Date('2026-12-05T02:00:00Z'));
    await signIn();
    const arriving = await booked(api, ta, { checkIn: '2026-12-11', checkOut: '2026-12-12' });
    expect((await api.call('PUT', `/api/admin/reservations/${arriving.id}/approve`, { token: admin })).status).toBe(200);
    expect((await api.call('PUT', `/api/admin/reservations/${arriving.id}/status/confirm`, { token: admin })).status).toBe(200);
    api.clock.set(INSTANT);
    await signIn();

    const desk = async () => (await api.call('GET', '/api/admin/front-desk', { token: admin })).json as unknown as { today: string; rows: { id: string; desk: { checkInOpen: boolean } }[] };
    const inKl = await desk();
    expect(inKl.today).toBe('2026-12-11');
    expect(inKl.rows.find((r) => r.id === arriving.id)?.desk.checkInOpen).toBe(true);

    await setZone(LA);
    const inLa = await desk();
    expect(inLa.today).toBe('2026-12-10');
    expect(inLa.rows.map((r) => r.id)).not.toContain(arriving.id);
    // Asked for the 11th, the booking is there but its check-in is not open yet.
    const tomorrow = (await api.call('GET', '/api/admin/front-desk?date=2026-12-11', { token: admin })).json as unknown as typeof inLa;
    expect(tomorrow.rows.find((r) => r.id === arriving.id)?.desk.checkInOpen).toBe(false);
    const checkIn = await api.call('PUT', `/api/admin/reservations/${arriving.id}/status/check-in`, { token: admin });
    expect(checkIn.status).toBe(409);
  });

  it('a booking made now is invoiced on the resort’s date, and its receipt tells the resort’s time', async () => {
    const inKl = await booked(api, ta, { checkIn: '2027-01-20', checkOut: '2027-01-21' });
    expect(inKl.invoiceDate).toBe('2026-12-11');
    const payment = await api.call('POST', `/api/admin/reservations/${inKl.id}/desk-payment`, { token: admin, body: { method: 'cash', amount: 10_000 } });
    expect(payment.status).toBe(201);
    const receipt = async () => {
      const res = await api.app.request(`/api/admin/payments/${payment.json.id}/receipt.pdf`, { headers: { authorization: `Bearer ${admin}` } });
      return plainSpaces((await pdfText(new Uint8Array(await res.arrayBuffer()))).text);
    };
    expect(await receipt()).toContain('11 Dec 2026, 4:00 am');

    await setZone(LA);
    expect(await receipt()).toContain('10 Dec 2026, 12:00 pm');
    const inLa = await booked(api, ta, { checkIn: '2027-01-22', checkOut: '2027-01-23' });
    expect(inLa.invoiceDate).toBe('2026-12-10');
  });
});

describe('reports count days and months of the resort', () => {
  it('a payout asked at 20:00 UTC on 31 Jan is February’s in Kuala Lumpur and January’s in Los Angeles', async () => {
    const found = (await api.db.execute(sql`SELECT id FROM users WHERE email = 'ta@agency.test'`)) as unknown as { rows: { id: string }[] };
    const agentId = found.rows[0].id;
    await api.db.execute(sql`
      INSERT INTO payouts (agent_id, amount, status, account_name, account_number, bank_name, requested_at)
      VALUES (${agentId}, 43210, 'pending', 'Tan Travel', '5140 1234 5678', 'Maybank', '2027-01-31T20:00:00Z')`);
    const months = async () => ((await api.call('GET', '/api/reports/payouts/2027', { token: admin })).json.data as unknown as { months: { month: number; requested: number }[] }).months;
    expect((await months()).filter((m) => m.requested === 43210).map((m) => m.month)).toEqual([2]);
    await setZone(LA);
    expect((await months()).filter((m) => m.requested === 43210).map((m) => m.month)).toEqual([1]);
  });

  it('the agent’s sales chart puts a booking made at 20:00 UTC on 30 Nov in December in Kuala Lumpur, November in Los Angeles', async () => {
    const at = new Date('2026-11-30T20:00:00Z');
    api.clock.set(at);
    await signIn();
    const monthOf = async () => {
      const { data } = (await api.call('GET', '/api/agent/dashboard', { token: ta })).json as unknown as { data: { today: string; sales: { currentYear: { months: { month: number; bookings: number }[] } } } };
      return { today: data.today, months: data.sales.currentYear.months.map((m) => m.bookings) };
    };
    const before = await monthOf();
    await booked(api, ta, { checkIn: '2027-02-10', checkOut: '2027-02-11' });
    const inKl = await monthOf();
    expect(inKl.today).toBe('2026-12-01');
    expect(inKl.months[11] - before.months[11]).toBe(1);
    expect(inKl.months[10]).toBe(before.months[10]);

    await setZone(LA);
    const inLa = await monthOf();
    expect(inLa.today).toBe('2026-11-30');
    expect(inLa.months[10] - inKl.months[10]).toBe(1);
    expect(inLa.months[11] - inKl.months[11]).toBe(-1);
  });
});
