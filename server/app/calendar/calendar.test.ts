import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;
let packageId: string;
let roomTypeId: string;

type Line = { kind: string; description: string; quantity: number; unitPrice: number; total: number };
type Day = { date: string; mark: { kind: string; label: string | null } | null; surcharges?: { name: string; kind: string }[] };

const twoAdults = { adults: 2, children: 0, toddlers: 0, infants: 0 };
const quote = (checkIn: string, checkOut: string, promoCode?: string) =>
  api.call('POST', '/api/agent/quote', { token: ta, body: { packageId, checkIn, checkOut, rooms: [{ roomTypeId, ...twoAdults }], promoCode } });
const mark = (body: Record<string, unknown>, token = admin, path = '/api/admin/calender') => api.call('POST', path, { token, body });
const surchargeLines = (lines: unknown, name: string) => (lines as Line[]).filter((l) => l.kind === 'surcharge' && l.description.includes(name));

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
  packageId = (await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' })).id;
  roomTypeId = (await api.record(admin, 'room-types', { code: 'CHL-GDN' })).id;
  // A peak supplement that follows the calendar: no dates of its own, so only the days staff mark.
  const created = await api.call('POST', '/api/admin/sur-charges', {
    token: admin,
    body: { name: 'Marked peak day', kind: 'peak', amount: 4321, amountType: 'fixed', perNight: true, calendarDays: true, active: true },
  });
  expect(created.status).toBe(201);
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

describe('the resort calendar', () => {
  it('marks a range as peak, reads it back on both calendars, and the quote charges the peak surcharge on those nights only', async () => {
    // Before any mark, a calendar-following surcharge costs nothing: no "every night" for want of weekdays.
    const before = await quote('2027-01-19', '2027-01-22');
    expect(before.status).toBe(200);
    expect(surchargeLines(before.json.lines, 'Marked peak day')).toEqual([]);

    const res = await mark({ from: '2027-01-20', to: '2027-01-21', kind: 'peak', label: 'Thaipusam' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { date: '2027-01-20', mark: { kind: 'peak', label: 'Thaipusam' } },
      { date: '2027-01-21', mark: { kind: 'peak', label: 'Thaipusam' } },
    ]);

    const nights = (await api.call('GET', '/api/agent/sur-charges-calender?from=2027-01-19&to=2027-01-22', { token: ta })).json as unknown as Day[];
    expect(nights.map((n) => n.mark?.kind ?? null)).toEqual([null, 'peak', 'peak']);
    expect(nights.map((n) => (n.surcharges ?? []).some((s) => s.name === 'Marked peak day'))).toEqual([false, true, true]);
    const periods = (await api.call('GET', `/api/agent/calender/${packageId}?from=2027-01-19&to=2027-01-22`, { token: ta })).json as unknown as Day[];
    expect(periods.map((n) => n.mark?.label ?? null)).toEqual([null, 'Thaipusam', 'Thaipusam']);

    // Three nights, two of them marked: the line counts two nights at the surcharge's price.
    const after = await quote('2027-01-19', '2027-01-22');
    const [line] = surchargeLines(after.json.lines, 'Marked peak day');
    expect(line).toMatchObject({ quantity: 2, unitPrice: 4321, total: 8642 });
    expect((after.json.total as number) > (before.json.total as number)).toBe(true);
    // A stay on an unmarked night carries no such line.
    expect(surchargeLines((await quote('2027-01-26', '2027-01-27')).json.lines, 'Marked peak day')).toEqual([]);
  });

  it('clears marks with kind null, and limits a range to weekdays when asked', async () => {
    const weekends = await mark({ from: '2027-04-01', to: '2027-04-10', kind: 'weekend', weekdays: ['thu'] });
    expect((weekends.json as unknown as Day[]).filter((d) => d.mark).map((d) => d.date)).toEqual(['2027-04-01', '2027-04-08']);
    const cleared = await mark({ from: '2027-04-01', to: '2027-04-10', kind: null }, admin, '/api/admin/sur-charges-calender');
    expect(cleared.status).toBe(200);
    expect((cleared.json as unknown as Day[]).every((d) => d.mark === null)).toBe(true);
  });

  it('a promo code that excludes peak refuses a check-in on a day marked peak', async () => {
    await mark({ from: '2027-01-27', to: '2027-01-27', kind: 'peak' });
    const code = await api.call('POST', '/api/admin/promo-codes', {
      token: admin,
      body: { code: 'CAL-OFFPEAK', numberOfUses: 10, expiryDate: '2027-12-31', cashDiscount: 1000, excludedPeriods: ['peak'], isPublic: true, active: true },
    });
    expect(code.status).toBe(201);
    const refused = await quote('2027-01-27', '2027-01-28', 'CAL-OFFPEAK');
    expect(refused.status).toBe(400);
    expect(refused.json.errors.promoCode).toBe('This promo code is not valid for a check-in in peak season');
    expect((await quote('2027-01-26', '2027-01-27', 'CAL-OFFPEAK')).status).toBe(200);
  });

  it('refuses bad dates, kinds and ranges with field messages, and callers who may not edit surcharges', async () => {
    const bad = await mark({ from: '2027-02-30', to: '2027-01-01', kind: 'holiday' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ from: 'Not a real date', kind: 'Choose weekend, peak, super peak or custom' });
    const backwards = await mark({ from: '2027-03-10', to: '2027-03-01', kind: 'peak' });
    expect(backwards.json.errors).toMatchObject({ to: 'The end is before the start' });
    const tooLong = await mark({ from: '2027-01-01', to: '2028-06-01', kind: 'peak' });
    expect(tooLong.json.errors).toMatchObject({ to: 'At most 366 days at once' });
    expect((await mark({ from: '2027-01-01', to: '2027-01-02', kind: 'peak' }, ta)).status).toBe(403);
    expect((await mark({ from: '2027-01-01', to: '2027-01-02', kind: 'peak' }, ta, '/api/agent/calender')).status).toBe(404);
    // Editors may edit surcharges, so they may mark days too.
    const editor = await api.login('editor@resort.test');
    expect((await mark({ from: '2027-01-01', to: '2027-01-01', kind: 'custom' }, editor)).status).toBe(200);
  });

  it('keeps an audit entry of each change with the days it changed', async () => {
    await mark({ from: '2027-05-01', to: '2027-05-02', kind: 'super-peak', label: 'Labour Day' });
    const log = await api.records(admin, 'audit-log', { resource: 'calendar' });
    const entry = log.find((e) => (e.after as { from?: string } | null)?.from === '2027-05-01');
    expect(entry).toMatchObject({ action: 'update', after: { kind: 'super-peak', days: ['2027-05-01', '2027-05-02'] } });
  });
});
