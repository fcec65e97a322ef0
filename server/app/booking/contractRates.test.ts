import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let freelancer: string;
let admin: string;
let packageId: string;
let roomTypeId: string;

const list = (resource: string, filter: Record<string, unknown>) => api.records(admin, resource, filter);

interface Line {
  kind: string;
  unitPrice: number;
  date?: string;
  roomIndex?: number;
}
const stay = { checkIn: '2026-12-14', checkOut: '2026-12-16' };
const twoAdults = { adults: 2, children: 0, toddlers: 0, infants: 0 };
const adultUnitPrices = async (token: string) => {
  const res = await api.call('POST', '/api/agent/quote', { token, body: { packageId, ...stay, rooms: [{ roomTypeId, ...twoAdults }] } });
  expect(res.status).toBe(200);
  return { lines: res.json.lines as Line[], total: res.json.total as number };
};

beforeAll(async () => {
  api = await createTestApp();
  [ta, freelancer, admin] = await Promise.all(['ta@agency.test', 'freelancer@agent.test', 'admin@resort.test'].map((e) => api.login(e)));
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  packageId = (await list('tour-packages', { code: 'PD-2D1N-SNK' }))[0].id;
  roomTypeId = (await list('room-types', { code: 'CHL-GDN' }))[0].id;
});
afterAll(() => api.close());

describe('contract rates (the package agent group)', () => {
  it('prices a gold travel agent at the contract rate and a freelancer at the standard rate', async () => {
    const [gold] = await list('agent-categories', { name: 'Travel Agent – Gold' });
    const [period] = await list('package-periods', { tourPackageId: packageId, name: 'Monsoon & low season' });
    const rates = await list('package-rates', { periodId: period.id, roomTypeId, occupancy: 2, paxType: 'adult' });
    const standard = rates.find((r) => r.agentCategoryId === null);
    const contract = rates.find((r) => r.agentCategoryId === gold.id);
    expect(standard && contract).toBeTruthy();
    expect(contract?.amount).toBeLessThan(standard?.amount as number);

    const forGold = await adultUnitPrices(ta);
    const forFreelancer = await adultUnitPrices(freelancer);
    const rooms = (lines: Line[]) => lines.filter((l) => l.kind === 'room');
    expect(rooms(forGold.lines).map((l) => l.unitPrice)).toEqual([contract?.amount, contract?.amount]);
    expect(rooms(forFreelancer.lines).map((l) => l.unitPrice)).toEqual([standard?.amount, standard?.amount]);
    expect(forGold.total).toBeLessThan(forFreelancer.total);
  });

  it('falls back to the standard rate where the agent group has no contract rate', async () => {
    // The demo's contracts cover adults and children; a toddler sharing the room pays the standard toddler rate.
    const body = { packageId, ...stay, rooms: [{ roomTypeId, adults: 2, children: 0, toddlers: 1, infants: 0 }] };
    const [gold, standard] = await Promise.all([ta, freelancer].map((token) => api.call('POST', '/api/agent/quote', { token, body })));
    const toddler = (lines: Line[]) => lines.filter((l) => l.kind === 'room').slice(-1)[0]?.unitPrice;
    expect(toddler(gold.json.lines as Line[])).toBe(toddler(standard.json.lines as Line[]));
  });

  it("shows an agent the standard rates and their own category's contract rates, never another category's", async () => {
    const [gold] = await list('agent-categories', { name: 'Travel Agent – Gold' });
    const categoriesSeen = async (path: string, token: string) => {
      const pkg = (await api.call('GET', path, { token })).json as unknown as { periods: { rates: { agentCategoryId: string | null }[] }[] };
      return [...new Set(pkg.periods.flatMap((p) => p.rates.map((r) => r.agentCategoryId)))].sort();
    };
    expect(await categoriesSeen(`/api/agent/tour-package/${packageId}`, freelancer)).toEqual([null]);
    expect(await categoriesSeen(`/api/agent/tour-package/${packageId}`, ta)).toEqual([gold.id, null].sort());
    expect(await categoriesSeen(`/api/admin/tour-package/${packageId}`, admin)).toEqual([gold.id, null].sort());
  });

  it('keeps one standard rate and one contract rate per category for the same night, room type, occupancy and pax type', async () => {
    const [gold] = await list('agent-categories', { name: 'Travel Agent – Gold' });
    const [period] = await list('package-periods', { tourPackageId: packageId, name: 'Monsoon & low season' });
    const key = { periodId: period.id, roomTypeId, occupancy: 2, paxType: 'adult', amount: 1 };
    const before = (await list('package-rates', { periodId: period.id })).length;
    const duplicateStandard = await api.call('POST', '/api/admin/package-rates', { token: admin, body: key });
    expect(duplicateStandard.status).toBe(409);
    expect(duplicateStandard.json.errors).toMatchObject({ periodId: 'Already in use' });
    const duplicateContract = await api.call('POST', '/api/admin/package-rates', { token: admin, body: { ...key, agentCategoryId: gold.id } });
    expect(duplicateContract.status).toBe(409);
    expect((await list('package-rates', { periodId: period.id })).length).toBe(before);
  });
});
