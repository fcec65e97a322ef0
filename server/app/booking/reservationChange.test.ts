import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { creditWallet, rowsOf } from '../../test/money';
import { commissionBase } from '../payments/commissions.service';
import { percentOf } from '../pricing/money';
import type { Quote } from '../pricing/types';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { Actor } from '../http/env';
import { ApiError } from '../http/errors';
import { fullMatrix } from '../permissions/permissions';
import { applyChange, changeBody, planChange } from './reservationChange';

/** Staff change a whole booking: the server prices it, shows the difference, and applies it or refuses. */
let api: TestApp;
let admin: string;
let ta: string;
let pkgId: string;
let roomTypeId: string;

type Booking = { rooms: { roomId: string; adults: number; children: number; toddlers: number; infants: number }[]; addons: unknown[]; transport: unknown[]; selectedChargeIds: string[] };
interface Summary {
  before: { total: number; checkIn: string; checkOut: string };
  after: { total: number; checkIn: string; checkOut: string; quote: { nights: number; lines: { kind: string; unitPrice: number; description: string }[] } };
  difference: number;
  paid: number;
  followUp: 'pay' | 'refund' | 'none';
  amount: number;
  updatedAt: string;
  paymentStatus?: string;
  balanceDue?: number;
}

const reservation = async (id: string) => (await api.call('GET', `/api/admin/reservations/${id}`, { token: admin })).json as unknown as {
  checkIn: string; checkOut: string; total: number; paymentStatus: string; nights: number; booking: Booking; roomsAllocated: { id: string }[]; bookingNo: string; guests: { id: string; fullName: string; phones: string[] }[];
};
/** The change body for a booking as it stands, with `dates` moved. */
const bodyFor = async (id: string, dates: { checkIn: string; checkOut: string }, extra: Record<string, unknown> = {}) => {
  const r = await reservation(id);
  return { ...dates, rooms: r.booking.rooms, addons: r.booking.addons, transport: r.booking.transport, selectedChargeIds: r.booking.selectedChargeIds, ...extra };
};
const preview = (id: string, body: object, token = admin) => api.call('POST', `/api/admin/reservations/${id}/change/preview`, { token, body });
const save = (id: string, body: object, token = admin) => api.call('PUT', `/api/admin/reservations/${id}/change`, { token, body });
const summary = (res: { json: unknown }) => res.json as Summary;
/** The public rate of the demo chalet for 2 adults and a toddler, as a quote answers it. */
const quoteTotal = async (token: string, base: string, checkIn: string, checkOut: string) =>
  (await api.call('POST', `${base}/quote`, { token, body: { packageId: pkgId, checkIn, checkOut, rooms: [{ roomTypeId, adults: 2, children: 0, toddlers: 1, infants: 0 }] } })).json.total as number;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-25T02:00:00Z'));
  [admin, ta] = await Promise.all([api.login('admin@resort.test'), api.login('ta@agency.test')]);
  pkgId = (await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id as string;
  roomTypeId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id as string;
});
afterAll(() => api.close());

describe('a change of dates', () => {
  it('is priced by the server with the difference, then saved with the rooms moved and the payment status owed', async () => {
    const stay = await booked(api, admin, { checkIn: '2026-12-14', checkOut: '2026-12-15', base: '/api/admin' });
    const body = await bodyFor(stay.id, { checkIn: '2026-12-14', checkOut: '2026-12-17' });
    const res = await preview(stay.id, body);
    expect(res.status, res.text).toBe(200);
    const s = summary(res);
    expect(s.before.total).toBe(stay.total);
    expect(s.after.quote.nights).toBe(3);
    expect(s.after.total).toBe(await quoteTotal(admin, '/api/admin', '2026-12-14', '2026-12-17'));
    expect(s.after.total).toBeGreaterThan(s.before.total);
    expect(s.difference).toBe(s.after.total - s.before.total);
    expect(s).toMatchObject({ paid: 0, followUp: 'pay', amount: s.after.total });
    expect(s.after.quote.lines.some((l) => l.kind === 'room' && l.description.length > 0)).toBe(true);

    const lead = (await reservation(stay.id)).guests[0];
    const saved = await save(stay.id, { ...body, updatedAt: s.updatedAt, guestUpdates: [{ id: lead.id, fullName: 'Aisyah Ahmad', phones: ['+60 19-888 1234'] }] });
    expect(saved.status, saved.text).toBe(200);
    const after = await reservation(stay.id);
    expect(after).toMatchObject({ checkIn: '2026-12-14', checkOut: '2026-12-17', nights: 3, total: s.after.total, paymentStatus: 'Pending' });
    expect(after.guests[0]).toMatchObject({ id: lead.id, fullName: 'Aisyah Ahmad', phones: ['+60 19-888 1234'] });
    // The room is the booking's for the new nights: another booking of it on the 16th is refused.
    const [type] = (await api.call('POST', '/api/admin/rooms-availability', { token: admin, body: { checkIn: '2026-12-16', checkOut: '2026-12-17', roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
    expect(type.rooms.map((r) => r.id)).not.toContain(after.roomsAllocated[0].id);
    // The change is audited with what it was before.
    const audit = await api.call('GET', `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ recordId: stay.id }))}&range=[0,9]`, { token: admin });
    expect(audit.text).toContain('2026-12-15');
  });

  it("keeps an agency's booking at its contract rate", async () => {
    const stay = await booked(api, ta, { checkIn: '2026-12-21', checkOut: '2026-12-22' });
    const res = await preview(stay.id, await bodyFor(stay.id, { checkIn: '2026-12-21', checkOut: '2026-12-23' }));
    expect(res.status, res.text).toBe(200);
    const contract = await quoteTotal(ta, '/api/agent', '2026-12-21', '2026-12-23');
    const publicRate = await quoteTotal(admin, '/api/admin', '2026-12-21', '2026-12-23');
    expect(contract).toBeLessThan(publicRate);
    expect(summary(res).after.total).toBe(contract);
  });
});

describe('refusals', () => {
  it('refuses a room another booking holds for the new nights, naming it, and changes nothing', async () => {
    const mine = await booked(api, admin, { checkIn: '2027-01-04', checkOut: '2027-01-05', base: '/api/admin' });
    const other = await booked(api, admin, { checkIn: '2027-01-05', checkOut: '2027-01-06', base: '/api/admin' });
    const otherRoom = (await reservation(other.id)).roomsAllocated[0].id;
    const body = await bodyFor(mine.id, { checkIn: '2027-01-04', checkOut: '2027-01-06' });
    const moved = { ...body, rooms: [{ ...body.rooms[0], roomId: otherRoom }] };
    const res = await preview(mine.id, moved);
    expect(res.status, res.text).toBe(409);
    expect(res.json.errors).toEqual({ 'rooms.0.roomId': expect.stringContaining(other.bookingNo) });
    const before = await reservation(mine.id);
    const refused = await save(mine.id, { ...moved, updatedAt: new Date().toISOString() });
    expect(refused.status).toBe(409);
    expect(await reservation(mine.id)).toMatchObject({ checkIn: '2027-01-04', checkOut: '2027-01-05', total: before.total });
    expect((await reservation(mine.id)).roomsAllocated).toEqual(before.roomsAllocated);
  });

  it('lets the database judge a room taken between the check and the save: 409 naming the hold, nothing written', async () => {
    const mine = await booked(api, admin, { checkIn: '2027-05-03', checkOut: '2027-05-04', base: '/api/admin' });
    const before = await reservation(mine.id);
    const [type] = (await api.call('POST', '/api/admin/rooms-availability', { token: admin, body: { checkIn: '2027-05-03', checkOut: '2027-05-05', roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
    const other = type.rooms.find((r) => r.id !== before.roomsAllocated[0].id) as { id: string };
    const staff = await api.record(admin, 'users', { email: 'admin@resort.test' });
    const actor: Actor = { id: staff.id as string, accountId: staff.id as string, sessionId: crypto.randomUUID(), email: 'admin@resort.test', firstName: 'A', lastName: 'R', kind: 'staff', roleName: 'Admin', permissions: fullMatrix(), agentType: null, status: null, agencyRole: null };
    const body = changeBody.parse(await bodyFor(mine.id, { checkIn: '2027-05-03', checkOut: '2027-05-05' }, { rooms: [{ ...before.booking.rooms[0], roomId: other.id }] }));
    const plan = await planChange(api.db, actor, mine.id, body, api.clock.now(), { specialRequestMaxLength: 500 });
    // Another desk holds the room for the second night after the check passed.
    const hold = await api.call('POST', `/api/agent/temp-room-block/${pkgId}`, { token: ta, body: { checkIn: '2027-05-04', checkOut: '2027-05-05', roomIds: [other.id] } });
    expect(hold.status, hold.text).toBe(201);
    const refused = await applyChange(api.db, actor, { ...plan, body: { ...body, updatedAt: plan.row.updatedAt.toISOString() } }, api.clock.now(), 'test', { cutOffDays: 7, timeZone: 'Asia/Kuala_Lumpur' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'room_held', errors: { 'rooms.0.roomId': 'app.roomBoard.errors.held' } });
    const after = await reservation(mine.id);
    expect(after).toMatchObject({ checkOut: '2027-05-04', total: before.total });
    expect(after.roomsAllocated).toEqual(before.roomsAllocated);
  });

  it('refuses a save after someone else changed the booking since the preview', async () => {
    const stay = await booked(api, admin, { checkIn: '2027-01-11', checkOut: '2027-01-12', base: '/api/admin' });
    const body = await bodyFor(stay.id, { checkIn: '2027-01-11', checkOut: '2027-01-13' });
    const s = summary(await preview(stay.id, body));
    api.clock.set(new Date('2026-11-25T02:05:00Z'));
    const renamed = await api.call('PUT', `/api/admin/reservations/edit-reservation/${stay.id}`, { token: admin, body: { reservationName: 'Family Lim' } });
    expect(renamed.status, renamed.text).toBe(200);
    const res = await save(stay.id, { ...body, updatedAt: s.updatedAt });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Someone changed this booking after the review. Review the change again.');
    expect(await reservation(stay.id)).toMatchObject({ checkOut: '2027-01-12', total: stay.total });
  });

  it('answers field messages for bad input: dates the wrong way round, a check-in in the past, a room twice, no updatedAt', async () => {
    const stay = await booked(api, admin, { checkIn: '2027-01-18', checkOut: '2027-01-19', base: '/api/admin' });
    const body = await bodyFor(stay.id, { checkIn: '2027-01-18', checkOut: '2027-01-19' });
    const backwards = await preview(stay.id, { ...body, checkOut: '2027-01-17' });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.json.errors)).toEqual(['checkOut']);
    const past = await preview(stay.id, { ...body, checkIn: '2026-11-20', checkOut: '2026-11-21' });
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual({ checkIn: expect.any(String) });
    const twice = await preview(stay.id, { ...body, rooms: [body.rooms[0], body.rooms[0]] });
    expect(twice.status).toBe(400);
    expect(twice.json.errors['rooms.1.roomId']).toBe('This room is already in the booking');
    const noStamp = await save(stay.id, body);
    expect(noStamp.status).toBe(400);
    expect(noStamp.json.errors).toHaveProperty('updatedAt');
  });

  it('holds the transfers to the new stay: a transfer left on the old dates is refused on its date', async () => {
    const [land] = await api.records(admin, 'trip-costs', { transportType: 'land', name: 'KT Airport → Marang Jetty (van)' });
    const leg = { tripCostId: land.id, adults: 2, children: 0, toddlers: 1, infants: 0, date: '2027-06-07', departureTime: '07:15', pickupPoint: 'Arrivals hall', dropLocation: 'Marang Jetty', dropTime: '08:00' };
    const stay = await booked(api, admin, { checkIn: '2027-06-07', checkOut: '2027-06-08', base: '/api/admin', extra: { transport: [leg] } });
    const res = await preview(stay.id, await bodyFor(stay.id, { checkIn: '2027-06-14', checkOut: '2027-06-15' }));
    expect(res.status, res.text).toBe(400);
    expect(res.json.errors).toEqual({ 'transport.0.date': 'The transfer must be between check-in and check-out day' });
    const moved = await preview(stay.id, await bodyFor(stay.id, { checkIn: '2027-06-14', checkOut: '2027-06-15' }, { transport: [{ ...leg, date: '2027-06-14' }] }));
    expect(moved.status, moved.text).toBe(200);
    expect(summary(moved).after.quote.lines.some((l) => l.description.includes('KT Airport'))).toBe(true);
  });

  it('is in the API reference', async () => {
    const paths = (await api.call('GET', '/api/openapi.json')).json.paths as unknown as Record<string, Record<string, unknown>>;
    expect(paths['/api/admin/reservations/{id}/change/preview']).toHaveProperty('post');
    expect(paths['/api/admin/reservations/{id}/change']).toHaveProperty('put');
  });

  it('is for staff only: an agent is refused, even on its own booking', async () => {
    const stay = await booked(api, ta, { checkIn: '2027-01-25', checkOut: '2027-01-26' });
    const body = await bodyFor(stay.id, { checkIn: '2027-01-25', checkOut: '2027-01-27' });
    for (const res of [await preview(stay.id, body, ta), await save(stay.id, body, ta)]) expect([403, 404]).toContain(res.status);
    expect(await reservation(stay.id)).toMatchObject({ checkOut: '2027-01-26' });
  });
});

describe('a paid booking made shorter', () => {
  it('shows the refund due before saving and stays fully paid after', async () => {
    const stay = await booked(api, admin, { checkIn: '2027-02-01', checkOut: '2027-02-04', base: '/api/admin' });
    const paid = await api.call('POST', `/api/admin/reservations/${stay.id}/desk-payment`, { token: admin, body: { method: 'cash', amount: stay.total } });
    expect(paid.status, paid.text).toBe(201);
    expect((await reservation(stay.id)).paymentStatus).toBe('FullyPaid');
    const body = await bodyFor(stay.id, { checkIn: '2027-02-01', checkOut: '2027-02-02' });
    const s = summary(await preview(stay.id, body));
    expect(s.after.total).toBeLessThan(stay.total);
    expect(s).toMatchObject({ paid: stay.total, followUp: 'refund', amount: stay.total - s.after.total, difference: s.after.total - stay.total });
    const res = await save(stay.id, { ...body, updatedAt: s.updatedAt });
    expect(res.status, res.text).toBe(200);
    expect(summary(res)).toMatchObject({ paymentStatus: 'FullyPaid', balanceDue: s.after.total - stay.total });
    // The refund path gives back what was paid over the new total, and the booking is paid exactly.
    const refundable = (await api.call('GET', `/api/admin/reservations/${stay.id}/refund`, { token: admin })).json as unknown as { payments: { id: string }[] };
    const paymentId = refundable.payments[0].id;
    const refunded = await api.call('POST', `/api/admin/reservations/${stay.id}/refund`, { token: admin, body: { cancelFee: 0, refundAmount: s.amount, method: 'original', paymentId, confirm: true } });
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.json.paymentStatus).toBe('FullyPaid');
  });
});

describe("an agency's stay in house made longer", () => {
  it('has its commission credited again on the new quote', async () => {
    const stay = await booked(api, ta, { checkIn: '2027-03-01', checkOut: '2027-03-03' });
    await creditWallet(api, 'ta@agency.test', stay.total);
    expect((await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: stay.id } })).status).toBe(201);
    expect((await api.call('PUT', `/api/admin/reservations/${stay.id}/approve`, { token: admin })).status).toBe(200);
    admin = await deskAt(api, '2027-03-01');
    ta = await api.login('ta@agency.test');
    expect((await api.call('PUT', `/api/admin/reservations/${stay.id}/status/check-in`, { token: admin })).json.status).toBe('InHouse');
    const credited = async () => ((await api.call('GET', '/api/agent/my-commission', { token: ta })).json.commissions as unknown as { bookingNo: string; amount: number; status: string }[]).filter((c) => c.bookingNo === stay.bookingNo && c.status === 'credited');
    const [before] = await credited();
    expect(before.amount).toBeGreaterThan(0);

    const body = await bodyFor(stay.id, { checkIn: '2027-03-01', checkOut: '2027-03-04' });
    const moved = await preview(stay.id, { ...body, checkIn: '2027-03-02' });
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toEqual({ checkIn: 'The guests are in house: only the check-out can move' });
    const s = summary(await preview(stay.id, body));
    expect((await save(stay.id, { ...body, updatedAt: s.updatedAt })).status).toBe(200);
    const [{ quote }] = await rowsOf<{ quote: Quote }>(api, sql`SELECT quote FROM reservations WHERE id = ${stay.id}`);
    const after = await credited();
    expect(after).toEqual([expect.objectContaining({ amount: percentOf(commissionBase(quote), 15) })]);
    expect(after[0].amount).toBeGreaterThan(before.amount);
  });
});
