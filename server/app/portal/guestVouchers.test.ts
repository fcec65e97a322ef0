import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/seed';
import { testGuest } from '../../test/bookings';
import { solvedCaptcha } from '../../test/captcha';
import { payOnSandbox, queuedEmails, rowsOf } from '../../test/money';
import { createTestApp, type Json, type TestApp } from '../../test/testApp';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';

/** A guest's vouchers on the guest site (issue 14): what is sold to guests, bought online, My Vouchers, used in a quote. */
let api: TestApp;
let admin: string;
let ta: string;
/** guest@guest.test: confirmed. */
let guest: string;
/** Another confirmed guest. */
let other: string;

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const guestLogin = async (email: string, password = DEMO_PASSWORD) => {
  const res = await api.call('POST', '/api/portal/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': freshIp() } });
  if (res.status !== 200) throw new Error(`guest login ${email}: ${res.status} ${res.text}`);
  return res.json.accessToken as string;
};
const newGuest = async (email: string) => {
  const body = { email, password: 'Lagoon!2027', firstName: 'Tan', lastName: 'Mei Ling', locale: 'en', captcha: await solvedCaptcha(api) };
  expect((await api.call('POST', '/api/portal/auth/sign-up', { body, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(202);
  const mail = (await queuedEmails(api, 'guest-confirm-email')).filter((m) => m.to === email).pop();
  const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token');
  expect((await api.call('POST', '/api/portal/auth/confirm', { body: { token } })).status).toBe(200);
  return guestLogin(email, 'Lagoon!2027');
};

const portal = (method: string, path: string, token: string | undefined, body?: unknown) => api.call(method, `/api/portal${path}`, { token, body });
const codes = (res: { json: Json }) => (res.json.promoCodes as unknown as { code: string }[]).map((c) => c.code);
const names = (res: { json: Json }) => (res.json.packages as unknown as { name: string }[]).map((p) => p.name);

/** A private code sold to `soldTo` for RM 25 that takes RM 30 off. */
const sellCode = async (code: string, soldTo: 'agents' | 'guests' | 'all') => {
  const res = await api.call('POST', '/api/admin/promo-codes', {
    token: admin,
    body: { code, numberOfUses: 1, expiryDate: '2027-12-31', voucherType: 'cash', price: 2500, cashDiscount: 3000, soldTo, isPublic: false, active: true },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
};

/** The guest's own booking of the 4D3N Island Explorer in a Beachfront Chalet (2 adults), through the guest site. */
const bookExplorer = async (token: string, packageId: string) => {
  const stay = { checkIn: '2027-01-18', checkOut: '2027-01-21' };
  const [room] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM room_types WHERE code = 'CHL-BCH'`);
  const [lead] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM lead_sources LIMIT 1`);
  const offers = await portal('POST', '/rooms-availability', token, { ...stay, packageId, roomTypeIds: [room.id], pax: { adults: 2 } });
  expect(offers.status, offers.text).toBe(200);
  const type = (offers.json as unknown as { roomTypeId?: string; id?: string; rooms: { id: string }[] }[]).find((t) => (t.roomTypeId ?? t.id) === room.id);
  const hold = await portal('POST', `/temp-room-block/${packageId}`, token, { ...stay, roomIds: [type!.rooms[0].id] });
  expect(hold.status, hold.text).toBe(201);
  const guests = [testGuest, { fullName: 'Adam bin Ahmad', age: 36, idNumber: '900101-11-1234', country: 'Malaysia', phones: [] }];
  const res = await portal('POST', '/reservations', token, {
    holdId: hold.json.id,
    packageId,
    leadSourceId: lead.id,
    bedType: 'King',
    rooms: [{ roomId: type!.rooms[0].id, adults: 2, children: 0, toddlers: 0, infants: 0 }],
    guests,
    paymentMethod: 'online',
  });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as { id: string };
};

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  [admin, ta] = await Promise.all(['admin@resort.test', 'ta@agency.test'].map((e) => api.login(e)));
  guest = await guestLogin('guest@guest.test');
  other = await newGuest('other.guest@example.test');
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

describe('vouchers on sale to guests', () => {
  it('lists what staff sell to guests, never what they sell to agents only; agents never see guests-only ones', async () => {
    await sellCode('SHORE-AGENTS', 'agents');
    await sellCode('SHORE-ALL', 'all');
    const forGuest = await portal('GET', '/promo-code?type=cash', guest);
    expect(forGuest.status, forGuest.text).toBe(200);
    expect(codes(forGuest)).toEqual(['GIFT-ISLAND100', 'SHORE-ALL']);
    expect(codes(await portal('GET', '/promo-code', guest))).not.toContain('PTR-PARTNER80');
    const forAgent = codes(await api.call('GET', '/api/agent/promo-code?type=cash', { token: ta }));
    expect(forAgent).toEqual(expect.arrayContaining(['PTR-PARTNER80', 'SHORE-AGENTS', 'SHORE-ALL']));
    expect(forAgent).not.toContain('GIFT-ISLAND100');

    // The demo sells the 4D3N Island Explorer to everyone, the 2D1N Snorkelling Getaway to agents only.
    const packages = await portal('GET', '/promo-package', guest);
    expect(names(packages)).toEqual(['4D3N Island Explorer']);
    const [snorkel] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM tour_packages WHERE code = 'PD-2D1N-SNK'`);
    expect((await portal('GET', `/promo-package/${snorkel.id}`, guest)).status).toBe(404);
    expect((await portal('POST', '/promo-package/buy', guest, { packageId: snorkel.id })).status).toBe(404);
  });

  it('refuses holding an agents-only voucher (404), bad input with field messages, and anyone not a signed-in guest', async () => {
    const agentsOnly = await sellCode('REEF-AGENTS', 'agents');
    const held = await portal('POST', '/promo-code/block', guest, { promoCodeId: agentsOnly });
    expect(held.status).toBe(404);
    expect(held.json.message).toBeTruthy();
    const bad = await portal('POST', '/promo-code/block', guest, { promoCodeId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('promoCodeId');
    expect((await portal('GET', '/promo-code', undefined)).status).toBe(401);
    expect((await portal('GET', '/promo-code/bought', undefined)).status).toBe(401);
    expect((await portal('GET', '/promo-code', ta)).status).toBe(403);
    const [{ n }] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM voucher_purchases WHERE promo_code_id = ${agentsOnly}`);
    expect(n).toBe(0);
  });

  it('offers no wallet: the wallet paths are not there for guests', async () => {
    const [gift] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM promo_codes WHERE code = 'GIFT-SNORKEL'`);
    expect((await portal('POST', '/wallet/promo-code', guest, { promoCodeId: gift.id })).status).toBe(404);
    const [explorer] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM tour_packages WHERE code = 'PD-4D3N'`);
    expect((await portal('POST', '/wallet/promo-package', guest, { packageId: explorer.id })).status).toBe(404);
    expect((await api.call('GET', '/api/openapi.json')).text).not.toContain('/api/portal/wallet');
  });
});

describe('a guest buys a voucher online', () => {
  it('holds it, pays through the sandbox gateway, finds it in My Vouchers and uses its code in a quote; nobody else may', async () => {
    const [gift] = (await portal('GET', '/promo-code?type=cash', guest)).json.promoCodes as unknown as { id: string; code: string; price: number; cashDiscount: number }[];
    expect(gift).toMatchObject({ code: 'GIFT-ISLAND100', price: 9_000, cashDiscount: 10_000 });
    const held = await portal('POST', '/promo-code/block', guest, { promoCodeId: gift.id });
    expect(held.status, held.text).toBe(201);
    // Held by this guest: the other guest no longer sees it on sale, and may not take it.
    expect(codes(await portal('GET', '/promo-code?type=cash', other))).not.toContain('GIFT-ISLAND100');
    expect((await portal('POST', '/promo-code/block', other, { promoCodeId: gift.id })).status).toBe(409);
    expect((await portal('POST', '/promo-code/buy', other, { purchaseId: held.json.purchaseId })).status).toBe(404);

    const started = await portal('POST', '/promo-code/buy', guest, { purchaseId: held.json.purchaseId });
    expect(started.status, started.text).toBe(201);
    expect(started.json.amount).toBe(9_000);
    const paid = await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
    // Back from the gateway on the guest site's My Vouchers, not the agents' portal.
    expect((await api.app.request(paid.location)).headers.get('location')).toBe(`/portal/my-vouchers?payment=${started.json.paymentId}&status=approved`);

    const mine = await portal('GET', '/promo-code/bought', guest);
    expect(mine.json.promoCodes).toMatchObject([{ code: 'GIFT-ISLAND100', paid: 9_000, cashDiscount: 10_000, expiryDate: '2027-12-31' }]);
    expect((await portal('GET', '/promo-code/bought', other)).json.promoCodes).toEqual([]);
    const [payment] = await rowsOf<{ payer_id: string; method: string }>(api, sql`SELECT payer_id, method FROM payments WHERE id = ${started.json.paymentId as string}`);
    const [me] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = 'guest@guest.test'`);
    expect(payment).toEqual({ payer_id: me.id, method: 'online' });

    // Its code takes RM 100 off the buyer's stay, and is unknown to the other guest.
    const [pkg] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM tour_packages WHERE code = 'PD-3D2N'`);
    const [room] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM room_types WHERE code = 'FAM-SEA'`);
    const stay = (promoCode?: string) => ({ packageId: pkg.id, checkIn: '2027-01-12', checkOut: '2027-01-14', rooms: [{ roomTypeId: room.id, adults: 2, children: 0, toddlers: 0, infants: 0 }], ...(promoCode ? { promoCode } : {}) });
    const plain = await portal('POST', '/quote', guest, stay());
    const withCode = await portal('POST', '/quote', guest, stay('gift-island100'));
    expect(withCode.status, withCode.text).toBe(200);
    expect(plain.json.total as number).toBeGreaterThan(withCode.json.total as number);
    const forOther = await portal('POST', '/quote', other, stay('GIFT-ISLAND100'));
    expect(forOther.status).toBe(400);
    expect(forOther.text).toBe((await portal('POST', '/quote', other, stay('NOSUCH100'))).text);
  });

  it('buys a promo package online, lists it under My Vouchers; another guest cannot redeem it', async () => {
    const [explorer] = (await portal('GET', '/promo-package', guest)).json.packages as unknown as { id: string; deposit: number }[];
    const started = await portal('POST', '/promo-package/buy', guest, { packageId: explorer.id });
    expect(started.status, started.text).toBe(201);
    expect(started.json.amount).toBe(explorer.deposit);
    await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
    const bought = await portal('GET', '/promo-package/user/bought', guest);
    expect(bought.json.packages).toMatchObject([{ name: '4D3N Island Explorer', paid: explorer.deposit, reservationId: null }]);
    expect((await portal('GET', '/promo-package/user/bought', other)).json.packages).toEqual([]);
    const purchaseId = started.json.purchaseId as string;
    const booking = await bookExplorer(guest, explorer.id);
    const stolen = await portal('POST', `/promo-package/user/bought/${purchaseId}/redeem`, other, { reservationId: booking.id });
    expect(stolen.status).toBe(404);
    const bad = await portal('POST', `/promo-package/user/bought/${purchaseId}/redeem`, guest, { reservationId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('reservationId');

    const redeemed = await portal('POST', `/promo-package/user/bought/${purchaseId}/redeem`, guest, { reservationId: booking.id });
    expect(redeemed.status, redeemed.text).toBe(201);
    expect(redeemed.json.payment).toMatchObject({ method: 'voucher', amount: explorer.deposit, status: 'approved' });
    expect((await portal('GET', '/promo-package/user/bought', guest)).json.packages).toMatchObject([{ reservationId: booking.id }]);
    expect((await portal('POST', `/promo-package/user/bought/${purchaseId}/redeem`, guest, { reservationId: booking.id })).status).toBe(409);
  });
});
