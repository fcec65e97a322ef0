import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked, deskAt } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { BoardRoom, StayBar } from './roomBoard.service';

let api: TestApp;
let ta: string;
let admin: string;

/** 10:00 on 21 Nov 2026 in Kuala Lumpur: the day the test stays are booked. */
const BOOKING_DAY = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.clock.set(BOOKING_DAY);
  [ta, admin] = await Promise.all([api.login('ta@agency.test'), api.login('admin@resort.test')]);
});

interface Board {
  from: string;
  to: string;
  today: string;
  rooms: BoardRoom[];
  roomTypes: { id: string; name: string }[];
  buildings: { id: string; name: string }[];
}
const board = async (query: string, token = admin) => {
  const res = await api.call('GET', `/api/admin/room-board?${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Board;
};
const roomOf = (b: Board, id: string) => b.rooms.find((r) => r.id === id) as BoardRoom;
const roomIdOf = async (reservationId: string) => ((await api.call('GET', `/api/admin/reservations/${reservationId}`, { token: admin })).json.roomsAllocated as { id: string }[])[0].id;
const gardenChalets = async (checkIn: string, checkOut: string) => {
  const type = await api.record(admin, 'room-types', { code: 'CHL-GDN' });
  const [free] = (await api.call('POST', '/api/admin/rooms-availability', { token: admin, body: { checkIn, checkOut, roomTypeIds: [type.id] } })).json as unknown as { rooms: { id: string }[] }[];
  return free.rooms.map((r) => r.id);
};

describe('GET /room-board', () => {
  it('shows a booked stay on its room and dates, with its booking number, guest name, status and agency', async () => {
    const booking = await booked(api, ta, { checkIn: '2026-12-10', checkOut: '2026-12-13' });
    const roomId = await roomIdOf(booking.id);
    const b = await board('from=2026-12-08&days=14');
    expect(b).toMatchObject({ from: '2026-12-08', to: '2026-12-22', today: '2026-11-21' });
    const room = roomOf(b, roomId);
    expect(b.roomTypes.find((t) => t.id === room.roomTypeId)?.name).toBe('Garden Chalet');
    expect(b.buildings.map((x) => x.id)).toContain(room.buildingId);
    expect(room.housekeeping.status).toBe('clean');
    const bar = room.stays.find((x) => x.reservationId === booking.id) as StayBar;
    expect(bar).toMatchObject({ bookingNo: booking.bookingNo, from: '2026-12-10', to: '2026-12-13', status: 'Pending', paymentStatus: 'Pending', agency: 'Terengganu Island Holidays Sdn Bhd' });
    expect(bar.name).toBeTruthy();
    // A window that ends on the check-in day does not show the stay.
    expect(roomOf(await board('from=2026-12-01&days=9'), roomId).stays.some((x) => x.reservationId === booking.id)).toBe(false);
  });

  it('follows the booking: a new guest name and its confirmation show on its bar at once', async () => {
    const booking = await booked(api, ta, { checkIn: '2026-12-14', checkOut: '2026-12-16' });
    const roomId = await roomIdOf(booking.id);
    const barOf = async () => roomOf(await board('from=2026-12-14&days=3'), roomId).stays.find((x) => x.reservationId === booking.id) as StayBar;
    expect(await barOf()).toMatchObject({ status: 'Pending', paymentStatus: 'Pending' });
    expect((await api.call('PUT', `/api/admin/reservations/edit-res-info/${booking.id}`, { token: admin, body: { reservationName: 'Tan family reunion' } })).status).toBe(200);
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/approve`, { token: admin })).status).toBe(200);
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/status/confirm`, { token: admin })).status).toBe(200);
    expect(await barOf()).toMatchObject({ bookingNo: booking.bookingNo, name: 'Tan family reunion', status: 'Upcoming' });
  });

  it('names a booking written together with its rooms in one statement, as bulk loads write them', async () => {
    const source = await booked(api, ta, { checkIn: '2027-01-04', checkOut: '2027-01-06' });
    const [roomId] = await gardenChalets('2027-01-10', '2027-01-12');
    // As bench/bookingSeed.ts does: one plan, the bookings and their allocations inserted from it, so the
    // allocations are written before the bookings they name.
    await api.db.execute(sql`
      WITH plan AS MATERIALIZED (SELECT gen_random_uuid() AS id),
      copy AS (
        INSERT INTO reservations
        SELECT (jsonb_populate_record(NULL::reservations, to_jsonb(r) || jsonb_build_object('id', plan.id, 'booking_no', 'PD27-900001', 'invoice_no', 'INV-2027-900001',
                  'reservation_name', 'Loaded in bulk', 'check_in', '2027-01-10', 'check_out', '2027-01-12'))).*
          FROM reservations r, plan WHERE r.id = ${source.id})
      INSERT INTO room_allocations (room_id, stay, reservation_id, created_at)
      SELECT ${roomId}::uuid, daterange('2027-01-10', '2027-01-12', '[)'), plan.id, now() FROM plan`);
    const [bar] = roomOf(await board('from=2027-01-09&days=5'), roomId).stays;
    expect(bar).toMatchObject({ bookingNo: 'PD27-900001', name: 'Loaded in bulk', status: 'Pending', agency: 'Terengganu Island Holidays Sdn Bhd', from: '2027-01-10' });
  });

  it('shows a live hold until it expires, and filters rooms by room type and building', async () => {
    const [roomId] = await gardenChalets('2026-12-20', '2026-12-22');
    const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
    const hold = await api.call('POST', `/api/agent/temp-room-block/${pkg.id}`, { token: ta, body: { checkIn: '2026-12-20', checkOut: '2026-12-22', roomIds: [roomId] } });
    expect(hold.status).toBe(201);
    const [held] = roomOf(await board('from=2026-12-15&days=14'), roomId).holds;
    expect(held).toMatchObject({ holdId: hold.json.id, heldBy: 'Terengganu Island Holidays Sdn Bhd', from: '2026-12-20', to: '2026-12-22' });
    api.clock.set(new Date(BOOKING_DAY.getTime() + 60 * 60_000));
    admin = await api.login('admin@resort.test');
    expect(roomOf(await board('from=2026-12-15&days=14'), roomId).holds).toEqual([]);

    const all = await board('from=2026-12-15');
    const type = all.roomTypes.find((t) => t.name === 'Garden Chalet') as { id: string };
    const byType = await board(`from=2026-12-15&roomTypeId=${type.id}&buildingId=`);
    expect(byType.rooms.length).toBeGreaterThan(0);
    expect(byType.rooms.length).toBeLessThan(all.rooms.length);
    expect(byType.rooms.every((r) => r.roomTypeId === type.id)).toBe(true);
    const building = all.buildings.find((x) => all.rooms.some((r) => r.buildingId === x.id)) as { id: string };
    expect((await board(`from=2026-12-15&buildingId=${building.id}`)).rooms.every((r) => r.buildingId === building.id)).toBe(true);
  });

  it('answers 400 on a bad date, days outside 1–62 or a bad filter, 401 without a token, 403 to an agent and to a role without the front desk', async () => {
    for (const query of ['from=2026-02-30', 'from=tomorrow', 'days=0', 'days=63', 'days=two', 'roomTypeId=nope']) {
      const res = await api.call('GET', `/api/admin/room-board?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json.errors).length, query).toBe(1);
    }
    expect((await api.call('GET', '/api/admin/room-board?days=62', { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/api/admin/room-board')).status).toBe(401);
    expect((await api.call('GET', '/api/admin/room-board', { token: ta })).status).toBe(403);
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'rooms-only', permissions: { rooms: ['list', 'show', 'edit'] } } });
    await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Rina', lastName: 'Yusof', email: 'rina@resort.test', password: 'Rooms!2345', roleId: role.json.id } });
    const clerk = await api.login('rina@resort.test', 'Rooms!2345');
    const [roomId] = await gardenChalets('2027-01-10', '2027-01-11');
    expect((await api.call('GET', '/api/admin/room-board', { token: clerk })).status).toBe(403);
    expect((await api.call('PUT', `/api/admin/rooms/${roomId}/housekeeping`, { token: clerk, body: { status: 'dirty' } })).status).toBe(403);
    expect((await api.call('POST', `/api/admin/rooms/${roomId}/out-of-order`, { token: clerk, body: { from: '2027-01-10', to: '2027-01-11', note: 'x' } })).status).toBe(403);
    expect((await api.call('PUT', `/api/admin/rooms/${roomId}/housekeeping`, { token: ta, body: { status: 'dirty' } })).status).toBe(403);
  });
});

describe('housekeeping', () => {
  it('is changed by staff, audited on the room, and shown on the board; out of order needs dates', async () => {
    const [roomId] = await gardenChalets('2027-01-10', '2027-01-11');
    const res = await api.call('PUT', `/api/admin/rooms/${roomId}/housekeeping`, { token: admin, body: { status: 'inspected', note: 'Checked by Siti' } });
    expect(res.status, res.text).toBe(200);
    expect(roomOf(await board('from=2027-01-10'), roomId).housekeeping).toMatchObject({ status: 'inspected', note: 'Checked by Siti' });
    const audit = await api.records(admin, 'audit-log', { resource: 'rooms', recordId: roomId });
    expect(audit.some((e) => JSON.stringify(e.after).includes('inspected'))).toBe(true);

    const refused = await api.call('PUT', `/api/admin/rooms/${roomId}/housekeeping`, { token: admin, body: { status: 'out_of_order' } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.status).toBe('A room is taken out of order for dates: use "Out of order…"');
    expect((await api.call('PUT', `/api/admin/rooms/${roomId}/housekeeping`, { token: admin, body: { status: 'sparkling' } })).status).toBe(400);
    expect((await api.call('PUT', '/api/admin/rooms/00000000-0000-4000-8000-000000000000/housekeeping', { token: admin, body: { status: 'clean' } })).status).toBe(404);
  });

  it('turns every room of a stay dirty when its guests check out', async () => {
    const booking = await booked(api, ta, { checkIn: '2026-12-01', checkOut: '2026-12-03' });
    const roomId = await roomIdOf(booking.id);
    await api.call('PUT', `/api/admin/rooms/${roomId}/housekeeping`, { token: admin, body: { status: 'inspected' } });
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/approve`, { token: admin })).status).toBe(200);
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/status/confirm`, { token: admin })).status).toBe(200);
    const desk = await deskAt(api, '2026-12-01', '15:00');
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/status/check-in`, { token: desk })).status).toBe(200);
    expect(roomOf(await board('from=2026-12-01', desk), roomId).housekeeping.status).toBe('inspected');
    const out = await deskAt(api, '2026-12-03', '09:00');
    expect((await api.call('PUT', `/api/admin/reservations/${booking.id}/status/check-out`, { token: out })).status).toBe(200);
    const room = roomOf(await board('from=2026-12-01', out), roomId);
    expect(room.housekeeping.status).toBe('dirty');
    expect((room.stays.find((x) => x.reservationId === booking.id) as StayBar).status).toBe('Completed');
  });
});

describe('out of order', () => {
  it('keeps the room off sale on those nights: not offered, a hold refused, a room change refused; back in order it sells again', async () => {
    const [roomId] = await gardenChalets('2027-02-01', '2027-02-04');
    const blocked = await api.call('POST', `/api/admin/rooms/${roomId}/out-of-order`, { token: admin, body: { from: '2027-02-01', to: '2027-02-04', note: 'Air conditioner replaced' } });
    expect(blocked.status, blocked.text).toBe(201);
    expect(await gardenChalets('2027-02-03', '2027-02-05')).not.toContain(roomId);
    // The night before and the day it is back are for sale.
    expect(await gardenChalets('2027-01-31', '2027-02-01')).toContain(roomId);
    expect(await gardenChalets('2027-02-04', '2027-02-06')).toContain(roomId);

    const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
    const hold = await api.call('POST', `/api/agent/temp-room-block/${pkg.id}`, { token: ta, body: { checkIn: '2027-02-02', checkOut: '2027-02-03', roomIds: [roomId] } });
    expect(hold.status).toBe(409);

    const guest = await booked(api, ta, { checkIn: '2027-02-02', checkOut: '2027-02-03' });
    const move = await api.call('POST', `/api/admin/rooms-change/${guest.id}`, { token: admin, body: { fromRoomId: await roomIdOf(guest.id), toRoomId: roomId } });
    expect(move.status).toBe(409);
    expect(move.json.errors).toEqual({ toRoomId: 'The room is already out of order on some of these nights' });

    const room = roomOf(await board('from=2027-01-30'), roomId);
    expect(room.outOfOrder).toEqual([{ id: blocked.json.id, from: '2027-02-01', to: '2027-02-04', note: 'Air conditioner replaced' }]);
    expect(room.stays).toEqual([]);
    // Out of order today shows as the room's housekeeping status.
    expect(roomOf(await board('from=2027-01-30', await deskAt(api, '2027-02-02')), roomId).housekeeping.status).toBe('out_of_order');
    api.clock.set(BOOKING_DAY);
    admin = await api.login('admin@resort.test');

    expect((await api.call('DELETE', `/api/admin/rooms/${roomId}/out-of-order/${blocked.json.id}`, { token: admin })).status).toBe(200);
    expect(await gardenChalets('2027-02-03', '2027-02-05')).toContain(roomId);
    expect((await api.call('DELETE', `/api/admin/rooms/${roomId}/out-of-order/${blocked.json.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses nights already booked, naming the booking, and bad dates', async () => {
    const booking = await booked(api, ta, { checkIn: '2027-03-10', checkOut: '2027-03-12' });
    const roomId = await roomIdOf(booking.id);
    const refused = await api.call('POST', `/api/admin/rooms/${roomId}/out-of-order`, { token: admin, body: { from: '2027-03-05', to: '2027-03-11', note: 'Roof leak' } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(`These nights are booked: booking ${booking.bookingNo}`);
    expect(roomOf(await board('from=2027-03-05'), roomId).outOfOrder).toEqual([]);
    // A room change onto the booked room names the booking in the way.
    const other = await booked(api, ta, { checkIn: '2027-03-11', checkOut: '2027-03-13' });
    const move = await api.call('POST', `/api/admin/rooms-change/${other.id}`, { token: admin, body: { fromRoomId: await roomIdOf(other.id), toRoomId: roomId } });
    expect(move.status).toBe(409);
    expect(move.json.message).toBe(`These nights are booked: booking ${booking.bookingNo}`);
    // The nights before the stay can be taken.
    expect((await api.call('POST', `/api/admin/rooms/${roomId}/out-of-order`, { token: admin, body: { from: '2027-03-05', to: '2027-03-10', note: 'Roof leak' } })).status).toBe(201);

    const bad = async (body: object) => (await api.call('POST', `/api/admin/rooms/${roomId}/out-of-order`, { token: admin, body })).json.errors;
    expect(await bad({ from: '2027-04-02', to: '2027-04-01', note: 'x' })).toEqual({ to: 'Must be after the first night' });
    expect(await bad({ from: '2026-11-01', to: '2026-11-25', note: 'x' })).toEqual({ from: 'Must not be in the past' });
    expect(await bad({ from: '2027-04-31', to: '2027-05-02', note: 'x' })).toEqual({ from: 'Must be a date (YYYY-MM-DD)' });
    expect(Object.keys(await bad({ from: '2027-04-01', to: '2027-04-02', note: '' }))).toEqual(['note']);
  });
});
