import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { creditWallet, rowsOf, slipForm } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { AgentDashboard } from './dashboard.service';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
  await creditWallet(api, 'ta@agency.test', 5_000_000);
  await creditWallet(api, 'freelancer@agent.test', 5_000_000);
});
afterAll(() => api.close());

/** Sessions slide for 12 hours: after moving the clock far, sign in again. */
const at = async (iso: string, email = 'ta@agency.test') => {
  api.clock.set(new Date(iso));
  return api.login(email);
};
const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });
/** Books and pays in full from the wallet, so the booking stays live whatever the clock does later. */
const bookPaid = async (token: string, checkIn: string, checkOut: string) => {
  const booking = await booked(api, token, stay(checkIn, checkOut));
  const paid = await api.call('POST', '/api/agent/wallet', { token, body: { reservationId: booking.id } });
  expect(paid.status).toBe(201);
  return booking;
};
const dashboard = async (token: string) => {
  const res = await api.call('GET', '/api/agent/dashboard', { token });
  expect(res.status).toBe(200);
  return (res.json as unknown as { data: AgentDashboard }).data;
};

describe('the agent dashboard', () => {
  const totals = { prevDec: 0, jan: 0, mar: 0, nov: 0 };
  let checkInToday = '';
  let checkInTomorrow = '';
  let cancelled = '';
  let freelancers = '';

  beforeAll(async () => {
    // 23:00 on 31 December 2025 at the resort (15:00 UTC): a sale of the previous year's December.
    let ta = await at('2025-12-31T15:00:00Z');
    totals.prevDec = (await bookPaid(ta, '2027-01-11', '2027-01-12')).total;
    // 01:30 on 1 January 2026 at the resort, still 31 December in UTC: a sale of January.
    ta = await at('2025-12-31T17:30:00Z');
    totals.jan = (await bookPaid(ta, '2027-01-12', '2027-01-13')).total;
    ta = await at('2026-03-10T04:00:00Z');
    totals.mar = (await bookPaid(ta, '2027-01-13', '2027-01-14')).total;
    const toCancel = await booked(api, ta, stay('2026-11-25', '2026-11-26'));
    expect((await api.call('PUT', `/api/agent/agent-reservations/cancel/${toCancel.id}`, { token: ta })).status).toBe(200);
    cancelled = toCancel.id;
    // Booked unpaid: its countdown runs out, it expires, and it is no sale.
    await booked(api, ta, stay('2027-01-14', '2027-01-15'));

    ta = await at('2026-11-20T02:00:00Z');
    const today = await bookPaid(ta, '2026-11-21', '2026-11-22');
    const tomorrow = await bookPaid(ta, '2026-11-22', '2026-11-23');
    checkInToday = today.id;
    checkInTomorrow = tomorrow.id;
    totals.nov = today.total + tomorrow.total;
    const freelancer = await at('2026-11-20T02:10:00Z', 'freelancer@agent.test');
    freelancers = (await bookPaid(freelancer, '2026-11-22', '2026-11-23')).id;
  });

  it("welcomes the agent and lists its next check-ins from the resort's today, never another agent's", async () => {
    // 01:00 on 22 November at the resort, still the 21st in UTC.
    const data = await dashboard(await at('2026-11-21T17:00:00Z'));
    expect(data.today).toBe('2026-11-22');
    expect(data.welcome).toMatchObject({ name: 'Siti Abdullah', agentType: 'TA', companyName: 'Terengganu Island Holidays Sdn Bhd', status: 'A' });

    const ids = data.upcomingCheckIns.map((b) => b.id);
    expect(ids[0]).toBe(checkInTomorrow);
    expect(ids).not.toContain(checkInToday);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(freelancers);
    expect(ids.length).toBe(4);
    expect(data.upcomingCheckIns.map((b) => b.checkIn)).toEqual(['2026-11-22', '2027-01-11', '2027-01-12', '2027-01-13']);
    expect(data.upcomingCheckIns[0]).toMatchObject({ guestName: 'Nur Aisyah binti Ahmad', checkOut: '2026-11-23', rooms: 1, status: 'Pending', paymentStatus: 'FullyPaid', packageName: '2D1N Snorkelling Getaway' });

    const kevin = await dashboard(await at('2026-11-21T17:00:00Z', 'freelancer@agent.test'));
    expect(kevin.welcome).toMatchObject({ name: 'Kevin Lim', agentType: 'F', companyName: null });
    expect(kevin.upcomingCheckIns.map((b) => b.id)).toEqual([freelancers]);
    expect(api.unexpected).toEqual([]);
  });

  it('shows at most five check-ins, soonest first', async () => {
    const ta = await at('2026-11-21T17:30:00Z');
    for (const day of ['2027-02-01', '2027-02-02']) await bookPaid(ta, day, `2027-02-0${Number(day.slice(-1)) + 1}`);
    const data = await dashboard(ta);
    expect(data.upcomingCheckIns.map((b) => b.checkIn)).toEqual(['2026-11-22', '2027-01-11', '2027-01-12', '2027-01-13', '2027-02-01']);
  });

  it('counts sales per month of this year and the last on the resort calendar, without cancelled or expired bookings', async () => {
    const ta = await at('2026-11-21T18:00:00Z');
    const { sales } = await dashboard(ta);
    const feb = (await rowsOf<{ total: string }>(api, sql`SELECT sum(total) AS total FROM reservations WHERE check_in >= '2027-02-01' AND check_in < '2027-02-03'`))[0];
    expect(sales.prevYear.year).toBe(2025);
    expect(sales.prevYear.months).toHaveLength(12);
    expect(sales.prevYear.months[11]).toEqual({ month: 12, bookings: 1, revenue: totals.prevDec });
    expect(sales.prevYear).toMatchObject({ bookings: 1, revenue: totals.prevDec });

    expect(sales.currentYear.year).toBe(2026);
    expect(sales.currentYear.months[0]).toEqual({ month: 1, bookings: 1, revenue: totals.jan });
    expect(sales.currentYear.months[1]).toEqual({ month: 2, bookings: 0, revenue: 0 });
    // March: the paid booking only; the cancelled and the expired ones were no sales.
    expect(sales.currentYear.months[2]).toEqual({ month: 3, bookings: 1, revenue: totals.mar });
    expect(sales.currentYear.months[10]).toEqual({ month: 11, bookings: 4, revenue: totals.nov + Number(feb.total) });
    expect(sales.currentYear).toMatchObject({ bookings: 6, revenue: totals.jan + totals.mar + totals.nov + Number(feb.total) });

    // Another agent's sales are its own.
    const kevin = await dashboard(await at('2026-11-21T18:00:00Z', 'freelancer@agent.test'));
    expect(kevin.sales.currentYear.bookings).toBe(1);
    expect(kevin.sales.prevYear.bookings).toBe(0);
  });

  it('lists the latest promotions: promo packages on sale and public codes usable today, newest first', async () => {
    const admin = await api.login('admin@resort.test');
    const create = async (body: Record<string, unknown>) => {
      const res = await api.call('POST', '/api/admin/promo-codes', { token: admin, body: { expiryDate: '2027-06-30', cashDiscount: 3_000, active: true, ...body } });
      expect(res.status).toBe(201);
    };
    await create({ code: 'YEAREND26', isPublic: true });
    await create({ code: 'LATER27', isPublic: true, bookingFrom: '2027-01-01' });
    await create({ code: 'SECRET26', isPublic: false });
    await rowsOf(api, sql`UPDATE tour_packages SET created_at = now() + interval '1 minute' WHERE code = 'PD-4D3N'`);

    const { promotions } = await dashboard(await at('2026-11-21T18:00:00Z'));
    expect(promotions.packages.map((p) => p.code)).toEqual(['PD-4D3N', 'PD-2D1N-SNK']);
    expect(promotions.packagesTotal).toBe(2);
    expect(promotions.packages[0]).toMatchObject({ name: '4D3N Island Explorer', deposit: 30_000 });
    const codes = promotions.promoCodes.map((p) => p.code);
    expect(codes[0]).toBe('YEAREND26');
    expect(codes.length).toBeLessThanOrEqual(5);
    expect(codes).not.toContain('LATER27');
    expect(codes).not.toContain('SECRET26');
    expect(codes).not.toContain('PTR-PARTNER80');
    expect(promotions.promoCodes[0]).toMatchObject({ cashDiscount: 3_000, expiryDate: '2027-06-30', usesLeft: 1 });
  });
});

describe("the dashboard's badge", () => {
  const admin = () => api.login('admin@resort.test');
  // Payments are told apart by when they were sent: let a minute pass before each.
  const sendSlip = (token: string, id: string, amount: number) => {
    api.clock.advance(60_000);
    return api.call('POST', `/api/agent/agent-reservations/offline-payment/${id}`, { token, body: slipForm({ amount, referenceNo: 'MBB-1', referenceDate: '2026-12-01' }) });
  };
  const reject = async (paymentId: string) => {
    const res = await api.call('PUT', `/api/admin/payments/${paymentId}/reject`, { token: await admin(), body: { rejectionNotes: 'The slip is unreadable' } });
    expect(res.status).toBe(200);
  };

  it('counts the bookings waiting for the agent: a payment due before its deadline, or a rejected slip', async () => {
    const ta = await at('2026-12-01T02:00:00Z');
    const before = await dashboard(ta);
    expect(before.badge).toBe(0);

    // Due: booked, nothing paid, countdown running.
    await booked(api, ta, stay('2027-03-01', '2027-03-02'));
    // A slip under review stops the countdown: it waits for staff, not for the agent.
    const reviewed = await booked(api, ta, stay('2027-03-02', '2027-03-03'));
    expect((await sendSlip(ta, reviewed.id, 10_000)).status).toBe(201);
    // Rejected on an unpaid booking: the countdown restarts; counted once.
    const bounced = await booked(api, ta, stay('2027-03-03', '2027-03-04'));
    const slip = await sendSlip(ta, bounced.id, 10_000);
    await reject(slip.json.id as string);
    // Partly paid from the wallet, then a rejected slip for the rest: no countdown, but the agent must pay again.
    const partial = await booked(api, ta, stay('2027-03-04', '2027-03-05'));
    api.clock.advance(60_000);
    expect((await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: partial.id, amount: 5_000 } })).status).toBe(201);
    const rest = await sendSlip(ta, partial.id, 5_000);
    await reject(rest.json.id as string);
    // Another agent's due booking is its own.
    await booked(api, await api.login('freelancer@agent.test'), stay('2027-03-05', '2027-03-06'));

    const data = await dashboard(ta);
    expect(data.badge).toBe(3);
    expect(data.actions).toEqual({ paymentDue: 2, slipRejected: 2 });

    // The agent sends the rest again: that one no longer waits for it.
    expect((await sendSlip(ta, partial.id, 5_000)).status).toBe(201);
    expect((await dashboard(ta)).badge).toBe(2);

    // The countdowns run out: the unpaid bookings expire and need nothing more.
    const later = await at('2026-12-01T02:45:00Z');
    expect((await dashboard(later)).badge).toBe(0);
    expect((await dashboard(await at('2026-12-01T02:45:00Z', 'freelancer@agent.test'))).badge).toBe(0);
    expect(api.unexpected).toEqual([]);
  });

  it('is for agents only, signed in', async () => {
    expect((await api.call('GET', '/api/agent/dashboard')).status).toBe(401);
    expect((await api.call('GET', '/api/agent/dashboard', { token: await admin() })).status).toBe(403);
  });
});
