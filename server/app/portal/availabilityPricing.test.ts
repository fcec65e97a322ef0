import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/testApp';
import { splitParty, type PartyCount } from '../booking/partySplit';

/**
 * The guest site's list of free room types (`POST /api/portal/availability`) prices every room type
 * at once: each price must still be the quote the booking wizard then shows for that room type.
 */
let api: TestApp;
let admin: string;
let guest: string;
let escape: Record<string, unknown> & { id: string };
let snorkel: Record<string, unknown> & { id: string };

interface Offer {
  roomTypeId: string;
  name: string;
  roomsNeeded: number;
  total: number;
}

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  admin = await api.login('admin@resort.test');
  const login = await api.call('POST', '/api/portal/auth/login', { body: { email: 'guest@guest.test', password: DEMO_PASSWORD } });
  guest = login.json.accessToken as string;
  escape = (await api.records(admin, 'tour-packages', { code: 'PD-3D2N' })).find((p) => p.code === 'PD-3D2N') as typeof escape;
  snorkel = (await api.records(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).find((p) => p.code === 'PD-2D1N-SNK') as typeof snorkel;
});
afterAll(() => api.close());

const search = async (packageId: string, stay: { checkIn: string; checkOut: string }, party: PartyCount) => {
  const res = await api.call('POST', '/api/portal/availability', { body: { packageId, ...stay, ...party } });
  expect(res.status, res.text).toBe(200);
  return res.json.roomTypes as unknown as Offer[];
};

describe('POST /api/portal/availability prices', () => {
  const cases: [string, () => string, { checkIn: string; checkOut: string }, PartyCount][] = [
    ['a family with a child, a toddler and a baby over a weekend', () => escape.id, { checkIn: '2026-12-11', checkOut: '2026-12-13' }, { adults: 2, children: 1, toddlers: 1, infants: 1 }],
    ['four adults split over two rooms', () => snorkel.id, { checkIn: '2026-12-18', checkOut: '2026-12-19' }, { adults: 4, children: 0, toddlers: 0, infants: 0 }],
    ['a couple', () => snorkel.id, { checkIn: '2026-12-14', checkOut: '2026-12-15' }, { adults: 2, children: 0, toddlers: 0, infants: 0 }],
  ];

  it.each(cases)("equal the booking wizard's quote for the same room type, stay and party: %s", async (_name, packageOf, stay, party) => {
    const offered = await search(packageOf(), stay, party);
    expect(offered.length).toBeGreaterThan(0);
    for (const offer of offered) {
      const rooms = splitParty(party, offer.roomsNeeded).map((r) => ({ roomTypeId: offer.roomTypeId, ...r }));
      const quote = await api.call('POST', '/api/portal/quote', { token: guest, body: { packageId: packageOf(), ...stay, rooms } });
      expect(quote.status, quote.text).toBe(200);
      expect({ roomType: offer.name, total: offer.total }).toEqual({ roomType: offer.name, total: quote.json.total });
    }
    expect(api.unexpected).toEqual([]);
  });

  it('reads the database as often for a package of one room type as for one of several, and reads nothing twice it need not', async () => {
    const client = (api.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
    const stay = { checkIn: '2026-12-14', checkOut: '2026-12-15' };
    const couple = { adults: 2, children: 0, toddlers: 0, infants: 0 };
    const counted = async () => {
      statements = 0;
      const offered = await search(snorkel.id, stay, couple);
      return { offered: offered.length, statements };
    };
    try {
      const several = await counted();
      expect(several.offered).toBeGreaterThan(1);
      const [first] = snorkel.roomTypeIds as string[];
      expect((await api.call('PUT', `/api/admin/tour-packages/${snorkel.id}`, { token: admin, body: { ...snorkel, roomTypeIds: [first] } })).status).toBe(200);
      const one = await counted();
      expect(one.offered).toBe(1);
      expect(several.statements).toBe(one.statements);
      // What the request already read (the booking rules, the package) is not read again, the public has
      // no contract category to look up, and a stay without transfers needs no transfer rules: 12, was 19.
      expect(several.statements).toBeLessThanOrEqual(12);
    } finally {
      client.query = query;
      await api.call('PUT', `/api/admin/tour-packages/${snorkel.id}`, { token: admin, body: snorkel });
    }
  });
});
