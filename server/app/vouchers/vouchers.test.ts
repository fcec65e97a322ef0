import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { creditWallet, payOnSandbox, rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';

let api: TestApp;
let ta: string;
let freelancer: string;
let priya: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, priya, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

interface OnSale {
  id: string;
  code: string;
  voucherType: string;
  price: number;
  heldPurchaseId: string | null;
  freeAddons: { name: string }[];
}
const onSale = async (token: string, type?: string) =>
  (await api.call('GET', `/api/agent/promo-code${type ? `?type=${type}` : ''}`, { token })).json.promoCodes as unknown as OnSale[];
const balanceOf = async (token: string) => (await api.call('GET', '/api/agent/wallet', { token })).json.balance as number;
const minutes = (n: number) => api.clock.set(new Date(api.clock.now().getTime() + n * 60_000));

describe('promo codes on sale', () => {
  it('lists private priced codes by voucher type, and refuses an unknown type', async () => {
    const cash = await onSale(ta, 'cash');
    expect(cash.map((c) => c.code)).toEqual(['PTR-PARTNER80']);
    expect(cash[0]).toMatchObject({ price: 4_000, voucherType: 'cash', heldPurchaseId: null });
    const addon = await onSale(ta, 'addon');
    expect(addon.map((c) => c.code)).toEqual(['PTR-HONEYMOON']);
    expect(addon[0].freeAddons.map((a) => a.name)).toEqual([expect.stringMatching(/honeymoon/i)]);
    // WELCOME50 is public and free: not something to buy.
    expect((await onSale(ta)).map((c) => c.code)).not.toContain('WELCOME50');
    const bad = await api.call('GET', '/api/agent/promo-code?type=gold', { token: ta });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.type).toBe('Choose cash, addon or package.');
  });

  it('is held for one agent at a time; the hold runs out and another agent may take it', async () => {
    const [code] = await onSale(ta, 'addon');
    const held = await api.call('POST', '/api/agent/promo-code/block', { token: ta, body: { promoCodeId: code.id } });
    expect(held.status).toBe(201);
    expect(held.json.price).toBe(3_000);
    expect((await onSale(ta, 'addon'))[0].heldPurchaseId).toBe(held.json.purchaseId);
    expect(await onSale(freelancer, 'addon')).toEqual([]);
    const taken = await api.call('POST', '/api/agent/promo-code/block', { token: freelancer, body: { promoCodeId: code.id } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Another agent is buying or has bought this promo code.');

    minutes(16); // the default hold is 15 minutes
    const second = await api.call('POST', '/api/agent/promo-code/block', { token: freelancer, body: { promoCodeId: code.id } });
    expect(second.status).toBe(201);
    const late = await api.call('POST', '/api/agent/wallet/promo-code', { token: ta, body: { purchaseId: held.json.purchaseId } });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('Your hold on this ran out. Please start again.');
  });

  it('is bought from the wallet once, becomes the buyer’s voucher, and only the buyer may use it', async () => {
    const [code] = await onSale(priya, 'cash');
    const short = await api.call('POST', '/api/agent/wallet/promo-code', { token: priya, body: { promoCodeId: code.id } });
    expect(short.status).toBe(409);
    expect(short.json.message).toBe('Your wallet balance does not cover this amount.');
    expect((await rowsOf(api, sql`SELECT id FROM voucher_purchases WHERE promo_code_id = ${code.id}`)).length).toBe(0);

    await creditWallet(api, 'priya@lioncitytravel.test', 10_000);
    const key = { 'idempotency-key': 'buy-partner-80' };
    const bought = await api.call('POST', '/api/agent/wallet/promo-code', { token: priya, body: { promoCodeId: code.id }, headers: key });
    expect(bought.status).toBe(201);
    expect(bought.json.wallet).toMatchObject({ debitedAmount: 4_000, balance: 6_000 });
    const replay = await api.call('POST', '/api/agent/wallet/promo-code', { token: priya, body: { promoCodeId: code.id }, headers: key });
    expect(replay.json.paymentId).toBe(bought.json.paymentId);
    expect(await balanceOf(priya)).toBe(6_000);

    const mine = (await api.call('GET', '/api/agent/promo-code/bought', { token: priya })).json.promoCodes as unknown as { code: string; paid: number }[];
    expect(mine).toMatchObject([{ code: 'PTR-PARTNER80', paid: 4_000 }]);
    const statement = await api.call('GET', '/api/agent/wallet/statement', { token: priya });
    expect(statement.json.entries).toMatchObject([{ kind: 'promo-code', reference: 'PTR-PARTNER80', debit: 4_000 }, { kind: 'topup' }]);
    expect(await onSale(ta, 'cash')).toEqual([]);

    const forBuyer = await api.call('GET', '/api/agent/promo-code-by-code/PTR-PARTNER80', { token: priya });
    expect(forBuyer.json.usable).toBe(true);
    const forOther = await api.call('GET', '/api/agent/promo-code-by-code/PTR-PARTNER80', { token: ta });
    expect(forOther.json).toMatchObject({ usable: false, reason: 'Please contact the provider to use this special promo code' });
    const again = await api.call('POST', '/api/agent/promo-code/block', { token: priya, body: { promoCodeId: code.id } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You have already bought this.');
  });

  it('is bought online through the gateway; a declined card leaves it held and the wallet untouched', async () => {
    const [created] = await rowsOf<{ id: string }>(
      api,
      sql`INSERT INTO promo_codes (code, number_of_uses, expiry_date, voucher_type, price, cash_discount, is_public, active)
          VALUES ('PTR-ONLINE30', 5, '2027-12-31', 'cash', 2500, 3000, false, true) RETURNING id`,
    );
    const held = await api.call('POST', '/api/agent/promo-code/block', { token: freelancer, body: { promoCodeId: created.id } });
    const declinedStart = await api.call('POST', '/api/agent/promo-code/buy', { token: freelancer, body: { purchaseId: held.json.purchaseId } });
    expect(declinedStart.status).toBe(201);
    expect(declinedStart.json.amount).toBe(2_500);
    await payOnSandbox(api, declinedStart.json.redirectUrl as string, SANDBOX_CARDS.decline);
    expect((await api.call('GET', '/api/agent/promo-code/bought', { token: freelancer })).json.promoCodes).toEqual([]);

    const started = await api.call('POST', '/api/agent/promo-code/buy', { token: freelancer, body: { purchaseId: held.json.purchaseId } });
    const paid = await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
    const back = await api.app.request(paid.location);
    expect(back.headers.get('location')).toBe(`/my-promotions?payment=${started.json.paymentId}&status=approved`);
    const mine = (await api.call('GET', '/api/agent/promo-code/bought', { token: freelancer })).json.promoCodes as unknown as { code: string }[];
    expect(mine.map((c) => c.code)).toEqual(['PTR-ONLINE30']);
    expect(await balanceOf(freelancer)).toBe(0);
  });

  it('gives the money back to the wallet when an online payment lands after someone else took the code', async () => {
    const [created] = await rowsOf<{ id: string }>(
      api,
      sql`INSERT INTO promo_codes (code, number_of_uses, expiry_date, voucher_type, price, cash_discount, is_public, active)
          VALUES ('PTR-LATE20', 5, '2027-12-31', 'cash', 2000, 2000, false, true) RETURNING id`,
    );
    const held = await api.call('POST', '/api/agent/promo-code/block', { token: ta, body: { promoCodeId: created.id } });
    const started = await api.call('POST', '/api/agent/promo-code/buy', { token: ta, body: { purchaseId: held.json.purchaseId } });
    minutes(20);
    expect((await api.call('POST', '/api/agent/promo-code/block', { token: freelancer, body: { promoCodeId: created.id } })).status).toBe(201);
    const before = await balanceOf(ta);
    await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
    expect(await balanceOf(ta)).toBe(before + 2_000);
    const codes = (await api.call('GET', '/api/agent/promo-code/bought', { token: ta })).json.promoCodes as unknown as { code: string }[];
    expect(codes.map((c) => c.code)).not.toContain('PTR-LATE20');
  });
});

describe('promo packages', () => {
  interface Pkg {
    id: string;
    name: string;
    deposit: number;
    unitsLeft: number | null;
    boughtCount: number;
  }
  const packages = async (token: string) => (await api.call('GET', '/api/agent/promo-package', { token })).json.packages as unknown as Pkg[];

  it('lists the packages staff mark as promotions, with their periods and deposits', async () => {
    const list = await packages(ta);
    expect(list.map((p) => p.name)).toEqual(['2D1N Snorkelling Getaway', '4D3N Island Explorer']);
    const one = await api.call('GET', `/api/agent/promo-package/${list[0].id}`, { token: ta });
    expect(one.json).toMatchObject({ name: '2D1N Snorkelling Getaway', deposit: 10_000, unitsLeft: 1500 });
    const periods = (await api.call('GET', `/api/agent/promo-package/periods/${list[0].id}`, { token: ta })).json.periods as unknown as { deposit: number }[];
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.deposit > 0)).toBe(true);
    const notPromo = await rowsOf<{ id: string }>(api, sql`SELECT id FROM tour_packages WHERE code = 'PD-3D2N'`);
    expect((await api.call('GET', `/api/agent/promo-package/${notPromo[0].id}`, { token: ta })).status).toBe(404);
  });

  it('sells no more units than available, from the wallet, and lists what the agent bought', async () => {
    const [pkg] = await packages(ta);
    await api.call('PUT', `/api/admin/tour-packages/${pkg.id}`, { token: admin, body: { availableCount: 1 } });
    await creditWallet(api, 'ta@agency.test', 50_000);
    const before = await balanceOf(ta);
    const first = await api.call('POST', '/api/agent/wallet/promo-package', { token: ta, body: { packageId: pkg.id } });
    expect(first.status).toBe(201);
    expect(await balanceOf(ta)).toBe(before - 10_000);
    const second = await api.call('POST', '/api/agent/wallet/promo-package', { token: ta, body: { packageId: pkg.id } });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('This promo package is sold out.');
    expect(await balanceOf(ta)).toBe(before - 10_000);
    const bought = (await api.call('GET', '/api/agent/promo-package/user/bought', { token: ta })).json.packages as unknown as { name: string; paid: number }[];
    expect(bought).toMatchObject([{ name: '2D1N Snorkelling Getaway', paid: 10_000 }]);
    expect((await packages(ta)).find((p) => p.id === pkg.id)).toMatchObject({ unitsLeft: 0, boughtCount: 1 });
    const bad = await api.call('POST', '/api/agent/wallet/promo-package', { token: ta, body: { packageId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.packageId).toBeTruthy();
  });

  it('can be bought online, and a viewer of an agency may not buy', async () => {
    const explorer = (await packages(freelancer)).find((p) => p.name === '4D3N Island Explorer')!;
    const started = await api.call('POST', '/api/agent/promo-package/buy', { token: freelancer, body: { packageId: explorer.id } });
    expect(started.status).toBe(201);
    expect(started.json.amount).toBe(30_000);
    await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
    const bought = (await api.call('GET', '/api/agent/promo-package/user/bought', { token: freelancer })).json.packages as unknown as { name: string }[];
    expect(bought.map((p) => p.name)).toEqual(['4D3N Island Explorer']);
  });

  it('is not bought from the wallet when staff switched wallet payments off', async () => {
    const [, explorer] = await packages(ta);
    await api.call('PUT', '/api/admin/settings/wallet', { token: admin, body: { walletPaymentsEnabled: false } });
    const off = await api.call('POST', '/api/agent/wallet/promo-package', { token: ta, body: { packageId: explorer.id } });
    await api.call('PUT', '/api/admin/settings/wallet', { token: admin, body: { walletPaymentsEnabled: true } });
    expect(off.status).toBe(409);
    expect(off.json.message).toBe('Paying from the wallet is switched off by the resort.');
  });

  it("pays its deposit towards a booking of the package, once", async () => {
    const snorkel = (await packages(priya)).find((p) => p.name === '2D1N Snorkelling Getaway')!;
    await api.call('PUT', `/api/admin/tour-packages/${snorkel.id}`, { token: admin, body: { availableCount: 10 } });
    await creditWallet(api, 'priya@lioncitytravel.test', 10_000);
    const bought = await api.call('POST', '/api/agent/wallet/promo-package', { token: priya, body: { packageId: snorkel.id } });
    expect(bought.status).toBe(201);
    const booking = await booked(api, priya, { checkIn: '2027-01-11', checkOut: '2027-01-12' });
    const redeemed = await api.call('POST', `/api/agent/promo-package/user/bought/${bought.json.purchaseId}/redeem`, { token: priya, body: { reservationId: booking.id } });
    expect(redeemed.status).toBe(201);
    expect(redeemed.json.payment).toMatchObject({ method: 'voucher', amount: 10_000, status: 'approved' });
    const reservation = (await api.call('GET', `/api/agent/agent-reservations/${booking.id}`, { token: priya })).json;
    expect(reservation.paymentStatus).toBe('Partial');
    const again = await api.call('POST', `/api/agent/promo-package/user/bought/${bought.json.purchaseId}/redeem`, { token: priya, body: { reservationId: booking.id } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This promo package has already been used on a booking.');
    const mine = (await api.call('GET', '/api/agent/promo-package/user/bought', { token: priya })).json.packages as unknown as { reservationId: string }[];
    expect(mine[0].reservationId).toBe(booking.id);
    const other = await api.call('POST', `/api/agent/promo-package/user/bought/${bought.json.purchaseId}/redeem`, { token: ta, body: { reservationId: booking.id } });
    expect(other.status).toBe(404);
  });
});
