import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked, bookStay, deskAt } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Staff book at the desk on behalf of an agency (issue 13): its rates, its booking, its commission. */
let api: TestApp;
let admin: string;
let ta: string;
let freelancer: string;
const ids: Record<string, string> = {};

const idOf = async (email: string) => (await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = ${email}`))[0].id;

beforeAll(async () => {
  api = await createTestApp();
  [admin, ta, freelancer] = await Promise.all(['admin@resort.test', 'ta@agency.test', 'freelancer@agent.test'].map((e) => api.login(e)));
  for (const email of ['ta@agency.test', 'sales@agency.test', 'ahmad@pesisirtours.test', 'chong@quicktrips.test', 'admin@resort.test']) ids[email] = await idOf(email);
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

interface Line {
  kind: string;
  unitPrice: number;
}

const quoteBody = async (extra: Record<string, unknown> = {}) => {
  const [pkg] = await api.records(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
  const [type] = await api.records(admin, 'room-types', { code: 'CHL-GDN' });
  return { packageId: pkg.id, checkIn: '2026-12-14', checkOut: '2026-12-16', rooms: [{ roomTypeId: type.id, adults: 2, children: 0, toddlers: 0, infants: 0 }], ...extra };
};
const roomPrices = (lines: Line[]) => lines.filter((l) => l.kind === 'room').map((l) => l.unitPrice);

describe('the agencies the desk may book for', () => {
  it('are the approved, active agent accounts matching the search, not their members or pending ones', async () => {
    const all = (await api.call('GET', '/api/admin/desk-booking/agencies', { token: admin })).json as unknown as { id: string; companyName: string | null; email: string; category: string | null }[];
    const emails = all.map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining(['ta@agency.test', 'freelancer@agent.test']));
    for (const hidden of ['sales@agency.test', 'ahmad@pesisirtours.test']) expect(emails).not.toContain(hidden);
    const found = (await api.call('GET', '/api/admin/desk-booking/agencies?q=terengganu%20island', { token: admin })).json as unknown as typeof all;
    expect(found.map((a) => a.email)).toEqual(['ta@agency.test']);
    expect(found[0]).toMatchObject({ companyName: 'Terengganu Island Holidays Sdn Bhd', category: 'Travel Agent – Gold' });
    expect((await api.call('GET', '/api/admin/desk-booking/agencies', { token: ta })).status).toBe(403);
  });
});

describe('a desk quote for an agency', () => {
  it("is priced at the agency's contract rates, not the public rates", async () => {
    const publicQuote = await api.call('POST', '/api/admin/quote', { token: admin, body: await quoteBody() });
    const forAgency = await api.call('POST', '/api/admin/quote', { token: admin, body: await quoteBody({ agencyId: ids['ta@agency.test'] }) });
    const agentsOwn = await api.call('POST', '/api/agent/quote', { token: ta, body: await quoteBody() });
    expect(forAgency.status, forAgency.text).toBe(200);
    expect(roomPrices(forAgency.json.lines as Line[])).toEqual(roomPrices(agentsOwn.json.lines as Line[]));
    expect(forAgency.json.total).toBe(agentsOwn.json.total);
    expect(forAgency.json.total).toBeLessThan(publicQuote.json.total as number);
  });

  it('refuses an agency that is not an approved, active agent account, on its field', async () => {
    await api.call('PUT', `/api/admin/travelagent/${ids['chong@quicktrips.test']}`, { token: admin, body: { active: false } });
    for (const agencyId of [ids['ahmad@pesisirtours.test'], ids['chong@quicktrips.test'], ids['admin@resort.test'], '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await api.call('POST', '/api/admin/quote', { token: admin, body: await quoteBody({ agencyId }) });
      expect(res.status, `${agencyId}: ${res.text}`).toBe(400);
      expect(res.json.errors).toEqual({ agencyId: 'Choose an approved, active travel agent or freelancer' });
    }
    const booking = await bookStay(api, admin, { checkIn: '2026-12-10', checkOut: '2026-12-11', base: '/api/admin', extra: { agencyId: ids['ahmad@pesisirtours.test'] } });
    expect(booking.status).toBe(400);
    expect(booking.json.errors).toEqual({ agencyId: 'Choose an approved, active travel agent or freelancer' });
  });

  it("judges a promo code as the agency would use it: a private code the agency has not bought is refused", async () => {
    const created = await api.call('POST', '/api/admin/promo-codes', { token: admin, body: { code: 'DESKONLY26', isPublic: false, expiryDate: '2027-06-30', cashDiscount: 3_000, numberOfUses: 10, active: true } });
    expect(created.status, created.text).toBe(201);
    const { packageId, ...stay } = await quoteBody({ promoCode: 'DESKONLY26' });
    const path = `/api/admin/reservations/check-package-discounts/${String(packageId)}`;
    const walkIn = await api.call('POST', path, { token: admin, body: stay });
    expect(walkIn.status, walkIn.text).toBe(200);
    expect(walkIn.json.discount).toBe(3_000);
    const forAgency = await api.call('POST', path, { token: admin, body: { ...stay, agencyId: ids['ta@agency.test'] } });
    expect(forAgency.status).toBe(400);
    expect(Object.keys(forAgency.json.errors as object)).toEqual(['promoCode']);
    // The same refusal the agency gets on its own.
    const own = await api.call('POST', `/api/agent/reservations/check-package-discounts/${String(packageId)}`, { token: ta, body: stay });
    expect(forAgency.json.errors).toEqual(own.json.errors);
  });

  it('is for staff only: an agent cannot price or book for another agency', async () => {
    const res = await api.call('POST', '/api/agent/quote', { token: freelancer, body: await quoteBody({ agencyId: ids['ta@agency.test'] }) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ agencyId: 'Choose an approved, active travel agent or freelancer' });
  });
});

describe('a desk booking for an agency', () => {
  it("belongs to the agency, approved at once, priced at its rates; the agency sees it and another agency does not", async () => {
    const made = await booked(api, admin, { checkIn: '2026-12-14', checkOut: '2026-12-15', base: '/api/admin', extra: { agencyId: ids['sales@agency.test'], total: 1 } });
    // A member chosen stands for its agency.
    expect(made).toMatchObject({ ownerId: ids['ta@agency.test'], bookedById: ids['admin@resort.test'], bookedFrom: 'back-office', takenBy: 'admin@resort.test', approved: true });
    const agentPrice = await api.call('POST', '/api/agent/quote', { token: ta, body: await quoteBody({ checkOut: '2026-12-15', rooms: [{ ...(await quoteBody()).rooms[0], toddlers: 1 }] }) });
    expect(made.total).toBe(agentPrice.json.total);

    const seen = await api.call('GET', `/api/agent/agent-reservations/${made.id}`, { token: ta });
    expect(seen.status).toBe(200);
    const list = (await api.call('GET', '/api/agent/agent-reservations?range=[0,99]', { token: ta })).json.reservations as unknown as { id: string }[];
    expect(list.map((r) => r.id)).toContain(made.id);
    expect((await api.call('GET', `/api/agent/agent-reservations/${made.id}`, { token: freelancer })).status).toBe(404);

    // Staff made it: the audit names the staff member, and the agency is told as well as the desk and the guest.
    const [audit] = await rowsOf<{ actor_id: string }>(api, sql`SELECT actor_id FROM audit_log WHERE record_id = ${made.id} AND action = 'create'`);
    expect(audit.actor_id).toBe(ids['admin@resort.test']);
    const mails = await rowsOf<{ to: string }>(api, sql`SELECT "to" FROM email_outbox WHERE reservation_id = ${made.id} AND template = 'booking-received'`);
    expect(mails.map((m) => m.to).sort()).toEqual(['admin@resort.test', 'aisyah@example.com', 'ta@agency.test']);
  });

  it("earns the agency its commission at check-in, once, as for its own bookings", async () => {
    const made = await booked(api, admin, { checkIn: '2026-12-20', checkOut: '2026-12-21', base: '/api/admin', extra: { agencyId: ids['ta@agency.test'] } });
    expect((await api.call('PUT', `/api/admin/reservations/${made.id}/status/confirm`, { token: admin })).status).toBe(200);
    const desk = await deskAt(api, '2026-12-20', '15:00');
    const checkedIn = await api.call('PUT', `/api/admin/reservations/${made.id}/status/check-in`, { token: desk });
    expect(checkedIn.status, checkedIn.text).toBe(200);
    const agent = await api.login('ta@agency.test');
    const mine = await api.call('GET', '/api/agent/my-commission', { token: agent });
    const credited = (mine.json.commissions as unknown as { bookingNo: string; status: string; amount: number }[]).filter((c) => c.bookingNo === made.bookingNo);
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ status: 'credited' });
    expect(credited[0].amount).toBeGreaterThan(0);
    const [{ n }] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM wallet_entries WHERE reservation_id = ${made.id} AND kind = 'commission'`);
    expect(n).toBe(1);
  });
});

describe('the API reference', () => {
  it('lists the agencies to book for, and agencyId and packagePeriodId on the booking', async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    const paths = doc.json.paths as unknown as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
    expect(paths['/api/admin/desk-booking/agencies']?.get).toBeDefined();
    const booking = paths['/api/admin/agent-reservations']?.post.requestBody?.content['application/json'].schema.properties ?? {};
    expect(Object.keys(booking)).toEqual(expect.arrayContaining(['agencyId', 'packagePeriodId']));
    const quote = paths['/api/admin/quote']?.post.requestBody?.content['application/json'].schema.properties ?? {};
    expect(Object.keys(quote)).toContain('agencyId');
  });
});
