import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { voucherPurchases } from '../../db/moneyTables';
import { DEMO_PASSWORD } from '../../db/seed/seed';
import { booked, deskAt, testGuest } from '../../test/bookings';
import { solvedCaptcha } from '../../test/captcha';
import { payOnSandbox, queuedEmails, rowsOf, slipForm } from '../../test/money';
import { createTestApp, type Json, type TestApp } from '../../test/testApp';
import { percentOf } from '../pricing/money';
import type { Quote } from '../pricing/types';
import { commissionBase } from '../payments/commissions.service';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';

/** A guest's booking on the guest site (issue 14): the agents' wizard calls under `/api/portal`. */
let api: TestApp;
let admin: string;
let ta: string;
let freelancer: string;
/** guest@guest.test: confirmed. */
let guest: string;
/** The family stays: 3D2N Island Escape in a Family Sea View (sold for up to four); gold agents have a contract rate on it. */
let packageId: string;
let roomTypeId: string;
/** The couple stays: 2D1N Snorkelling Getaway in a Garden Chalet. */
let snorkelId: string;
let chaletId: string;
let leadSourceId: string;

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const guestLogin = async (email: string, password = DEMO_PASSWORD) => {
  const res = await api.call('POST', '/api/portal/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': freshIp() } });
  if (res.status !== 200) throw new Error(`guest login ${email}: ${res.status} ${res.text}`);
  return res.json.accessToken as string;
};
/** A new guest, signed in; confirmed by the e-mailed link unless `confirmed` is false. */
const newGuest = async (email: string, confirmed = true) => {
  const body = { email, password: 'Lagoon!2027', firstName: 'Tan', lastName: 'Mei Ling', locale: 'en', captcha: await solvedCaptcha(api) };
  const signUp = await api.call('POST', '/api/portal/auth/sign-up', { body, headers: { 'x-forwarded-for': freshIp() } });
  expect(signUp.status, signUp.text).toBe(202);
  if (confirmed) {
    const mail = (await queuedEmails(api, 'guest-confirm-email')).filter((m) => m.to === email).pop();
    const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token');
    expect((await api.call('POST', '/api/portal/auth/confirm', { body: { token } })).status).toBe(200);
  }
  return guestLogin(email, 'Lagoon!2027');
};

const portal = (method: string, path: string, token: string | undefined, body?: unknown) => api.call(method, `/api/portal${path}`, { token, body });
const count = async (table: 'reservations' | 'room_holds' | 'payments') => (await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0].n;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  [admin, ta, freelancer] = await Promise.all(['admin@resort.test', 'ta@agency.test', 'freelancer@agent.test'].map((e) => api.login(e)));
  guest = await guestLogin('guest@guest.test');
  // The code filter matches parts too (PD-3D2N-DIVE): the exact one is picked.
  packageId = (await api.records(admin, 'tour-packages', { code: 'PD-3D2N' })).find((p) => p.code === 'PD-3D2N')!.id;
  roomTypeId = (await api.record(admin, 'room-types', { code: 'FAM-SEA' })).id;
  snorkelId = (await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id;
  chaletId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id;
  leadSourceId = (await api.record(admin, 'lead-sources', { name: 'Facebook' })).id;
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

const family = { adults: 2, children: 1, toddlers: 0, infants: 0 };
const guests = [testGuest, { fullName: 'Adam bin Ahmad', age: 36, idNumber: '900101-11-1234', country: 'Malaysia', phones: [] }, { fullName: 'Hana binti Ahmad', age: 8, idNumber: '180505-11-1236', country: 'Malaysia', phones: [] }];

/** Availability → hold of one Family Sea View for `token` on the guest site; answers the hold and the room. */
const holdRoom = async (token: string, stay: { checkIn: string; checkOut: string }) => {
  const offers = await portal('POST', '/rooms-availability', token, { ...stay, packageId, roomTypeIds: [roomTypeId], pax: { adults: 2, children: 1 } });
  expect(offers.status, offers.text).toBe(200);
  const type = (offers.json as unknown as { roomTypeId?: string; id?: string; rooms: { id: string }[] }[]).find((t) => (t.roomTypeId ?? t.id) === roomTypeId);
  const roomId = type!.rooms[0].id;
  const hold = await portal('POST', `/temp-room-block/${packageId}`, token, { ...stay, roomIds: [roomId] });
  expect(hold.status, hold.text).toBe(201);
  return { holdId: hold.json.id as string, roomId };
};

/** A booking body for a held chalet (2 adults and a child), with anything else the test adds. */
const bookingBody = (held: { holdId: string; roomId: string }, extra: Record<string, unknown> = {}) => ({
  holdId: held.holdId,
  packageId,
  leadSourceId,
  bedType: 'Queen + single + sofa bed',
  rooms: [{ roomId: held.roomId, ...family }],
  guests,
  paymentMethod: 'online',
  ...extra,
});

const bookFor = async (token: string, stay: { checkIn: string; checkOut: string }, extra: Record<string, unknown> = {}) => {
  const held = await holdRoom(token, stay);
  const res = await portal('POST', '/reservations', token, bookingBody(held, extra));
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Json & { id: string; bookingNo: string; total: number };
};

/** Pays what is due online through the sandbox gateway as `token`; answers where the guest lands. */
const payOnline = async (token: string, reservationId: string) => {
  const started = await portal('GET', `/online-payment?reservationId=${reservationId}`, token);
  expect(started.status, started.text).toBe(201);
  const paid = await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
  const back = await api.app.request(paid.location);
  return { started: started.json, landing: back.headers.get('location') };
};

const staffView = async (id: string) => (await api.call('GET', `/api/admin/reservations/${id}`, { token: admin })).json;

describe('a confirmed guest booking on the guest site', () => {
  it('searches, holds, quotes, books 2 adults and a child with a seat on the boat and an add-on, pays online and is Fully paid', async () => {
    const stay = { checkIn: '2026-12-15', checkOut: '2026-12-17' };
    const packages = (await portal('GET', '/bookable-packages', guest)).json as unknown as { id: string }[];
    expect(packages.map((p) => p.id)).toContain(packageId);
    const details = await portal('GET', `/booking-details?packageId=${packageId}&checkIn=${stay.checkIn}`, guest);
    expect(details.status, details.text).toBe(200);
    expect(((await portal('GET', '/lead-sources', guest)).json as unknown as { id: string }[]).map((l) => l.id)).toContain(leadSourceId);
    const transfers = (await portal('GET', '/transfers', guest)).json as unknown as { id: string; name: string }[];
    const boat = transfers.find((t) => t.name === 'Marang Jetty → Pulau Damai (shared boat)')!;
    expect(boat).toBeTruthy();
    const categories = (await portal('GET', '/addon-categories', guest)).json as unknown as { id: string }[];
    const byCategory = (await portal('GET', `/addons/by-categories?ids=${categories.map((c) => c.id).join(',')}`, guest)).json as unknown as Record<string, { id: string; name: string }[]>;
    const snorkel = Object.values(byCategory).flat().find((a) => a.name === 'Marine park snorkelling trip')!;
    expect(snorkel).toBeTruthy();

    const held = await holdRoom(guest, stay);
    const timer = await portal('GET', `/room-timer?holdId=${held.holdId}`, guest);
    expect(timer.status).toBe(200);
    expect(timer.json.secondsLeft).toBe(120);
    // Another guest cannot read, extend or release it.
    const stranger = await newGuest('stranger@example.test');
    expect((await portal('GET', `/room-timer?holdId=${held.holdId}`, stranger)).status).toBe(404);
    expect((await portal('DELETE', `/temp-room-block/${held.holdId}`, stranger)).status).toBe(404);
    const transport = [{ tripCostId: boat.id, ...family, date: stay.checkIn, departureTime: '10:00', pickupPoint: 'Marang Jetty' }];
    const addons = [{ id: snorkel.id, adults: 2, children: 1, units: 0 }];
    const quote = await portal('POST', '/quote', guest, { packageId, ...stay, rooms: [{ roomTypeId, ...family }], addons, transport });
    expect(quote.status, quote.text).toBe(200);
    const lines = quote.json.lines as { kind: string; label?: string }[];
    expect(lines.some((l) => l.kind === 'addon')).toBe(true);
    expect(lines.some((l) => l.kind === 'transport')).toBe(true);

    const res = await portal('POST', '/reservations', guest, bookingBody(held, { addons, transport, specialRequests: 'Baby cot please', foodNotes: 'No peanuts' }));
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ approved: true, bookedFrom: 'guest-portal', status: 'Pending', paymentStatus: 'Pending', total: quote.json.total, adults: 2, children: 1 });
    const guestId = (await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = 'guest@guest.test'`))[0].id;
    const [row] = await rowsOf<{ owner_id: string; booked_by_id: string }>(api, sql`SELECT owner_id, booked_by_id FROM reservations WHERE id = ${res.json.id as string}`);
    expect(row).toEqual({ owner_id: guestId, booked_by_id: guestId });
    // Approved at once: nothing waits in Awaiting Approvals.
    const waiting = (await api.call('GET', '/api/admin/reservations/unapproved?range=[0,99]', { token: admin })).json.reservations as unknown as { id: string }[];
    expect(waiting.map((r) => r.id)).not.toContain(res.json.id);

    const { started, landing } = await payOnline(guest, res.json.id as string);
    expect(started.amount).toBe(quote.json.total);
    expect(landing).toBe(`/portal/bookings/${res.json.id as string}?payment=${started.paymentId}&status=approved`);
    expect(await staffView(res.json.id as string)).toMatchObject({ paymentStatus: 'FullyPaid', status: 'Upcoming' });
    const [payment] = await rowsOf<{ payer_id: string; method: string }>(api, sql`SELECT payer_id, method FROM payments WHERE id = ${started.paymentId as string}`);
    expect(payment).toEqual({ payer_id: guestId, method: 'online' });
  });

  it('is priced at the public rate where an agent category has a contract rate', async () => {
    const stay = { checkIn: '2026-12-14', checkOut: '2026-12-16' };
    const body = { packageId: snorkelId, ...stay, rooms: [{ roomTypeId: chaletId, adults: 2, children: 0, toddlers: 0, infants: 0 }] };
    const [forGuest, forGold, forFreelancer] = await Promise.all([
      portal('POST', '/quote', guest, body),
      api.call('POST', '/api/agent/quote', { token: ta, body }),
      api.call('POST', '/api/agent/quote', { token: freelancer, body }),
    ]);
    expect(forGuest.status, forGuest.text).toBe(200);
    const rooms = (q: Json) => (q.lines as unknown as { kind: string; unitPrice: number }[]).filter((l) => l.kind === 'room').map((l) => l.unitPrice);
    expect(rooms(forGuest.json)).toEqual(rooms(forFreelancer.json));
    expect(rooms(forGuest.json)).not.toEqual(rooms(forGold.json));
    expect(forGuest.json.total).toBe(forFreelancer.json.total);
    expect(forGuest.json.total).toBeGreaterThan(forGold.json.total as number);
    // A guest cannot ask for an agency's prices either.
    const agency = await api.record(admin, 'travelagent', { email: 'ta@agency.test' });
    const asAgency = await portal('POST', '/quote', guest, { ...body, agencyId: agency.id });
    expect(asAgency.status).toBe(400);
    expect(asAgency.json.errors).toHaveProperty('agencyId');
  });

  it('refuses an agent-only promo code exactly as a code that does not exist', async () => {
    const created = await api.call('POST', '/api/admin/promo-codes', {
      token: admin,
      body: { code: 'AGENTONLY50', numberOfUses: 10, expiryDate: '2027-12-31', cashDiscount: 5000, isPublic: false, active: true },
    });
    expect(created.status, created.text).toBe(201);
    const agent = await api.record(admin, 'travelagent', { email: 'ta@agency.test' });
    const now = api.clock.now();
    await api.db.insert(voucherPurchases).values({ kind: 'promo-code', promoCodeId: created.json.id as string, agentId: agent.id, price: 4000, status: 'bought', boughtAt: now, createdAt: now });
    const stay = { checkIn: '2027-01-12', checkOut: '2027-01-14' };
    const body = (promoCode: string) => ({ ...stay, rooms: [{ roomTypeId, ...family }], promoCode });
    // The agency that bought it gets its discount.
    expect((await api.call('POST', `/api/agent/reservations/check-package-discounts/${packageId}`, { token: ta, body: body('AGENTONLY50') })).json.discount).toBe(5000);

    const agentOnly = await portal('POST', `/reservations/check-package-discounts/${packageId}`, guest, body('agentonly50'));
    const unknown = await portal('POST', `/reservations/check-package-discounts/${packageId}`, guest, body('nosuch50'));
    expect(agentOnly.status).toBe(400);
    expect({ status: agentOnly.status, json: agentOnly.json }).toEqual({ status: unknown.status, json: unknown.json });
    const quoted = await portal('POST', '/quote', guest, { packageId, ...body('AGENTONLY50') });
    expect(quoted.status).toBe(400);
    expect(quoted.text).toBe((await portal('POST', '/quote', guest, { packageId, ...body('NOSUCH50') })).text);
    const lookedUp = await portal('GET', '/promo-code-by-code/AGENTONLY50', guest);
    const lookedUpUnknown = await portal('GET', '/promo-code-by-code/NOSUCH50', guest);
    expect(lookedUp.status).toBe(404);
    expect(lookedUp.text).toBe(lookedUpUnknown.text);
    expect(lookedUp.text).not.toMatch(/contact|provider/i);

    // The same code in a booking is refused the same way, and nothing is booked.
    const before = await count('reservations');
    const held = await holdRoom(guest, stay);
    const booking = await portal('POST', '/reservations', guest, bookingBody(held, { promoCode: 'AGENTONLY50' }));
    expect(booking.status).toBe(400);
    expect(booking.json.errors).toEqual(unknown.json.errors);
    expect(await count('reservations')).toBe(before);
    await portal('DELETE', `/temp-room-block/${held.holdId}`, guest);

    // A public code works for a guest.
    const open = await api.call('POST', '/api/admin/promo-codes', { token: admin, body: { code: 'ISLAND20', numberOfUses: 10, expiryDate: '2027-12-31', cashDiscount: 2000, isPublic: true, active: true } });
    expect(open.status).toBe(201);
    expect((await portal('POST', `/reservations/check-package-discounts/${packageId}`, guest, body('island20'))).json.discount).toBe(2000);
    expect((await portal('GET', '/promo-code-by-code/ISLAND20', guest)).json).toMatchObject({ code: 'ISLAND20', usable: true });
  });
});

describe('who may book on the guest site', () => {
  const HOLD = '00000000-0000-4000-8000-000000000001';
  const ROUTES: [string, string][] = [
    ['POST', '/rooms-availability'],
    ['GET', `/booking-details?packageId=${HOLD}&checkIn=2026-12-15`],
    ['POST', `/temp-room-block/${HOLD}`],
    ['DELETE', `/temp-room-block/${HOLD}`],
    ['POST', '/unblocked-room'],
    ['GET', `/room-timer?holdId=${HOLD}`],
    ['POST', '/package/extend-rooms'],
    ['POST', '/quote'],
    ['POST', `/reservations/check-package-discounts/${HOLD}`],
    ['GET', '/promo-code-by-code/ISLAND20'],
    ['GET', '/bookable-packages'],
    ['GET', '/lead-sources'],
    ['GET', '/transfers'],
    ['GET', '/addon-categories'],
    ['GET', `/addons/by-categories?ids=${HOLD}`],
    ['POST', '/reservations'],
    ['GET', `/online-payment?reservationId=${HOLD}`],
    ['POST', `/reservations/offline-payment/${HOLD}`],
    ['GET', `/payment/${HOLD}/slip`],
    ['GET', '/bank-setting'],
  ];

  it('answers 401 to anonymous callers, 403 to a guest whose e-mail is not confirmed and to staff and agents', async () => {
    const unconfirmed = await newGuest('not.yet@example.test', false);
    const holdsBefore = await count('room_holds');
    for (const [method, path] of ROUTES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await portal(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      const early = await portal(method, path, unconfirmed, body);
      expect(early.status, `${method} ${path}`).toBe(403);
      expect(early.json.code).toBe('email_unconfirmed');
      expect((await portal(method, path, ta, body)).status, `${method} ${path}`).toBe(403);
      expect((await portal(method, path, admin, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await count('room_holds')).toBe(holdsBefore);
  });

  it('leaves the public routes of the guest site open', async () => {
    expect((await portal('GET', '/packages', undefined)).status).toBe(200);
    expect((await portal('GET', '/promotions', undefined)).status).toBe(200);
  });
});

describe('bad input on the guest site', () => {
  it('answers 400 with field messages and changes nothing', async () => {
    const stay = { checkIn: '2026-12-22', checkOut: '2026-12-24' };
    const [reservationsBefore, holdsBefore] = [await count('reservations'), await count('room_holds')];
    const badHold = await portal('POST', `/temp-room-block/${packageId}`, guest, { checkIn: '2026-12-23', checkOut: '2026-12-22', roomIds: [] });
    expect(badHold.status).toBe(400);
    expect(Object.keys(badHold.json.errors).length).toBeGreaterThan(0);
    const badQuote = await portal('POST', '/quote', guest, { packageId: 'nope', ...stay, rooms: [] });
    expect(badQuote.status).toBe(400);
    expect(badQuote.json.errors).toHaveProperty('packageId');
    expect(await count('room_holds')).toBe(holdsBefore);

    const held = await holdRoom(guest, stay);
    const holdsWithOne = await count('room_holds');
    for (const paymentMethod of ['wallet', 'cheque', 'card']) {
      const res = await portal('POST', '/reservations', guest, bookingBody(held, { paymentMethod }));
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ paymentMethod: 'Pay online or with a bank-in or cash deposit slip.' });
    }
    const noLead = await portal('POST', '/reservations', guest, bookingBody(held, { guests: [], leadSourceId: 'x', bedType: '' }));
    expect(noLead.status).toBe(400);
    expect(Object.keys(noLead.json.errors)).toEqual(expect.arrayContaining(['guests', 'leadSourceId', 'bedType']));
    const tooMany = await portal('POST', '/reservations', guest, bookingBody(held, { rooms: [{ roomId: held.roomId, adults: 9, children: 0, toddlers: 0, infants: 0 }] }));
    expect(tooMany.status).toBe(400);
    expect(await count('reservations')).toBe(reservationsBefore);
    expect(await count('room_holds')).toBe(holdsWithOne);

    // Booked as asked, the booking's slip form refuses a cheque and a slip without a file.
    const booking = (await portal('POST', '/reservations', guest, bookingBody(held, { paymentMethod: 'offline' }))).json;
    const paymentsBefore = await count('payments');
    const cheque = await api.call('POST', `/api/portal/reservations/offline-payment/${booking.id as string}`, {
      token: guest,
      body: slipForm({ method: 'cheque', amount: 5000, chequeNo: '000123', chequeBank: 'Maybank', chequeDate: '2026-11-21' }, null),
    });
    expect(cheque.status).toBe(400);
    expect(cheque.json.errors).toEqual({ method: 'Pay online or with a bank-in or cash deposit slip.' });
    const noSlip = await api.call('POST', `/api/portal/reservations/offline-payment/${booking.id as string}`, { token: guest, body: slipForm({ amount: 5000, referenceNo: 'MBB-9', referenceDate: '2026-11-21' }, null) });
    expect(noSlip.status).toBe(400);
    expect(noSlip.json.errors).toHaveProperty('slip');
    expect(await count('payments')).toBe(paymentsBefore);

    const badOnline = await portal('GET', '/online-payment?reservationId=nope', guest);
    expect(badOnline.status).toBe(400);
    expect(badOnline.json.errors).toHaveProperty('reservationId');
    const tooMuch = await portal('GET', `/online-payment?reservationId=${booking.id as string}&amount=${(booking.total as number) + 1}`, guest);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors).toHaveProperty('amount');
    expect(await count('payments')).toBe(paymentsBefore);

    const slip = await api.call('POST', `/api/portal/reservations/offline-payment/${booking.id as string}`, { token: guest, body: slipForm({ amount: 5000, referenceNo: 'MBB-9', referenceDate: '2026-11-21' }) });
    expect(slip.status, slip.text).toBe(201);
    expect(slip.json).toMatchObject({ method: 'offline', status: 'pending', amount: 5000 });
    const slipUrl = (slip.json.slip as { url: string }).url;
    expect(slipUrl).toBe(`/api/portal/payment/${slip.json.id as string}/slip`);
    const file = await api.call('GET', slipUrl, { token: guest });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/png');
    expect((await api.call('GET', slipUrl, { token: await newGuest('nosy.guest@example.test') })).status).toBe(404);
  });
});

describe("another's booking", () => {
  it('is not found on the payment routes, for another guest and for an agent\'s booking alike', async () => {
    const mine = await bookFor(guest, { checkIn: '2027-01-05', checkOut: '2027-01-07' });
    const other = await newGuest('other.guest@example.test');
    const paymentsBefore = await count('payments');
    const online = await portal('GET', `/online-payment?reservationId=${mine.id}`, other);
    expect(online.status).toBe(404);
    const slip = await api.call('POST', `/api/portal/reservations/offline-payment/${mine.id}`, { token: other, body: slipForm({ amount: 5000, referenceNo: 'X-1', referenceDate: '2026-11-21' }) });
    expect(slip.status).toBe(404);

    const agentsOwn = await booked(api, ta, { checkIn: '2027-01-08', checkOut: '2027-01-09' });
    expect((await portal('GET', `/online-payment?reservationId=${agentsOwn.id}`, guest)).status).toBe(404);
    // Nor may the guest reach the agents' payment routes with a guest's session.
    expect((await api.call('GET', `/api/agent/online-payment?reservationId=${mine.id}`, { token: guest })).status).toBe(403);
    expect(await count('payments')).toBe(paymentsBefore);
  });
});

describe("a booking made through an agent's booking link", () => {
  it("belongs to the agent, who sees it and earns its commission at check-in, while the guest pays the public rate", async () => {
    const [{ referral_code: code, id: taId }] = await rowsOf<{ referral_code: string; id: string }>(api, sql`SELECT referral_code, id FROM users WHERE email = 'ta@agency.test'`);
    expect(code).toBeTruthy();
    const stay = { checkIn: '2027-01-19', checkOut: '2027-01-21' };
    const party = { roomTypeId, ...family };
    const publicQuote = await portal('POST', '/quote', guest, { packageId, ...stay, rooms: [party] });
    const contractQuote = await api.call('POST', '/api/agent/quote', { token: ta, body: { packageId, ...stay, rooms: [party] } });
    expect(publicQuote.json.total).toBeGreaterThan(contractQuote.json.total as number);

    const booking = await bookFor(guest, stay, { agentCode: code.toLowerCase() });
    expect(booking).toMatchObject({ approved: true, bookedFrom: 'guest-portal', total: publicQuote.json.total });
    const [row] = await rowsOf<{ owner_id: string }>(api, sql`SELECT owner_id FROM reservations WHERE id = ${booking.id}`);
    expect(row.owner_id).toBe(taId);
    // The agent is told of it and lists it; its own price list never reached the guest.
    expect((await queuedEmails(api, 'booking-received')).some((m) => m.to === 'ta@agency.test' && m.text.includes(booking.bookingNo))).toBe(true);
    const listed = await api.call('GET', '/api/agent/agent-reservations?range=[0,99]', { token: ta });
    expect((listed.json.reservations as unknown as { id: string }[]).map((r) => r.id)).toContain(booking.id);

    // The guest pays it (not the agent's wallet) and goes back to the guest site.
    const { started, landing } = await payOnline(guest, booking.id);
    expect(started.amount).toBe(publicQuote.json.total);
    expect(landing).toContain(`/portal/bookings/${booking.id}?`);
    expect(await staffView(booking.id)).toMatchObject({ paymentStatus: 'FullyPaid', status: 'Upcoming' });

    // At check-in the agent earns its category's commission on the room revenue the guest paid.
    const [{ quote }] = await rowsOf<{ quote: Quote }>(api, sql`SELECT quote FROM reservations WHERE id = ${booking.id}`);
    const expected = percentOf(commissionBase(quote), 15);
    expect(expected).toBeGreaterThan(0);
    admin = await deskAt(api, stay.checkIn);
    ta = await api.login('ta@agency.test');
    const checkedIn = await api.call('PUT', `/api/admin/reservations/${booking.id}/status/check-in`, { token: admin });
    expect(checkedIn.status, checkedIn.text).toBe(200);
    const earned = await api.call('GET', '/api/agent/my-commission', { token: ta });
    expect(earned.json.commissions).toEqual(expect.arrayContaining([expect.objectContaining({ bookingNo: booking.bookingNo, amount: expected, status: 'credited' })]));
  });

  it('stays the guest\'s own when the code is unknown', async () => {
    const booking = await bookFor(guest, { checkIn: '2027-01-26', checkOut: '2027-01-28' }, { agentCode: 'NO-SUCH-AGENT' });
    const [row] = await rowsOf<{ owner_id: string; booked_by_id: string }>(api, sql`SELECT owner_id, booked_by_id FROM reservations WHERE id = ${booking.id}`);
    expect(row.owner_id).toBe(row.booked_by_id);
  });
});

describe('the API reference', () => {
  it("lists the guest's booking routes, with agentCode and paymentMethod on the booking and no agencyId", async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = doc.json.paths as unknown as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
    for (const path of ['/api/portal/rooms-availability', '/api/portal/quote', '/api/portal/temp-room-block/{packageId}', '/api/portal/online-payment', '/api/portal/reservations/offline-payment/{id}'])
      expect(paths[path], path).toBeDefined();
    const booking = paths['/api/portal/reservations']?.post.requestBody?.content['application/json'].schema.properties ?? {};
    expect(Object.keys(booking)).toEqual(expect.arrayContaining(['holdId', 'agentCode', 'paymentMethod']));
    expect(Object.keys(booking)).not.toContain('agencyId');
  });
});
