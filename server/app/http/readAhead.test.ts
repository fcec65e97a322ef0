import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSessionLookup, statementTraffic } from '../../test/statementTraffic';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const trafficDuring = (work: () => Promise<unknown>) => statementTraffic(api.database, work);
const rooms = (token: string, query = '') => api.call('GET', `/api/admin/rooms${query}`, { token });
/** Another server's sign-out: only the database knows. */
const revokeSessionsOf = (email: string) => api.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = ${email})`);

type Traffic = Awaited<ReturnType<typeof trafficDuring>>;

/**
 * On PostgreSQL, one round trip: the route's read (`own`) goes out before the lookup's answer comes back, on
 * the lookup's connection. The embedded database keeps its sessions instead (lookUpSession): no lookup at all.
 */
const expectLookupSentWithRead = (traffic: Traffic, own: string) => {
  const lookups = traffic.filter((e) => e.event === 'sent' && isSessionLookup(e.text));
  if (api.database.kind === 'pglite') {
    expect(lookups).toHaveLength(0);
    return;
  }
  const order = traffic.map((e) => `${e.event} ${isSessionLookup(e.text) ? 'lookup' : own}`);
  expect(order).toEqual(['sent lookup', `sent ${own}`, 'answered lookup', `answered ${own}`]);
  expect(new Set(traffic.map((e) => e.on)).size).toBe(1);
};

describe('a list page read on the session found before (PostgreSQL)', () => {
  it('sends its session lookup and its page together, on one connection, and answers the page', async () => {
    const token = await api.login('editor@resort.test');
    expect((await rooms(token)).status).toBe(200);
    let answer: Awaited<ReturnType<typeof rooms>> | undefined;
    const traffic = await trafficDuring(async () => {
      answer = await rooms(token, '?range=[0,4]');
    });
    expect(answer?.status).toBe(200);
    expect(answer?.json).toHaveLength(5);
    expect(answer?.headers.get('content-range')).toMatch(/^rooms 0-4\/\d+$/);
    expectLookupSentWithRead(traffic, 'page');
  });

  it('answers 401, not the page, once the session was signed out elsewhere', async () => {
    const token = await api.login('editor@resort.test');
    expect((await rooms(token)).status).toBe(200);
    await revokeSessionsOf('editor@resort.test');
    const answer = await rooms(token);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 'session_ended' });
    expect(answer.headers.get('content-range')).toBeNull();
  });

  it('answers 401 and signs out everywhere once the account was deactivated elsewhere', async () => {
    const token = await api.login('hafiz.dive@resort.test');
    expect((await rooms(token)).status).toBe(200);
    await api.db.execute(sql`UPDATE users SET active = false WHERE email = 'hafiz.dive@resort.test'`);
    expect((await rooms(token)).status).toBe(401);
    await api.db.execute(sql`UPDATE users SET active = true WHERE email = 'hafiz.dive@resort.test'`);
    expect((await rooms(token)).status).toBe(401);
  });

  it('answers 403 once the role lost the list permission elsewhere, and the page again once it has it back', async () => {
    const token = await api.login('editor@resort.test');
    expect((await rooms(token)).status).toBe(200);
    const role = sql`(SELECT role_id FROM users WHERE email = 'editor@resort.test')`;
    const [{ permissions }] = ((await api.db.execute(sql`SELECT permissions FROM roles WHERE id = ${role}`)) as unknown as { rows: { permissions: Record<string, string[]> }[] }).rows;
    const without = { ...permissions, rooms: (permissions.rooms ?? []).filter((action) => action !== 'list') };
    await api.db.execute(sql`UPDATE roles SET permissions = ${JSON.stringify(without)}::jsonb WHERE id = ${role}`);
    expect((await rooms(token)).status).toBe(403);
    await api.db.execute(sql`UPDATE roles SET permissions = ${JSON.stringify(permissions)}::jsonb WHERE id = ${role}`);
    const again = await rooms(token, '?range=[0,1]');
    expect(again.status).toBe(200);
    expect(again.json).toHaveLength(2);
  });

  it('answers the page, with one Content-Range of its own, when the person changed elsewhere but may still list', async () => {
    const token = await api.login('editor@resort.test');
    expect((await rooms(token, '?range=[0,9]')).status).toBe(200);
    await api.db.execute(sql`UPDATE users SET last_name = last_name || ' Jr' WHERE email = 'editor@resort.test'`);
    const answer = await rooms(token, '?range=[2,3]');
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(2);
    expect(answer.headers.get('content-range')).toMatch(/^rooms 2-3\/\d+$/);
    const me = await api.call('GET', '/api/auth/me', { token });
    expect(String((me.json as { lastName?: unknown }).lastName)).toMatch(/ Jr$/);
  });

  it('answers 401, not the 400 of a bad filter, for a session signed out elsewhere', async () => {
    const token = await api.login('editor@resort.test');
    expect((await rooms(token)).status).toBe(200);
    expect((await rooms(token, '?filter=not-json')).status).toBe(400);
    await revokeSessionsOf('editor@resort.test');
    expect((await rooms(token, '?filter=not-json')).status).toBe(401);
  });

  it('writes the session’s last use when it is due, as every request does', async () => {
    const token = await api.login('editor@resort.test');
    expect((await rooms(token)).status).toBe(200);
    api.clock.advance(5 * 60_000);
    expect((await rooms(token)).status).toBe(200);
    const [{ used }] = ((await api.db.execute(sql`SELECT max(last_used_at) AS used FROM sessions WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = 'editor@resort.test')`)) as unknown as { rows: { used: string | Date }[] }).rows;
    expect(new Date(used).getTime()).toBe(api.now().getTime());
  });
});

const dayAfter = (days: number) => new Date(api.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const search = (token: string, body: unknown) => api.call('POST', '/api/agent/rooms-availability', { token, body });
/** The nights the first room type of a search's answer is counted for. */
const nightsOf = (answer: unknown) => (answer as { nights: { date: string }[] }[])[0].nights.map((n) => n.date);

describe('an availability search on the session found before (PostgreSQL)', () => {
  const stay = () => ({ checkIn: dayAfter(40), checkOut: dayAfter(42) });

  it('sends its session lookup with the free rooms’ statement, in one round trip, and answers the search', async () => {
    const token = await api.login('ta@agency.test');
    const first = await search(token, stay());
    expect(first.status).toBe(200);
    let answer: typeof first | undefined;
    const traffic = await trafficDuring(async () => {
      answer = await search(token, stay());
    });
    expect(answer?.status).toBe(200);
    expect(answer?.json).toEqual(first.json);
    expect(nightsOf(answer?.json)).toEqual([dayAfter(40), dayAfter(41)]);
    expectLookupSentWithRead(traffic, 'search');
  });

  it('answers 401, not the rooms, once the session was signed out elsewhere', async () => {
    const token = await api.login('ta@agency.test');
    expect((await search(token, stay())).status).toBe(200);
    await revokeSessionsOf('ta@agency.test');
    const answer = await search(token, stay());
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 'session_ended' });
  });

  it('searches the same stay again, from the same body, when the person changed elsewhere but may still book', async () => {
    const token = await api.login('ta@agency.test');
    expect((await search(token, stay())).status).toBe(200);
    await api.db.execute(sql`UPDATE users SET last_name = last_name || ' Jr' WHERE email = 'ta@agency.test'`);
    const other = { checkIn: dayAfter(50), checkOut: dayAfter(53) };
    const answer = await search(token, other);
    expect(answer.status).toBe(200);
    expect(nightsOf(answer.json)).toEqual([dayAfter(50), dayAfter(51), dayAfter(52)]);
    await api.db.execute(sql`UPDATE users SET last_name = regexp_replace(last_name, ' Jr$', '') WHERE email = 'ta@agency.test'`);
  });

  it('answers 401, not the 400 of a bad stay, for a session signed out elsewhere', async () => {
    const token = await api.login('ta@agency.test');
    expect((await search(token, stay())).status).toBe(200);
    const backwards = { checkIn: dayAfter(42), checkOut: dayAfter(40) };
    expect((await search(token, backwards)).status).toBe(400);
    await revokeSessionsOf('ta@agency.test');
    expect((await search(token, backwards)).status).toBe(401);
  });
});

describe('other requests on the session found before', () => {
  it('look their session up first when the route may write or is not marked as only reading', async () => {
    const token = await api.login('editor@resort.test');
    expect((await rooms(token)).status).toBe(200);
    await revokeSessionsOf('editor@resort.test');
    const traffic = await trafficDuring(async () => {
      expect((await api.call('GET', '/api/admin/dashboard/upcoming-bookings', { token })).status).toBe(401);
    });
    // Nothing but the lookup went out for a route that is not marked as only reading.
    expect(traffic.filter((e) => e.event === 'sent' && !isSessionLookup(e.text) && !/^\s*(begin|commit|rollback)/i.test(e.text))).toEqual([]);
  });
});
