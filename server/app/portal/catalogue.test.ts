import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { splitParty } from '../booking/partySplit';

/** The public catalogue at /api/portal: what a visitor reads without signing in, always at the public rates. */

let api: TestApp;
let admin: string;
let ta: string;
let freelancer: string;
let snorkel: Record<string, unknown>;
let goldId: string;

const list = (resource: string, filter: Record<string, unknown>) => api.records(admin, resource, filter);
const stay = { checkIn: '2026-12-14', checkOut: '2026-12-15' };

interface PublicPackage {
  id: string;
  slug: string;
  name: string;
  nights: number;
  includes: string[];
  photos: string[];
  fromPrice: { amount: number; roomTypeId: string; occupancy: number } | null;
}

beforeAll(async () => {
  api = await createTestApp();
  [admin, ta, freelancer] = await Promise.all(['admin@resort.test', 'ta@agency.test', 'freelancer@agent.test'].map((e) => api.login(e)));
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  snorkel = (await list('tour-packages', { code: 'PD-2D1N-SNK' })).find((p) => p.code === 'PD-2D1N-SNK') as Record<string, unknown>;
  goldId = (await list('agent-categories', { name: 'Travel Agent – Gold' }))[0].id as string;
});
afterAll(() => api.close());

describe('GET /api/portal/packages', () => {
  it('lists the packages on sale with photos, what they include and a "from" price per person at the public rate, never the contract rate', async () => {
    const res = await api.call('GET', '/api/portal/packages');
    expect(res.status).toBe(200);
    const packages = res.json as unknown as PublicPackage[];
    const listed = packages.find((p) => p.slug === '2d1n-snorkelling-getaway');
    expect(listed).toMatchObject({ name: '2D1N Snorkelling Getaway', nights: 1, includes: ['meals', 'boat-transfer', 'snorkelling'] });
    // Nothing only staff or agents read: deposits, stock and sales counts.
    expect(Object.keys(listed ?? {})).not.toEqual(expect.arrayContaining(['deposit']));
    expect(JSON.stringify(packages)).not.toMatch(/availableCount|boughtCount|"deposit"/);
    // Photos: the package's own image, then the cover photo of each room type it sells.
    const [first, second, ...others] = snorkel.roomTypeIds as string[];
    const photo = (n: number) => `/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;
    // A room type without a photo adds none (the demo gives every room type one).
    for (const id of others) expect((await api.call('PUT', `/api/admin/room-types/${id}`, { token: admin, body: { images: [] } })).status).toBe(200);
    expect((await api.call('PUT', `/api/admin/room-types/${first}`, { token: admin, body: { images: [photo(1), photo(2)] } })).status).toBe(200);
    expect((await api.call('PUT', `/api/admin/room-types/${second}`, { token: admin, body: { images: [photo(3)] } })).status).toBe(200);
    expect((await api.call('PUT', `/api/admin/tour-packages/${snorkel.id}`, { token: admin, body: { image: photo(9) } })).status).toBe(200);
    const withPhotos = ((await api.call('GET', '/api/portal/packages')).json as unknown as PublicPackage[]).find((p) => p.id === snorkel.id);
    expect(withPhotos?.photos).toEqual([photo(9), photo(1), photo(3)]);
    await api.call('PUT', `/api/admin/tour-packages/${snorkel.id}`, { token: admin, body: { image: null } });

    // "From": the lowest standard adult twin-sharing rate over the periods not yet over, times the nights.
    const periods = await list('package-periods', { tourPackageId: snorkel.id });
    const rates = (await Promise.all(periods.map((p) => list('package-rates', { periodId: p.id, paxType: 'adult', occupancy: 2 })))).flat();
    const standard = Math.min(...rates.filter((r) => r.agentCategoryId === null).map((r) => r.amount as number));
    const contract = Math.min(...rates.filter((r) => r.agentCategoryId === goldId).map((r) => r.amount as number));
    expect(contract).toBeLessThan(standard);
    expect(listed?.fromPrice).toMatchObject({ amount: standard * 1, occupancy: 2 });
    expect(listed?.fromPrice?.amount).not.toBe(contract);
  });

  it('leaves out inactive packages and packages whose sale has ended', async () => {
    // The code filter matches within codes (PD-3D2N-DIVE too): pick the exact one.
    const escape = (await list('tour-packages', { code: 'PD-3D2N' })).find((p) => p.code === 'PD-3D2N') as Record<string, unknown>;
    const put = await api.call('PUT', `/api/admin/tour-packages/${escape.id}`, { token: admin, body: { ...escape, active: false } });
    expect(put.status).toBe(200);
    expect(put.json.active).toBe(false);
    const slugs = ((await api.call('GET', '/api/portal/packages')).json as unknown as PublicPackage[]).map((p) => p.slug);
    expect(slugs).not.toContain('3d2n-island-escape');
    expect(slugs).toContain('4d3n-island-explorer');
    expect((await api.call('GET', '/api/portal/packages/3d2n-island-escape')).status).toBe(404);
    // Its sale ended yesterday (resort time): gone from the list and its address.
    expect((await api.call('PUT', `/api/admin/tour-packages/${escape.id}`, { token: admin, body: { ...escape, validTo: '2026-11-20' } })).status).toBe(200);
    expect((await api.call('GET', '/api/portal/packages/3d2n-island-escape')).status).toBe(404);
    await api.call('PUT', `/api/admin/tour-packages/${escape.id}`, { token: admin, body: escape });
    expect((await api.call('GET', '/api/portal/packages/3d2n-island-escape')).status).toBe(200);
  });
});

describe('GET /api/portal/packages/:slug', () => {
  it('opens a package by its shareable address with its options and room types, named in the reader\'s language', async () => {
    const en = await api.call('GET', '/api/portal/packages/2d1n-snorkelling-getaway');
    expect(en.status).toBe(200);
    expect(en.json).toMatchObject({ id: snorkel.id, slug: '2d1n-snorkelling-getaway', name: '2D1N Snorkelling Getaway' });
    const periods = en.json.periods as unknown as { name: string; startDate: string; endDate: string }[];
    expect(periods[0]).toMatchObject({ name: 'Monsoon & low season', startDate: '2026-11-01', endDate: '2027-02-28' });
    const roomTypes = en.json.roomTypes as unknown as { id: string; images: string[] }[];
    expect(roomTypes.map((r) => r.id).sort()).toEqual([...(snorkel.roomTypeIds as string[])].sort());
    expect(JSON.stringify(en.json)).not.toMatch(/agentCategoryId|"rates"/);

    const ms = await api.call('GET', '/api/portal/packages/2d1n-snorkelling-getaway', { headers: { 'accept-language': 'ms-MY,ms;q=0.9' } });
    expect((ms.json.periods as unknown as { name: string }[])[0].name).toBe('Musim tengkujuh & musim rendah');
    const zh = await api.call('GET', '/api/portal/packages/2d1n-snorkelling-getaway', { headers: { 'accept-language': 'zh-CN' } });
    expect((zh.json.periods as unknown as { name: string }[])[0].name).toBe('季风及淡季');
    // A language named in the address wins over the browser's (the front page fetches its packages ahead).
    const named = await api.call('GET', '/api/portal/packages/2d1n-snorkelling-getaway?lang=cn', { headers: { 'accept-language': 'ms-MY' } });
    expect((named.json.periods as unknown as { name: string }[])[0].name).toBe('季风及淡季');
  });

  it('keeps a package\'s address when it is renamed; a new package or a copy gets its own, numbered when the name\'s is taken', async () => {
    const renamed = await api.call('PUT', `/api/admin/tour-packages/${snorkel.id}`, { token: admin, body: { ...snorkel, name: 'Snorkel Overnighter' } });
    expect(renamed.status).toBe(200);
    expect((await api.call('GET', '/api/portal/packages/2d1n-snorkelling-getaway')).json).toMatchObject({ id: snorkel.id, name: 'Snorkel Overnighter' });

    const { id: _id, code: _code, name: _name, boughtCount: _b, createdAt: _c, updatedAt: _u, ...fields } = snorkel;
    const created = await api.call('POST', '/api/admin/tour-packages', { token: admin, body: { ...fields, name: '2D1N Snorkelling  Getaway!', code: 'PD-SNK-NEW' } });
    expect(created.status).toBe(201);
    // On sale once it has a period (no rates yet: no "from" price).
    const period = await api.call('POST', '/api/admin/package-periods', { token: admin, body: { tourPackageId: created.json.id, name: 'Launch', startDate: '2026-12-01', endDate: '2027-01-31', active: true } });
    expect(period.status).toBe(201);
    const listed = (await api.call('GET', '/api/portal/packages')).json as unknown as PublicPackage[];
    expect(listed.find((p) => p.id === created.json.id)).toMatchObject({ slug: '2d1n-snorkelling-getaway-2', fromPrice: null });

    const copy = await api.call('POST', `/api/admin/tour-package/${snorkel.id}/duplicate`, { token: admin });
    expect(copy.status).toBeLessThan(300);
    await api.call('PUT', `/api/admin/tour-packages/${snorkel.id}`, { token: admin, body: snorkel });
    expect((await api.call('GET', '/api/portal/packages/2d1n-snorkelling-getaway')).json).toMatchObject({ id: snorkel.id, name: '2D1N Snorkelling Getaway' });
    expect(api.unexpected).toEqual([]);
  });

  it('answers 404 for an unknown or malformed address, 400 for one with a NUL character', async () => {
    for (const slug of ['no-such-package', 'PD%2F..%2Fadmin', 'x'.repeat(40)])
      expect((await api.call('GET', `/api/portal/packages/${slug}`)).status).toBe(404);
    const nul = await api.call('GET', '/api/portal/packages/%00');
    expect(nul.status).toBe(400);
    expect(nul.json.errors).toEqual({ path: 'Contains a character that cannot be stored (NUL)' });
    expect(api.unexpected).toEqual([]);
  });
});

describe('POST /api/portal/availability', () => {
  const body = { packageId: '', ...stay, adults: 2, children: 0, toddlers: 0, infants: 0 };

  it("offers the free room types with the party's price at the public rate: a freelancer's standard quote, never the gold contract", async () => {
    const res = await api.call('POST', '/api/portal/availability', { body: { ...body, packageId: snorkel.id } });
    expect(res.status).toBe(200);
    const offered = res.json.roomTypes as unknown as { roomTypeId: string; free: number; roomsNeeded: number; total: number }[];
    expect(offered.length).toBeGreaterThan(0);
    for (const offer of offered) {
      expect(offer.free).toBeGreaterThanOrEqual(offer.roomsNeeded);
      const quoteBody = { packageId: snorkel.id, ...stay, rooms: [{ roomTypeId: offer.roomTypeId, adults: 2, children: 0, toddlers: 0, infants: 0 }] };
      const [standard, contract] = await Promise.all([freelancer, ta].map((token) => api.call('POST', '/api/agent/quote', { token, body: quoteBody })));
      expect(offer.total).toBe(standard.json.total);
      expect(contract.json.total).not.toBe(standard.json.total);
      expect(offer.total).not.toBe(contract.json.total);
    }
    const totals = offered.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('splits a party over the rooms it needs: five adults need more than one chalet', async () => {
    const res = await api.call('POST', '/api/portal/availability', { body: { ...body, packageId: snorkel.id, adults: 4 } });
    expect(res.status).toBe(200);
    for (const offer of res.json.roomTypes as unknown as { roomsNeeded: number }[]) expect(offer.roomsNeeded).toBeGreaterThanOrEqual(2);
    expect(splitParty({ adults: 5, children: 1, toddlers: 0, infants: 1 }, 2)).toEqual([
      { adults: 3, children: 0, toddlers: 0, infants: 1 },
      { adults: 2, children: 1, toddlers: 0, infants: 0 },
    ]);
  });

  it('refuses bad input on its field with 400, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ ...body }, 'packageId'],
      [{ ...body, packageId: snorkel.id, adults: 0 }, 'adults'],
      [{ ...body, packageId: snorkel.id, adults: 500 }, 'adults'],
      [{ ...body, packageId: snorkel.id, children: -1 }, 'children'],
      [{ ...body, packageId: snorkel.id, checkIn: '2026-02-30' }, 'checkIn'],
      [{ ...body, packageId: snorkel.id, checkOut: stay.checkIn }, 'checkOut'],
      [{ ...body, packageId: snorkel.id, checkOut: '2027-12-31' }, 'checkOut'],
      [{ ...body, packageId: snorkel.id, checkIn: '2026-11-01', checkOut: '2026-11-02' }, 'checkIn'],
      [{ ...body, packageId: '5f1c0a4e-0000-4000-8000-000000000000' }, 'packageId'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.call('POST', '/api/portal/availability', { body: payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.json.errors[field], JSON.stringify(res.json)).toBeTruthy();
    }
    const garbage = await api.call('POST', '/api/portal/availability', { body: 'not json', headers: { 'content-type': 'application/json' } });
    expect(garbage.status).toBe(400);
    expect(api.unexpected).toEqual([]);
  });
});

describe('GET /api/portal/promotions', () => {
  it('shows the public codes only: no agent-only code appears, by name or anywhere in the answer', async () => {
    const res = await api.call('GET', '/api/portal/promotions');
    expect(res.status).toBe(200);
    const codes = (res.json as unknown as { code: string }[]).map((p) => p.code);
    expect(codes).toContain('WELCOME50');
    const privateCodes = (await list('promo-codes', { isPublic: false })).map((p) => String(p.code));
    expect(privateCodes).toContain('PTR-PARTNER80');
    const text = res.text;
    for (const code of privateCodes) expect(text).not.toContain(code);
    expect(text).not.toMatch(/"price"|usedCount|numberOfUses/);
  });

  it('drops a public code once it is switched off', async () => {
    const [welcome] = await list('promo-codes', { code: 'WELCOME50' });
    await api.call('PUT', `/api/admin/promo-codes/${welcome.id}`, { token: admin, body: { ...welcome, active: false } });
    expect((await api.call('GET', '/api/portal/promotions')).text).not.toContain('WELCOME50');
  });
});

describe('the API reference', () => {
  it('documents the public catalogue under /api/portal with no sign-in', async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    const paths = doc.json.paths as unknown as Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    for (const [path, method] of [
      ['/api/portal/packages', 'get'],
      ['/api/portal/packages/{slug}', 'get'],
      ['/api/portal/availability', 'post'],
      ['/api/portal/promotions', 'get'],
      ['/api/portal/cancellation-policy', 'get'],
    ] as const) {
      expect(paths[path]?.[method], path).toBeTruthy();
      expect(paths[path][method].security).toEqual([]);
    }
    expect(JSON.stringify(paths['/api/portal/availability'].post.requestBody)).toContain('adults');
  });
});
