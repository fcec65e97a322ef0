import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskAt } from '../../test/bookings';
import { buildResortDay, RESORT_DAY, type ResortDay } from '../../test/resortDay';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let day: ResortDay;

beforeAll(async () => {
  api = await createTestApp();
  day = await buildResortDay(api);
}, 120_000);
afterAll(() => api.close());

type Counts = Record<'currentCounts' | 'arrivalCounts' | 'arrivalsCheckedIn' | 'deptCounts' | 'departuresCheckedOut' | 'endDayCounts', number>;
const get = async <T = Counts>(path: string): Promise<T> => {
  const res = await api.call('GET', `/api/admin${path}`, { token: day.admin });
  expect(res.status, res.text).toBe(200);
  return res.json.data as T;
};
type Row = { id: string; bookingNo: string; status: string; guests: number; roomNumbers: number[]; balanceDue: number; paid: number; total: number };
const ids = (rows: Row[]) => rows.map((r) => r.id).sort();
const idsOf = (bookings: { id: string }[]) => bookings.map((b) => b.id).sort();

describe('the cards of a day', () => {
  it('count 5 in house, 3 arrivals (2 checked in), 2 departures (1 checked out) and 8 sleeping here that night, each equal to its list', async () => {
    const counts = await get(`/dash/cards-count/${RESORT_DAY}`);
    expect(counts).toEqual({ date: RESORT_DAY, currentCounts: 5, arrivalCounts: 3, arrivalsCheckedIn: 2, deptCounts: 2, departuresCheckedOut: 1, endDayCounts: 8 });
    const lists: Record<string, Row[]> = {};
    for (const type of ['current', 'arrival', 'departure', 'endOfDay']) lists[type] = await get<Row[]>(`/dash/cards-count/info/${RESORT_DAY}?type=${type}`);
    expect(ids(lists.current)).toEqual(idsOf(day.current));
    expect(ids(lists.arrival)).toEqual(idsOf(day.arrivals));
    expect(ids(lists.departure)).toEqual(idsOf(day.departures));
    expect(ids(lists.endOfDay)).toEqual(idsOf([...day.current, ...day.arrivals]));
    // The done counts are the list rows the desk has done: arrivals in house, departures completed.
    expect(ids(lists.arrival.filter((r) => r.status === 'InHouse'))).toEqual(idsOf(day.checkedIn));
    expect(counts.arrivalsCheckedIn).toBe(lists.arrival.filter((r) => r.status === 'InHouse' || r.status === 'Completed').length);
    expect(ids(lists.departure.filter((r) => r.status === 'Completed'))).toEqual(idsOf(day.checkedOut));
    expect(counts.departuresCheckedOut).toBe(lists.departure.filter((r) => r.status === 'Completed').length);
    // Each row names its guests and its room.
    expect(lists.arrival[0]).toMatchObject({ guests: 3, status: 'Upcoming', checkIn: RESORT_DAY });
    expect(lists.current.every((r) => r.roomNumbers.length === 1)).toBe(true);
  });

  it("agree with the front desk: the arrivals still to do are the card's arrivals less those checked in, the departures still to do those less the checked out", async () => {
    const counts = await get(`/dash/cards-count/${RESORT_DAY}`);
    const desk = async (tab: string) => {
      const res = await api.call('GET', `/api/admin/front-desk?date=${RESORT_DAY}&tab=${tab}`, { token: day.admin });
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as { counts: Record<'arrivals' | 'departures' | 'inHouse', number>; rows: { id: string }[] };
    };
    const [arrivals, departures] = await Promise.all([desk('arrivals'), desk('departures')]);
    expect(arrivals.counts.arrivals).toBe(counts.arrivalCounts - counts.arrivalsCheckedIn);
    expect(arrivals.rows.map((r) => r.id)).toEqual([day.arrivals[0].id]);
    expect(departures.counts.departures).toBe(counts.deptCounts - counts.departuresCheckedOut);
    expect(departures.rows.map((r) => r.id)).toEqual([day.departures[0].id]);
  });

  it('move with the date: the day before, the departures were still in house', async () => {
    const counts = await get('/dash/cards-count/2027-01-19');
    const lists = await Promise.all(['current', 'arrival', 'departure', 'endOfDay'].map((type) => get<Row[]>(`/dash/cards-count/info/2027-01-19?type=${type}`)));
    expect([counts.currentCounts, counts.arrivalCounts, counts.deptCounts, counts.endDayCounts]).toEqual(lists.map((l) => l.length));
    expect(counts).toMatchObject({ currentCounts: 3, arrivalCounts: 4, arrivalsCheckedIn: 4, deptCounts: 0, departuresCheckedOut: 0, endDayCounts: 7 });
  });
});

describe('money to collect', () => {
  it('reminds of balances due within two weeks, and lists overdue invoices apart', async () => {
    const reminders = await get<Row[]>(`/dash/payment-remainder/${RESORT_DAY}`);
    expect(ids(reminders)).toEqual([day.reminder.id]);
    expect(reminders[0]).toMatchObject({ cutOffDate: '2027-01-25', paid: Math.floor(day.reminder.total / 2), balanceDue: day.reminder.total - Math.floor(day.reminder.total / 2) });
    const expired = await get<Row[]>(`/dash/payment-remainder/${RESORT_DAY}?type=expired`);
    expect(ids(expired)).toEqual([day.overdue.id]);
    expect(expired[0]).toMatchObject({ paid: 0, balanceDue: day.overdue.total });
  });

  it('lists the guests on the resort who still owe, for the desk to collect', async () => {
    const owing = await get<Row[]>(`/dash/paytoresort/${RESORT_DAY}`);
    expect(ids(owing)).toEqual(idsOf(day.payAtResort));
    expect(owing.every((r) => r.balanceDue > 0 && r.balanceDue === r.total - r.paid)).toBe(true);
  });

  it('lists slips waiting for review, oldest first, with their booking', async () => {
    const res = await api.call('GET', '/api/admin/dash/unconfirmed-payments', { token: day.admin });
    expect(res.json.total).toBe(1);
    expect((res.json.data as unknown as Row[])[0]).toMatchObject({ id: day.slipId, bookingNo: day.agentBooking.bookingNo, amount: 5_000, method: 'offline' });
  });
});

describe("the day's pick-ups", () => {
  it('are boats and land transfers by time, with passengers', async () => {
    const pickUps = await get<{
      boat: { time: string; bookingNo: string; passengers: number; from: string; to: string }[];
      land: { time: string; bookingNo: string; passengers: number; pickupPoint: string }[];
      boatPassengers: number;
    }>(`/dash/todayPickUp/${RESORT_DAY}`);
    expect(pickUps.land.map((l) => [l.time, l.bookingNo, l.passengers, l.pickupPoint])).toEqual([['07:15', day.arrivals[0].bookingNo, 3, 'Arrivals hall']]);
    expect(pickUps.boat.map((l) => [l.time, l.bookingNo])).toEqual([
      ['10:00', day.arrivals[0].bookingNo],
      ['12:30', day.departures[0].bookingNo],
    ]);
    expect(pickUps.boat[1]).toMatchObject({ from: 'Pulau Damai Resort Jetty', to: 'Marang Jetty' });
    expect(pickUps.boatPassengers).toBe(6);
    const dayAfter = await get<{ boat: unknown[]; land: unknown[] }>('/dash/todayPickUp/2027-01-21');
    expect([dayAfter.boat.length, dayAfter.land.length]).toEqual([0, 0]);
  });
});

describe('current rooms', () => {
  it('count the rooms taken that night by room type, with their guests', async () => {
    const current = await get<{
      occupied: number;
      guests: number;
      roomTypes: { code: string; occupied: number; totalRooms: number; guests: number }[];
    }>(`/dash/currentList/${RESORT_DAY}`);
    expect(current.occupied).toBe(8);
    expect(current.guests).toBe(24);
    expect(current.roomTypes.find((t) => t.code === 'CHL-GDN')).toMatchObject({ occupied: 8, totalRooms: 10, guests: 24 });
    expect(current.roomTypes.find((t) => t.code === 'DLX-SEA')).toMatchObject({ occupied: 0, guests: 0 });
  });
});

describe('sales and check-ins', () => {
  it('count a booking made at 23:30 on the day before and one at 00:30 on the resort day each on its own day', async () => {
    const sale = await get<{ day: { bookings: number; amount: number }; year: { bookings: number } }>(`/dash/sale?date=${RESORT_DAY}`);
    expect(sale.day).toEqual({ bookings: 1, amount: day.pastMidnight.total });
    const before = await get<{ day: { bookings: number; amount: number } }>('/dash/sale?date=2027-01-19');
    expect(before.day).toEqual({ bookings: 1, amount: day.lateEvening.total });
  });

  it('graph check-ins and sales by month, this year beside last year', async () => {
    const graph = await get<Record<string, number[]>>('/dash/graph?year=2027');
    // Confirmed stays: 5 + 3 + 2 + overdue in January, the reminder and the two late bookings in February.
    expect(graph.currentYearCheck.slice(0, 3)).toEqual([11, 3, 0]);
    expect(graph.prevYearCheck.every((n) => n === 0)).toBe(true);
    expect(graph.currentYear[0]).toBe([...day.current, ...day.arrivals, ...day.departures, day.reminder, day.overdue, day.lateEvening, day.pastMidnight].reduce((n, b) => n + b.total, 0));
    expect(graph.currentYear.slice(1).every((n) => n === 0)).toBe(true);
    const last = await get<Record<string, number[]>>('/dash/graph?year=2028');
    expect(last.prevYearCheck).toEqual(graph.currentYearCheck);
    const cumulative = await get<{ months: { cumulativeAmount: number }[]; amount: number }>('/cummilated-report/2027');
    expect(cumulative.months[11].cumulativeAmount).toBe(cumulative.amount);
    expect(cumulative.amount).toBe(graph.currentYear[0]);
  });
});

describe('the menu badge', () => {
  it('counts approvals, slips to review and overdue invoices', async () => {
    expect(await get('/dash/action-count')).toEqual({ date: RESORT_DAY, total: 3, awaitingApprovals: 1, unconfirmedPayments: 1, expiredInvoices: 1 });
  });
});

describe('the server date', () => {
  it("answers the resort's day without a sign-in, past midnight there while UTC is still on the day before", async () => {
    api.clock.set(new Date('2027-01-20T00:30:00+08:00'));
    const res = await api.call('GET', '/api/serverDate');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ date: '2027-01-20', time: '00:30', timeZone: 'Asia/Kuala_Lumpur', now: '2027-01-19T16:30:00.000Z' });
    day.admin = await deskAt(api, RESORT_DAY, '10:00');
  });
});
