import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { booked, bookStay } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

/** The package option (period) a booking is made under is stored on it and named wherever it is read (issue 13). */
let api: TestApp;
let admin: string;
let ta: string;
/** The snorkelling package's periods by name. */
let periods: Map<string, string>;

type Option = { id: string; name: string; startDate: string; endDate: string } | null;

beforeAll(async () => {
  api = await createTestApp();
  [admin, ta] = await Promise.all(['admin@resort.test', 'ta@agency.test'].map((e) => api.login(e)));
  const [pkg] = await api.records(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
  const rows = await api.records(admin, 'package-periods', { tourPackageId: pkg.id });
  periods = new Map(rows.map((r) => [String(r.name), String(r.id)]));
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

describe('the package option of a booking', () => {
  it('is stored as chosen and named in the booking, its detail for the agent and staff, and the lists', async () => {
    const low = periods.get('Monsoon & low season') as string;
    const made = await booked(api, ta, { checkIn: '2026-12-14', checkOut: '2026-12-15', extra: { packagePeriodId: low } });
    expect(made.packagePeriodId).toBe(low);
    expect(made.packageOption).toEqual({ id: low, name: 'Monsoon & low season', startDate: '2026-11-01', endDate: '2027-02-28' });

    // The "booking received" e-mail names it.
    const [mail] = await rowsOf<{ text: string }>(api, sql`SELECT text FROM email_outbox WHERE reservation_id = ${made.id} AND template = 'booking-received' LIMIT 1`);
    expect(mail.text).toContain('Package option: Monsoon & low season');

    const agentView = await api.call('GET', `/api/agent/agent-reservations/${made.id}`, { token: ta });
    expect((agentView.json.packageOption as Option)?.name).toBe('Monsoon & low season');
    const staffView = await api.call('GET', `/api/admin/reservations/${made.id}`, { token: admin });
    expect((staffView.json.packageOption as Option)?.name).toBe('Monsoon & low season');
    // In the reader's language.
    const inChinese = await api.call('GET', `/api/admin/reservations/${made.id}`, { token: admin, headers: { 'accept-language': 'zh' } });
    expect((inChinese.json.packageOption as Option)?.name).toBe('季风及淡季');

    const listed = (await api.call('GET', '/api/agent/agent-reservations?range=[0,49]', { token: ta })).json.reservations as unknown as { id: string; packageOption: Option }[];
    expect(listed.find((r) => r.id === made.id)?.packageOption?.name).toBe('Monsoon & low season');
    const staffList = (await api.call('GET', `/api/admin/reservations?filter=${encodeURIComponent(JSON.stringify({ q: made.bookingNo }))}`, { token: admin })).json.reservations as unknown as { packageOption: Option }[];
    expect(staffList[0]?.packageOption?.name).toBe('Monsoon & low season');
  });

  it('is the period holding the check-in when the client sends none (a desk booking too)', async () => {
    const made = await booked(api, admin, { checkIn: '2027-03-10', checkOut: '2027-03-11', base: '/api/admin' });
    expect(made.packagePeriodId).toBe(periods.get('Dry season'));
    expect((made.packageOption as Option)?.name).toBe('Dry season');
  });

  it("refuses an option that does not hold the check-in, or another package's, on its field, and books nothing", async () => {
    const yearEnd = periods.get('Year-end holidays') as string;
    const [other] = await api.records(admin, 'tour-packages', { code: 'PD-3D2N' });
    // Another package's option holding the same day.
    const [otherLow] = await api.records(admin, 'package-periods', { tourPackageId: other.id, name: 'Monsoon & low season' });
    const wrong = [yearEnd, String(otherLow.id), '00000000-0000-4000-8000-000000000000'];
    for (const [i, packagePeriodId] of wrong.entries()) {
      const day = `2026-12-${String(16 + i * 2).padStart(2, '0')}`;
      const next = `2026-12-${String(17 + i * 2).padStart(2, '0')}`;
      const res = await bookStay(api, ta, { checkIn: day, checkOut: next, extra: { packagePeriodId } });
      expect(res.status, res.text).toBe(400);
      expect(res.json.errors).toEqual({ packagePeriodId: 'The chosen package option does not cover the check-in date' });
    }
  });

  it('follows the stay when staff move the check-in out of it, and stays while it still holds the check-in', async () => {
    const made = await booked(api, admin, { checkIn: '2027-02-20', checkOut: '2027-02-21', base: '/api/admin' });
    expect((made.packageOption as Option)?.name).toBe('Monsoon & low season');
    const change = async (checkIn: string, checkOut: string) => {
      const r = (await api.call('GET', `/api/admin/reservations/${made.id}`, { token: admin })).json as unknown as { booking: Record<string, unknown> };
      const body = { checkIn, checkOut, rooms: r.booking.rooms, addons: r.booking.addons, transport: r.booking.transport, selectedChargeIds: r.booking.selectedChargeIds };
      const preview = await api.call('POST', `/api/admin/reservations/${made.id}/change/preview`, { token: admin, body });
      expect(preview.status, preview.text).toBe(200);
      const saved = await api.call('PUT', `/api/admin/reservations/${made.id}/change`, { token: admin, body: { ...body, updatedAt: preview.json.updatedAt } });
      expect(saved.status, saved.text).toBe(200);
      return ((await api.call('GET', `/api/admin/reservations/${made.id}`, { token: admin })).json.packageOption as Option)?.name;
    };
    expect(await change('2027-02-22', '2027-02-23')).toBe('Monsoon & low season');
    expect(await change('2027-03-08', '2027-03-09')).toBe('Dry season');
  });
});
