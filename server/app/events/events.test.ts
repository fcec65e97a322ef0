import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditWallet, payOnSandbox, rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';

let api: TestApp;
let ta: string;
let freelancer: string;
let priya: string;
let admin: string;
let famTrip: string;
let dinner: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, priya, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test', 'admin@resort.test'].map((e) => api.login(e)));
  famTrip = (await api.record(admin, 'events', { q: 'familiarisation' })).id;
  dinner = (await api.record(admin, 'events', { q: 'dinner' })).id;
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

const seatsTaken = async (id: string) => (await api.call('GET', `/api/admin/events/${id}`, { token: admin })).json.bookedSeats as number;
const balanceOf = async (token: string) => (await api.call('GET', '/api/agent/wallet', { token })).json.balance as number;

describe('joining an event', () => {
  it('published by staff as a generic resource, with its seats and price', async () => {
    const event = (await api.call('GET', `/api/admin/events/${famTrip}`, { token: admin })).json;
    expect(event).toMatchObject({ seats: 30, price: 15_000, maxSeatsPerAgent: 2, bookedSeats: 0 });
  });

  it('a free event is joined at once, with no payment', async () => {
    const joined = await api.call('POST', '/api/agent/event/join', { token: ta, body: { eventId: dinner, seats: 3, memberNotes: 'Siti, Aminah (vegetarian), Farid' } });
    expect(joined.status).toBe(201);
    expect(joined.json.registration).toMatchObject({ status: 'joined', seats: 3, amount: 0 });
    expect(joined.json.redirectUrl).toBeUndefined();
    expect(await seatsTaken(dinner)).toBe(3);
    const twice = await api.call('POST', '/api/agent/event/join', { token: ta, body: { eventId: dinner, seats: 1 } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('You have already joined this event.');
  });

  it('paid from the wallet: seats × price debited, and the limits explained', async () => {
    const tooMany = await api.call('POST', '/api/agent/wallet/event', { token: priya, body: { eventId: famTrip, seats: 3 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors.seats).toBe('At most 2 seats per agent.');
    const poor = await api.call('POST', '/api/agent/wallet/event', { token: priya, body: { eventId: famTrip, seats: 2 } });
    expect(poor.status).toBe(409);
    expect(await seatsTaken(famTrip)).toBe(0);

    await creditWallet(api, 'priya@lioncitytravel.test', 40_000);
    const joined = await api.call('POST', '/api/agent/wallet/event', { token: priya, body: { eventId: famTrip, seats: 2 }, headers: { 'accept-language': 'my' } });
    expect(joined.status).toBe(201);
    expect(joined.json.wallet).toMatchObject({ debitedAmount: 30_000, balance: 10_000 });
    expect(await seatsTaken(famTrip)).toBe(2);
    const statement = await api.call('GET', '/api/agent/wallet/statement', { token: priya });
    expect(statement.json.entries).toMatchObject([{ kind: 'event', reference: "Agents' familiarisation trip 2027", debit: 30_000 }, { kind: 'topup' }]);
    const malay = await api.call('POST', '/api/agent/wallet/event', { token: priya, body: { eventId: famTrip, seats: 0 }, headers: { 'accept-language': 'my' } });
    expect(malay.json.errors.seats).toBe('Masukkan bilangan tempat duduk sekurang-kurangnya 1.');
  });

  it('paid online: the seats are held while paying, given back when the hold runs out, and a late payment is refunded to the wallet', async () => {
    const [small] = await rowsOf<{ id: string }>(
      api,
      sql`INSERT INTO events (title, starts_at, price, seats, max_seats_per_agent, active) VALUES ('Sunset cruise for partners', '2027-02-01T10:00:00Z', 8000, 2, 2, true) RETURNING id`,
    );
    const started = await api.call('POST', '/api/agent/event/join', { token: freelancer, body: { eventId: small.id, seats: 2 } });
    expect(started.status).toBe(201);
    expect(started.json).toMatchObject({ amount: 16_000, registration: { status: 'pending' } });
    const full = await api.call('POST', '/api/agent/event/join', { token: ta, body: { eventId: small.id, seats: 1 } });
    expect(full.status).toBe(409);
    expect(full.json.errors.seats).toBe('Not enough seats left (0 left).');

    api.clock.set(new Date(api.clock.now().getTime() + 16 * 60_000));
    const taken = await api.call('POST', '/api/agent/event/join', { token: ta, body: { eventId: small.id, seats: 2 } });
    expect(taken.status).toBe(201);
    const before = await balanceOf(freelancer);
    await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
    expect(await balanceOf(freelancer)).toBe(before + 16_000);
    expect(await seatsTaken(small.id)).toBe(0);

    const paid = await payOnSandbox(api, taken.json.redirectUrl as string, SANDBOX_CARDS.approve);
    expect((await api.app.request(paid.location)).headers.get('location')).toBe(`/events?payment=${taken.json.paymentId}&status=approved`);
    expect(await seatsTaken(small.id)).toBe(2);
  });

  it('is closed once the event has started', async () => {
    api.clock.set(new Date('2027-03-13T00:00:00Z'));
    const late = await api.call('POST', '/api/agent/wallet/event', { token: await api.login('ta@agency.test'), body: { eventId: famTrip, seats: 1 } });
    expect(late.status).toBe(404);
    expect(late.json.message).toBe('This event is not open for joining.');
  });
});
