import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { creditWallet, slipForm, slipPng } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { hmacSigner } from '../payments/gateway';

/** Money under concurrency, proven on PostgreSQL (PGlite runs one statement at a time and cannot race). */
let api: TestApp;
let priya: string;
let ta: string;
let admin: string;
let editor: string;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  [priya, ta, admin, editor] = await Promise.all(['priya@lioncitytravel.test', 'ta@agency.test', 'admin@resort.test', 'editor@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

describe('on PostgreSQL', () => {
  it('50 parallel payout requests of RM 30 on a balance of RM 100 accept exactly 3', async () => {
    await api.call('PUT', '/api/admin/settings/wallet', { token: admin, body: { payoutMin: 1_000 } });
    await api.call('PUT', '/api/agent/agent-info', { token: priya, body: { accountName: 'Priya Nair', accountNumber: '0123456789', bankName: 'DBS' } });
    await creditWallet(api, 'priya@lioncitytravel.test', 10_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.call('POST', '/api/agent/wallet/payout', { token: priya, body: { amount: 3_000 } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(47);
    expect(api.unexpected).toEqual([]);
    const wallet = (await api.call('GET', '/api/agent/wallet', { token: priya })).json;
    expect(wallet).toEqual({ creditedAmount: 10_000, debitedAmount: 0, totalReqAmount: 9_000, balance: 1_000 });
    const { rows } = (await api.db.execute(sql`SELECT count(*)::int AS n FROM payouts p JOIN users u ON u.id = p.agent_id WHERE u.email = 'priya@lioncitytravel.test'`)) as { rows: { n: number }[] };
    expect(rows[0].n).toBe(3);
  });

  it('two staff approving one slip at the same moment: one approval, one effect', async () => {
    const booking = await booked(api, ta, { checkIn: '2027-03-01', checkOut: '2027-03-02' });
    const sent = await api.call('POST', `/api/agent/agent-reservations/offline-payment/${booking.id}`, {
      token: ta,
      body: slipForm({ amount: booking.total, referenceNo: 'PBB-1', referenceDate: '2026-11-21' }, slipPng(3)),
    });
    const [a, b] = await Promise.all([admin, editor].map((token) => api.call('PUT', `/api/admin/payments/${sent.json.id}/approve`, { token })));
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const { rows } = (await api.db.execute(sql`SELECT count(*)::int AS n FROM email_outbox WHERE template = 'payment-approved' AND reservation_id = ${booking.id}`)) as { rows: { n: number }[] };
    expect(rows[0].n).toBe(2); // the agent and the guest, once each
    const reservation = (await api.call('GET', `/api/admin/reservations/${booking.id}`, { token: admin })).json;
    expect(reservation.paymentStatus).toBe('FullyPaid');
  });

  it('a gateway callback delivered 10 times at once makes one payment', async () => {
    const started = await api.call('POST', '/api/agent/wallet/top-up', { token: ta, body: { amount: 20_000 } });
    const reference = new URL(started.json.redirectUrl as string, 'http://x').searchParams.get('reference')!;
    const report = { reference, amount: '20000', currency: 'MYR', status: 'paid', transactionId: 'SBX-RACE', cardHolderName: 'SITI', cardType: 'Visa', cardLast4: '1111', issuingBank: 'Sandbox', batchNumber: '20261121' };
    const signed = { ...report, signature: await hmacSigner('test-sandbox-secret').sign(report) };
    const before = (await api.call('GET', '/api/agent/wallet', { token: ta })).json;
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await api.app.request('/api/payment/callback/topup', { method: 'POST', body: new URLSearchParams(signed) })).json() as Promise<{ applied: boolean }>),
    );
    expect(answers.filter((x) => x.applied)).toHaveLength(1);
    const after = (await api.call('GET', '/api/agent/wallet', { token: ta })).json;
    expect(after.creditedAmount).toBe((before.creditedAmount as number) + 20_000);
  });

  it('the same Idempotency-Key sent 10 times at once moves money once', async () => {
    await creditWallet(api, 'ta@agency.test', 500_000);
    const booking = await booked(api, ta, { checkIn: '2027-03-05', checkOut: '2027-03-06' });
    const headers = { 'idempotency-key': `pay-${booking.id}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: booking.id }, headers })));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => (a.json.payment as { id: string }).id)).size).toBe(1);
    const { rows } = (await api.db.execute(sql`SELECT count(*)::int AS n FROM wallet_entries WHERE reservation_id = ${booking.id}`)) as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  });
});
