import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let taId: string;
/** The demo agent's stays: two checked out, one only checked in. */
let first: { id: string; bookingNo: string };
let second: { id: string; bookingNo: string };
let inHouse: { id: string; bookingNo: string };
let freelancerStay: { id: string; bookingNo: string };

const NOW = new Date('2026-11-21T02:00:00Z');

/**
 * Booked today, staff approve and confirm it, check the guests in on their check-in date and (unless
 * `stayIn`) out on their check-out date; the clock then comes back to today.
 */
const stay = async (who: 'ta' | 'freelancer', checkIn: string, checkOut: string, stayIn = false) => {
  api.clock.set(NOW);
  await signIn();
  const reservation = await booked(api, who === 'ta' ? ta : freelancer, { checkIn, checkOut });
  const step = async (path: string, token: string) => {
    const res = await api.call('PUT', `/api/admin/reservations/${reservation.id}/${path}`, { token });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  };
  await step('approve', admin);
  await step('status/confirm', admin);
  await step('status/check-in', await deskAt(api, checkIn));
  if (!stayIn) await step('status/check-out', await deskAt(api, checkOut));
  api.clock.set(NOW);
  await signIn();
  return reservation;
};

/** Sessions end after 12 hours unused: after the clock jumps days ahead, everyone signs in again. */
const signIn = async () => {
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
};

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(NOW);
  await signIn();
  taId = (await api.record(admin, 'travelagent', { q: 'ta@agency.test' })).id;
  first = await stay('ta', '2026-12-08', '2026-12-10');
  second = await stay('ta', '2026-12-14', '2026-12-16');
  inHouse = await stay('ta', '2026-12-20', '2026-12-22', true);
  freelancerStay = await stay('freelancer', '2026-12-24', '2026-12-26');
});
afterAll(() => api.close());

interface Listed {
  reservation: { id: string; bookingNo: string; checkOut: string; packageName: string | null };
  review: { id: string; rating: number; comment: string; editable: boolean; editableUntil: string } | null;
}
const listOf = async (token: string) => {
  const res = await api.call('GET', '/api/agent/stay-reviews?range=[0,49]', { token });
  return { ...(res.json as unknown as { stays: Listed[]; total: number }), range: res.headers.get('content-range') };
};
const reviewRows = async (reservationId: string) =>
  rowsOf<{ rating: number; comment: string }>(api, sql`SELECT rating, comment FROM stay_reviews WHERE reservation_id = ${reservationId}`);
const post = (token: string, body: unknown) => api.call('POST', '/api/agent/stay-reviews', { token, body });

describe('stay reviews (/api/agent/stay-reviews)', () => {
  it("lists the agent's checked-out stays, latest check-out first, none reviewed yet", async () => {
    const list = await listOf(ta);
    expect(list.stays.map((s) => s.reservation.bookingNo)).toEqual([second.bookingNo, first.bookingNo]);
    expect(list.stays.every((s) => s.review === null)).toBe(true);
    expect(list.stays[0].reservation).toMatchObject({ checkOut: '2026-12-16', packageName: '2D1N Snorkelling Getaway' });
    expect(list.total).toBe(2);
    expect(list.range).toBe('stay-reviews 0-1/2');
    expect((await listOf(freelancer)).stays.map((s) => s.reservation.id)).toEqual([freelancerStay.id]);
  });

  it('writes one review per checked-out stay (201), then refuses a second (409)', async () => {
    const res = await post(ta, { reservationId: first.id, rating: 5, comment: '  The guests loved the snorkelling.  ' });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ rating: 5, comment: 'The guests loved the snorkelling.', editable: true, editableUntil: '2026-12-21T02:00:00.000Z' });
    const again = await post(ta, { reservationId: first.id, rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual({ reservationId: 'This stay already has a review' });
    expect(await reviewRows(first.id)).toEqual([{ rating: 5, comment: 'The guests loved the snorkelling.' }]);
    expect((await listOf(ta)).stays.find((s) => s.reservation.id === first.id)?.review).toMatchObject({ rating: 5 });
  });

  it("shows an agency's members the agency's checked-out stays; a review belongs to its author, whom only it may change", async () => {
    const sales = await api.login('sales@agency.test');
    const list = await listOf(sales);
    expect(list.stays.map((s) => s.reservation.bookingNo)).toEqual([second.bookingNo, first.bookingNo]);
    // The account holder's review: shown to the member, not the member's to change.
    const byAccount = list.stays.find((s) => s.reservation.id === first.id)?.review as unknown as { id: string; mine: boolean; editable: boolean };
    expect(byAccount).toMatchObject({ mine: false, editable: false });
    expect((await api.call('PUT', `/api/agent/stay-reviews/${byAccount.id}`, { token: sales, body: { rating: 1, comment: 'Mine now' } })).status).toBe(404);
    expect(await reviewRows(first.id)).toEqual([{ rating: 5, comment: 'The guests loved the snorkelling.' }]);
    expect((await listOf(ta)).stays.find((s) => s.reservation.id === first.id)?.review).toMatchObject({ mine: true, editable: true });
  });

  it('refuses a rating outside 1–5, an empty comment and a stay not checked out with 400, writing nothing', async () => {
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await post(ta, { reservationId: second.id, rating, comment: 'Fine' });
      expect(res.status, String(rating)).toBe(400);
      expect(res.json.errors).toEqual({ rating: 'Give a rating from 1 to 5 stars' });
    }
    const empty = await post(ta, { reservationId: second.id, rating: 4, comment: '   ' });
    expect(empty.json.errors).toEqual({ comment: 'Write a comment' });
    expect((await post(ta, { reservationId: second.id, rating: 4, comment: 'x'.repeat(2001) })).json.errors).toEqual({ comment: 'At most 2000 characters' });
    expect((await post(ta, { reservationId: 'nope', rating: 4 })).json.errors).toEqual({ reservationId: 'Must be an existing record', comment: 'Write a comment' });
    const notOut = await post(ta, { reservationId: inHouse.id, rating: 4, comment: 'Still there' });
    expect(notOut.status).toBe(400);
    expect(notOut.json.errors).toEqual({ reservationId: 'This stay can be reviewed once the guests have checked out' });
    expect((await post(ta, '{"rating":')).status).toBe(400);
    expect(await reviewRows(second.id)).toEqual([]);
    expect(await reviewRows(inHouse.id)).toEqual([]);
  });

  it("answers 404 for another agent's booking and for an unknown one", async () => {
    expect((await post(ta, { reservationId: freelancerStay.id, rating: 2, comment: 'Not mine' })).status).toBe(404);
    expect((await post(ta, { reservationId: '00000000-0000-4000-8000-000000000000', rating: 2, comment: 'Nobody' })).status).toBe(404);
    expect(await reviewRows(freelancerStay.id)).toEqual([]);
  });

  it('lets its author change a review for 30 days, nobody else, and then keeps it as written', async () => {
    api.clock.advance(60_000);
    const created = await post(ta, { reservationId: second.id, rating: 3, comment: 'Boat was late.' });
    const id = created.json.id as string;
    api.clock.advance(10 * 86_400_000);
    await signIn();
    const edited = await api.call('PUT', `/api/agent/stay-reviews/${id}`, { token: ta, body: { rating: 4, comment: 'Boat was late, the rest was lovely.' } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ rating: 4, comment: 'Boat was late, the rest was lovely.', editable: true });

    const bad = await api.call('PUT', `/api/agent/stay-reviews/${id}`, { token: ta, body: { rating: 9, comment: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ rating: 'Give a rating from 1 to 5 stars', comment: 'Write a comment' });
    expect((await api.call('PUT', `/api/agent/stay-reviews/${id}`, { token: freelancer, body: { rating: 1, comment: 'Hijack' } })).status).toBe(404);
    expect(await reviewRows(second.id)).toEqual([{ rating: 4, comment: 'Boat was late, the rest was lovely.' }]);

    api.clock.advance(21 * 86_400_000);
    await signIn();
    expect((await listOf(ta)).stays.find((s) => s.reservation.id === second.id)?.review).toMatchObject({ editable: false });
    const late = await api.call('PUT', `/api/agent/stay-reviews/${id}`, { token: ta, body: { rating: 5, comment: 'Perfect' } });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('A review can be changed only within 30 days of writing it');
    expect(await reviewRows(second.id)).toEqual([{ rating: 4, comment: 'Boat was late, the rest was lovely.' }]);
  });
});

describe('staff read reviews (GET /api/admin/stay-reviews)', () => {
  it('lists them newest first with booking and author, filtered by reservation', async () => {
    const res = await api.call('GET', '/api/admin/stay-reviews', { token: admin });
    expect(res.status).toBe(200);
    const reviews = res.json.reviews as unknown as { rating: number; reservation: { bookingNo: string }; author: { id: string; name: string } }[];
    expect(reviews.map((r) => r.reservation.bookingNo)).toEqual([second.bookingNo, first.bookingNo]);
    expect(reviews[0].author).toMatchObject({ id: taId, name: 'Siti Abdullah' });
    const one = await api.call('GET', `/api/admin/stay-reviews?filter=${encodeURIComponent(JSON.stringify({ reservationId: first.id }))}`, { token: admin });
    expect((one.json.reviews as unknown as { rating: number }[]).map((r) => r.rating)).toEqual([5]);
    expect(one.headers.get('content-range')).toBe('stay-reviews 0-0/1');
    expect((await api.call('GET', `/api/admin/stay-reviews?filter=${encodeURIComponent('{"rating":"five"}')}`, { token: admin })).status).toBe(400);
    expect((await api.call('GET', '/api/admin/stay-reviews', { token: ta })).status).toBe(403);
  });

  it('needs the reservations list permission', async () => {
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'agents-desk', permissions: { travelagent: ['list', 'show'] } } });
    await api.call('POST', '/api/admin/users', {
      token: admin,
      body: { firstName: 'Amir', lastName: 'Desk', email: 'amir.desk@resort.test', password: 'Desk!2345x', roleId: role.json.id, active: true },
    });
    const desk = await api.login('amir.desk@resort.test', 'Desk!2345x');
    expect((await api.call('GET', '/api/admin/stay-reviews', { token: desk })).status).toBe(403);
  });
});
