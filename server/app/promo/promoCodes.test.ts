import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promoCodeUses, voucherPurchases } from '../../db/moneyTables';
import { booked, bookStay } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let packageId: string;
let roomTypeId: string;

type Line = { kind: string; description: string; total: number; direction: string };

const family = { adults: 2, children: 0, toddlers: 1, infants: 0 };
const SPEC_MESSAGE = 'Please contact the provider to use this special promo code';

let serial = 0;
/** A promo code made through the back office's create, with sensible defaults for the test at hand. */
const makeCode = async (values: Record<string, unknown> = {}) => {
  serial += 1;
  const body = { code: `TEST-${serial}`, numberOfUses: 10, expiryDate: '2027-12-31', cashDiscount: 3000, isPublic: true, active: true, ...values };
  const res = await api.call('POST', '/api/admin/promo-codes', { token: admin, body });
  if (res.status !== 201) throw new Error(`promo code: ${res.status} ${res.text}`);
  return res.json as unknown as { id: string; code: string };
};

const quote = (token: string, promoCode: string | undefined, stay: { checkIn: string; checkOut: string }, extra: Record<string, unknown> = {}, base = '/api/agent') =>
  api.call('POST', `${base}/quote`, { token, body: { packageId, ...stay, rooms: [{ roomTypeId, ...family }], promoCode, ...extra } });

const usedCount = async (id: string) => (await api.call('GET', `/api/admin/promo-codes/${id}`, { token: admin })).json.usedCount as number;
const reservationCount = async () => Number((await api.call('GET', '/api/admin/reservations?range=[0,0]', { token: admin })).json.total);

/** A Tuesday night in the low season, clear of weekends and peaks. */
const TUESDAY = { checkIn: '2027-01-12', checkOut: '2027-01-13' };

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
  packageId = (await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id;
  roomTypeId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id;
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

describe('the quote with a promo code', () => {
  it('WELCOME50 takes RM 50 off as a credit line named by the code; taxes follow the lower subtotal', async () => {
    const plain = await quote(ta, undefined, TUESDAY);
    const res = await quote(ta, 'welcome50', TUESDAY);
    expect(res.status).toBe(200);
    expect(res.json.discount).toBe(5000);
    const credit = (res.json.lines as Line[]).find((l) => l.kind === 'discount');
    expect(credit).toMatchObject({ direction: 'credit', total: 5000, description: 'Discount, code WELCOME50' });
    expect(res.json.subtotal).toBe(plain.json.subtotal);
    expect(res.json.total as number).toBeLessThan((plain.json.total as number) - 5000 + 1);
    expect(res.json.taxTotal as number).toBeLessThan(plain.json.taxTotal as number);
  });

  it('an unknown or inactive code answers 400 on the promoCode field, in the caller’s language', async () => {
    const unknown = await quote(ta, 'NOPE-123', TUESDAY);
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.promoCode).toBe('This promo code does not exist or is no longer active');
    const inactive = await makeCode({ active: false });
    const res = await api.call('POST', '/api/agent/quote', { token: ta, headers: { 'accept-language': 'ms' }, body: { packageId, ...TUESDAY, rooms: [{ roomTypeId, ...family }], promoCode: inactive.code } });
    expect(res.status).toBe(400);
    expect(res.json.errors.promoCode).toBe('Kod promosi ini tidak wujud atau tidak lagi aktif');
  });

  it('an expired code is refused; the expiry day is judged in Malaysian time', async () => {
    const old = await makeCode({ expiryDate: '2026-11-20' });
    expect((await quote(ta, old.code, TUESDAY)).json.errors.promoCode).toBe('This promo code expired on 20 Nov 2026');
    const today = await makeCode({ expiryDate: '2026-11-21' });
    // 23:00 on the 21st in Kuala Lumpur: still the expiry day.
    api.clock.set(new Date('2026-11-21T15:00:00Z'));
    expect((await quote(ta, today.code, TUESDAY)).status).toBe(200);
    // 01:00 on the 22nd in Kuala Lumpur, though still the 21st in UTC: expired.
    api.clock.set(new Date('2026-11-21T17:00:00Z'));
    const late = await quote(ta, today.code, TUESDAY);
    expect(late.status).toBe(400);
    expect(late.json.errors.promoCode).toBe('This promo code expired on 21 Nov 2026');
  });

  it('a code outside its booking period is refused', async () => {
    const later = await makeCode({ bookingFrom: '2026-12-01', bookingTo: '2026-12-31' });
    expect((await quote(ta, later.code, TUESDAY)).json.errors.promoCode).toBe('This promo code is for bookings made from 1 Dec 2026 to 31 Dec 2026');
    const until = await makeCode({ bookingTo: '2026-11-20' });
    expect((await quote(ta, until.code, TUESDAY)).json.errors.promoCode).toBe('This promo code is for bookings made until 20 Nov 2026');
    const now = await makeCode({ bookingFrom: '2026-11-01', bookingTo: '2026-11-21' });
    expect((await quote(ta, now.code, TUESDAY)).status).toBe(200);
  });

  it('a code refuses a check-in outside its check-in period', async () => {
    const march = await makeCode({ checkInFrom: '2027-03-01', checkInTo: '2027-06-30' });
    expect((await quote(ta, march.code, TUESDAY)).json.errors.promoCode).toBe('This promo code is for check-in from 1 Mar 2027 to 30 Jun 2027');
    const fromMarch = await makeCode({ checkInFrom: '2027-03-01' });
    expect((await quote(ta, fromMarch.code, TUESDAY)).json.errors.promoCode).toBe('This promo code is for check-in from 1 Mar 2027');
    expect((await quote(ta, march.code, { checkIn: '2027-03-09', checkOut: '2027-03-10' })).status).toBe(200);
  });

  it('weekends exclude a Friday or Saturday check-in night, not a Sunday one', async () => {
    const weekdays = await makeCode({ excludedPeriods: ['weekends'] });
    const friday = await quote(ta, weekdays.code, { checkIn: '2027-01-15', checkOut: '2027-01-16' });
    expect(friday.status).toBe(400);
    expect(friday.json.errors.promoCode).toBe('This promo code is not valid for a Friday or Saturday check-in');
    expect((await quote(ta, weekdays.code, { checkIn: '2027-01-16', checkOut: '2027-01-17' })).status).toBe(400);
    expect((await quote(ta, weekdays.code, { checkIn: '2027-01-17', checkOut: '2027-01-18' })).status).toBe(200);
  });

  it('peak and super peak are the resort’s peak surcharge periods', async () => {
    const offPeak = await makeCode({ excludedPeriods: ['peak', 'super-peak'] });
    const yearEnd = await quote(ta, offPeak.code, { checkIn: '2026-12-22', checkOut: '2026-12-23' });
    expect(yearEnd.json.errors.promoCode).toBe('This promo code is not valid for a check-in in peak season');
    const cny = await quote(ta, offPeak.code, { checkIn: '2027-02-08', checkOut: '2027-02-09' });
    expect(cny.json.errors.promoCode).toBe('This promo code is not valid for a check-in in super peak season');
    expect((await quote(ta, offPeak.code, TUESDAY)).status).toBe(200);
    // Excluding only super peak leaves the year-end peak open.
    const noSuperPeak = await makeCode({ excludedPeriods: ['super-peak'] });
    expect((await quote(ta, noSuperPeak.code, { checkIn: '2026-12-22', checkOut: '2026-12-23' })).status).toBe(200);
  });

  it('custom excludes the check-in nights of the resort’s custom surcharge periods', async () => {
    const created = await api.call('POST', '/api/admin/sur-charges', {
      token: admin,
      body: { name: 'Resort anniversary', kind: 'custom', startDate: '2027-04-13', endDate: '2027-04-15', amount: 0, amountType: 'fixed', perNight: true, active: true },
    });
    expect(created.status).toBe(201);
    const code = await makeCode({ excludedPeriods: ['custom'] });
    expect((await quote(ta, code.code, { checkIn: '2027-04-14', checkOut: '2027-04-15' })).json.errors.promoCode).toBe('This promo code is not valid for a check-in on these dates');
    expect((await quote(ta, code.code, { checkIn: '2027-04-20', checkOut: '2027-04-21' })).status).toBe(200);
  });

  it('a code for other packages or room types is refused', async () => {
    const escape = await api.record(admin, 'tour-packages', { code: 'PD-3D2N' });
    const suite = await api.record(admin, 'room-types', { code: 'STE-SEA' });
    const otherPackage = await makeCode({ packageIds: [escape.id] });
    expect((await quote(ta, otherPackage.code, TUESDAY)).json.errors.promoCode).toBe(`This promo code is only for the package ${escape.name as string}`);
    const thisPackage = await makeCode({ packageIds: [escape.id, packageId], roomTypeIds: [roomTypeId] });
    expect((await quote(ta, thisPackage.code, TUESDAY)).status).toBe(200);
    const otherTypes = await makeCode({ roomTypeIds: [suite.id] });
    expect((await quote(ta, otherTypes.code, TUESDAY)).json.errors.promoCode).toBe('This promo code is only for the room type Premier Sea View Suite');
  });

  it('a party larger than the code’s max pax is refused (toddlers count)', async () => {
    const couple = await makeCode({ maxPax: 2 });
    expect((await quote(ta, couple.code, TUESDAY)).json.errors.promoCode).toBe('This promo code is for parties of at most 2 guests');
    const three = await makeCode({ maxPax: 3 });
    expect((await quote(ta, three.code, TUESDAY)).status).toBe(200);
  });

  it('a private code: staff and the agent who bought it may use it; another agent is told to contact the provider', async () => {
    expect((await quote(freelancer, 'PTR-PARTNER80', TUESDAY)).json.errors.promoCode).toBe(SPEC_MESSAGE);
    expect((await quote(ta, 'PTR-PARTNER80', TUESDAY)).json.errors.promoCode).toBe(SPEC_MESSAGE);
    expect((await quote(admin, 'PTR-PARTNER80', TUESDAY, {}, '/api/admin')).json.discount).toBe(8000);

    const code = await api.record(admin, 'promo-codes', { code: 'PTR-PARTNER80' });
    const agent = await api.record(admin, 'travelagent', { email: 'ta@agency.test' });
    const now = api.clock.now();
    await api.db.insert(voucherPurchases).values({ kind: 'promo-code', promoCodeId: code.id, agentId: agent.id, price: 4000, status: 'bought', boughtAt: now, createdAt: now });
    expect((await quote(ta, 'PTR-PARTNER80', TUESDAY)).json.discount).toBe(8000);
    expect((await quote(freelancer, 'PTR-PARTNER80', TUESDAY)).json.errors.promoCode).toBe(SPEC_MESSAGE);
  });

  it('free add-ons: a chosen add-on the code makes free is credited in full; one not chosen is not added', async () => {
    const snorkel = await api.record(admin, 'addon-sub-categories', { name: 'Marine park snorkelling trip' });
    const code = await makeCode({ cashDiscount: 0, voucherType: 'addon', freeAddonIds: [snorkel.id] });
    const addons = [{ id: snorkel.id, adults: 2, children: 0, units: 0 }];
    const withAddon = await quote(ta, code.code, TUESDAY, { addons });
    expect(withAddon.status).toBe(200);
    // Two adults at RM 60.
    expect(withAddon.json.discount).toBe(12000);
    const without = await quote(ta, code.code, TUESDAY);
    expect(without.json.discount).toBe(0);
    expect((without.json.lines as Line[]).some((l) => l.kind === 'addon')).toBe(false);
  });
});

describe('GET /promo-code-by-code/:code', () => {
  it('shows a code’s details and uses left, whatever the case typed', async () => {
    const res = await api.call('GET', '/api/agent/promo-code-by-code/welcome50', { token: ta });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 'WELCOME50', voucherType: 'cash', cashDiscount: 5000, usable: true, expiryDate: '2027-12-31', freeAddons: [], packageIds: [], roomTypeIds: [], maxPax: null });
    expect(res.json.usesLeft).toBeGreaterThan(0);
    expect(res.json.reason).toBeUndefined();
  });

  it('a private code answers 200 but not usable, with the provider message; staff may use it', async () => {
    const res = await api.call('GET', '/api/agent/promo-code-by-code/PTR-PARTNER80', { token: freelancer });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ usable: false, reason: SPEC_MESSAGE, cashDiscount: 8000 });
    expect((await api.call('GET', '/api/admin/promo-code-by-code/PTR-PARTNER80', { token: admin })).json.usable).toBe(true);
  });

  it('names the free add-ons; an unknown code is 404', async () => {
    const honeymoon = await api.call('GET', '/api/agent/promo-code-by-code/HM-HONEYMOON27', { token: ta });
    expect(honeymoon.json.freeAddons).toEqual([expect.objectContaining({ name: 'Honeymoon room decoration' })]);
    expect((await api.call('GET', '/api/agent/promo-code-by-code/NO-SUCH-CODE', { token: ta })).status).toBe(404);
  });
});

describe('POST /reservations/check-package-discounts/:packageId', () => {
  it('answers the discount the code gives on the package, with the quote', async () => {
    const res = await api.call('POST', `/api/agent/reservations/check-package-discounts/${packageId}`, { token: ta, body: { promoCode: 'WELCOME50', ...TUESDAY, rooms: [{ roomTypeId, ...family }] } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ packageId, promoCode: 'WELCOME50', discount: 5000 });
    expect((res.json.quote as { total: number }).total).toBe(res.json.total);
  });

  it('a code for other packages answers 400 on promoCode; no code at all is a required field', async () => {
    const escape = await api.record(admin, 'tour-packages', { code: 'PD-3D2N' });
    const code = await makeCode({ packageIds: [escape.id] });
    const refused = await api.call('POST', `/api/agent/reservations/check-package-discounts/${packageId}`, { token: ta, body: { promoCode: code.code, ...TUESDAY, rooms: [{ roomTypeId, ...family }] } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.promoCode).toMatch(/^This promo code is only for the package /);
    const fitting = await api.call('POST', `/api/agent/reservations/check-package-discounts/${escape.id}`, { token: ta, body: { promoCode: code.code, checkIn: '2027-01-12', checkOut: '2027-01-14', rooms: [{ roomTypeId, ...family }] } });
    expect(fitting.json.discount).toBe(3000);
    const missing = await api.call('POST', `/api/agent/reservations/check-package-discounts/${packageId}`, { token: ta, body: { ...TUESDAY, rooms: [{ roomTypeId, ...family }] } });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.promoCode).toBeTruthy();
  });
});

describe('generating codes', () => {
  const rules = { numberOfUses: 2, expiryDate: '2027-06-30', cashDiscount: 2500, isPublic: true };

  it('creates count codes of the prefix and 8 unambiguous characters, all different, usable at once, and audits it', async () => {
    const res = await api.call('POST', '/api/admin/promo-codes/generate', { token: admin, body: { prefix: 'XMAS', count: 25, ...rules } });
    expect(res.status).toBe(201);
    const codes = res.json.codes as string[];
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^XMAS[A-HJ-NP-Z2-9]{8}$/);
    const listed = await api.records(admin, 'promo-codes', { q: 'XMAS' });
    expect(listed).toHaveLength(25);
    expect(listed.every((c) => c.numberOfUses === 2 && c.cashDiscount === 2500 && c.usedCount === 0 && c.prefix === 'XMAS')).toBe(true);
    expect((await quote(ta, codes[0], TUESDAY)).json.discount).toBe(2500);
    const audit = await api.records(admin, 'audit-log', { resource: 'promo-codes' });
    expect(audit.some((a) => (a.after as { generated?: number } | null)?.generated === 25)).toBe(true);
  });

  it('bad input answers 400 on each field and creates nothing', async () => {
    const before = (await api.records(admin, 'promo-codes')).length;
    const res = await api.call('POST', '/api/admin/promo-codes/generate', { token: admin, body: { prefix: 'bad prefix', count: 501, numberOfUses: 0, cashDiscount: -1 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(['cashDiscount', 'count', 'expiryDate', 'numberOfUses', 'prefix']);
    const zero = await api.call('POST', '/api/admin/promo-codes/generate', { token: admin, body: { count: 0, ...rules } });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.json.errors)).toEqual(['count']);
    const dates = await api.call('POST', '/api/admin/promo-codes/generate', { token: admin, body: { count: 1, ...rules, checkInFrom: '2027-05-01', checkInTo: '2027-04-01' } });
    expect(dates.json.errors.checkInTo).toBeTruthy();
    const unknownPackage = await api.call('POST', '/api/admin/promo-codes/generate', { token: admin, body: { count: 1, ...rules, packageIds: [crypto.randomUUID()] } });
    expect(unknownPackage.json.errors.packageIds).toBeTruthy();
    expect((await api.records(admin, 'promo-codes')).length).toBe(before);
  });

  it('agents cannot generate codes', async () => {
    expect((await api.call('POST', '/api/admin/promo-codes/generate', { token: ta, body: { count: 1, ...rules } })).status).toBe(403);
  });
});

describe('redeeming a code with a booking', () => {
  it('the booking stores the code, is priced with its discount and takes one use', async () => {
    const code = await makeCode({ numberOfUses: 5 });
    const plain = await booked(api, ta, { checkIn: '2027-01-19', checkOut: '2027-01-20' });
    const withCode = await booked(api, ta, { checkIn: '2027-01-19', checkOut: '2027-01-20', extra: { promoCode: code.code.toLowerCase() } });
    expect(withCode.promoCode).toBe(code.code);
    expect(plain.promoCode).toBeNull();
    expect(withCode.total).toBeLessThan(plain.total);
    expect((withCode.quote as { discount: number }).discount).toBe(3000);
    expect(await usedCount(code.id)).toBe(1);
    const uses = await api.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, code.id));
    expect(uses).toEqual([expect.objectContaining({ reservationId: withCode.id, pax: 3, discount: 3000, releasedAt: null })]);

    // Changing the booking's extras re-prices it with the discount its code already gave.
    const edited = await api.call('PUT', `/api/agent/agent-reservations/edit-bookingJson/${withCode.id}`, { token: ta, body: { selectedChargeIds: [] } });
    expect(edited.status).toBe(200);
    expect((edited.json.quote as { discount: number }).discount).toBe(3000);
    expect(await usedCount(code.id)).toBe(1);
  });

  it('a code with no use left answers 409 promo_code_used_up and books nothing', async () => {
    const code = await makeCode({ numberOfUses: 1 });
    await booked(api, ta, { checkIn: '2027-01-26', checkOut: '2027-01-27', extra: { promoCode: code.code } });
    const before = await reservationCount();
    const res = await bookStay(api, freelancer, { checkIn: '2027-01-26', checkOut: '2027-01-27', extra: { promoCode: code.code } });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'promo_code_used_up', message: 'This promo code has been used up', errors: { promoCode: 'This promo code has been used up' } });
    expect(await reservationCount()).toBe(before);
    expect(await usedCount(code.id)).toBe(1);
    expect((await quote(ta, code.code, TUESDAY)).status).toBe(409);
  });

  it('an invalid code refuses the booking with 400 and books nothing', async () => {
    const before = await reservationCount();
    const res = await bookStay(api, freelancer, { checkIn: '2027-01-26', checkOut: '2027-01-27', extra: { promoCode: 'PTR-PARTNER80' } });
    expect(res.status).toBe(400);
    expect(res.json.errors.promoCode).toBe(SPEC_MESSAGE);
    expect(await reservationCount()).toBe(before);
  });

  it('cancelling gives the use back, once, and the code can be used again', async () => {
    const code = await makeCode({ numberOfUses: 1 });
    const first = await booked(api, ta, { checkIn: '2027-02-02', checkOut: '2027-02-03', extra: { promoCode: code.code } });
    expect(await usedCount(code.id)).toBe(1);
    expect((await api.call('PUT', `/api/agent/agent-reservations/cancel/${first.id}`, { token: ta })).status).toBe(200);
    expect(await usedCount(code.id)).toBe(0);
    const [use] = await api.db.select().from(promoCodeUses).where(eq(promoCodeUses.reservationId, first.id));
    expect(use.releasedAt).not.toBeNull();
    const again = await booked(api, freelancer, { checkIn: '2027-02-02', checkOut: '2027-02-03', extra: { promoCode: code.code } });
    expect(again.promoCode).toBe(code.code);
    expect(await usedCount(code.id)).toBe(1);
  });

  it('an unpaid booking that expires gives its use back', async () => {
    const code = await makeCode({ numberOfUses: 1 });
    await booked(api, ta, { checkIn: '2027-02-16', checkOut: '2027-02-17', extra: { promoCode: code.code } });
    expect(await usedCount(code.id)).toBe(1);
    api.clock.set(new Date('2026-11-21T02:31:00Z'));
    // Reading reservations expires the overdue ones.
    await api.call('GET', '/api/agent/agent-reservations', { token: ta });
    expect(await usedCount(code.id)).toBe(0);
    expect((await api.call('GET', `/api/agent/promo-code-by-code/${code.code}`, { token: ta })).json).toMatchObject({ usable: true, usesLeft: 1 });
  });
});
