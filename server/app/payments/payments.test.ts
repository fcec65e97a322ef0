import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { payOnSandbox, queuedEmails, rowsOf, slipForm, slipPng } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { SANDBOX_CARDS } from './sandboxGateway';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

let nextDay = 1;
/** A fresh stay each time, so bookings never compete for the same room. */
const book = (token = ta) => {
  const day = nextDay++;
  const d = (n: number) => `2027-01-${String(n).padStart(2, '0')}`;
  return booked(api, token, { checkIn: d(day), checkOut: d(day + 1) });
};
const reservation = async (id: string) => (await api.call('GET', `/api/admin/reservations/${id}`, { token: admin })).json;
const sendSlip = (id: string, fields: Record<string, string | number>, slip: Uint8Array | null = slipPng(), token = ta) =>
  api.call('POST', `/api/agent/agent-reservations/offline-payment/${id}`, { token, body: slipForm(fields, slip) });

describe('a bank-in slip', () => {
  it('waits for staff, keeps the booking from expiring, and is paid once approved', async () => {
    const booking = await book();
    const sent = await sendSlip(booking.id, { amount: 10_000, referenceNo: 'MBB-7781', referenceDate: '2026-11-21' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ status: 'pending', method: 'offline', amount: 10_000, referenceNo: 'MBB-7781', bookingNo: booking.bookingNo });
    expect((sent.json.slip as { url: string }).url).toBe(`/api/agent/payment/${sent.json.id}/slip`);

    // Long past the payment countdown, the booking still stands while its slip waits.
    api.clock.advance(3 * 60 * 60_000);
    expect(await reservation(booking.id)).toMatchObject({ status: 'Pending', paymentStatus: 'Pending' });

    const queue = await api.call('GET', '/api/admin/dash/unconfirmed-payments', { token: admin });
    expect((queue.json.data as { id: string }[]).map((p) => p.id)).toContain(sent.json.id);
    const slip = await api.call('GET', `/api/admin/payments/${sent.json.id}/slip`, { token: admin });
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-type')).toBe('image/png');

    const approved = await api.call('PUT', `/api/admin/payments/${sent.json.id}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'approved' });
    expect(approved.json.approvedAt).toBeTruthy();
    expect(await reservation(booking.id)).toMatchObject({ paymentStatus: 'Partial' });

    const again = await api.call('PUT', `/api/admin/payments/${sent.json.id}/approve`, { token: admin });
    expect(again.status).toBe(409);
    const mails = await queuedEmails(api, 'payment-approved');
    expect(mails.map((m) => m.to).sort()).toEqual(['aisyah@example.com', 'ta@agency.test']);
    expect(mails[0].text).toContain(booking.bookingNo);
  });

  it('is kept private: only staff and the payer can open it', async () => {
    const booking = await book();
    const sent = await sendSlip(booking.id, { amount: 5_000, referenceNo: 'CIMB-1', referenceDate: '2026-11-21' }, slipPng(7));
    expect((await api.call('GET', `/api/agent/payment/${sent.json.id}/slip`, { token: ta })).status).toBe(200);
    expect((await api.call('GET', `/api/agent/payment/${sent.json.id}/slip`, { token: freelancer })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/payment/${sent.json.id}`, { token: freelancer })).status).toBe(404);
    const [{ key }] = await rowsOf<{ key: string }>(api, sql`SELECT u.key FROM payments p JOIN uploads u ON u.id = p.attachment_id WHERE p.id = ${sent.json.id}`);
    expect((await api.call('GET', `/uploads/${key}`)).status).toBe(404);
  });

  it('flags the same slip file sent again for another payment', async () => {
    const [first, second] = [await book(), await book()];
    const a = await sendSlip(first.id, { amount: 5_000, referenceNo: 'A1', referenceDate: '2026-11-21' }, slipPng(42));
    const b = await sendSlip(second.id, { amount: 5_000, referenceNo: 'A2', referenceDate: '2026-11-21' }, slipPng(42));
    expect(a.json.duplicateOfId).toBeNull();
    expect(b.json.duplicateOfId).toBe(a.json.id);
  });

  it('refuses what is not a slip, a missing reference, or more than is due, and changes nothing', async () => {
    const booking = await book();
    const text = new TextEncoder().encode('not an image');
    expect((await sendSlip(booking.id, { amount: 5_000, referenceNo: 'X', referenceDate: '2026-11-21' }, text)).status).toBe(415);
    const missing = await sendSlip(booking.id, { amount: 5_000 });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toMatchObject({ referenceNo: expect.any(String), referenceDate: expect.any(String) });
    const noSlip = await api.call('POST', `/api/agent/agent-reservations/offline-payment/${booking.id}`, { token: ta, body: slipForm({ amount: 5_000, referenceNo: 'X', referenceDate: '2026-11-21' }, null) });
    expect(noSlip.json.errors).toMatchObject({ slip: 'Attach the bank-in slip (an image or a PDF).' });
    const tooMuch = await sendSlip(booking.id, { amount: booking.total + 1, referenceNo: 'X', referenceDate: '2026-11-21' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors.amount).toMatch(/^At most RM/);
    const bad = await sendSlip(booking.id, { amount: 'ten', referenceNo: 'X', referenceDate: '2026-11-21' });
    expect(bad.json.errors.amount).toBe('Please enter valid amount.');
    const history = await api.call('GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ reservationId: booking.id }))}`, { token: admin });
    expect(history.json.total).toBe(0);
  });

  it('takes a cheque with its number, bank and date', async () => {
    const booking = await book();
    const missing = await sendSlip(booking.id, { method: 'cheque', amount: 5_000 }, null);
    expect(missing.json.errors).toMatchObject({ chequeNo: expect.any(String), chequeBank: expect.any(String), chequeDate: expect.any(String) });
    const sent = await sendSlip(booking.id, { method: 'cheque', amount: 5_000, chequeNo: '000123', chequeBank: 'Maybank', chequeDate: '2026-11-20' }, null);
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ method: 'cheque', chequeNo: '000123', chequeBank: 'Maybank', status: 'pending' });
  });

  it('when rejected says why, and the booking counts down again', async () => {
    const booking = await book();
    const sent = await sendSlip(booking.id, { amount: 5_000, referenceNo: 'R1', referenceDate: '2026-11-21' }, slipPng(9));
    const noReason = await api.call('PUT', `/api/admin/payments/${sent.json.id}/reject`, { token: admin, body: {} });
    expect(noReason.status).toBe(400);
    const rejected = await api.call('PUT', `/api/admin/payments/${sent.json.id}/reject`, { token: admin, body: { rejectionNotes: 'The slip shows another account' } });
    expect(rejected.json).toMatchObject({ status: 'rejected', rejectionNotes: 'The slip shows another account' });
    const mails = await queuedEmails(api, 'payment-rejected');
    expect(mails.some((m) => m.to === 'ta@agency.test' && m.text.includes('The slip shows another account'))).toBe(true);
    api.clock.advance(29 * 60_000);
    expect((await reservation(booking.id)).status).toBe('Pending');
    api.clock.advance(2 * 60_000);
    expect((await reservation(booking.id)).status).toBe('Expired');
  });

  it('recorded by staff at the desk counts at once', async () => {
    const booking = await book();
    const res = await api.call('POST', `/api/admin/reservations/offline-payment/${booking.id}`, { token: admin, body: slipForm({ amount: booking.total, referenceNo: 'CASH-DESK-1', referenceDate: '2026-11-21' }, null) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'approved', amount: booking.total });
    expect(await reservation(booking.id)).toMatchObject({ paymentStatus: 'FullyPaid' });
  });
});

describe('an online payment', () => {
  it('goes through the sandbox page, is declined or paid, and keeps only the last four digits', async () => {
    const booking = await book();
    const declined = await api.call('GET', `/api/agent/online-payment?reservationId=${booking.id}`, { token: ta });
    expect(declined.status).toBe(201);
    expect(declined.json.amount).toBe(booking.total);
    const failed = await payOnSandbox(api, declined.json.redirectUrl as string, SANDBOX_CARDS.decline);
    expect(failed.status).toBe(303);
    expect(failed.location).toContain('status=failed');
    expect((await reservation(booking.id)).paymentStatus).toBe('Pending');

    const started = await api.call('GET', `/api/agent/online-payment?reservationId=${booking.id}`, { token: ta });
    const paid = await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
    const back = await api.app.request(paid.location);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/booking/listing?payment=${started.json.paymentId}&status=approved`);
    expect(await reservation(booking.id)).toMatchObject({ paymentStatus: 'FullyPaid' });
    const payment = await api.call('GET', `/api/agent/payment/${started.json.paymentId}`, { token: ta });
    expect(payment.json).toMatchObject({ method: 'online', status: 'approved', cardLast4: '1111', cardType: 'Visa', cardHolderName: 'SITI ABDULLAH' });
    expect(payment.json.transactionId).toMatch(/^SBX-/);
    const stored = await rowsOf<object>(api, sql`SELECT * FROM payments`);
    expect(JSON.stringify(stored)).not.toContain(SANDBOX_CARDS.approve);
  });

  it('applies a callback once however often it arrives, and refuses a forged or altered one', async () => {
    const booking = await book();
    const started = await api.call('GET', `/api/agent/online-payment?reservationId=${booking.id}&amount=10000`, { token: ta });
    const reference = new URL(started.json.redirectUrl as string, 'http://x').searchParams.get('reference')!;
    const { hmacSigner } = await import('./gateway');
    const signer = hmacSigner('test-sandbox-secret');
    const report = { reference, amount: '10000', currency: 'MYR', status: 'paid', transactionId: 'T-1', cardHolderName: 'A', cardType: 'Visa', cardLast4: '4242', issuingBank: 'B', batchNumber: '1' };
    const deliver = async (fields: Record<string, string>) => api.app.request('/api/payment/callback/booking', { method: 'POST', body: new URLSearchParams(fields) });
    const forged = await deliver({ ...report, signature: 'ab'.repeat(32) });
    expect(forged.status).toBe(400);
    const altered = { ...report, amount: '1' };
    expect((await deliver({ ...altered, signature: await signer.sign(altered) })).status).toBe(400);
    const signed = { ...report, signature: await signer.sign(report) };
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await (await deliver(signed)).json());
    expect(answers.filter((a) => a.applied)).toHaveLength(1);
    const paid = await api.call('GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ reservationId: booking.id, status: 'approved' }))}`, { token: admin });
    expect(paid.json.total).toBe(1);
    expect(await reservation(booking.id)).toMatchObject({ paymentStatus: 'Partial' });
  });

  it('the card-gateway path sends the agent straight to the card page', async () => {
    const booking = await book();
    const res = await api.call('GET', `/api/agent/payment/card/${booking.id}`, { token: ta });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/sandbox-gateway\/pay\?/);
    const page = await api.call('GET', res.headers.get('location')!);
    expect(page.text).toContain('Sandbox card payment');
    const tampered = res.headers.get('location')!.replace(/amount=\d+/, 'amount=1');
    expect((await api.call('GET', tampered)).status).toBe(400);
  });
});

describe('payment history', () => {
  it("lists an agent's own payments only", async () => {
    const booking = await book(freelancer);
    await sendSlip(booking.id, { amount: 5_000, referenceNo: 'F-1', referenceDate: '2026-11-21' }, slipPng(77), freelancer);
    const mine = await api.call('GET', '/api/agent/payment/get-all', { token: freelancer });
    expect(mine.json.total).toBe(1);
    const theirs = await api.call('GET', '/api/agent/payment/get-all', { token: ta });
    expect((theirs.json.payments as { bookingNo: string }[]).some((p) => p.bookingNo === booking.bookingNo)).toBe(false);
  });
});
