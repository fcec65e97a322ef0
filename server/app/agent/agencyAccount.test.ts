import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { creditWallet, rowsOf, slipForm } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

// The demo agency: ta@agency.test is its account and first admin, sales@ its editor, accounts@ its viewer.
let api: TestApp;
let ta: string;
let sales: string;
let accounts: string;
let priya: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, sales, accounts, priya, admin] = await Promise.all(
    ['ta@agency.test', 'sales@agency.test', 'accounts@agency.test', 'priya@lioncitytravel.test', 'admin@resort.test'].map((e) => api.login(e)),
  );
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

const idOf = async (email: string) => (await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = ${email}`))[0].id;
const listed = async (token: string) =>
  ((await api.call('GET', '/api/agent/agent-reservations?range=[0,99]', { token })).json.reservations as unknown as { id: string }[]).map((r) => r.id);
const walletOf = async (token: string) => (await api.call('GET', '/api/agent/wallet', { token })).json;
const payFromWallet = (token: string, reservationId: string) => api.call('POST', '/api/agent/wallet', { token, body: { reservationId } });

describe("an agency's members work on one account", () => {
  it('an editor books; the admin sees the booking and pays it from the shared wallet; every member reads it', async () => {
    const booking = await booked(api, sales, { checkIn: '2027-03-01', checkOut: '2027-03-03' });
    const [row] = await rowsOf<{ owner_id: string; booked_by_id: string; taken_by: string }>(api, sql`SELECT owner_id, booked_by_id, taken_by FROM reservations WHERE id = ${booking.id}`);
    expect(row).toEqual({ owner_id: await idOf('ta@agency.test'), booked_by_id: await idOf('sales@agency.test'), taken_by: 'sales@agency.test' });

    for (const token of [ta, sales, accounts]) {
      expect(await listed(token)).toContain(booking.id);
      expect((await api.call('GET', `/api/agent/agent-reservations/${booking.id}`, { token })).json).toMatchObject({ id: booking.id, bookedById: await idOf('sales@agency.test') });
    }
    expect((await api.call('GET', `/api/agent/agent-reservations/${booking.id}/invoice.pdf`, { token: accounts })).status).toBe(200);

    await creditWallet(api, 'ta@agency.test', booking.total + 5_000);
    const paid = await payFromWallet(ta, booking.id);
    expect(paid.status).toBe(201);
    expect(paid.json.wallet).toMatchObject({ balance: 5_000 });
    // One wallet, whoever reads it; the payment is in everyone's history.
    for (const token of [ta, sales, accounts]) {
      expect(await walletOf(token)).toMatchObject({ debitedAmount: booking.total, balance: 5_000 });
      const history = (await api.call('GET', '/api/agent/payment/get-all', { token })).json.payments as unknown as { reservationId: string; status: string }[];
      expect(history).toContainEqual(expect.objectContaining({ reservationId: booking.id, status: 'approved' }));
    }
    const statement = (await api.call('GET', '/api/agent/wallet/statement', { token: accounts })).json.entries as unknown as { kind: string }[];
    expect(statement.map((e) => e.kind)).toEqual(['booking', 'topup']);
    expect((await api.call('GET', `/api/agent/agent-reservations/${booking.id}`, { token: accounts })).json.paymentStatus).toBe('FullyPaid');
  });

  it('the editor pays and cancels what the admin booked, and holds rooms the admin can release', async () => {
    const booking = await booked(api, ta, { checkIn: '2027-03-05', checkOut: '2027-03-06' });
    await creditWallet(api, 'ta@agency.test', 1_000);
    const part = await api.call('POST', '/api/agent/wallet', { token: sales, body: { reservationId: booking.id, amount: 1_000 } });
    expect(part.status).toBe(201);
    const cancelled = await api.call('PUT', `/api/agent/agent-reservations/cancel/${booking.id}`, { token: sales });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('Cancelled');

    const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
    const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: sales, body: { checkIn: '2027-03-10', checkOut: '2027-03-11' } })).json as unknown as { rooms: { id: string }[] }[];
    const hold = await api.call('POST', `/api/agent/temp-room-block/${pkg.id}`, { token: sales, body: { checkIn: '2027-03-10', checkOut: '2027-03-11', roomIds: [type.rooms[0].id] } });
    expect(hold.status).toBe(201);
    expect((await api.call('GET', `/api/agent/room-timer?holdId=${hold.json.id}`, { token: ta })).json.secondsLeft).toBeGreaterThan(0);
    expect((await api.call('DELETE', `/api/agent/temp-room-block/${hold.json.id}`, { token: ta })).status).toBe(200);
    expect((await api.call('DELETE', `/api/agent/temp-room-block/${hold.json.id}`, { token: priya })).status).toBe(404);
  });

  it('commissions of a member’s booking are the agency’s, read by every member', async () => {
    const booking = await booked(api, sales, { checkIn: '2027-04-01', checkOut: '2027-04-03' });
    await creditWallet(api, 'ta@agency.test', booking.total);
    expect((await payFromWallet(sales, booking.id)).status).toBe(201);
    await api.call('PUT', `/api/admin/reservations/${booking.id}/approve`, { token: admin });
    const forecast = (await api.call('GET', '/api/agent/my-commission', { token: accounts })).json.forecast as unknown as { bookingNo: string }[];
    expect(forecast.map((f) => f.bookingNo)).toContain(booking.bookingNo);
    const before = (await walletOf(ta)).creditedAmount as number;
    // The guests arrive on their check-in date: the desk and the agency's members sign in that day.
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/status/check-in`, { token: await deskAt(api, '2027-04-01') })).json.status).toBe('InHouse');
    const [viewer, editor] = await Promise.all([api.login('accounts@agency.test'), api.login('sales@agency.test')]);
    const earned = (await api.call('GET', '/api/agent/my-commission', { token: viewer })).json.commissions as unknown as { bookingNo: string; amount: number }[];
    const commission = earned.find((c) => c.bookingNo === booking.bookingNo);
    expect(commission?.amount).toBeGreaterThan(0);
    expect((await walletOf(editor)).creditedAmount).toBe(before + (commission?.amount ?? 0));
  });
});

describe('a viewer reads but may not book, pay, cancel or spend', () => {
  it('is refused (403) and nothing changes', async () => {
    const booking = await booked(api, ta, { checkIn: '2027-05-01', checkOut: '2027-05-02' });
    await creditWallet(api, 'ta@agency.test', booking.total);
    const walletBefore = await walletOf(ta);
    expect(await listed(accounts)).toContain(booking.id);

    const refusals = [
      await api.call('POST', '/api/agent/rooms-availability', { token: accounts, body: { checkIn: '2027-05-10', checkOut: '2027-05-11' } }),
      await payFromWallet(accounts, booking.id),
      await api.call('PUT', `/api/agent/agent-reservations/cancel/${booking.id}`, { token: accounts }),
      await api.call('GET', `/api/agent/online-payment?reservationId=${booking.id}`, { token: accounts }),
      await api.call('POST', `/api/agent/agent-reservations/offline-payment/${booking.id}`, { token: accounts, body: slipForm({ amount: 1_000, referenceNo: 'MBB-1', referenceDate: '2026-11-21' }) }),
      await api.call('PUT', `/api/agent/agent-reservations/edit-bookingJson/${booking.id}`, { token: accounts, body: { addons: [] } }),
      await api.call('POST', '/api/agent/quote', { token: accounts, body: {} }),
      await api.call('POST', '/api/agent/wallet/top-up', { token: accounts, body: { amount: 10_000 } }),
      await api.call('POST', '/api/agent/wallet/payout', { token: accounts, body: { amount: 10_000 } }),
      await api.call('POST', '/api/agent/promo-code/block', { token: accounts, body: { promoCodeId: '00000000-0000-4000-8000-000000000000' } }),
      await api.call('POST', '/api/agent/wallet/promo-package', { token: accounts, body: { packageId: '00000000-0000-4000-8000-000000000000' } }),
      await api.call('POST', '/api/agent/wallet/event', { token: accounts, body: { eventId: '00000000-0000-4000-8000-000000000000', seats: 1 } }),
    ];
    expect(refusals.map((r) => r.status)).toEqual(refusals.map(() => 403));
    // The hold a viewer tried is refused before anything is held.
    const hold = await api.call('POST', `/api/agent/temp-room-block/${(await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id}`, {
      token: accounts,
      body: { checkIn: '2027-05-10', checkOut: '2027-05-11', roomIds: [] },
    });
    expect(hold.status).toBe(403);
    expect(await walletOf(accounts)).toEqual(walletBefore);
    expect((await api.call('GET', `/api/agent/agent-reservations/${booking.id}`, { token: accounts })).json).toMatchObject({ status: 'Pending', paymentStatus: 'Pending' });
  });

  it('an editor may not ask for payouts or change the bank details (the admin only)', async () => {
    expect((await api.call('POST', '/api/agent/wallet/payout', { token: sales, body: { amount: 10_000 } })).status).toBe(403);
    expect((await api.call('PUT', '/api/agent/agent-info', { token: sales, body: { accountName: 'X', accountNumber: '12345678', bankName: 'Maybank' } })).status).toBe(403);
    const saved = await api.call('PUT', '/api/agent/agent-info', { token: ta, body: { accountName: 'Terengganu Island Holidays', accountNumber: '5140-1234-5678', bankName: 'Maybank' } });
    expect(saved.status).toBe(200);
    // Every member reads where the agency's payouts go.
    expect((await api.call('GET', '/api/agent/agent-info', { token: accounts })).json).toMatchObject({ bankName: 'Maybank', accountNumber: '5140-1234-5678' });
  });
});

describe('another agency sees none of it', () => {
  it('answers 404 for the bookings, payments and invoices of the demo agency', async () => {
    const booking = await booked(api, sales, { checkIn: '2027-06-01', checkOut: '2027-06-02' });
    await creditWallet(api, 'priya@lioncitytravel.test', booking.total);
    expect(await listed(priya)).not.toContain(booking.id);
    for (const [method, path] of [
      ['GET', `/api/agent/agent-reservations/${booking.id}`],
      ['GET', `/api/agent/agent-reservations/${booking.id}/invoice.pdf`],
      ['PUT', `/api/agent/agent-reservations/cancel/${booking.id}`],
      ['GET', `/api/agent/online-payment?reservationId=${booking.id}`],
    ] as const) {
      expect((await api.call(method, path, { token: priya })).status).toBe(404);
    }
    expect((await payFromWallet(priya, booking.id)).status).toBe(404);
    const demoPayments = (await api.call('GET', '/api/agent/payment/get-all', { token: ta })).json.payments as unknown as { id: string }[];
    for (const p of demoPayments) expect((await api.call('GET', `/api/agent/payment/${p.id}`, { token: priya })).status).toBe(404);
    expect(await walletOf(priya)).toMatchObject({ debitedAmount: 0, balance: booking.total });
  });
});

describe('a member never stands better than its agency', () => {
  it('is signed out when staff reject or deactivate the agency, and may not book while it is pending', async () => {
    const created = await api.call('POST', '/api/admin/travelagent', {
      token: admin,
      body: { firstName: 'Lina', lastName: 'Aziz', email: 'lina@coraltravel.test', phone: '+60 9-600 1200', password: 'Coral!2345', agentType: 'TA', companyName: 'Coral Travel', status: 'A', agencyRole: 'admin' },
    });
    expect(created.status).toBe(201);
    const lina = await api.login('lina@coraltravel.test', 'Coral!2345');
    expect((await api.call('POST', '/api/agent/members', { token: lina, body: { firstName: 'Joe', lastName: 'Tan', email: 'joe@coraltravel.test', phone: '+60 9-600 1201', password: 'Coral!2345', agencyRole: 'editor' } })).status).toBe(201);
    const joe = await api.login('joe@coraltravel.test', 'Coral!2345');
    const agency = String(created.json.id);
    const setStatus = async (values: Record<string, unknown>) => {
      const current = (await api.call('GET', `/api/admin/travelagent/${agency}`, { token: admin })).json;
      expect((await api.call('PUT', `/api/admin/travelagent/${agency}`, { token: admin, body: { ...current, ...values } })).status).toBe(200);
    };

    await setStatus({ status: 'P' });
    expect((await api.call('GET', '/api/auth/me', { token: joe })).json.status).toEqual({ code: 'P' });
    expect((await api.call('POST', '/api/agent/rooms-availability', { token: joe, body: { checkIn: '2027-07-01', checkOut: '2027-07-02' } })).status).toBe(403);
    await setStatus({ status: 'A' });
    expect((await api.call('GET', '/api/auth/me', { token: joe })).json.status).toEqual({ code: 'A' });

    await setStatus({ active: false });
    expect((await api.call('GET', '/api/agent/wallet', { token: joe })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: 'joe@coraltravel.test', password: 'Coral!2345' } })).status).toBe(401);
    await setStatus({ active: true });
    const again = await api.login('joe@coraltravel.test', 'Coral!2345');
    await setStatus({ status: 'R' });
    expect((await api.call('GET', '/api/agent/wallet', { token: again })).status).toBe(401);
  });
});
