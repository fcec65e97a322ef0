import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deskAt } from '../../test/bookings';
import { creditWallet } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let packageId: string;
let roomTypeId: string;
let leadSourceId: string;

const first = (resource: string, filter: Record<string, unknown>) => api.record(admin, resource, filter);

const guest = { fullName: 'Nur Aisyah binti Ahmad', age: 34, idNumber: '920314-11-5566', country: 'Malaysia', phones: ['+60 12-345 6789'], email: 'aisyah@example.com' };
const family = { adults: 2, children: 0, toddlers: 1, infants: 0 };

/** Holds one free room of the demo Garden Chalet for a stay, as the wizard would. */
const holdRoom = async (token: string, checkIn: string, checkOut: string, base = '/api/agent') => {
  const [type] = (await api.call('POST', `${base}/rooms-availability`, { token, body: { checkIn, checkOut, roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
  const room = type.rooms[0];
  const hold = await api.call('POST', `${base}/temp-room-block/${packageId}`, { token, body: { checkIn, checkOut, roomIds: [room.id] } });
  expect(hold.status).toBe(201);
  return { holdId: hold.json.id as string, roomId: room.id };
};

const book = async (token: string, checkIn = '2026-12-14', checkOut = '2026-12-16', extra: Record<string, unknown> = {}, base = '/api/agent') => {
  const { holdId, roomId } = await holdRoom(token, checkIn, checkOut, base);
  const res = await api.call('POST', `${base}/agent-reservations`, {
    token,
    body: { holdId, packageId, leadSourceId, bedType: 'Queen + single', rooms: [{ roomId, ...family }], guests: [guest], specialRequests: 'Ground floor if possible', foodNotes: 'No seafood', ...extra },
  });
  return { res, roomId };
};

const roomFree = async (roomId: string, checkIn: string, checkOut: string) => {
  const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn, checkOut, roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
  return type.rooms.some((r) => r.id === roomId);
};

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
  packageId = (await first('tour-packages', { code: 'PD-2D1N-SNK' })).id;
  roomTypeId = (await first('room-types', { code: 'CHL-GDN' })).id;
  leadSourceId = (await first('lead-sources', { name: 'Facebook' })).id;
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

describe('quote', () => {
  it('prices a stay line by line, totals its lines, and shows the check-in and check-out times', async () => {
    const res = await api.call('POST', '/api/agent/quote', {
      token: ta,
      body: { packageId, checkIn: '2026-12-14', checkOut: '2026-12-16', rooms: [{ roomTypeId, ...family }] },
    });
    expect(res.status).toBe(200);
    const lines = res.json.lines as { kind: string; quantity: number; unitPrice: number; total: number; direction: string }[];
    expect(lines.filter((l) => l.kind === 'room').length).toBeGreaterThan(0);
    for (const line of lines) expect(line.quantity * line.unitPrice).toBe(line.total);
    const sum = lines.reduce((n, l) => n + (l.direction === 'credit' ? -l.total : l.total), 0);
    expect(res.json.total).toBe(sum);
    expect(res.json).toMatchObject({ currency: 'MYR', nights: 2, checkInTime: '14:30', checkOutTime: '09:30' });
  });

  it('words the lines in the caller language, the booking detail as well', async () => {
    const body = { packageId, checkIn: '2026-12-14', checkOut: '2026-12-16', rooms: [{ roomTypeId, ...family }] };
    const malay = await api.call('POST', '/api/agent/quote', { token: ta, body, headers: { 'accept-language': 'ms-MY' } });
    const rooms = (malay.json.lines as { kind: string; description: string }[]).filter((l) => l.kind === 'room');
    expect(rooms[0].description).toMatch(/^Chalet Taman \(bilik 1\), .*, dewasa, malam 14 Dis 2026$/);
    const { res } = await book(ta, '2027-01-11', '2027-01-12');
    const chinese = await api.call('GET', `/api/agent/agent-reservations/${res.json.id}`, { token: ta, headers: { 'accept-language': 'zh-CN' } });
    expect((chinese.json.quote as { lines: { description: string }[] }).lines[0].description).toMatch(/^花园小屋（1 号房），.*，成人，2027年1月11日当晚$/);
  });

  it('answers 409 for a night the package has no rate for', async () => {
    const res = await api.call('POST', '/api/agent/quote', { token: ta, body: { packageId, checkIn: '2028-06-01', checkOut: '2028-06-02', rooms: [{ roomTypeId, ...family }] } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('no_rate');
  });
});

describe('reservations', () => {
  it('books the held room at the quoted price, numbered, awaiting approval and payment', async () => {
    const quoted = await api.call('POST', '/api/agent/quote', { token: ta, body: { packageId, checkIn: '2026-12-14', checkOut: '2026-12-16', rooms: [{ roomTypeId, ...family }] } });
    const { res, roomId } = await book(ta);
    expect(res.status, res.text).toBe(201);
    // The answer to the booking is the reservation as any later read shows it.
    expect((await api.call('GET', `/api/agent/agent-reservations/${res.json.id}`, { token: ta })).json).toEqual(res.json);
    expect(res.json).toMatchObject({
      status: 'Pending',
      paymentStatus: 'Pending',
      approved: false,
      bookedFrom: 'agent-portal',
      takenBy: 'ta@agency.test',
      nights: 2,
      adults: 2,
      toddlers: 1,
      total: quoted.json.total,
      paymentDeadline: '2026-11-21T02:30:00.000Z',
      cutOffDate: '2026-11-30',
      checkInTime: '14:30',
      checkOutTime: '09:30',
    });
    expect(res.json.bookingNo).toMatch(/^PD26-\d{6}$/);
    expect(res.json.invoiceNo).toMatch(/^INV-2026-\d{6}$/);
    expect(res.json.guests).toHaveLength(1);
    expect(res.json.roomsAllocated).toEqual([expect.objectContaining({ id: roomId })]);
    expect(await roomFree(roomId, '2026-12-14', '2026-12-16')).toBe(false);
    const awaiting = await api.call('GET', '/api/admin/reservations/unapproved', { token: admin });
    expect((awaiting.json.reservations as { id: string }[]).map((r) => r.id)).toContain(res.json.id);
  });

  it("numbers and dates a booking made just after midnight in the resort's new year by that year", async () => {
    api.clock.set(new Date('2026-12-31T16:30:00Z')); // 1 Jan 2027, 00:30 in Kuala Lumpur; still 2026 in UTC
    const agent = await api.login('ta@agency.test');
    const { res } = await book(agent, '2027-01-10', '2027-01-12');
    expect(res.status).toBe(201);
    expect(res.json.bookingNo).toMatch(/^PD27-\d{6}$/);
    expect(res.json.invoiceNo).toMatch(/^INV-2027-\d{6}$/);
    expect(res.json.invoiceDate).toBe('2027-01-01');
  });

  it('numbers bookings and invoices one after another', async () => {
    const a = (await book(ta, '2026-12-20', '2026-12-21')).res.json;
    const b = (await book(ta, '2026-12-20', '2026-12-21')).res.json;
    const n = (s: unknown) => Number(String(s).slice(-6));
    expect(n(b.bookingNo)).toBe(n(a.bookingNo) + 1);
    expect(n(b.invoiceNo)).toBe(n(a.invoiceNo) + 1);
  });

  it('approves staff bookings at once', async () => {
    const { res } = await book(admin, '2026-12-22', '2026-12-23', {}, '/api/admin');
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ approved: true, bookedFrom: 'back-office' });
  });

  it('shows agents only their own reservations', async () => {
    const mine = (await book(ta, '2026-12-24', '2026-12-25')).res.json;
    expect((await api.call('GET', `/api/agent/agent-reservations/${mine.id}`, { token: freelancer })).status).toBe(404);
    expect((await api.call('PUT', `/api/agent/agent-reservations/cancel/${mine.id}`, { token: freelancer })).status).toBe(404);
    const theirs = await api.call('GET', '/api/agent/agent-reservations', { token: freelancer });
    expect((theirs.json.reservations as { id: string }[]).map((r) => r.id)).not.toContain(mine.id);
    const own = await api.call('GET', '/api/agent/agent-reservations?range=[0,99]', { token: ta });
    expect((own.json.reservations as { ownerId: string }[]).every((r) => r.ownerId === (own.json.reservations as { ownerId: string }[])[0].ownerId)).toBe(true);
    expect(own.headers.get('content-range')).toMatch(/^reservations 0-\d+\/\d+$/);
    expect((await api.call('GET', '/api/admin/reservations', { token: ta })).status).toBe(403);
  });

  it('expires an unpaid booking at its deadline and frees its room, also across a restart', async () => {
    const { res, roomId } = await book(ta, '2027-01-12', '2027-01-14');
    api.clock.advance(30 * 60_000 - 1000);
    expect((await api.call('GET', `/api/agent/agent-reservations/${res.json.id}`, { token: ta })).json.status).toBe('Pending');
    expect(await roomFree(roomId, '2027-01-12', '2027-01-14')).toBe(false);
    api.restart();
    api.clock.advance(2000);
    expect(await roomFree(roomId, '2027-01-12', '2027-01-14')).toBe(true);
    expect((await api.call('GET', `/api/agent/agent-reservations/${res.json.id}`, { token: ta })).json.status).toBe('Expired');
  });

  it('moves only along the transition table: approve, confirm, check in, check out', async () => {
    const { res } = await book(ta, '2027-01-20', '2027-01-22');
    const id = res.json.id as string;
    const step = (name: string) => api.call('PUT', `/api/admin/reservations/${id}/status/${name}`, { token: admin });
    expect((await step('confirm')).status).toBe(409); // not approved yet
    expect((await api.call('PUT', `/api/admin/reservations/${id}/approve`, { token: admin })).json.approved).toBe(true);
    expect((await step('check-out')).status).toBe(409);
    expect((await step('confirm')).json.status).toBe('Upcoming');
    api.clock.advance(60 * 60_000);
    expect((await api.call('GET', `/api/admin/reservations/${id}`, { token: admin })).json.status).toBe('Upcoming');
    // The guests arrive on their check-in date; the desk signs in that day.
    const desk = await deskAt(api, '2027-01-20');
    const atDesk = (name: string) => api.call('PUT', `/api/admin/reservations/${id}/status/${name}`, { token: desk });
    expect((await atDesk('check-in')).json.status).toBe('InHouse');
    const inHouse = await api.call('GET', '/api/admin/completed-booking/checkedIn', { token: desk });
    expect((inHouse.json.reservations as { id: string }[]).map((r) => r.id)).toContain(id);
    const illegal = await atDesk('cancel');
    expect(illegal.status).toBe(409);
    expect((await api.call('GET', `/api/admin/reservations/${id}`, { token: desk })).json.status).toBe('InHouse');
    expect((await atDesk('check-out')).json.status).toBe('Completed');
    expect((await atDesk('teleport')).status).toBe(404);
  });

  it('lets an agent cancel their own booking, which frees the room', async () => {
    const { res, roomId } = await book(ta, '2027-01-25', '2027-01-26');
    const cancelled = await api.call('PUT', `/api/agent/agent-reservations/cancel/${res.json.id}`, { token: ta });
    expect(cancelled.json.status).toBe('Cancelled');
    expect(await roomFree(roomId, '2027-01-25', '2027-01-26')).toBe(true);
    expect((await api.call('PUT', `/api/agent/agent-reservations/cancel/${res.json.id}`, { token: ta })).status).toBe(409);
  });

  it('checks guests with the spec messages and writes nothing it refuses', async () => {
    const before = (await api.call('GET', '/api/admin/reservations', { token: admin })).json.total;
    const badIc = await book(ta, '2027-02-01', '2027-02-02', { guests: [{ ...guest, idNumber: '12345' }] });
    expect(badIc.res.status).toBe(400);
    expect(badIc.res.json.errors).toEqual({ 'guests.0.idNumber': 'Invalid IC number' });
    const badPassport = await book(ta, '2027-02-01', '2027-02-02', { guests: [{ ...guest, nonMalaysian: true, idNumber: 'x!' }] });
    expect(badPassport.res.json.errors).toEqual({ 'guests.0.idNumber': 'Invalid passport number' });
    const noSource = await book(ta, '2027-02-01', '2027-02-02', { leadSourceId: undefined });
    expect(noSource.res.json.errors).toEqual({ leadSourceId: 'Required' });
    const noBedType = await book(ta, '2027-02-01', '2027-02-02', { bedType: '' });
    expect(noBedType.res.json.errors).toEqual({ bedType: 'Required' });
    // The Garden Chalet is made up as Queen or Queen + single; King is another room type's.
    const otherBeds = await book(ta, '2027-02-01', '2027-02-02', { bedType: 'King' });
    expect(otherBeds.res.json.errors).toEqual({ bedType: 'The booked rooms do not offer this bed type' });
    const crowded = await book(ta, '2027-02-01', '2027-02-02', { rooms: undefined });
    expect(crowded.res.status).toBe(400);
    // The family booked two adults and a toddler: a second child-aged guest does not fit, nor does a child as lead guest.
    const ages = await book(ta, '2027-02-01', '2027-02-02', { guests: [guest, { ...guest, fullName: 'Adam', age: 2 }, { ...guest, fullName: 'Hana', age: 3 }] });
    expect(ages.res.json.errors).toEqual({ 'guests.2.age': 'The room was not booked for a guest of this age' });
    const childLead = await book(ta, '2027-02-01', '2027-02-02', { guests: [{ ...guest, age: 9 }] });
    expect(childLead.res.json.errors).toEqual({ 'guests.0.age': 'The lead guest must be an adult' });
    const longRequest = await book(ta, '2027-02-01', '2027-02-02', { specialRequests: 'x'.repeat(501) });
    expect(longRequest.res.json.errors).toHaveProperty('specialRequests');
    expect((await api.call('GET', '/api/admin/reservations', { token: admin })).json.total).toBe(before);
  });

  it('refuses more guests than the room type takes, and a hold that has ended', async () => {
    const { holdId, roomId } = await holdRoom(ta, '2027-02-03', '2027-02-04');
    const crowded = await api.call('POST', '/api/agent/agent-reservations', {
      token: ta,
      body: { holdId, packageId, leadSourceId, bedType: 'Queen', rooms: [{ roomId, adults: 4, children: 0, toddlers: 0, infants: 0 }], guests: [guest] },
    });
    expect(crowded.json.errors).toEqual({ rooms: 'More guests than this room type takes' });
    api.clock.advance(121_000);
    const late = await api.call('POST', '/api/agent/agent-reservations', { token: ta, body: { holdId, packageId, leadSourceId, bedType: 'Queen', rooms: [{ roomId, ...family }], guests: [guest] } });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('hold_expired');
  });

  it('moves a booked room to a free one, and refuses one taken for those nights', async () => {
    const { res, roomId } = await book(ta, '2027-02-08', '2027-02-09');
    const other = await book(ta, '2027-02-08', '2027-02-09');
    const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token: ta, body: { checkIn: '2027-02-08', checkOut: '2027-02-09', roomTypeIds: [roomTypeId] } })).json as unknown as { rooms: { id: string }[] }[];
    const taken = await api.call('POST', `/api/admin/rooms-change/${res.json.id}`, { token: admin, body: { fromRoomId: roomId, toRoomId: other.roomId } });
    expect(taken.status).toBe(409);
    const moved = await api.call('POST', `/api/admin/rooms-change/${res.json.id}`, { token: admin, body: { fromRoomId: roomId, toRoomId: type.rooms[0].id } });
    expect(moved.json.roomsAllocated).toEqual([expect.objectContaining({ id: type.rooms[0].id })]);
    expect(await roomFree(roomId, '2027-02-08', '2027-02-09')).toBe(true);
  });

  it('holds transfers to the spec rules: a date in the stay, a pick-up time, and for land a pick-up point, drop location and time', async () => {
    const [land] = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"land"}')}`, { token: admin })).json;
    const leg = { tripCostId: land.id, adults: 2, children: 0, toddlers: 1, infants: 0 };
    const bare = await book(ta, '2027-02-22', '2027-02-23', { transport: [leg] });
    expect(bare.res.status).toBe(400);
    expect(bare.res.json.errors).toEqual({
      'transport.0.date': 'Required',
      'transport.0.departureTime': 'Required',
      'transport.0.pickupPoint': 'Required',
      'transport.0.dropLocation': 'Required',
      'transport.0.dropTime': 'Required',
    });
    const full = { ...leg, departureTime: '07:15', pickupPoint: 'Primula Beach Hotel lobby', dropLocation: 'Marang Jetty', dropTime: '08:00' };
    const early = await book(ta, '2027-02-22', '2027-02-23', { transport: [{ ...full, date: '2027-02-20' }] });
    expect(early.res.json.errors).toEqual({ 'transport.0.date': 'The transfer must be between check-in and check-out day' });
    const booked = await book(ta, '2027-02-22', '2027-02-23', { transport: [{ ...full, date: '2027-02-22' }] });
    expect(booked.res.status, booked.res.text).toBe(201);
    expect((booked.res.json.booking as { transport: unknown[] }).transport).toEqual([expect.objectContaining({ date: '2027-02-22', pickupPoint: 'Primula Beach Hotel lobby', dropTime: '08:00' })]);
  });

  it('edits details, and re-prices when transfers change', async () => {
    const { res } = await book(ta, '2027-02-15', '2027-02-16');
    const id = res.json.id as string;
    const details = await api.call('PUT', `/api/admin/reservations/edit-reservation/${id}`, { token: admin, body: { specialRequests: 'Honeymoon set-up', bedType: 'Queen' } });
    expect(details.json).toMatchObject({ specialRequests: 'Honeymoon set-up', bedType: 'Queen' });
    const wrongBeds = await api.call('PUT', `/api/admin/reservations/edit-reservation/${id}`, { token: admin, body: { bedType: 'King + sofa bed' } });
    expect(wrongBeds.json.errors).toEqual({ bedType: 'The booked rooms do not offer this bed type' });
    const [seatBoat] = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"boat","pricing":"per-person"}')}`, { token: admin })).json;
    const withBoat = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, {
      token: ta,
      body: { transport: [{ tripCostId: seatBoat.id, date: '2027-02-15', departureTime: '10:30', pickupPoint: 'Marang Jetty', returnDate: '2027-02-16', returnDepartureTime: '11:00', adults: 2, children: 0, toddlers: 1, infants: 0 }] },
    });
    expect(withBoat.status, withBoat.text).toBe(200);
    expect(withBoat.json.total).toBeGreaterThan(res.json.total as number);
    const json = await api.call('GET', `/api/agent/agent-reservations/booking-json/${id}`, { token: ta });
    expect((json.json.quote as { lines: { kind: string }[] }).lines.some((l) => l.kind === 'transport')).toBe(true);
    const without = await api.call('DELETE', `/api/agent/agent-reservations/edit-exisiting-transportation/${id}/${seatBoat.id}`, { token: ta });
    expect(without.json.total).toBe(res.json.total);
    expect((await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, { token: freelancer, body: { transport: [] } })).status).toBe(404);
  });

  it('refuses a transfer for more persons than its vehicle seats, with its message, and accepts it full', async () => {
    const { res } = await book(ta, '2027-02-24', '2027-02-25');
    const id = res.json.id as string;
    const [mpv] = (await api.call('GET', `/api/admin/vehicles?filter=${encodeURIComponent('{"type":"car"}')}`, { token: admin })).json;
    expect(mpv).toMatchObject({ name: 'Toyota Innova MPV', capacity: 6 });
    const trips = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"land"}')}`, { token: admin })).json as unknown as { id: string; vehicleId: string }[];
    const byMpv = trips.find((t) => t.vehicleId === mpv.id);
    if (!byMpv) throw new Error('the demo has a land transfer by MPV');
    const leg = { tripCostId: byMpv.id, date: '2027-02-24', departureTime: '07:15', pickupPoint: 'Primula Beach Hotel lobby', dropLocation: 'Marang Jetty', dropTime: '08:00' };
    // Infants ride on a lap but still take their place in a car.
    const seven = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, { token: ta, body: { transport: [{ ...leg, adults: 4, children: 1, toddlers: 1, infants: 1 }] } });
    expect(seven.status).toBe(400);
    expect(seven.json.errors).toEqual({ 'transport.0.adults': 'More persons than the vehicle seats' });
    const six = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, { token: ta, body: { transport: [{ ...leg, adults: 4, children: 1, toddlers: 1, infants: 0 }] } });
    expect(six.status, JSON.stringify(six.json)).toBe(200);
  });

  it("tells a broken transfer rule on that transfer's field, and changes nothing", async () => {
    const { res } = await book(ta, '2027-02-17', '2027-02-18');
    const id = res.json.id as string;
    const [charter] = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"boat","pricing":"per-vehicle"}')}`, { token: admin })).json;
    const [seatBoat] = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"boat","pricing":"per-person"}')}`, { token: admin })).json;
    const seat = { tripCostId: seatBoat.id, date: '2027-02-17', departureTime: '10:00', adults: 2, children: 0, toddlers: 1, infants: 0 };
    const late = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, {
      token: ta,
      body: { transport: [seat, { tripCostId: charter.id, date: '2027-02-17', departureTime: '16:00', adults: 2, children: 0, toddlers: 0, infants: 0 }] },
    });
    expect(late.status).toBe(400);
    expect(late.json.errors).toEqual({ 'transport.1.departureTime': 'Charter boats depart between 8:00 am and 3:00 pm' });
    const nobody = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, { token: ta, body: { transport: [{ ...seat, adults: 0, toddlers: 0 }] } });
    expect(nobody.json.errors).toEqual({ 'transport.0.adults': 'Say how many persons travel' });
    const after = await api.call('GET', `/api/agent/agent-reservations/${id}`, { token: ta });
    expect(after.json.total).toBe(res.json.total);
    expect((after.json.booking as { transport: unknown[] }).transport).toEqual([]);
  });

  it('lets only agents who may book change transfers, and a paid booking owes a transfer added', async () => {
    const { res } = await book(ta, '2027-02-19', '2027-02-20');
    const id = res.json.id as string;
    // A charter boat: the package includes the shared boat (credited on the quote), a charter is charged.
    const [seatBoat] = (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"boat","pricing":"per-vehicle"}')}`, { token: admin })).json;
    const leg = { tripCostId: seatBoat.id, date: '2027-02-19', departureTime: '10:00', adults: 2, children: 0, toddlers: 0, infants: 0 };
    await creditWallet(api, 'ta@agency.test', res.json.total as number);
    const paid = await api.call('POST', '/api/agent/wallet', { token: ta, body: { reservationId: id }, headers: { 'idempotency-key': `pay-${id}` } });
    expect(paid.status, paid.text).toBe(201);
    expect((await api.call('GET', `/api/agent/agent-reservations/${id}`, { token: ta })).json.paymentStatus).toBe('FullyPaid');

    const withBoat = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, { token: ta, body: { transport: [leg] } });
    expect(withBoat.json).toMatchObject({ paymentStatus: 'Partial' });
    expect(withBoat.json.total).toBeGreaterThan(res.json.total as number);
    const without = await api.call('DELETE', `/api/agent/agent-reservations/edit-exisiting-transportation/${id}/${seatBoat.id}`, { token: ta });
    expect(without.json).toMatchObject({ paymentStatus: 'FullyPaid', total: res.json.total });

    const [agent] = (await api.call('GET', `/api/admin/travelagent?filter=${encodeURIComponent('{"email":"ta@agency.test"}')}`, { token: admin })).json;
    await api.call('PUT', `/api/admin/travelagent/${agent.id}`, { token: admin, body: { agencyRole: 'viewer' } });
    const asViewer = await api.call('PUT', `/api/agent/agent-reservations/edit-transportation/${id}`, { token: ta, body: { transport: [leg] } });
    const removeAsViewer = await api.call('DELETE', `/api/agent/agent-reservations/edit-exisiting-transportation/${id}/${seatBoat.id}`, { token: ta });
    const readAsViewer = await api.call('GET', `/api/agent/agent-reservations/booking-json/${id}`, { token: ta });
    await api.call('PUT', `/api/admin/travelagent/${agent.id}`, { token: admin, body: { agencyRole: 'admin' } });
    expect([asViewer.status, removeAsViewer.status, readAsViewer.status]).toEqual([403, 403, 200]);
    expect((await api.call('GET', `/api/agent/agent-reservations/${id}`, { token: ta })).json.total).toBe(res.json.total);
  });
});
