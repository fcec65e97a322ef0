/**
 * The calls the `staff` bench section measures (bench/staffDesk.ts): each route with its target and the
 * statements its service sends, from the service's own SQL builders, so the raw row runs the route's SQL.
 */
import * as dash from '../server/app/dashboard/dashboard.queries';
import { LIST_LIMIT } from '../server/app/dashboard/dashboard.service';
import { monthlySql } from '../server/app/reports/reports.queries';
import { boardBarsStatement, boardNamesStatement, boardRoomsStatement } from '../server/app/roomBoard/roomBoard.query';
import type { StaffContext, StaffTarget } from './staffDesk';

/** Targets (p99 on PostgreSQL, issue 12). */
export const DASHBOARD_P99_MS = 100;
export const ROOM_BOARD_P99_MS = 150;
export const MONTHLY_REPORT_P99_MS = 500;

type Json = Record<string, unknown>;
const data = (body: unknown) => (body as { data: unknown }).data;
const listOf = (body: unknown) => {
  const b = body as { data: unknown[]; total?: number };
  return `${b.data.length} rows${typeof b.total === 'number' && b.total !== b.data.length ? ` of ${b.total.toLocaleString('en')}` : ''}`;
};

const defaultKeys = (d: Json) => `{${Object.keys(d).slice(0, 4).join(', ')}}`;

const dashboard = (name: string, path: (c: StaffContext) => string, raw: StaffTarget['raw'], reads: StaffTarget['reads'] = listOf): StaffTarget => ({
  name,
  group: 'dashboard',
  targetP99Ms: DASHBOARD_P99_MS,
  path: (c) => path(c),
  raw,
  reads,
});

export const STAFF_TARGETS: StaffTarget[] = [
  dashboard('serverDate', () => '/api/serverDate', () => [], (b) => `${String((data(b) as Json).date)} ${String((data(b) as Json).time)}`),
  dashboard(
    'dash/cards-count/{date}',
    (c) => `/api/admin/dash/cards-count/${c.today}`,
    (c) => [dash.cardCountsSql(c.today)],
    (b) => {
      const d = data(b) as Json;
      return `${d.currentCounts} current, ${d.arrivalCounts} arrivals, ${d.deptCounts} departures, ${d.endDayCounts} end of day`;
    },
  ),
  ...dash.CARD_TYPES.map((type) =>
    dashboard(
      `dash/cards-count/info/{date}?type=${type}`,
      (c) => `/api/admin/dash/cards-count/info/${c.today}?type=${type}`,
      (c) => [dash.cardListSql(type, c.today)],
    ),
  ),
  dashboard('dash/payment-remainder/{date}', (c) => `/api/admin/dash/payment-remainder/${c.today}`, (c) => [dash.paymentRemainderSql(c.today, 'reminder', LIST_LIMIT)]),
  dashboard('dash/payment-remainder/{date}?type=expired', (c) => `/api/admin/dash/payment-remainder/${c.today}?type=expired`, (c) => [dash.paymentRemainderSql(c.today, 'expired', LIST_LIMIT)]),
  dashboard('dash/paytoresort/{date}', (c) => `/api/admin/dash/paytoresort/${c.today}`, (c) => [dash.payAtResortSql(c.today)]),
  dashboard(
    'dash/todayPickUp/{date}',
    (c) => `/api/admin/dash/todayPickUp/${c.today}`,
    (c) => [dash.pickUpsSql(c.today)],
    (b) => {
      const d = data(b) as { boat: unknown[]; land: unknown[]; boatPassengers: number; landPassengers: number };
      return `${d.boat.length} boat legs (${d.boatPassengers} pax), ${d.land.length} land (${d.landPassengers} pax)`;
    },
  ),
  dashboard(
    'dash/currentList/{date}',
    (c) => `/api/admin/dash/currentList/${c.today}`,
    (c) => [dash.currentRoomsSql(c.today), dash.roomTypeTotalsSql()],
    (b) => {
      const d = data(b) as { occupied: number; totalRooms: number; guests: number; roomTypes: unknown[] };
      return `${d.occupied} of ${d.totalRooms} rooms taken, ${d.guests} guests, ${d.roomTypes.length} room types`;
    },
  ),
  dashboard('dash/unconfirmed-payments', () => '/api/admin/dash/unconfirmed-payments', () => [dash.unconfirmedPaymentsSql(LIST_LIMIT)]),
  dashboard(
    'dash/graph',
    (c) => `/api/admin/dash/graph?year=${c.year}`,
    (c) => [dash.yearlyGraphSql(c.year)],
    (b) => {
      const d = data(b) as { currentYearCheck: number[]; prevYearCheck: number[] };
      const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0).toLocaleString('en');
      return `${sum(d.currentYearCheck)} check-ins this year, ${sum(d.prevYearCheck)} last year`;
    },
  ),
  dashboard(
    'dash/monthly-report',
    (c) => `/api/admin/dash/monthly-report?month=${c.today.slice(0, 7)}`,
    (c) => [dash.monthlySql(c.today.slice(0, 7))],
    (b) => {
      const d = data(b) as Json;
      return `${d.checkIns} check-ins, ${Number(d.roomNights).toLocaleString('en')} room nights`;
    },
  ),
  dashboard(
    'dash/sale',
    (c) => `/api/admin/dash/sale?date=${c.today}`,
    (c) => [dash.salesSql(c.today)],
    (b) => {
      const d = data(b) as { day: { bookings: number }; year: { bookings: number } };
      return `${d.day.bookings} today, ${d.year.bookings.toLocaleString('en')} this year`;
    },
  ),
  dashboard(
    'dash/action-count (menu badge)',
    () => '/api/admin/dash/action-count',
    (c) => [dash.actionCountSql(c.today)],
    (b) => {
      const d = data(b) as { awaitingApprovals: number; unconfirmedPayments: number; expiredInvoices: number };
      return `${d.awaitingApprovals} awaiting approval, ${d.unconfirmedPayments} slips, ${d.expiredInvoices} overdue`;
    },
  ),
  dashboard('dashboard/upcoming-bookings', (c) => `/api/admin/dashboard/upcoming-bookings?date=${c.today}`, (c) => [dash.upcomingBookingsSql(c.today, 10)]),
  dashboard('expired-bookings', () => '/api/admin/expired-bookings', () => [dash.expiredBookingsSql(LIST_LIMIT)]),
  dashboard(
    'cummilated-report/{year}',
    (c) => `/api/admin/cummilated-report/${c.year}`,
    (c) => [dash.yearlyGraphSql(c.year)],
    (b) => {
      const d = data(b) as { bookings: number; checkIns: number };
      return `${d.bookings.toLocaleString('en')} sales, ${d.checkIns.toLocaleString('en')} check-ins`;
    },
  ),
  {
    name: 'room-board (400 rooms × 14 days)',
    group: 'room board',
    targetP99Ms: ROOM_BOARD_P99_MS,
    path: (c) => `/api/admin/room-board?from=${c.board.from}&days=${c.board.days}`,
    raw: (c) => [
      boardRoomsStatement({ from: c.board.from, to: c.board.to, today: c.today }),
      boardBarsStatement({ from: c.board.from, to: c.board.to, today: c.today }, c.now),
      boardNamesStatement(),
    ],
    reads: (b) => {
      const d = b as { rooms: { stays: unknown[]; holds: unknown[] }[] };
      return `${d.rooms.length} rooms, ${d.rooms.reduce((n, r) => n + r.stays.length + r.holds.length, 0).toLocaleString('en')} bars`;
    },
  },
  {
    name: 'reports/monthly/{year} (a year)',
    group: 'reports',
    targetP99Ms: MONTHLY_REPORT_P99_MS,
    path: (c) => `/api/reports/monthly/${c.year}`,
    raw: (c) => [monthlySql(c.year)],
    reads: (b) => {
      const d = data(b) as { months?: unknown[]; total?: { roomNights?: number; occupancy?: number } };
      if (!Array.isArray(d.months)) return defaultKeys(d as Json);
      return `${d.months.length} months, ${Number(d.total?.roomNights ?? 0).toLocaleString('en')} room nights, occupancy ${d.total?.occupancy ?? '?'} %`;
    },
  },
];
