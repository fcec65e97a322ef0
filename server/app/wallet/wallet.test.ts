import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { creditWallet, payOnSandbox, queuedEmails } from '../../test/money';
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

interface Wallet {
  creditedAmount: number;
  debitedAmount: number;
  totalReqAmount: number;
  balance: number;
}
const walletOf = async (token: string) => (await api.call('GET', '/api/agent/wallet', { token })).json as unknown as Wallet;
const payoutId = (res: { json: Record<string, unknown> }) => (res.json.payout as { id: string }).id;
const bank = { accountName: 'Kevin Lim', accountNumber: '5140-1234-5678', bankName: 'Maybank', swiftCode: 'MBBEMYKL' };

describe('the wallet', () => {
  it('starts empty with the three totals of the spec', async () => {
    expect(await walletOf(priya)).toEqual({ creditedAmount: 0, debitedAmount: 0, totalReqAmount: 0, balance: 0 });
  });

  it('is topped up online between RM 100 and RM 1000, once per payment', async () => {
    const low = await api.call('POST', '/api/agent/wallet/top-up', { token: freelancer, body: { amount: 9_999 } });
    expect(low.status).toBe(400);
    expect(low.json.errors.amount).toBe('The minimum top-up is RM\u00a0100.00.');
    const high = await api.call('POST', '/api/agent/wallet/top-up', { token: freelancer, body: { amount: 100_001 } });
    expect(high.json.errors.amount).toBe('The maximum top-up is RM\u00a01,000.00.');
    const malay = await api.call('POST', '/api/agent/wallet/top-up', { token: freelancer, body: { amount: 1 }, headers: { 'accept-language': 'my' } });
    expect(malay.json.errors.amount).toBe('Tambah nilai minimum ialah RM\u00a0100.00.');

    const started = await api.call('POST', '/api/agent/wallet/top-up', { token: freelancer, body: { amount: 50_000 } });
    expect(started.status).toBe(201);
    const paid = await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve, 'KEVIN LIM');
    const back = await api.app.request(paid.location);
    expect(back.headers.get('location')).toBe(`/credits?payment=${started.json.paymentId}&status=approved`);
    expect(await walletOf(freelancer)).toMatchObject({ creditedAmount: 50_000, balance: 50_000 });
    const statement = await api.call('GET', '/api/agent/wallet/statement', { token: freelancer });
    expect(statement.json.entries).toMatchObject([{ kind: 'topup', credit: 50_000, balanceAfter: 50_000 }]);
  });

  it('pays a booking when the balance covers it, and refuses (changing nothing) when it does not', async () => {
    const booking = await booked(api, ta, { checkIn: '2027-02-01', checkOut: '2027-02-03' });
    const short = await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: booking.id } });
    expect(short.status).toBe(409);
    expect(short.json.message).toBe('Your wallet balance does not cover this amount.');
    expect(await walletOf(ta)).toMatchObject({ debitedAmount: 0 });

    await creditWallet(api, 'ta@agency.test', booking.total + 1_000);
    const paid = await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: booking.id } });
    expect(paid.status).toBe(201);
    expect(paid.json.wallet).toMatchObject({ debitedAmount: booking.total, balance: 1_000 });
    const reservation = await api.call('GET', `/api/agent/agent-reservations/${booking.id}`, { token: ta });
    expect(reservation.json.paymentStatus).toBe('FullyPaid');
    const again = await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: booking.id } });
    expect(again.status).toBe(409);
    expect(await walletOf(ta)).toMatchObject({ balance: 1_000 });
  });

  it("cannot pay another agent's booking", async () => {
    const booking = await booked(api, ta, { checkIn: '2027-02-05', checkOut: '2027-02-06' });
    await creditWallet(api, 'priya@lioncitytravel.test', 1_000_000);
    const res = await api.call('POST', '/api/agent/wallet', { token: priya, body: { reservationId: booking.id } });
    expect(res.status).toBe(404);
    expect(await walletOf(priya)).toMatchObject({ debitedAmount: 0 });
  });
});

describe('payouts', () => {
  it('need bank details, hold the amount while waiting, and are approved or rejected once', async () => {
    await creditWallet(api, 'freelancer@agent.test', 20_000);
    const before = await walletOf(freelancer);
    const noBank = await api.call('POST', '/api/agent/wallet/payout', { token: freelancer, body: { amount: 10_000 } });
    expect(noBank.status).toBe(400);
    const badSwift = await api.call('PUT', '/api/agent/agent-info', { token: freelancer, body: { ...bank, swiftCode: 'nope' } });
    expect(badSwift.json.errors).toMatchObject({ swiftCode: 'Enter a valid SWIFT code (8 or 11 characters).' });
    expect((await api.call('PUT', '/api/agent/agent-info', { token: freelancer, body: bank })).json).toMatchObject(bank);
    expect((await api.call('GET', '/api/agent/agent-info', { token: freelancer })).json).toMatchObject(bank);

    const small = await api.call('POST', '/api/agent/wallet/payout', { token: freelancer, body: { amount: 100 } });
    expect(small.json.errors.amount).toBe('The smallest payout is RM\u00a050.00.');
    const asked = await api.call('POST', '/api/agent/wallet/payout', { token: freelancer, body: { amount: 10_000 } });
    expect(asked.status).toBe(201);
    expect(asked.json.wallet).toMatchObject({ totalReqAmount: 10_000, balance: before.balance - 10_000 });
    const second = await api.call('POST', '/api/agent/wallet/payout', { token: freelancer, body: { amount: 6_000 } });
    const tooMuch = await api.call('POST', '/api/agent/wallet/payout', { token: freelancer, body: { amount: before.balance } });
    expect(tooMuch.status).toBe(409);

    const queue = await api.call('GET', `/api/admin/payouts?filter=${encodeURIComponent('{"status":"pending"}')}`, { token: admin });
    expect((queue.json.payouts as { id: string; accountNumber: string }[]).find((p) => p.id === payoutId(asked))?.accountNumber).toBe(bank.accountNumber);
    const paidOut = await api.call('PUT', `/api/admin/payouts/${payoutId(asked)}/approve`, { token: admin, body: { transferReference: 'IBG-55120' } });
    expect(paidOut.json).toMatchObject({ status: 'approved', transferReference: 'IBG-55120' });
    expect((await api.call('PUT', `/api/admin/payouts/${payoutId(asked)}/reject`, { token: admin, body: { notes: 'late' } })).status).toBe(409);
    expect((await api.call('PUT', `/api/admin/payouts/${payoutId(second)}/reject`, { token: admin, body: {} })).status).toBe(400);
    await api.call('PUT', `/api/admin/payouts/${payoutId(second)}/reject`, { token: admin, body: { notes: 'Account name does not match' } });
    expect(await walletOf(freelancer)).toMatchObject({ debitedAmount: before.debitedAmount + 10_000, totalReqAmount: 0, balance: before.balance - 10_000 });
    const mails = await queuedEmails(api, 'payout-rejected');
    expect(mails.at(-1)).toMatchObject({ to: 'freelancer@agent.test' });
    expect(mails.at(-1)?.text).toContain('Account name does not match');

    const statement = await api.call('GET', `/api/admin/wallets/${(await api.record(admin, 'travelagent', { email: 'freelancer@agent.test' })).id}/statement`, { token: admin });
    expect((statement.json.entries as unknown as { kind: string }[]).map((e) => e.kind).slice(0, 4)).toEqual(['payout-rejected', 'payout-approved', 'payout-request', 'payout-request']);
  });

  it('has one effect per Idempotency-Key, and a reused key with another amount is refused', async () => {
    await creditWallet(api, 'priya@lioncitytravel.test', 50_000);
    await api.call('PUT', '/api/agent/agent-info', { token: priya, body: { ...bank, accountName: 'Priya Nair' } });
    const before = await walletOf(priya);
    const headers = { 'idempotency-key': 'payout-2026-11-21-001' };
    const first = await api.call('POST', '/api/agent/wallet/payout', { token: priya, body: { amount: 7_000 }, headers });
    const second = await api.call('POST', '/api/agent/wallet/payout', { token: priya, body: { amount: 7_000 }, headers });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(payoutId(second)).toBe(payoutId(first));
    expect(await walletOf(priya)).toMatchObject({ totalReqAmount: before.totalReqAmount + 7_000 });
    const other = await api.call('POST', '/api/agent/wallet/payout', { token: priya, body: { amount: 8_000 }, headers });
    expect(other.status).toBe(409);
    expect(await walletOf(priya)).toMatchObject({ totalReqAmount: before.totalReqAmount + 7_000 });
  });
});

describe('settings', () => {
  it('staff change the top-up bounds; agents read them; nonsense is refused', async () => {
    expect((await api.call('GET', '/api/agent/wallet-setting', { token: ta })).json).toMatchObject({ topUpMin: 10_000, topUpMax: 100_000 });
    const bad = await api.call('PUT', '/api/admin/settings/wallet', { token: admin, body: { topUpMin: 50_000, topUpMax: 20_000 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.topUpMax).toBe('The maximum must not be below the minimum.');
    expect((await api.call('PUT', '/api/admin/settings/wallet', { token: admin, body: { topUpMin: 5_000, topUpMax: 200_000 } })).status).toBe(200);
    expect((await api.call('GET', '/api/agent/wallet-setting', { token: ta })).json).toMatchObject({ topUpMin: 5_000, topUpMax: 200_000, payoutMin: 5_000 });
    expect((await api.call('PUT', '/api/admin/settings/wallet', { token: ta, body: {} })).status).toBe(403);
    await api.call('PUT', '/api/admin/settings/wallet', { token: admin, body: {} });
  });

  it("answers a rule the schema names no message for in the caller's language, and changes nothing", async () => {
    const malay = await api.call('PUT', '/api/admin/settings/purchases', { token: admin, body: { holdMinutes: 0 }, headers: { 'accept-language': 'my' } });
    expect(malay.status).toBe(400);
    expect(malay.json.errors.holdMinutes).toBe('Mesti sekurang-kurangnya 1');
    const chinese = await api.call('PUT', '/api/admin/settings/purchases', { token: admin, body: { holdMinutes: 500 }, headers: { 'accept-language': 'cn' } });
    expect(chinese.json.errors.holdMinutes).toBe('不能大于 120');
    const english = await api.call('PUT', '/api/admin/settings/purchases', { token: admin, body: { holdMinutes: 'ten' } });
    expect(english.json.errors.holdMinutes).toBe('Must be a number');
    expect((await api.call('GET', '/api/admin/settings/purchases', { token: admin })).json).toEqual({ holdMinutes: 15 });
  });

  it('never sends the SMTP password back, and a form returning the mask keeps it', async () => {
    const smtp = { host: 'smtp.pulaudamai.test', port: 587, secure: false, user: 'mailer', password: 's3cret-pass', from: 'Resort <r@pulaudamai.test>' };
    expect((await api.call('PUT', '/api/admin/settings/smtp', { token: admin, body: smtp })).json).toMatchObject({ password: '••••' });
    const read = await api.call('GET', '/api/admin/settings/smtp', { token: admin });
    expect(read.json).toMatchObject({ host: smtp.host, password: '••••' });
    await api.call('PUT', '/api/admin/settings/smtp', { token: admin, body: { ...read.json, port: 465, secure: true } });
    const { readSetting } = await import('../settings/settings');
    expect(await readSetting(api.db, 'smtp')).toMatchObject({ password: 's3cret-pass', port: 465 });
    expect(JSON.stringify(await api.records(admin, 'audit-log', { resource: 'settings' }))).not.toContain('s3cret-pass');
  });
});
