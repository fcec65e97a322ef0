import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { slipForm, slipPng } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

/** What the back office reads of reservations: the desk's detail and the list's filters. */
let api: TestApp;
let admin: string;
let ta: string;
let sales: string;
let freelancer: string;

interface Listed {
  reservations: { id: string; bookingNo: string; checkIn: string; paymentStatus: string; agency: { companyName: string | null } | null }[];
  total: number;
}

const list = async (filter: Record<string, unknown>) => {
  const res = await api.call('GET', `/api/admin/reservations?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin });
  return { status: res.status, json: res.json as unknown as Listed & { errors: Record<string, string>; message: string } };
};

let withTransfers: Awaited<ReturnType<typeof booked>>;
let bySales: Awaited<ReturnType<typeof booked>>;
let byFreelancer: Awaited<ReturnType<typeof booked>>;
let taId: string;
let freelancerId: string;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-25T02:00:00Z'));
  [admin, ta, sales, freelancer] = await Promise.all(['admin@resort.test', 'ta@agency.test', 'sales@agency.test', 'freelancer@agent.test'].map((e) => api.login(e)));
  const [land] = await api.records(admin, 'trip-costs', { transportType: 'land', name: 'KT Airport → Marang Jetty (van)' });
  const [boat] = await api.records(admin, 'trip-costs', { transportType: 'boat', pricing: 'per-person', name: 'Marang Jetty → Pulau Damai (shared boat)' });
  const party = { adults: 2, children: 0, toddlers: 1, infants: 0 };
  withTransfers = await booked(api, ta, {
    checkIn: '2026-12-10',
    checkOut: '2026-12-11',
    extra: {
      transport: [
        { tripCostId: land.id, ...party, date: '2026-12-10', departureTime: '07:15', pickupPoint: 'Arrivals hall', dropLocation: 'Marang Jetty', dropTime: '08:00' },
        { tripCostId: boat.id, ...party, date: '2026-12-10', departureTime: '10:00', pickupPoint: 'Marang Jetty' },
      ],
    },
  });
  bySales = await booked(api, sales, { checkIn: '2026-12-20', checkOut: '2026-12-21' });
  byFreelancer = await booked(api, freelancer, { checkIn: '2027-01-05', checkOut: '2027-01-06' });
  taId = (await api.record(admin, 'travelagent', { email: 'ta@agency.test' })).id;
  freelancerId = (await api.record(admin, 'travelagent', { email: 'freelancer@agent.test' })).id;
});
afterAll(() => api.close());

const sendSlip = (id: string, referenceNo: string, variant: number) =>
  api.call('POST', `/api/agent/agent-reservations/offline-payment/${id}`, {
    token: ta,
    body: slipForm({ amount: 5_000, referenceNo, referenceDate: '2026-11-25' }, slipPng(variant)),
  });

describe('the reservation detail staff read', () => {
  it('names the agency and who booked, the package option, each transfer with its vehicle, and every payment with its decision', async () => {
    const rejected = await sendSlip(withTransfers.id, 'MBB-1', 31);
    expect(rejected.status, rejected.text).toBe(201);
    expect((await api.call('PUT', `/api/admin/payments/${rejected.json.id}/reject`, { token: admin, body: { rejectionNotes: 'Wrong account' } })).status).toBe(200);
    const approved = await sendSlip(withTransfers.id, 'MBB-2', 32);
    expect((await api.call('PUT', `/api/admin/payments/${approved.json.id}/approve`, { token: admin })).status).toBe(200);

    const res = await api.call('GET', `/api/admin/reservations/${withTransfers.id}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    const agency = await api.record(admin, 'travelagent', { email: 'ta@agency.test' });
    expect(res.json.agency).toEqual({ id: taId, companyName: agency.companyName, name: `${agency.firstName} ${agency.lastName}`, email: 'ta@agency.test' });
    expect(res.json.bookedBy).toMatchObject({ email: 'ta@agency.test' });

    // The package option is the package's period holding the check-in night.
    const periods = await api.records(admin, 'package-periods', { tourPackageId: res.json.packageId });
    const holding = periods.filter((p) => (p.startDate as string) <= '2026-12-10' && (p.endDate as string) >= '2026-12-10');
    expect(holding.map((p) => p.name)).toContain((res.json.packageOption as { name: string }).name);

    expect(res.json.transfers).toEqual([
      expect.objectContaining({
        name: 'KT Airport → Marang Jetty (van)', transportType: 'land', tripType: 'one-way', vehicle: 'Toyota Hiace Van 1',
        from: 'Sultan Mahmud Airport (TGG), Kuala Terengganu', date: '2026-12-10', departureTime: '07:15', pickupPoint: 'Arrivals hall',
        dropLocation: 'Marang Jetty', dropTime: '08:00', adults: 2, children: 0, toddlers: 1, infants: 0,
      }),
      expect.objectContaining({ name: 'Marang Jetty → Pulau Damai (shared boat)', transportType: 'boat', vehicle: 'Damai Shuttle (shared boat)', departureTime: '10:00' }),
    ]);

    const payments = res.json.payments as { id: string; status: string; referenceNo: string; decidedBy: string | null; rejectionNotes: string | null; slip: { url: string } | null }[];
    expect(payments).toHaveLength(2);
    const byRef = Object.fromEntries(payments.map((p) => [p.referenceNo, p]));
    expect(byRef['MBB-1']).toMatchObject({ status: 'rejected', decidedBy: 'Aisyah Rahman', rejectionNotes: 'Wrong account', method: 'offline', amount: 5_000 });
    expect(byRef['MBB-2']).toMatchObject({ status: 'approved', decidedBy: 'Aisyah Rahman' });
    expect(byRef['MBB-2'].slip?.url).toBe(`/api/admin/payments/${approved.json.id}/slip`);
  });

  it("names the agency's member who booked apart from the agency", async () => {
    const res = await api.call('GET', `/api/admin/reservations/${bySales.id}`, { token: admin });
    expect(res.json.agency).toMatchObject({ email: 'ta@agency.test' });
    expect(res.json.bookedBy).toMatchObject({ email: 'sales@agency.test' });
    expect(res.json.transfers).toEqual([]);
    expect(res.json.payments).toEqual([]);
  });
});

describe('the reservations list', () => {
  it("shows each booking's agency", async () => {
    const { json } = await list({});
    const row = json.reservations.find((r) => r.id === bySales.id);
    expect(row?.agency).toMatchObject({ email: 'ta@agency.test' });
  });

  it('filters by check-in dates, from and to inclusive', async () => {
    const december = await list({ checkInFrom: '2026-12-10', checkInTo: '2026-12-20' });
    expect(december.json.reservations.map((r) => r.bookingNo).sort()).toEqual([withTransfers.bookingNo, bySales.bookingNo].sort());
    // Booked at the same instant of the test clock, so their order is not the point: the set is.
    expect((await list({ checkInFrom: '2026-12-11' })).json.reservations.map((r) => r.id).sort()).toEqual([byFreelancer.id, bySales.id].sort());
    expect((await list({ checkInTo: '2026-12-10' })).json.reservations.map((r) => r.id)).toEqual([withTransfers.id]);
  });

  it('filters by agency and payment status, alone or together', async () => {
    const agency = await list({ agencyId: taId });
    expect(agency.json.total).toBe(2);
    // A member of the agency chosen stands for its agency.
    const salesId = (await api.record(admin, 'travelagent', { email: 'sales@agency.test' })).id;
    expect((await list({ agencyId: salesId })).json.total).toBe(2);
    expect((await list({ agencyId: freelancerId })).json.reservations.map((r) => r.id)).toEqual([byFreelancer.id]);
    const partial = await list({ paymentStatus: 'Partial' });
    expect(partial.json.reservations.map((r) => r.id)).toEqual([withTransfers.id]);
    expect((await list({ paymentStatus: 'Partial', agencyId: freelancerId })).json.total).toBe(0);
    expect((await list({ paymentStatus: 'Pending', agencyId: taId, checkInFrom: '2026-12-15' })).json.reservations.map((r) => r.id)).toEqual([bySales.id]);
  });

  it('refuses filter values it cannot read with 400 and a message per field, never 500', async () => {
    const bad = await list({ checkInFrom: '2026-13-45', paymentStatus: 'Paid', agencyId: 'agency-1', status: 'Lost' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['agencyId', 'checkInFrom', 'paymentStatus', 'status']);
    const backwards = await list({ checkInFrom: '2026-12-20', checkInTo: '2026-12-10' });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toHaveProperty('checkInTo');
    const notJson = await api.call('GET', '/api/admin/reservations?filter=%7Bnope', { token: admin });
    expect(notJson.status).toBe(400);
    const malay = await api.call('GET', `/api/admin/reservations?filter=${encodeURIComponent('{"checkInFrom":"x"}')}`, { token: admin, headers: { 'accept-language': 'ms' } });
    expect(malay.status).toBe(400);
    expect(malay.json.errors.checkInFrom).not.toMatch(/date/i);
  });
});
