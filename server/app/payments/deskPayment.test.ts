import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { queuedEmails, rowsOf } from '../../test/money';
import { pdfText } from '../../test/pdfText';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

let nextDay = 1;
const book = () => {
  const day = nextDay++;
  const d = (n: number) => `2027-02-${String(n).padStart(2, '0')}`;
  return booked(api, ta, { checkIn: d(day), checkOut: d(day + 1) });
};
const take = (id: string, body: Record<string, unknown>, token = admin) => api.call('POST', `/api/admin/reservations/${id}/desk-payment`, { token, body });
const fetchPdf = async (path: string, token = admin, language = 'en') => {
  const res = await api.app.request(path, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
  return { status: res.status, type: res.headers.get('content-type'), body: new Uint8Array(await res.arrayBuffer()) };
};
const reservation = async (id: string) => (await api.call('GET', `/api/admin/reservations/${id}`, { token: admin })).json;

describe('a payment taken at the desk', () => {
  it('is approved at once, by whoever took it, and moves the booking to Partial then FullyPaid', async () => {
    const booking = await book();
    const cash = await take(booking.id, { method: 'cash', amount: 10_000 });
    expect(cash.status).toBe(201);
    expect(cash.json).toMatchObject({ method: 'cash', amount: 10_000, status: 'approved', bookingNo: booking.bookingNo });
    expect(await reservation(booking.id)).toMatchObject({ paymentStatus: 'Partial', payableNow: booking.total - 10_000 });

    const card = await take(booking.id, {
      method: 'card', amount: booking.total - 10_000, cardType: 'Visa', cardLast4: '4242', batchNumber: 'B017', approvalCode: 'AP9921', issuingBank: 'Maybank',
    });
    expect(card.status).toBe(201);
    expect(card.json).toMatchObject({ method: 'card', cardType: 'Visa', cardLast4: '4242', batchNumber: 'B017', transactionId: 'AP9921', issuingBank: 'Maybank', status: 'approved' });
    const after = await reservation(booking.id);
    expect(after).toMatchObject({ paymentStatus: 'FullyPaid', payableNow: 0 });
    const rows = after.payments as { id: string; decidedBy: string | null }[];
    expect(rows.find((p) => p.id === card.json.id)?.decidedBy).toBeTruthy();

    const [audit] = await rowsOf<{ actor_email: string; action: string }>(api, sql`SELECT actor_email, action FROM audit_log WHERE record_id = ${card.json.id} AND resource = 'payments'`);
    expect(audit).toEqual({ actor_email: 'admin@resort.test', action: 'create' });
    const mails = await queuedEmails(api, 'payment-approved');
    expect(mails.some((m) => m.text.includes(booking.bookingNo))).toBe(true);
  });

  it('records a bank transfer by its reference and a cheque by number and bank', async () => {
    const booking = await book();
    const transfer = await take(booking.id, { method: 'transfer', amount: 5_000, referenceNo: 'CIMB-55012' });
    expect(transfer.json).toMatchObject({ method: 'offline', referenceNo: 'CIMB-55012', status: 'approved' });
    const cheque = await take(booking.id, { method: 'cheque', amount: 5_000, chequeNo: '000123', chequeBank: 'Public Bank' });
    expect(cheque.json).toMatchObject({ method: 'cheque', chequeNo: '000123', chequeBank: 'Public Bank', status: 'approved' });
    const cash = await take(booking.id, { method: 'cash', amount: 1_000 });
    // The payments screen filters desk cash like any other method.
    const listed = await api.call('GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ method: 'cash', reservationId: booking.id }))}`, { token: admin });
    expect((listed.json.payments as { id: string }[]).map((p) => p.id)).toEqual([cash.json.id]);
  });

  it('refuses more than the balance due, and bad card details, with field messages', async () => {
    const booking = await book();
    const tooMuch = await take(booking.id, { method: 'cash', amount: booking.total + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors).toEqual({ amount: expect.stringContaining('At most') });

    const badCard = await take(booking.id, { method: 'card', amount: 1_000, cardType: 'Visa', cardLast4: '42a', batchNumber: '', approvalCode: 'A1' });
    expect(badCard.status).toBe(400);
    expect(badCard.json.errors).toMatchObject({ cardLast4: 'Enter the last 4 digits of the card.', batchNumber: expect.any(String), issuingBank: expect.any(String) });

    const noMethod = await take(booking.id, { amount: 1_000 });
    expect(noMethod.status).toBe(400);
    expect(noMethod.json.errors).toHaveProperty('method');
    expect((await reservation(booking.id)).paymentStatus).toBe('Pending');
  });

  it('is refused (403) to staff whose role may not create payments, and to agents', async () => {
    const booking = await book();
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'night-audit', description: 'Reads payments', permissions: { payments: ['list', 'show'] } } });
    await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Nadia', lastName: 'Rahim', email: 'nadia@resort.test', password: 'Night!2345', roleId: role.json.id } });
    const clerk = await api.login('nadia@resort.test', 'Night!2345');
    expect((await take(booking.id, { method: 'cash', amount: 1_000 }, clerk)).status).toBe(403);
    expect((await take(booking.id, { method: 'cash', amount: 1_000 }, ta)).status).toBe(403);
    expect((await reservation(booking.id)).paymentStatus).toBe('Pending');
  });
});

describe('a receipt', () => {
  it('names the resort, booking, guest, amount in ringgit, method and its details, who took it and when', async () => {
    const booking = await book();
    const card = await take(booking.id, { method: 'card', amount: 12_345, cardType: 'Mastercard', cardLast4: '5100', batchNumber: 'B220', approvalCode: 'X77311', issuingBank: 'CIMB Bank' });
    const pdf = await fetchPdf(`/api/admin/payments/${card.json.id}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { text } = await pdfText(pdf.body);
    for (const expected of ['Pulau Damai Resort', 'Payment receipt', booking.bookingNo, 'Nur Aisyah', 'RM 123.45', 'Card terminal', 'Mastercard ending 5100', 'X77311', 'CIMB Bank', '21 Nov 2026']) {
      expect(text).toContain(expected);
    }
    // The resort's time (UTC+8): 02:00 UTC is ten in the morning there.
    expect(text).toMatch(/10:00\s?am/i);

    const malay = await pdfText((await fetchPdf(`/api/admin/payments/${card.json.id}/receipt.pdf`, admin, 'ms')).body);
    expect(malay.text).toContain('Resit bayaran');
    expect(malay.text).toContain('Terminal kad');
  });

  it('is given only for an approved booking payment, and not to agents', async () => {
    const booking = await book();
    const cash = await take(booking.id, { method: 'cash', amount: 2_000 });
    expect((await fetchPdf(`/api/admin/payments/${cash.json.id}/receipt.pdf`, ta)).status).toBe(403);
    expect((await fetchPdf('/api/admin/payments/00000000-0000-4000-8000-000000000000/receipt.pdf')).status).toBe(404);
  });
});

it('documents the desk payment, the receipt and the invoice resend in the API reference', async () => {
  const paths = (await api.call('GET', '/api/openapi.json')).json.paths as unknown as Record<string, Record<string, unknown>>;
  expect(paths['/api/admin/reservations/{id}/desk-payment']).toHaveProperty('post');
  expect(paths['/api/admin/payments/{id}/receipt.pdf']).toHaveProperty('get');
  expect(paths['/api/admin/reservations/{id}/invoice/send']).toHaveProperty('post');
});
