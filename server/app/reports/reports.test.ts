import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { pdfText } from '../../test/pdfText';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { Quote } from '../pricing/types';
import { parseCsv } from './csv.testkit';
import type { MonthlyReport, RoomFigures } from './reports.service';

/**
 * The reports against a small resort built by hand in the dry season of 2027, with the clock fixed at
 * 1 September 2027, 10:00 in Kuala Lumpur: every booking is made that resort day.
 *   A  TA agency, Garden Chalet, 29 Sep → 2 Oct (2 nights in September, 1 in October), Facebook — confirmed
 *   E  staff, Garden Chalet, 29 Sep → 30 Sep (1 night), Facebook — confirmed; same shared boat as A
 *   B  staff, Garden Chalet, 10 → 12 Oct (2 nights), Walk-in — confirmed
 *   C  freelancer, 20 → 21 Oct, left pending: not a sale
 *   D  staff, 25 → 26 Oct, cancelled: not a sale
 */
let api: TestApp;
let admin: string;
type Booked = Awaited<ReturnType<typeof booked>>;
let a: Booked;
let b: Booked;
let e: Booked;
let gardenRooms: number;
let boatCapacity: number;
const revenueByMonth = new Map<string, number>();

const party = { adults: 2, children: 0, toddlers: 1, infants: 0 };

const get = (path: string, token = admin) => api.call('GET', path, { token });
const file = (path: string) => api.app.request(path, { headers: { authorization: `Bearer ${admin}` } });

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2027-09-01T10:00:00+08:00'));
  admin = await api.login('admin@resort.test');
  const [ta, freelancer] = await Promise.all([api.login('ta@agency.test'), api.login('freelancer@agent.test')]);
  const [boat] = await api.records(admin, 'trip-costs', { transportType: 'boat', pricing: 'per-person', name: 'Marang Jetty → Pulau Damai (shared boat)' });
  const [land] = await api.records(admin, 'trip-costs', { transportType: 'land', name: 'KT Airport → Marang Jetty (van)' });
  const walkIn = (await api.records(admin, 'lead-sources')).find((s) => s.name !== 'Facebook') as { id: string; name: string };
  const transport = [
    { tripCostId: boat.id, ...party, date: '2027-09-29', departureTime: '10:00', pickupPoint: 'Marang Jetty' },
    { tripCostId: land.id, ...party, date: '2027-09-29', departureTime: '07:15', pickupPoint: 'Arrivals hall', dropLocation: 'Marang Jetty', dropTime: '08:00' },
  ];
  a = await booked(api, ta, { checkIn: '2027-09-29', checkOut: '2027-10-02', extra: { transport } });
  e = await booked(api, admin, { base: '/api/admin', checkIn: '2027-09-29', checkOut: '2027-09-30', extra: { transport: [transport[0]] } });
  b = await booked(api, admin, { base: '/api/admin', checkIn: '2027-10-10', checkOut: '2027-10-12', extra: { leadSourceId: walkIn.id } });
  await booked(api, freelancer, { checkIn: '2027-10-20', checkOut: '2027-10-21' });
  const d = await booked(api, admin, { base: '/api/admin', checkIn: '2027-10-25', checkOut: '2027-10-26' });
  expect((await api.call('PUT', `/api/admin/reservations/${a.id}/approve`, { token: admin })).status).toBe(200);
  for (const r of [a, e, b]) expect((await api.call('PUT', `/api/admin/reservations/${r.id}/status/confirm`, { token: admin })).json.status).toBe('Upcoming');
  expect((await api.call('PUT', `/api/admin/cancel/${d.id}`, { token: admin })).status).toBe(200);

  const garden = await api.record(admin, 'room-types', { code: 'CHL-GDN' });
  gardenRooms = (await api.records(admin, 'rooms', { roomTypeId: garden.id, inService: true })).length;
  boatCapacity = (await api.record(admin, 'vehicles', { id: boat.vehicleId })).capacity as number;
  // Room revenue is the quote's room lines, each dated by the night it prices.
  for (const r of [a, e, b]) {
    const quote = (await get(`/api/admin/reservations/${r.id}`)).json.quote as unknown as Quote;
    for (const line of quote.lines.filter((l) => l.kind === 'room')) {
      const month = (line.date as string).slice(0, 7);
      revenueByMonth.set(month, (revenueByMonth.get(month) ?? 0) + line.total);
    }
  }
});
afterAll(() => api.close());

describe('the monthly rooms report', () => {
  it('counts room nights sold by the night, without the check-out day, and reads occupancy, ADR and RevPAR from them', async () => {
    const res = await get('/api/reports/monthly/2027');
    expect(res.status, res.text).toBe(200);
    const report = res.json.data as unknown as MonthlyReport;
    expect(report.months.map((m) => m.month)).toEqual(['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12']);
    const garden = (month: string) => report.months.find((m) => m.month === month)?.roomTypes.find((t) => t.roomType === 'Garden Chalet') as RoomFigures;
    const sep = garden('2027-09');
    const oct = garden('2027-10');
    // A's 29 and 30 September and E's 29 September; A's 1 October and B's 10 and 11 October.
    expect([sep.roomNights, oct.roomNights, garden('2027-11').roomNights]).toEqual([3, 3, 0]);
    expect([sep.availableNights, oct.availableNights]).toEqual([gardenRooms * 30, gardenRooms * 31]);
    const octRevenue = revenueByMonth.get('2027-10') as number;
    expect(octRevenue).toBeGreaterThan(0);
    expect(oct).toMatchObject({
      roomsInService: gardenRooms,
      availableNights: gardenRooms * 31,
      roomNights: 3,
      occupancy: Math.round((3 / (gardenRooms * 31)) * 1000) / 10,
      roomRevenue: octRevenue,
      adr: Math.round(octRevenue / 3),
      revpar: Math.round(octRevenue / (gardenRooms * 31)),
    });
    expect(sep.roomRevenue).toBe(revenueByMonth.get('2027-09'));
    // The month's total is over every room type in service; the year's over every month.
    const october = report.months[9];
    expect(october.total.roomNights).toBe(3);
    expect(october.total.availableNights).toBe(october.roomTypes.reduce((n, t) => n + t.roomsInService, 0) * 31);
    expect(report.total.roomNights).toBe(6);
    expect(report.total.roomRevenue).toBe(octRevenue + (revenueByMonth.get('2027-09') as number));
  });

  it('exports a CSV a spreadsheet reads: one row per month and room type, money in ringgit', async () => {
    const res = await file('/api/reports/monthly/2027?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="monthly-report-2027.csv"');
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(['Month', 'Room type', 'Available room nights', 'Room nights sold', 'Occupancy %', 'Room revenue', 'Average daily rate', 'Revenue per available room']);
    const oct = rows.find((r) => r[0] === '2027-10' && r[1] === 'Garden Chalet') as string[];
    const revenue = revenueByMonth.get('2027-10') as number;
    expect(oct.slice(2)).toEqual([String(gardenRooms * 31), '3', String(Math.round((3 / (gardenRooms * 31)) * 1000) / 10), (revenue / 100).toFixed(2), (Math.round(revenue / 3) / 100).toFixed(2), (Math.round(revenue / (gardenRooms * 31)) / 100).toFixed(2)]);
    expect(rows.find((r) => r[0] === '2027-10' && r[1] === 'All room types')?.[3]).toBe('3');
  });

  it('prints a PDF with the year, the months and their figures', async () => {
    const res = await file('/api/reports/monthly/2027?format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="monthly-report-2027.pdf"');
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Monthly rooms report');
    expect(text).toContain('Year 2027');
    expect(text).toContain('Oct 2027');
    expect(text).toContain('Garden Chalet');
  });

  it("shows one room type's months and year when asked (?roomTypeId=), and its CSV and PDF follow", async () => {
    const garden = await api.record(admin, 'room-types', { code: 'CHL-GDN' });
    const all = (await get('/api/reports/monthly/2027')).json.data as unknown as MonthlyReport;
    const res = await get(`/api/reports/monthly/2027?roomTypeId=${garden.id}`);
    expect(res.status, res.text).toBe(200);
    const report = res.json.data as unknown as MonthlyReport;
    expect(report.roomTypeId).toBe(garden.id);
    // Every room type stays listed to choose from, each with its year.
    expect(report.roomTypes.map((t) => t.roomType)).toEqual(all.roomTypes.map((t) => t.roomType));
    expect(report.roomTypes.find((t) => t.roomTypeId === garden.id)?.roomNights).toBe(6);
    expect(report.months.every((m) => m.roomTypes.length === 1 && m.roomTypes[0].roomTypeId === garden.id)).toBe(true);
    const oct = report.months.find((m) => m.month === '2027-10');
    expect(oct?.total.roomNights).toBe(3);
    expect(oct?.total.availableNights).toBe(gardenRooms * 31);
    expect(report.total.roomNights).toBe(6);
    expect(report.total.availableNights).toBe(gardenRooms * 365);
    expect(report.total.roomRevenue).toBe(all.total.roomRevenue);

    const csv = await file(`/api/reports/monthly/2027?roomTypeId=${garden.id}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="monthly-report-2027-garden-chalet.csv"');
    const [, ...rows] = parseCsv(await csv.text());
    expect(new Set(rows.slice(0, -1).map((r) => r[1]))).toEqual(new Set(['Garden Chalet']));
    expect(rows.at(-1)?.slice(0, 4)).toEqual(['Total', 'Garden Chalet', String(gardenRooms * 365), '6']);
    const pdf = await file(`/api/reports/monthly/2027?roomTypeId=${garden.id}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text).toContain('Year 2027 · Garden Chalet');
  });

  it('refuses a room type that is not an id, or no room type of the resort, with a 400 on roomTypeId', async () => {
    for (const id of ['garden', '00000000-0000-4000-8000-000000000000']) {
      for (const format of ['', '&format=csv']) {
        const res = await get(`/api/reports/monthly/2027?roomTypeId=${id}${format}`);
        expect(res.status, res.text).toBe(400);
        expect(res.json.errors.roomTypeId).toBe("Choose one of the resort's room types");
      }
    }
  });
});

interface Sales {
  rows: { kind: string; name: string | null; bookings: number; roomNights: number; guests: number; sales: number }[];
  total: { bookings: number; sales: number };
}

describe('sales', () => {
  const range = 'from=2027-09-01&to=2027-09-01';
  it('by agent: confirmed bookings of the period per agency, staff as one row; pending and cancelled ones are no sale', async () => {
    const res = await get(`/api/reports/sales/agents?${range}`);
    expect(res.status, res.text).toBe(200);
    const report = res.json.data as unknown as Sales;
    const agency = await api.record(admin, 'travelagent', { email: 'ta@agency.test' });
    expect(report.rows).toHaveLength(2);
    expect(report.rows).toContainEqual(expect.objectContaining({ kind: 'agent', name: agency.companyName, bookings: 1, roomNights: 3, guests: 3, sales: a.total }));
    expect(report.rows).toContainEqual(expect.objectContaining({ kind: 'staff', name: null, bookings: 2, roomNights: 3, guests: 6, sales: e.total + b.total }));
    expect(report.total).toMatchObject({ bookings: 3, sales: a.total + e.total + b.total });
    // Booked on 1 September: nothing the day after.
    expect(((await get('/api/reports/sales/agents?from=2027-09-02&to=2027-09-30')).json.data as unknown as Sales).rows).toEqual([]);
  });

  it('by lead source and by package add up to the same total', async () => {
    const bySource = (await get(`/api/reports/sales/lead-sources?${range}`)).json.data as unknown as Sales;
    expect(bySource.rows.find((r) => r.name === 'Facebook')).toMatchObject({ bookings: 2, sales: a.total + e.total });
    expect(bySource.rows.filter((r) => r.name !== 'Facebook')).toEqual([expect.objectContaining({ bookings: 1, sales: b.total })]);
    const byPackage = (await get(`/api/reports/sales/packages?${range}`)).json.data as unknown as Sales;
    const pkg = await api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' });
    expect(byPackage.rows).toEqual([expect.objectContaining({ kind: 'package', name: pkg.name, bookings: 3, sales: a.total + e.total + b.total })]);
  });

  it('exports the rows and their total as CSV, staff named in words', async () => {
    const res = await file(`/api/reports/sales/agents?${range}&format=csv`);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sales-by-agent-2027-09-01-2027-09-01.csv"');
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['Name', 'Bookings', 'Room nights sold', 'Guests', 'Sales']);
    expect(rows).toContainEqual(['Resort staff (direct bookings)', '2', '3', '6', ((e.total + b.total) / 100).toFixed(2)]);
    expect(rows.at(-1)).toEqual(['Total', '3', '6', '9', ((a.total + e.total + b.total) / 100).toFixed(2)]);
  });

  it('prints the sales by package as a PDF', async () => {
    const res = await file(`/api/reports/sales/packages?${range}&format=pdf`);
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Sales by package');
    expect(text).toContain(`RM ${((a.total + e.total + b.total) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  });
});

describe('cumulative sales', () => {
  it('runs the month totals up through the year', async () => {
    const res = await get('/api/reports/cumulative/2027');
    const months = (res.json.data as unknown as { months: { month: number; bookings: number; sales: number; cumulativeSales: number; lastYearSales: number }[] }).months;
    const all = a.total + e.total + b.total;
    expect(months[7]).toMatchObject({ month: 8, bookings: 0, cumulativeSales: 0 });
    expect(months[8]).toMatchObject({ month: 9, bookings: 3, sales: all, cumulativeSales: all });
    expect(months[11]).toMatchObject({ month: 12, sales: 0, cumulativeSales: all, lastYearSales: 0 });
  });
});

describe('payouts and referral commissions', () => {
  beforeAll(async () => {
    const ids = (await api.db.execute(sql`SELECT id, email FROM users WHERE email IN ('ta@agency.test', 'freelancer@agent.test')`)) as unknown as { rows: { id: string; email: string }[] };
    const id = (email: string) => ids.rows.find((r) => r.email === email)?.id;
    const bank = sql`'Tan Travel', '5140 1234 5678', 'Maybank'`;
    // 31 January 2027 16:30 UTC is 1 February 00:30 in Kuala Lumpur: a February request.
    await api.db.execute(sql`
      INSERT INTO payouts (agent_id, amount, status, account_name, account_number, bank_name, requested_at, decided_at) VALUES
        (${id('ta@agency.test')}, 50000, 'approved', ${bank}, '2027-01-31T16:30:00Z', '2027-02-03T02:00:00Z'),
        (${id('ta@agency.test')}, 20000, 'rejected', ${bank}, '2027-03-10T02:00:00Z', '2027-03-11T02:00:00Z'),
        (${id('freelancer@agent.test')}, 7000, 'pending', ${bank}, '2027-03-20T02:00:00Z', NULL)`);
    await api.db.execute(sql`
      INSERT INTO commissions (reservation_id, agent_id, kind, base_amount, rate_percent, amount, status, credited_at, reversed_at) VALUES
        (${a.id}, ${id('freelancer@agent.test')}, 'referral', 100000, 2, 2000, 'credited', '2027-03-31T17:00:00Z', NULL),
        (${b.id}, ${id('freelancer@agent.test')}, 'referral', 100000, 2, 3000, 'reversed', '2027-04-02T02:00:00Z', '2027-04-03T02:00:00Z'),
        (${b.id}, ${id('ta@agency.test')}, 'booking', 100000, 10, 10000, 'credited', '2027-04-02T02:00:00Z', NULL)`);
  });

  it('payouts: requested by the resort day asked, paid and turned down by the day decided, waiting ones pending', async () => {
    const res = await get('/api/reports/payouts/2027');
    expect(res.status, res.text).toBe(200);
    const report = res.json.data as unknown as { months: Record<string, number>[]; agents: Record<string, unknown>[]; total: Record<string, number> };
    expect(report.months[0]).toMatchObject({ month: 1, requested: 0 });
    expect(report.months[1]).toMatchObject({ month: 2, requested: 50000, paid: 50000 });
    expect(report.months[2]).toMatchObject({ month: 3, requested: 27000, rejected: 20000, pending: 7000 });
    expect(report.total).toEqual({ requested: 77000, paid: 50000, rejected: 20000, pending: 7000 });
    expect(report.agents).toHaveLength(2);
    expect(report.agents).toContainEqual(expect.objectContaining({ requested: 7000, pending: 7000, paid: 0 }));
  });

  it('referral commissions: credited ones only, by the resort day credited', async () => {
    const res = await get('/api/reports/referral-commissions/2027');
    const report = res.json.data as unknown as { months: Record<string, number>[]; total: Record<string, number>; agents: Record<string, unknown>[] };
    expect(report.months[3]).toMatchObject({ month: 4, bookings: 1, amount: 2000 });
    expect(report.total).toEqual({ bookings: 1, amount: 2000 });
    expect(report.agents).toEqual([expect.objectContaining({ bookings: 1, amount: 2000 })]);
    const csv = parseCsv(await (await file('/api/reports/referral-commissions/2027?format=csv')).text());
    expect(csv[0]).toEqual(['Agent', 'Bookings', 'Amount']);
    expect(csv.at(-1)).toEqual(['Total', '1', '20.00']);
  });
});

interface ManifestJson {
  boats: { time: string; trip: string; direction: string; charter: boolean; seatsUsed: number; capacity: number; passengers: { bookingNo: string; leadGuest: string; adults: number; toddlers: number; pickupPoint: string }[] }[];
  land: { time: string; pickupPoint: string; persons: number; vehicle: string; passengers: { bookingNo: string }[] }[];
}

describe('the transport manifest', () => {
  it('puts both parties on the 10:00 shared boat with its seats used and capacity, and the van by pick-up time and point', async () => {
    const res = await get('/api/reports/transport/2027-09-29');
    expect(res.status, res.text).toBe(200);
    const m = res.json.data as unknown as ManifestJson;
    expect(m.boats).toHaveLength(1);
    const [boat] = m.boats;
    // Toddlers take a seat; both bookings ride the same departure.
    expect(boat).toMatchObject({ time: '10:00', trip: 'Marang Jetty → Pulau Damai (shared boat)', direction: 'toIsland', charter: false, seatsUsed: 6, capacity: boatCapacity });
    expect(boat.passengers.map((p) => p.bookingNo).sort()).toEqual([a.bookingNo, e.bookingNo].sort());
    expect(boat.passengers[0]).toMatchObject({ leadGuest: 'Nur Aisyah binti Ahmad', adults: 2, toddlers: 1, pickupPoint: 'Marang Jetty' });
    expect(m.land).toEqual([expect.objectContaining({ time: '07:15', pickupPoint: 'Arrivals hall', persons: 3, passengers: [expect.objectContaining({ bookingNo: a.bookingNo })] })]);
    expect(((await get('/api/reports/transport/2027-09-30')).json.data as unknown as ManifestJson).boats).toEqual([]);
  });

  it('is the front desk manifest too, printable and exported', async () => {
    const json = await get('/api/admin/report/transportation/2027-09-29');
    expect((json.json.data as unknown as ManifestJson).boats[0].seatsUsed).toBe(6);
    const pdf = await file('/api/admin/report/transportation/2027-09-29?format=pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="transport-manifest-2027-09-29.pdf"');
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Transport manifest');
    expect(text).toContain(`10:00 · Marang Jetty -> Pulau Damai (shared boat) · To the island`);
    expect(text).toContain(`6 of ${boatCapacity} seats`);
    expect(text).toContain(a.bookingNo);
    expect(text).toContain('Arrivals hall');
    const csv = parseCsv(await (await file('/api/admin/report/transportation/2027-09-29?format=csv')).text());
    expect(csv[0].slice(0, 9)).toEqual(['Transfer', 'Time', 'Trip', 'Way', 'Vehicle', 'Seats used', 'Capacity', 'Booking no.', 'Lead guest']);
    expect(csv.slice(1).map((r) => [r[0], r[1], r[7]])).toEqual(
      expect.arrayContaining([['Shared boat', '10:00', a.bookingNo], ['Shared boat', '10:00', e.bookingNo], ['Land', '07:15', a.bookingNo]]),
    );
    expect(csv).toHaveLength(4);
  });

  it('tells the boat taking guests off the island from the ones bringing them, in the screen, the PDF and the CSV', async () => {
    const [back] = await api.records(admin, 'trip-costs', { transportType: 'boat', pricing: 'per-person', name: 'Pulau Damai → Marang Jetty (shared boat)' });
    const leaving = await booked(api, admin, {
      base: '/api/admin', checkIn: '2027-10-12', checkOut: '2027-10-13',
      extra: { transport: [{ tripCostId: back.id, adults: 2, children: 0, toddlers: 0, infants: 0, date: '2027-10-13', departureTime: '12:30' }] },
    });
    const m = (await get('/api/reports/transport/2027-10-13')).json.data as unknown as ManifestJson;
    // A one-way trip written from the resort: its "outward" way is the guests' way home.
    expect(m.boats).toEqual([expect.objectContaining({ time: '12:30', direction: 'fromIsland', passengers: [expect.objectContaining({ bookingNo: leaving.bookingNo })] })]);
    const { text } = await pdfText(new Uint8Array(await (await file('/api/admin/report/transportation/2027-10-13?format=pdf')).arrayBuffer()));
    expect(text).toContain('From the island');
    expect(text).not.toContain('To the island');
    const csv = parseCsv(await (await file('/api/admin/report/transportation/2027-10-13?format=csv')).text());
    expect(csv.slice(1).map((r) => r[3])).toEqual(['From the island']);
  });
});
