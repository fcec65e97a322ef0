import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let priya: string;
let admin: string;
let taId: string;
let freelancerId: string;
let famTrip: string;
let dinner: string;

interface ListedEvent {
  id: string;
  title: string;
  startsAt: string;
  price: number;
  seats: number;
  seatsLeft: number;
  maxSeatsPerAgent: number;
  registration: { id: string; status: string; seats: number; amount: number; memberNotes: string | null } | null;
}

const NOW = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(NOW);
  [ta, freelancer, priya, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test', 'admin@resort.test'].map((e) => api.login(e)));
  famTrip = (await api.record(admin, 'events', { q: 'familiarisation' })).id;
  dinner = (await api.record(admin, 'events', { q: 'dinner' })).id;
  taId = (await api.record(admin, 'travelagent', { q: 'ta@agency.test' })).id;
  freelancerId = (await api.record(admin, 'travelagent', { q: 'freelancer@agent.test' })).id;
  // Not for agents: one hidden by staff, one already started.
  await rowsOf(
    api,
    sql`INSERT INTO events (title, starts_at, price, seats, max_seats_per_agent, active) VALUES
        ('Draft: 2028 roadshow', '2027-05-01T02:00:00Z', 0, 50, 4, false),
        ('Year-end partners lunch', '2026-11-20T04:00:00Z', 0, 50, 4, true)`,
  );
});
afterAll(() => api.close());
/** Time only moves forward here: a hold that ran out stays run out. */
const letHoldsRunOut = () => api.clock.advance(16 * 60_000);

const listFor = async (token: string) => {
  const res = await api.call('GET', '/api/agent/web/events', { token });
  expect(res.status).toBe(200);
  return res.json as unknown as { events: ListedEvent[]; total: number };
};
const eventIn = async (token: string, id: string) => (await listFor(token)).events.find((e) => e.id === id);
const registrationCount = async () => (await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM event_registrations`))[0].n;
const smallEvent = async (title: string, seats = 2) =>
  (await rowsOf<{ id: string }>(api, sql`INSERT INTO events (title, starts_at, price, seats, max_seats_per_agent, active) VALUES (${title}, '2027-02-01T10:00:00Z', 8000, ${seats}, 2, true) RETURNING id`))[0].id;

describe('GET /web/events', () => {
  it('lists the published events not yet started, soonest first, with seats, price and the per-agent limit', async () => {
    const { events, total } = await listFor(ta);
    expect(events.map((e) => e.title)).toEqual(["Agents' familiarisation trip 2027", "MATTA Fair partners' dinner"]);
    expect(total).toBe(2);
    expect(events[0]).toMatchObject({ id: famTrip, price: 15_000, seats: 30, seatsLeft: 30, maxSeatsPerAgent: 2, registration: null, startsAt: '2027-03-12T01:00:00.000Z' });
  });

  it("shows each agent its own registration, and everyone the seats left (joined and held seats count)", async () => {
    const joined = await api.call('POST', '/api/agent/event/join', { token: ta, body: { eventId: dinner, seats: 3, memberNotes: 'Siti, Aminah (vegetarian), Farid' } });
    expect(joined.status).toBe(201);
    expect(await eventIn(ta, dinner)).toMatchObject({ seatsLeft: 57, registration: { status: 'joined', seats: 3, amount: 0, memberNotes: 'Siti, Aminah (vegetarian), Farid' } });
    expect(await eventIn(freelancer, dinner)).toMatchObject({ seatsLeft: 57, registration: null });

    // Paying online: the two seats are held for the payer while it pays…
    const started = await api.call('POST', '/api/agent/event/join', { token: freelancer, body: { eventId: famTrip, seats: 2 } });
    expect(started.status).toBe(201);
    expect(await eventIn(freelancer, famTrip)).toMatchObject({ seatsLeft: 28, registration: { status: 'pending', seats: 2, amount: 30_000 } });
    expect(await eventIn(priya, famTrip)).toMatchObject({ seatsLeft: 28, registration: null });
    // …and given back when the hold runs out.
    letHoldsRunOut();
    expect(await eventIn(freelancer, famTrip)).toMatchObject({ seatsLeft: 30, registration: null });
  });

  it('pages like the other lists and needs an agent', async () => {
    const page = await api.call('GET', '/api/agent/web/events?range=[1,1]', { token: ta });
    expect(page.headers.get('content-range')).toBe('events 1-1/2');
    expect((page.json.events as ListedEvent[]).map((e) => e.id)).toEqual([dinner]);
    expect((await api.call('GET', '/api/agent/web/events?range=[5,1]', { token: ta })).status).toBe(400);
    expect((await api.call('GET', '/api/agent/web/events')).status).toBe(401);
    expect((await api.call('GET', '/api/agent/web/events', { token: admin })).status).toBe(403);
  });
});

describe('POST /event/vacant', () => {
  it('answers what joining would: the same seats counted the same way', async () => {
    const cruise = await smallEvent('Sunset cruise for partners');
    const vacant = (token: string, seats: number) => api.call('POST', '/api/agent/event/vacant', { token, body: { eventId: cruise, seats } });
    expect((await vacant(ta, 2)).json).toEqual({ vacant: true, seatsLeft: 2 });

    const held = await api.call('POST', '/api/agent/event/join', { token: freelancer, body: { eventId: cruise, seats: 1 } });
    expect(held.status).toBe(201);
    expect((await vacant(ta, 1)).json).toEqual({ vacant: true, seatsLeft: 1 });
    expect((await vacant(ta, 2)).json).toEqual({ vacant: false, seatsLeft: 1 });
    // The join agrees with the check.
    const refused = await api.call('POST', '/api/agent/event/join', { token: ta, body: { eventId: cruise, seats: 2 } });
    expect(refused.status).toBe(409);
    expect(refused.json.errors.seats).toBe('Not enough seats left (1 left).');

    letHoldsRunOut();
    expect((await vacant(ta, 2)).json).toEqual({ vacant: true, seatsLeft: 2 });
    await creditWallet(api, 'ta@agency.test', 16_000);
    expect((await api.call('POST', '/api/agent/wallet/event', { token: ta, body: { eventId: cruise, seats: 2 } })).status).toBe(201);
    expect((await vacant(ta, 1)).json).toEqual({ vacant: false, seatsLeft: 0 });
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = await registrationCount();
    const ask = (body: unknown, headers?: Record<string, string>) => api.call('POST', '/api/agent/event/vacant', { token: ta, body, headers });
    const zero = await ask({ eventId: famTrip, seats: 0 });
    expect(zero.status).toBe(400);
    expect(zero.json.errors.seats).toBe('Enter a number of seats from 1.');
    const malay = await ask({ eventId: famTrip, seats: 1.5 }, { 'accept-language': 'my' });
    expect(malay.json.errors.seats).toBe('Masukkan bilangan tempat duduk sekurang-kurangnya 1.');
    const noEvent = await ask({ seats: 1 });
    expect(noEvent.status).toBe(400);
    expect(noEvent.json.errors.eventId).toBeTruthy();
    const tooMany = await ask({ eventId: famTrip, seats: 3 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors.seats).toBe('At most 2 seats per agent.');
    expect((await api.call('POST', '/api/agent/event/vacant', { token: ta, body: 'not json' })).status).toBe(400);
    expect((await ask([1, 2])).status).toBe(400);
    expect(await registrationCount()).toBe(before);
    expect(api.unexpected).toEqual([]);
  });

  it('does not know events agents cannot join', async () => {
    const [hidden] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM events WHERE active = false`);
    const [started] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM events WHERE starts_at < ${NOW.toISOString()}::timestamptz`);
    for (const eventId of [hidden.id, started.id, crypto.randomUUID()]) {
      const res = await api.call('POST', '/api/agent/event/vacant', { token: ta, body: { eventId, seats: 1 } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('This event is not open for joining.');
    }
  });
});

describe("an agent's registrations", () => {
  it('lists its own live registrations with their events, and nobody else may read them', async () => {
    const own = await api.call('GET', `/api/agent/event/agent/${taId}`, { token: ta });
    expect(own.status).toBe(200);
    const registrations = own.json.registrations as unknown as { status: string; seats: number; event: { id: string; title: string; startsAt: string } }[];
    expect(registrations.map((r) => [r.event.title, r.status, r.seats])).toEqual([
      ["MATTA Fair partners' dinner", 'joined', 3],
      ['Sunset cruise for partners', 'joined', 2],
    ]);
    expect(registrations[0].event.startsAt).toBe('2027-03-20T11:00:00.000Z');

    // The freelancer's holds have run out: nothing live.
    expect((await api.call('GET', `/api/agent/event/agent/${freelancerId}`, { token: freelancer })).json.registrations).toEqual([]);
    for (const path of [`/api/agent/event/agent/${taId}`, '/api/agent/event/agent/not-an-id']) {
      const other = await api.call('GET', path, { token: freelancer });
      expect(other.status).toBe(404);
      expect(other.text).not.toContain('Siti');
    }
    expect((await api.call('GET', `/api/agent/event/agent/${taId}`, { token: admin })).status).toBe(403);
  });

  it('shows a pending registration while its hold lasts', async () => {
    const started = await api.call('POST', '/api/agent/event/join', { token: priya, body: { eventId: famTrip, seats: 1 } });
    expect(started.status).toBe(201);
    const priyaId = (await api.record(admin, 'travelagent', { q: 'priya@lioncitytravel.test' })).id;
    const mine = await api.call('GET', `/api/agent/event/agent/${priyaId}`, { token: priya });
    expect(mine.json.registrations).toMatchObject([{ status: 'pending', seats: 1, amount: 15_000, event: { id: famTrip } }]);
  });
});

describe('POST /event/agent/update-member-notes', () => {
  const notesOf = async (id: string) => (await rowsOf<{ member_notes: string | null }>(api, sql`SELECT member_notes FROM event_registrations WHERE id = ${id}`))[0].member_notes;
  const dinnerRegistration = async () => (await eventIn(ta, dinner))?.registration?.id as string;
  const update = (token: string, body: unknown, headers?: Record<string, string>) => api.call('POST', '/api/agent/event/agent/update-member-notes', { token, body, headers });

  it('lets the agent rewrite the notes on its own registration', async () => {
    const id = await dinnerRegistration();
    const res = await update(ta, { registrationId: id, memberNotes: '  Siti, Aminah (vegetarian), Farid (no seafood)  ' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'joined', seats: 3, memberNotes: 'Siti, Aminah (vegetarian), Farid (no seafood)', eventId: dinner });
    expect(await notesOf(id)).toBe('Siti, Aminah (vegetarian), Farid (no seafood)');
    const audit = await rowsOf<{ resource: string }>(api, sql`SELECT resource FROM audit_log WHERE record_id = ${id}`);
    expect(audit).toEqual([{ resource: 'event-registrations' }]);
    expect((await update(ta, { registrationId: id, memberNotes: '' })).json.memberNotes).toBeNull();
    await update(ta, { registrationId: id, memberNotes: 'Siti, Aminah, Farid' });
  });

  it("refuses someone else's registration, a released one and bad input, changing nothing", async () => {
    const id = await dinnerRegistration();
    const other = await update(freelancer, { registrationId: id, memberNotes: 'hijacked' });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('You have no registration for this event that can be changed.');
    const [released] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM event_registrations WHERE agent_id = ${freelancerId} AND status = 'released' LIMIT 1`);
    const gone = await update(freelancer, { registrationId: released.id, memberNotes: 'late' }, { 'accept-language': 'cn' });
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('您在此活动中没有可修改的报名。');

    const long = await update(ta, { registrationId: id, memberNotes: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json.errors.memberNotes).toBe('Must be 2000 characters or less');
    const noId = await update(ta, { memberNotes: 'x' });
    expect(noId.status).toBe(400);
    expect(noId.json.errors.registrationId).toBeTruthy();
    const notText = await update(ta, { registrationId: id, memberNotes: 42 });
    expect(notText.status).toBe(400);
    expect(notText.json.errors.memberNotes).toBeTruthy();
    expect(await notesOf(id)).toBe('Siti, Aminah, Farid');
    expect(api.unexpected).toEqual([]);
  });
});

describe('GET /api/admin/events/:id/registrations', () => {
  it('shows staff who holds seats, with seats, amount, status and notes', async () => {
    const res = await api.call('GET', `/api/admin/events/${dinner}/registrations`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.registrations).toMatchObject([
      { status: 'joined', seats: 3, amount: 0, memberNotes: 'Siti, Aminah, Farid', agent: { id: taId, name: 'Siti Abdullah', email: 'ta@agency.test', companyName: 'Terengganu Island Holidays Sdn Bhd', agentType: 'TA' } },
    ]);
    expect(res.json.seats).toEqual({ total: 60, joined: 3, pending: 0, left: 57 });
    const fam = await api.call('GET', `/api/admin/events/${famTrip}/registrations`, { token: await api.login('editor@resort.test') });
    expect(fam.json.seats).toEqual({ total: 30, joined: 0, pending: 1, left: 29 });
    expect((await api.call('GET', `/api/admin/events/${crypto.randomUUID()}/registrations`, { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/api/admin/events/nope/registrations', { token: admin })).status).toBe(404);
  });

  it('needs the events show permission', async () => {
    const role = await api.call('POST', '/api/admin/roles', { token: admin, body: { name: 'events-clerk', permissions: { events: ['list'] } } });
    expect(role.status).toBe(201);
    await api.call('POST', '/api/admin/users', { token: admin, body: { firstName: 'Farah', lastName: 'Aziz', email: 'farah@resort.test', password: 'Front!2345', roleId: role.json.id } });
    const clerk = await api.login('farah@resort.test', 'Front!2345');
    expect((await api.call('GET', `/api/admin/events/${dinner}/registrations`, { token: clerk })).status).toBe(403);
    expect((await api.call('GET', `/api/admin/events/${dinner}/registrations`, { token: ta })).status).toBe(403);
  });

  it('is in the OpenAPI document, with the agent routes', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, unknown> };
    for (const path of ['/api/agent/web/events', '/api/agent/event/vacant', '/api/agent/event/agent/{agentId}', '/api/agent/event/agent/update-member-notes', '/api/admin/events/{id}/registrations', '/api/agent/dashboard', '/api/admin/travelagent/status'])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
