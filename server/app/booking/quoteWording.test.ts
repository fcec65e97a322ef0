import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;
let packageId: string;
let roomTypeId: string;

type Line = { kind: string; description: string };

/** The demo Garden Chalet on the snorkelling package for 14–16 Dec 2026, quoted in `language`. */
const quoteIn = async (language: string, guests: { adults: number; toddlers: number }) => {
  const res = await api.call('POST', '/api/agent/quote', {
    token: ta,
    headers: { 'accept-language': language },
    body: { packageId, checkIn: '2026-12-14', checkOut: '2026-12-16', rooms: [{ roomTypeId, ...guests, children: 0, infants: 0 }] },
  });
  expect(res.status).toBe(200);
  return res.json.lines as unknown as Line[];
};
const of = (lines: Line[], kind: string) => lines.filter((l) => l.kind === kind).map((l) => l.description);

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
  packageId = (await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id;
  roomTypeId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id;
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

describe('a quote read in the page language', () => {
  it('dates each night in the language date format and names the room type and season in it', async () => {
    expect(of(await quoteIn('en', { adults: 1, toddlers: 0 }), 'room')[0]).toBe('Garden Chalet (room 1), Monsoon & low season, adult, night of 14 Dec 2026');
    expect(of(await quoteIn('ms-MY', { adults: 1, toddlers: 0 }), 'room')[0]).toBe('Chalet Taman (bilik 1), Musim tengkujuh & musim rendah, dewasa, malam 14 Dis 2026');
    expect(of(await quoteIn('zh-CN', { adults: 1, toddlers: 0 }), 'room')[0]).toBe('花园小屋（1 号房），季风及淡季，成人，2026年12月14日当晚');
  });

  it('counts 1 guest and 3 guests with the language plural forms', async () => {
    // Toddlers pay the fee too (infants do not), and share the parents' room rate.
    const fee = async (language: string, adults: number, toddlers: number) => of(await quoteIn(language, { adults, toddlers }), 'charge')[0];
    expect([await fee('en', 1, 0), await fee('en', 2, 1)]).toEqual(['Marine Park conservation fee, 1 guest', 'Marine Park conservation fee, 3 guests']);
    expect([await fee('ms', 1, 0), await fee('ms', 2, 1)]).toEqual(['Fi pemuliharaan Taman Laut, 1 tetamu', 'Fi pemuliharaan Taman Laut, 3 tetamu']);
    expect([await fee('zh', 1, 0), await fee('zh', 2, 1)]).toEqual(['海洋公园保护费，1 位客人', '海洋公园保护费，3 位客人']);
  });

  it('names the tax in the page language, so no Malay word shows in an English table', async () => {
    expect(of(await quoteIn('en', { adults: 2, toddlers: 0 }), 'tax')[0]).toMatch(/^Service Tax \(SST\) 8%, 8% of RM [\d,.]+$/);
    expect(of(await quoteIn('ms', { adults: 2, toddlers: 0 }), 'tax')[0]).toMatch(/^Cukai Perkhidmatan \(SST\) 8%, 8% daripada RM [\d,.]+$/);
    expect(of(await quoteIn('zh', { adults: 2, toddlers: 0 }), 'tax')[0]).toMatch(/^服务税（SST）8%，RM [\d,.]+ 的 8%$/);
  });

  it('dates a refusal in the language date format too', async () => {
    const res = await api.call('POST', '/api/agent/quote', {
      token: ta,
      headers: { 'accept-language': 'ms' },
      body: { packageId, checkIn: '2028-06-01', checkOut: '2028-06-02', rooms: [{ roomTypeId, adults: 1, children: 0, toddlers: 0, infants: 0 }] },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain('1 Jun 2028');
    expect(res.json.message).not.toContain('2028-06-01');
  });

  it('shows a tax staff named in Malay under that name where it has no translation', async () => {
    const sst = await api.record(admin, 'taxes', { code: 'SST-8' });
    const renamed = await api.call('PUT', `/api/admin/taxes/${sst.id}`, { token: admin, body: { name: 'Cukai Jualan dan Perkhidmatan', nameTranslations: { cn: '销售与服务税', my: '  ' } } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.nameTranslations).toEqual({ cn: '销售与服务税' });
    expect(of(await quoteIn('en', { adults: 2, toddlers: 0 }), 'tax')[0]).toMatch(/^Cukai Jualan dan Perkhidmatan, 8% of/);
    expect(of(await quoteIn('zh', { adults: 2, toddlers: 0 }), 'tax')[0]).toMatch(/^销售与服务税，/);
    await api.call('PUT', `/api/admin/taxes/${sst.id}`, { token: admin, body: { name: sst.name, nameTranslations: sst.nameTranslations } });
  });

  it('refuses translations in a language the resort does not speak, or too long, in the caller language', async () => {
    const sst = await api.record(admin, 'taxes', { code: 'SST-8' });
    const unknown = await api.call('PUT', `/api/admin/taxes/${sst.id}`, { token: admin, body: { nameTranslations: { fr: 'Taxe' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.nameTranslations).toBeTruthy();
    const long = await api.call('PUT', `/api/admin/taxes/${sst.id}`, { token: admin, headers: { 'accept-language': 'ms' }, body: { nameTranslations: { my: 'x'.repeat(121) } } });
    expect(long.status).toBe(400);
    expect(long.json.errors.nameTranslations).toMatch(/120/);
  });
});
