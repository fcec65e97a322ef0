import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;
let packageId: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
  packageId = (await api.call('GET', `/api/admin/tour-packages?filter=${encodeURIComponent('{"code":"PD-2D1N-SNK"}')}`, { token: admin })).json[0].id as string;
});
afterAll(() => api.close());

type Period = { id: string; name: string; startDate: string; rates: { amount: number; paxType: string }[] };

describe('tour packages for the booking flow', () => {
  it('shows a package with its periods and their rates, to agents too', async () => {
    const res = await api.call('GET', `/api/agent/tour-package/${packageId}`, { token: ta });
    expect(res.json.code).toBe('PD-2D1N-SNK');
    const periods = res.json.periods as Period[];
    expect(periods.map((p) => p.startDate)).toEqual([...periods.map((p) => p.startDate)].sort());
    expect(periods[0].rates.length).toBeGreaterThan(0);
    const one = await api.call('GET', `/api/agent/package/period/${periods[0].id}`, { token: ta });
    expect((one.json.rates as unknown[]).length).toBe(periods[0].rates.length);
    const types = await api.call('GET', `/api/agent/tour-package/${packageId}/room-types`, { token: ta });
    expect((types.json as unknown as { name: string; bedCombos: unknown[] }[]).map((t) => t.name)).toContain('Garden Chalet');
  });

  it('duplicates a package with its periods, rates and room types, inactive and named as a copy, in one call', async () => {
    const source = await api.call('GET', `/api/admin/tour-package/${packageId}`, { token: admin });
    const copy = await api.call('POST', `/api/admin/tour-package/${packageId}/duplicate`, { token: admin });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ active: false, name: `${String(source.json.name)} (copy)`, roomTypeIds: source.json.roomTypeIds, boughtCount: 0 });
    expect(copy.json.id).not.toBe(packageId);
    expect(String(copy.json.code)).not.toBe(source.json.code);
    const rates = (p: unknown) => (p as Period[]).flatMap((x) => x.rates.map((r) => `${x.name}|${r.paxType}|${r.amount}`)).sort();
    expect(rates(copy.json.periods)).toEqual(rates(source.json.periods));
    // The copy's periods are its own: the source keeps its periods.
    const copyPeriodIds = (copy.json.periods as Period[]).map((p) => p.id);
    expect((source.json.periods as Period[]).some((p) => copyPeriodIds.includes(p.id))).toBe(false);
    // A second copy gets the next free name, in the caller's language.
    const again = await api.call('POST', `/api/admin/tour-package/${packageId}/duplicate`, { token: admin, headers: { 'Accept-Language': 'ms' } });
    expect(again.json.name).toBe(`${String(source.json.name)} (salinan)`);
    const third = await api.call('POST', `/api/admin/tour-package/${packageId}/duplicate`, { token: admin });
    expect(third.json.name).toBe(`${String(source.json.name)} (copy) 2`);
    const log = await api.records(admin, 'audit-log', { resource: 'tour-packages', recordId: copy.json.id });
    expect(log[0]).toMatchObject({ action: 'create', after: { duplicateOf: packageId, periods: copyPeriodIds.length } });
    expect((await api.call('POST', `/api/agent/tour-package/${packageId}/duplicate`, { token: ta })).status).toBe(404);
    expect((await api.call('POST', `/api/admin/tour-package/${packageId}/duplicate`, { token: ta })).status).toBe(403);
    expect((await api.call('POST', '/api/admin/tour-package/00000000-0000-4000-8000-000000000000/duplicate', { token: admin })).status).toBe(404);
  });

  it('tells the period and the surcharges of each night', async () => {
    const periods = await api.call('GET', `/api/agent/calender/${packageId}?from=2027-02-26&to=2027-03-03`, { token: ta });
    const nights = periods.json as unknown as { date: string; periodName: string }[];
    expect(nights.map((n) => n.periodName)).toEqual(['Monsoon & low season', 'Monsoon & low season', 'Monsoon & low season', 'Dry season', 'Dry season']);
    const surcharges = await api.call('GET', '/api/agent/sur-charges-calender?from=2027-02-05&to=2027-02-07', { token: ta });
    const days = surcharges.json as unknown as { date: string; surcharges: { kind: string }[] }[];
    // 5 Feb 2027 is a Friday in the Chinese New Year week: weekend and super-peak both apply.
    expect(days[0].surcharges.map((s) => s.kind).sort()).toEqual(['super-peak', 'weekend']);
    expect((await api.call('GET', '/api/agent/sur-charges-calender?from=2027-02-05&to=2027-12-07', { token: ta })).status).toBe(400);
  });

  it('answers the booking steps by their spec names: room types, bed combinations, free rooms of a type', async () => {
    const types = (await api.call('POST', '/api/agent/room-types', { token: ta, body: { packageId } })).json as unknown as { id: string; name: string }[];
    const garden = types.find((t) => t.name === 'Garden Chalet');
    expect(garden).toBeDefined();
    const combos = await api.call('POST', '/api/agent/available-bedCombos', { token: ta, body: { packageId, roomTypeIds: [garden?.id] } });
    expect((combos.json as unknown as { bedCombos: { name: string }[] }[])[0].bedCombos.map((b) => b.name)).toEqual(['Queen', 'Queen + single']);
    const rooms = await api.call('POST', '/api/agent/room-by-room-type', { token: ta, body: { roomTypeId: garden?.id, checkIn: '2027-04-01', checkOut: '2027-04-03' } });
    expect((rooms.json as unknown as { code: string }[]).length).toBeGreaterThan(0);
    expect((await api.call('POST', '/api/agent/room-by-room-type', { token: ta, body: { roomTypeId: garden?.id, checkIn: '2027-04-03', checkOut: '2027-04-01' } })).status).toBe(400);
  });
});

describe('booking details', () => {
  it("gives the booking step the package, its room types, lead sources, age bands and the server's rules", async () => {
    api.clock.set(new Date('2026-11-21T02:00:00Z'));
    const res = await api.call('GET', `/api/agent/booking-details?packageId=${packageId}&checkIn=2027-01-20`, { token: ta });
    expect(res.status).toBe(200);
    const details = res.json as unknown as {
      package: { code: string };
      roomTypes: { code: string; bedCombos: unknown[] }[];
      leadSources: { name: string }[];
      paxSettings: { paxType: string }[];
      rules: Record<string, unknown>;
      transport: { charterBoats: { seats: number; price: number }[]; charterWindow: { earliest: string; latest: string }; toddlerBoatTicket: number; infantBoatTicket: number };
      cutOffDate: string;
    };
    expect(details.package.code).toBe('PD-2D1N-SNK');
    expect(details.roomTypes.map((t) => t.code).sort()).toEqual(['CHL-BCH', 'CHL-GDN', 'DLX-SEA']);
    expect(details.leadSources.map((l) => l.name)).toContain('Facebook');
    expect(details.paxSettings.map((p) => p.paxType)).toEqual(['infant', 'toddler', 'child', 'adult']);
    expect(details.rules).toMatchObject({ checkInTime: '14:30', checkOutTime: '09:30', roomHoldSeconds: 120, paymentCountdownMinutes: 30, specialRequestMaxLength: 500, maxPax: 4 });
    expect(details.transport.charterBoats.map((b) => [b.seats, b.price])).toEqual([
      [12, 65_000],
      [24, 90_000],
    ]);
    expect(details.transport).toMatchObject({ charterWindow: { earliest: '08:00', latest: '15:00' }, toddlerBoatTicket: 20_000, infantBoatTicket: 0 });
    expect(details.cutOffDate).toBe('2027-01-06');
    // Inside the cut-off window the booking is due the day it is made.
    expect((await api.call('GET', `/api/agent/booking-details?packageId=${packageId}&checkIn=2026-11-25`, { token: ta })).json.cutOffDate).toBe('2026-11-21');
    expect((await api.call('GET', '/api/agent/booking-details?packageId=nope', { token: ta })).status).toBe(400);
    expect((await api.call('GET', '/api/agent/booking-details?packageId=00000000-0000-4000-8000-000000000000', { token: ta })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/booking-details?packageId=${packageId}`)).status).toBe(401);
  });
});
