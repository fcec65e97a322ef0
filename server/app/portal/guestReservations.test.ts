import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../i18n/formatMoney';
import { booked, testGuest } from '../../test/bookings';
import { confirmedGuest, guestActor, guestBooking as bookAsGuest, payInFull as payAll, statusOf as storedStatus, type GuestBooking } from '../../test/guestBookings';
import { queuedEmails, rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { Actor } from '../http/env';
import { percentOf } from '../pricing/money';

/** A guest's "My bookings" at /api/portal: own bookings only, cancellation under the policy, changes before arrival. */

let api: TestApp;
let admin: string;
let siti: Actor;
let sitiToken: string;
let nurul: Actor;
let nurulToken: string;
let ta: string;

const PASSWORD = 'Lagoon!2027';
/** The resort's day and time (UTC+8); everyone signs in again, as a session ends after 12 hours unused. */
const at = async (date: string, time = '10:00') => {
  api.clock.set(new Date(`${date}T${time}:00+08:00`));
  [admin, ta, sitiToken, nurulToken] = await Promise.all([api.login('admin@resort.test'), api.login('ta@agency.test'), api.login('siti@example.test', PASSWORD), api.login('guest@guest.test')]);
};

type Booking = GuestBooking;
const guestBooking = (guest: Actor, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) => bookAsGuest(api, admin, guest, checkIn, checkOut, extra);
const payInFull = (booking: Booking) => payAll(api, admin, booking);
const portal = (method: string, path: string, token?: string, body?: unknown) => api.call(method, `/api/portal${path}`, { token, body });
const statusOf = (id: string) => storedStatus(api, id);
const roomsHeld = async (id: string) => Number((await rowsOf<{ n: string }>(api, sql`SELECT count(*) AS n FROM room_allocations WHERE reservation_id = ${id}`))[0].n);
const mailsTo = async (template: string, to: string, bookingNo?: string) => (await queuedEmails(api, template)).filter((m) => m.to === to && (!bookingNo || m.subject.includes(bookingNo) || m.text.includes(bookingNo)));

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2027-03-01T10:00:00+08:00'));
  admin = await api.login('admin@resort.test');
  // Siti signed up in Malay and confirmed her address; Nurul is the demo guest (English).
  siti = await confirmedGuest(api, 'siti@example.test', PASSWORD, 'my');
  nurul = await guestActor(api, 'guest@guest.test');
  await at('2027-03-01');
});
afterAll(() => api.close());

describe("a guest's bookings", () => {
  let mine: Booking;
  let theirs: Booking;
  let agents: Booking;

  beforeAll(async () => {
    await at('2027-03-01');
    mine = await guestBooking(siti, '2027-04-20', '2027-04-21');
    theirs = await guestBooking(nurul, '2027-04-22', '2027-04-23');
    agents = await booked(api, ta, { checkIn: '2027-04-24', checkOut: '2027-04-25' });
  });

  it("lists, shows and invoices the guest's own bookings in the agents' shapes", async () => {
    const list = await portal('GET', '/reservations', sitiToken);
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(1);
    const [row] = list.json.reservations as unknown as Record<string, unknown>[];
    expect(row).toMatchObject({ id: mine.id, bookingNo: mine.bookingNo, status: 'Pending', bookedFrom: 'guest-portal', total: mine.total });
    const agentRow = ((await api.call('GET', '/api/agent/agent-reservations', { token: ta })).json.reservations as unknown as Record<string, unknown>[])[0];
    expect(Object.keys(row).sort()).toEqual(Object.keys(agentRow).sort());

    const one = await portal('GET', `/reservations/${mine.id}`, sitiToken);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: mine.id, guests: [expect.objectContaining({ fullName: testGuest.fullName })], roomsAllocated: [expect.objectContaining({ code: expect.any(String) })] });
    expect((one.json.quote as { lines: unknown[] }).lines.length).toBeGreaterThan(0);

    // Its payments, the desk's included (none yet, then the cash taken at the desk).
    expect((await portal('GET', `/reservations/${mine.id}/payments`, sitiToken)).json).toEqual({ payments: [] });

    const pdf = await portal('GET', `/reservations/${mine.id}/invoice.pdf`, sitiToken);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("answers 404 on every route for another guest's booking and an agent's, and changes nothing", async () => {
    const leg = { tripCostId: crypto.randomUUID(), adults: 1, children: 0, toddlers: 0, infants: 0 };
    for (const other of [theirs, agents]) {
      const calls: [string, string, unknown?][] = [
        ['GET', `/reservations/${other.id}`],
        ['GET', `/reservations/${other.id}/invoice.pdf`],
        ['GET', `/reservations/${other.id}/cancellation`],
        ['GET', `/reservations/${other.id}/payments`],
        ['PUT', `/reservations/cancel/${other.id}`],
        ['PUT', `/reservations/edit-bookingJson/${other.id}`, { addons: [] }],
        ['PUT', `/reservations/edit-transportation/${other.id}`, { transport: [] }],
        ['PUT', `/reservations/edit-exisiting-transportation/${other.id}/${leg.tripCostId}`, leg],
        ['DELETE', `/reservations/edit-exisiting-transportation/${other.id}/${leg.tripCostId}`],
        ['GET', `/reservations/booking-json/${other.id}`],
      ];
      for (const [method, path, body] of calls) expect([method, path, (await portal(method, path, sitiToken, body)).status]).toEqual([method, path, 404]);
      expect(await statusOf(other.id)).toMatchObject({ status: 'Pending' });
    }
    expect(await roomsHeld(theirs.id)).toBe(1);
    // Nurul sees hers and not Siti's.
    expect((await portal('GET', '/reservations', nurulToken)).json).toMatchObject({ total: 1, reservations: [expect.objectContaining({ id: theirs.id })] });
  });

  it('answers 401 without sign-in and 403 to an agent', async () => {
    for (const [method, path] of [
      ['GET', '/reservations'],
      ['GET', `/reservations/${mine.id}`],
      ['GET', `/reservations/${mine.id}/cancellation`],
      ['PUT', `/reservations/cancel/${mine.id}`],
      ['PUT', `/reservations/edit-bookingJson/${mine.id}`],
    ])
      expect([path, (await portal(method, path)).status]).toEqual([path, 401]);
    expect((await portal('GET', '/reservations', ta)).status).toBe(403);
    expect(await statusOf(mine.id)).toMatchObject({ status: 'Pending' });
  });
});

describe('cancelling', () => {
  it("shows and applies the policy's fee, frees the rooms, mails the guest in Malay and leaves the refund for staff with the fee kept", async () => {
    expect(
      (await api.call('PUT', '/api/admin/settings/cancellation', { token: admin, body: { tiers: [{ minDays: 14, feePercent: 0 }, { minDays: 3, feePercent: 40 }, { minDays: 0, feePercent: 100 }] } })).status,
    ).toBe(200);
    await at('2027-03-01');
    const booking = await guestBooking(siti, '2027-04-10', '2027-04-11');
    await payInFull(booking);
    expect(await statusOf(booking.id)).toEqual({ status: 'Upcoming', payment_status: 'FullyPaid' });
    // The cash taken at the desk is among the booking's payments the guest sees.
    const paid = await portal('GET', `/reservations/${booking.id}/payments`, sitiToken);
    expect(paid.json.payments).toEqual([expect.objectContaining({ amount: booking.total, method: 'cash', status: 'approved' })]);

    // Five days before check-in: the 3-day step, 40 %.
    await at('2027-04-05');
    const fee = percentOf(booking.total, 40);
    const terms = await portal('GET', `/reservations/${booking.id}/cancellation`, sitiToken);
    expect(terms.status).toBe(200);
    expect(terms.json).toEqual({ total: booking.total, paid: booking.total, policyFee: fee, fee, refund: booking.total - fee, daysBefore: 5, tier: { minDays: 3, feePercent: 40 } });

    const cancelled = await portal('PUT', `/reservations/cancel/${booking.id}`, sitiToken);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ id: booking.id, status: 'Cancelled', cancellation: terms.json });
    expect(await roomsHeld(booking.id)).toBe(0);
    expect((await portal('PUT', `/reservations/cancel/${booking.id}`, sitiToken)).status).toBe(409);

    const [mail] = await mailsTo('booking-cancelled', 'siti@example.test', booking.bookingNo);
    expect(mail.subject).toBe(`Tempahan ${booking.bookingNo} dibatalkan – Pulau Damai Resort`);
    expect(mail.text).toContain(`Caj pembatalan (40% mengikut polisi pembatalan kami): ${formatMoney(fee)}`);
    expect(mail.text).toContain(`Ditolak daripada bayaran anda (caj yang belum dibayar tidak dikenakan): ${formatMoney(fee)}`);
    expect(mail.text).toContain(`Akan dipulangkan: ${formatMoney(booking.total - fee)}`);

    // Days later the policy would take everything; staff are still offered the fee of the notice Siti gave.
    await at('2027-04-09');
    const preview = await api.call('GET', `/api/admin/reservations/${booking.id}/refund`, { token: admin });
    expect(preview.json).toMatchObject({ refundable: booking.total, suggestedCancelFee: fee, suggestedRefund: booking.total - fee, policy: { daysBefore: 5, fee } });
    const paymentId = (preview.json.payments as unknown as { id: string }[])[0].id;
    const refund = await api.call('POST', `/api/admin/reservations/${booking.id}/refund`, { token: admin, body: { cancelFee: fee, refundAmount: booking.total - fee, method: 'original', paymentId, confirm: true } });
    expect(refund.status, refund.text).toBe(201);
    expect(api.unexpected).toEqual([]);
  });

  it('is refused from the check-in date on, and the booking stays as it was', async () => {
    await at('2027-03-01');
    const booking = await guestBooking(siti, '2027-04-15', '2027-04-16');
    await payInFull(booking);
    await at('2027-04-15', '08:00');
    const terms = await portal('GET', `/reservations/${booking.id}/cancellation`, sitiToken);
    expect(terms.status).toBe(409);
    expect(terms.json.message).toBe('This booking can no longer be cancelled or changed online: from the day of arrival, please contact the resort');
    expect((await portal('PUT', `/reservations/cancel/${booking.id}`, sitiToken)).status).toBe(409);
    expect(await statusOf(booking.id)).toEqual({ status: 'Upcoming', payment_status: 'FullyPaid' });
    expect(await roomsHeld(booking.id)).toBe(1);
  });
});

describe('adding transfers and add-ons before arrival', () => {
  it('re-prices at the public rates, raises the balance to pay, and is refused from the check-in date', async () => {
    await at('2027-03-01');
    const booking = await guestBooking(siti, '2027-04-26', '2027-04-27');
    await payInFull(booking);
    const [seatBoat] = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"boat","pricing":"per-person"}')}`, { token: admin })).json;
    const boat = { tripCostId: seatBoat.id, date: '2027-04-26', departureTime: '10:30', pickupPoint: 'Marang Jetty', returnDate: '2027-04-27', returnDepartureTime: '11:00', adults: 2, children: 0, toddlers: 1, infants: 0 };

    await at('2027-04-20');
    const withBoat = await portal('PUT', `/reservations/edit-transportation/${booking.id}`, sitiToken, { transport: [boat] });
    expect(withBoat.status, withBoat.text).toBe(200);
    expect(withBoat.json.total).toBeGreaterThan(booking.total);
    expect(withBoat.json.paymentStatus).toBe('Partial');
    // The same stay with the boat, as staff price it for the public (no agency: no contract rate).
    const roomTypeId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id;
    const publicQuote = await api.call('POST', '/api/admin/quote', {
      token: admin,
      body: { packageId: withBoat.json.packageId, checkIn: '2027-04-26', checkOut: '2027-04-27', rooms: [{ roomTypeId, adults: 2, children: 0, toddlers: 1, infants: 0 }], transport: [boat] },
    });
    expect(withBoat.json.total).toBe(publicQuote.json.total);
    const json = await portal('GET', `/reservations/booking-json/${booking.id}`, sitiToken);
    expect((json.json.quote as { lines: { kind: string }[] }).lines.some((l) => l.kind === 'transport')).toBe(true);

    await at('2027-04-26', '08:00');
    const late = await portal('PUT', `/reservations/edit-bookingJson/${booking.id}`, sitiToken, { transport: [] });
    expect(late.status).toBe(409);
    expect((await portal('GET', `/reservations/${booking.id}`, sitiToken)).json.total).toBe(withBoat.json.total);
  });

  it("keeps the public rates when an agent's booking link made the agent the owner", async () => {
    // The monsoon season, where the demo's gold agents (ta@agency.test) have a contract rate.
    await at('2026-11-21');
    const stay = { checkIn: '2026-12-14', checkOut: '2026-12-15' };
    const booking = await guestBooking(siti, stay.checkIn, stay.checkOut);
    const roomTypeId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id;
    const party = { rooms: [{ roomTypeId, adults: 2, children: 0, toddlers: 1, infants: 0 }] };
    const contract = await api.call('POST', '/api/agent/quote', { token: ta, body: { packageId: (await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id, ...stay, ...party } });
    expect(contract.json.total).not.toBe(booking.total);

    const [agency] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = 'ta@agency.test'`);
    await api.db.execute(sql`UPDATE reservations SET owner_id = ${agency.id} WHERE id = ${booking.id}`);
    const [seatBoat] = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"boat","pricing":"per-person"}')}`, { token: admin })).json;
    const boat = { tripCostId: seatBoat.id, date: stay.checkIn, departureTime: '10:30', pickupPoint: 'Marang Jetty', returnDate: stay.checkOut, returnDepartureTime: '11:00', adults: 2, children: 0, toddlers: 1, infants: 0 };
    expect((await portal('PUT', `/reservations/edit-transportation/${booking.id}`, sitiToken, { transport: [boat] })).status).toBe(200);
    const removed = await portal('PUT', `/reservations/edit-transportation/${booking.id}`, sitiToken, { transport: [] });
    // Without the boat it costs what the guest booked it for: the public rate, not the agency's contract rate.
    expect(removed.json.total).toBe(booking.total);
  });
});

describe('the API reference', () => {
  it("documents a guest's My bookings under /api/portal, signed in", async () => {
    const paths = (await api.call('GET', '/api/openapi.json')).json.paths as unknown as Record<string, Record<string, { security?: unknown[] }>>;
    for (const [path, method] of [
      ['/api/portal/reservations', 'get'],
      ['/api/portal/reservations/{id}', 'get'],
      ['/api/portal/reservations/{id}/invoice.pdf', 'get'],
      ['/api/portal/reservations/{id}/cancellation', 'get'],
      ['/api/portal/reservations/cancel/{id}', 'put'],
      ['/api/portal/reservations/edit-bookingJson/{id}', 'put'],
      ['/api/portal/reservations/edit-transportation/{id}', 'put'],
      ['/api/portal/reservations/booking-json/{id}', 'get'],
    ] as const) expect(paths[path]?.[method]?.security, path).toEqual([{ bearer: [] }]);
  });
});
