import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let ta: string;
let sales: string;
let viewer: string;
let freelancer: string;
let clerk: string;

interface Guest {
  id: string;
  fullName: string;
  email: string | null;
  phones: string[];
}
type Reservation = Record<string, unknown> & { guests: Guest[] };

const guestsOf = (r: Record<string, unknown>) => r.guests as Guest[];
const agentPut = (token: string | undefined, id: string, body: unknown) => api.call('PUT', `/api/agent/agent-reservations/${id}`, { token, body });
const staffPut = (token: string | undefined, id: string, body: unknown) => api.call('PUT', `/api/admin/reservations/edit-res-info/${id}`, { token, body });
const stored = async (id: string) =>
  (await rowsOf<Record<string, unknown>>(api, sql`SELECT reservation_name, special_requests, food_notes, lead_source_id, total, check_in, check_out FROM reservations WHERE id = ${id}`))[0];
const storedGuests = async (id: string) => rowsOf<Record<string, unknown>>(api, sql`SELECT full_name, email, phones, age FROM reservation_guests WHERE reservation_id = ${id} ORDER BY full_name`);

let stayDay = 0;
/** A fresh booking of ta@agency.test's agency, each on its own nights. */
const agencyBooking = async (token = ta) => {
  stayDay += 2;
  const checkIn = new Date(Date.UTC(2027, 2, 1 + stayDay)).toISOString().slice(0, 10);
  const checkOut = new Date(Date.UTC(2027, 2, 2 + stayDay)).toISOString().slice(0, 10);
  const { id } = await booked(api, token, { checkIn, checkOut });
  return (await api.call('GET', `/api/agent/agent-reservations/${id}`, { token })).json as unknown as Reservation;
};

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  [admin, ta, sales, viewer, freelancer] = await Promise.all(
    ['admin@resort.test', 'ta@agency.test', 'sales@agency.test', 'accounts@agency.test', 'freelancer@agent.test'].map((e) => api.login(e)),
  );
  const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'bookings-reader', permissions: { reservations: ['list', 'show'] } } });
  await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Nadia', lastName: 'Yusof', email: 'nadia@resort.test', password: 'Front!2345', roleId: role.json.id } });
  clerk = await api.login('nadia@resort.test', 'Front!2345');
});
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));
afterAll(() => api.close());

describe("the agent's own booking (PUT /api/agent/agent-reservations/:id)", () => {
  it("changes the guest's name and contact and the special requests, keeping price and dates, for any booking member of the agency", async () => {
    const r = await agencyBooking();
    const before = await stored(r.id as string);
    const [lead] = r.guests;
    const res = await agentPut(sales, r.id as string, {
      specialRequests: 'Late arrival, around 22:00',
      guests: [{ id: lead.id, fullName: 'Nur Aisyah binti Ahmad Zaki', email: 'aisyah.zaki@example.com', phones: ['+60 13-222 3344'] }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ specialRequests: 'Late arrival, around 22:00' });
    expect(guestsOf(res.json)[0]).toMatchObject({ fullName: 'Nur Aisyah binti Ahmad Zaki', email: 'aisyah.zaki@example.com', phones: ['+60 13-222 3344'] });
    expect(await stored(r.id as string)).toEqual({ ...before, special_requests: 'Late arrival, around 22:00' });
    expect(await storedGuests(r.id as string)).toEqual([{ full_name: 'Nur Aisyah binti Ahmad Zaki', email: 'aisyah.zaki@example.com', phones: ['+60 13-222 3344'], age: 34 }]);
    const [audit] = await rowsOf<{ actor_email: string; before: { specialRequests: unknown } }>(api, sql`SELECT actor_email, before FROM audit_log WHERE record_id = ${r.id as string} AND action = 'update'`);
    expect(audit.actor_email).toBe('sales@agency.test');
  });

  it('ignores what it does not change (dates, rooms, age) and refuses bad details with field messages, changing nothing', async () => {
    const r = await agencyBooking();
    const [lead] = r.guests;
    const before = [await stored(r.id as string), await storedGuests(r.id as string)];
    const ignored = await agentPut(ta, r.id as string, { checkIn: '2027-05-01', total: 1, guests: [{ id: lead.id, age: 3 }] });
    expect(ignored.status, ignored.text).toBe(200);
    expect([await stored(r.id as string), await storedGuests(r.id as string)]).toEqual(before);
    const bad = await agentPut(ta, r.id as string, { reservationName: ' ', guests: [{ id: lead.id, email: 'not-mail', phones: ['call me'] }] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ reservationName: 'Required', 'guests.0.email': expect.any(String), 'guests.0.phones.0': expect.any(String) });
    const noPhone = await agentPut(ta, r.id as string, { guests: [{ id: lead.id, phones: [] }] });
    expect(noPhone.status).toBe(400);
    expect(noPhone.json.errors).toEqual({ 'guests.0.phones': 'The lead guest needs a phone number' });
    const stranger = await agentPut(ta, r.id as string, { guests: [{ id: '00000000-0000-4000-8000-000000000000', fullName: 'Someone' }] });
    expect(stranger.status).toBe(400);
    expect(Object.keys(stranger.json.errors ?? {})).toEqual(['guests.0.id']);
    expect((await agentPut(ta, r.id as string, '{"guests":')).status).toBe(400);
    expect((await agentPut(ta, r.id as string, { specialRequests: 'x'.repeat(5000) })).status).toBe(400);
    expect([await stored(r.id as string), await storedGuests(r.id as string)]).toEqual(before);
  });

  it("answers 401 signed out, 403 to the agency's viewer and to staff, 404 for another agency's booking, 409 once cancelled", async () => {
    const r = await agencyBooking();
    const before = await stored(r.id as string);
    const change = { specialRequests: 'Sea view please' };
    expect((await agentPut(undefined, r.id as string, change)).status).toBe(401);
    expect((await agentPut(viewer, r.id as string, change)).status).toBe(403);
    expect((await agentPut(admin, r.id as string, change)).status).toBe(403);
    expect((await agentPut(freelancer, r.id as string, change)).status).toBe(404);
    expect((await agentPut(ta, '00000000-0000-4000-8000-000000000000', change)).status).toBe(404);
    expect(await stored(r.id as string)).toEqual(before);
    expect((await api.call('PUT', `/api/agent/agent-reservations/cancel/${r.id as string}`, { token: ta })).status).toBe(200);
    expect((await agentPut(ta, r.id as string, change)).status).toBe(409);
  });
});

describe("the desk's reservation info (PUT /api/admin/reservations/edit-res-info/:id)", () => {
  it('changes the name, lead source, contact, requests and notes of any booking, in the audit log under the staff member', async () => {
    const r = await agencyBooking();
    const source = await api.record(admin, 'lead-sources', { name: 'Instagram' });
    const [lead] = r.guests;
    const res = await staffPut(admin, r.id as string, {
      reservationName: 'Zaki family',
      leadSourceId: source.id,
      specialRequests: 'Birthday cake on the second night',
      foodNotes: 'No seafood for the child',
      guests: [{ id: lead.id, email: 'zaki.family@example.com' }],
    });
    expect(res.status, res.text).toBe(200);
    expect(await stored(r.id as string)).toMatchObject({ reservation_name: 'Zaki family', lead_source_id: source.id, special_requests: 'Birthday cake on the second night', food_notes: 'No seafood for the child' });
    expect((await storedGuests(r.id as string))[0]).toMatchObject({ email: 'zaki.family@example.com' });
    const audits = await rowsOf<{ before: Record<string, unknown> }>(api, sql`SELECT before FROM audit_log WHERE record_id = ${r.id as string} AND action = 'update' AND actor_email = 'admin@resort.test'`);
    expect(audits).toHaveLength(1);
    expect(audits[0].before).toMatchObject({ reservationName: r.reservationName, guests: [{ id: lead.id, email: 'aisyah@example.com' }] });
    // The agent sees the desk's change on its booking.
    expect((await api.call('GET', `/api/agent/agent-reservations/${r.id as string}`, { token: ta })).json).toMatchObject({ reservationName: 'Zaki family' });
  });

  it('refuses an unknown lead source and a blank name with field messages; 401, 403 without the edit permission, 404 for none', async () => {
    const r = await agencyBooking();
    const before = await stored(r.id as string);
    const bad = await staffPut(admin, r.id as string, { leadSourceId: '00000000-0000-4000-8000-000000000000' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {})).toEqual(['leadSourceId']);
    expect((await staffPut(admin, r.id as string, { reservationName: '' })).json.errors).toEqual({ reservationName: 'Required' });
    expect((await staffPut(undefined, r.id as string, { reservationName: 'X' })).status).toBe(401);
    expect((await staffPut(clerk, r.id as string, { reservationName: 'X' })).status).toBe(403);
    expect((await staffPut(ta, r.id as string, { reservationName: 'X' })).status).toBe(403);
    expect((await staffPut(admin, '00000000-0000-4000-8000-000000000000', { reservationName: 'X' })).status).toBe(404);
    expect(await stored(r.id as string)).toEqual(before);
  });

  it('is documented', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/agent/agent-reservations/{id}', '/api/admin/reservations/edit-res-info/{id}']));
  });
});

describe('any body', () => {
  it('never makes either route answer 500', async () => {
    const r = await agencyBooking();
    const [lead] = r.guests;
    const guest = fc.record({ id: fc.oneof(fc.constant(lead.id), fc.anything()), fullName: fc.anything(), email: fc.anything(), phones: fc.anything(), vegetarian: fc.anything() }, { requiredKeys: [] });
    const body = fc.oneof(
      fc.record({ reservationName: fc.anything(), specialRequests: fc.anything(), foodNotes: fc.anything(), leadSourceId: fc.anything(), guests: fc.oneof(fc.array(guest, { maxLength: 3 }), fc.anything()) }, { requiredKeys: [] }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), body, async (staff, sent) => {
        const res = staff ? await staffPut(admin, r.id as string, sent === undefined ? null : sent) : await agentPut(ta, r.id as string, sent === undefined ? null : sent);
        expect(res.status, JSON.stringify(sent)).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
    expect(api.unexpected).toEqual([]);
  });
});
