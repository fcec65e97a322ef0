import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adrOf, occupancyOf, revparOf } from './figures';
import { cumulativeSql, monthlySql, payoutsSql, referralSql, salesSql, type SalesDimension } from './reports.queries';

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Rooms figures of a month or a room type: the counts, and the ratios read from them (figures.ts). */
export interface RoomFigures {
  availableNights: number;
  roomNights: number;
  /** Per cent, one decimal. */
  occupancy: number;
  /** Sen. */
  roomRevenue: number;
  /** Average daily rate, sen. */
  adr: number;
  /** Revenue per available room, sen. */
  revpar: number;
}

const figures = (availableNights: number, roomNights: number, roomRevenue: number): RoomFigures => ({
  availableNights,
  roomNights,
  occupancy: occupancyOf(roomNights, availableNights),
  roomRevenue,
  adr: adrOf(roomRevenue, roomNights),
  revpar: revparOf(roomRevenue, availableNights),
});

const summed = (parts: readonly RoomFigures[]) =>
  figures(
    parts.reduce((n, p) => n + p.availableNights, 0),
    parts.reduce((n, p) => n + p.roomNights, 0),
    parts.reduce((n, p) => n + p.roomRevenue, 0),
  );

interface MonthlyRow {
  month: string;
  roomTypeId: string;
  roomType: string;
  roomsInService: number;
  availableNights: number;
  roomNights: number;
  roomRevenue: number;
}

/**
 * `GET /api/reports/monthly/:year`: every month of the year, in total and by room type, and each room type's
 * year. With `roomTypeId` the months and the year are of that room type alone (`roomTypes` still lists every
 * type, to choose from); `null` when no room type has that id.
 */
export const monthlyReport = async (db: Db, year: number, roomTypeId: string | null = null) => {
  const rows = await rowsOf<MonthlyRow>(db, monthlySql(year));
  if (roomTypeId !== null && !rows.some((r) => r.roomTypeId === roomTypeId)) return null;
  // Room types with no room in service and nothing sold all year are left out (unless chosen).
  const live = new Set(rows.filter((r) => r.roomsInService > 0 || r.roomNights > 0 || r.roomTypeId === roomTypeId).map((r) => r.roomTypeId));
  const typeRows = rows
    .filter((r) => live.has(r.roomTypeId))
    .map((r) => ({ month: r.month, of: { roomTypeId: r.roomTypeId, roomType: r.roomType, roomsInService: r.roomsInService, ...figures(r.availableNights, r.roomNights, Number(r.roomRevenue)) } }));
  const roomTypes = [...new Map(typeRows.map(({ of }) => [of.roomTypeId, of])).values()].map(({ roomTypeId: id, roomType, roomsInService }) => ({
    roomTypeId: id,
    roomType,
    roomsInService,
    ...summed(typeRows.filter((r) => r.of.roomTypeId === id).map((r) => r.of)),
  }));
  const months = [...new Set(rows.map((r) => r.month))].map((month) => {
    const ofMonth = typeRows.filter((r) => r.month === month && (roomTypeId === null || r.of.roomTypeId === roomTypeId)).map((r) => r.of);
    return { month, roomTypes: ofMonth, total: summed(ofMonth) };
  });
  return { year, roomTypeId, roomTypes, months, total: summed(months.map((m) => m.total)) };
};
export type MonthlyReport = NonNullable<Awaited<ReturnType<typeof monthlyReport>>>;

/** One line of a sales report: an agent (staff and guest bookings each make one line), a lead source or a package; `none` for bookings naming no source or package. */
export interface SalesRow {
  key: string;
  kind: 'agent' | 'staff' | 'guest' | 'lead-source' | 'package' | 'none';
  name: string | null;
  bookings: number;
  roomNights: number;
  guests: number;
  sales: number;
}

/** `GET /api/reports/sales/{agents|lead-sources|packages}`: sales of a period by one dimension. */
export const salesReport = async (db: Db, by: SalesDimension, from: string, to: string) => {
  const rows = (await rowsOf<SalesRow>(db, salesSql(by, from, to))).map((r) => ({ ...r, sales: Number(r.sales) }));
  const sum = (pick: (r: SalesRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return { by, from, to, rows, total: { bookings: sum((r) => r.bookings), roomNights: sum((r) => r.roomNights), guests: sum((r) => r.guests), sales: sum((r) => r.sales) } };
};
export type SalesReport = Awaited<ReturnType<typeof salesReport>>;

/** `GET /api/reports/cumulative/:year`: sales month by month with running totals, this year and last. */
export const cumulativeReport = async (db: Db, year: number) => {
  const rows = await rowsOf<{ month: number; bookings: number; sales: number; lastYearBookings: number; lastYearSales: number }>(db, cumulativeSql(year));
  let running = 0;
  let lastRunning = 0;
  const months = rows.map((r) => {
    running += Number(r.sales);
    lastRunning += Number(r.lastYearSales);
    return { month: r.month, bookings: r.bookings, sales: Number(r.sales), cumulativeSales: running, lastYearBookings: r.lastYearBookings, lastYearSales: Number(r.lastYearSales), lastYearCumulative: lastRunning };
  });
  return { year, months, total: { bookings: months.reduce((n, m) => n + m.bookings, 0), sales: running, lastYearBookings: months.reduce((n, m) => n + m.lastYearBookings, 0), lastYearSales: lastRunning } };
};
export type CumulativeReport = Awaited<ReturnType<typeof cumulativeReport>>;

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Sums `fields` of per-agent-and-month rows into twelve months and one row per agent. */
const byMonthAndAgent = <F extends string>(rows: ({ agentId: string; agent: string; month: number } & Record<F, number>)[], fields: readonly F[]) => {
  const zero = () => Object.fromEntries(fields.map((f) => [f, 0])) as Record<F, number>;
  const add = (into: Record<F, number>, row: Record<F, number>) => {
    for (const f of fields) into[f] += Number(row[f]);
  };
  const months = MONTHS.map((month) => ({ month, ...zero() }));
  const agents = new Map<string, { agentId: string; agent: string } & Record<F, number>>();
  const total = zero();
  for (const row of rows) {
    add(months[row.month - 1], row);
    const agent = agents.get(row.agentId) ?? { agentId: row.agentId, agent: row.agent, ...zero() };
    add(agent, row);
    agents.set(row.agentId, agent);
    add(total, row);
  }
  return { months, agents: [...agents.values()], total };
};

const PAYOUT_FIELDS = ['requested', 'paid', 'rejected', 'pending'] as const;
/** `GET /api/reports/payouts/:year`: payouts asked for, paid, turned down and waiting, by month (of the resort's zone) and by agent (sen). */
export const payoutsReport = async (db: Db, year: number, zone: string) => {
  const rows = await rowsOf<{ agentId: string; agent: string; month: number } & Record<(typeof PAYOUT_FIELDS)[number], number>>(db, payoutsSql(year, zone));
  return { year, ...byMonthAndAgent(rows, PAYOUT_FIELDS) };
};
export type PayoutsReport = Awaited<ReturnType<typeof payoutsReport>>;

const REFERRAL_FIELDS = ['bookings', 'amount'] as const;
/** `GET /api/reports/referrals/:year`: referral commissions credited, by month and by referring agent (sen). */
export const referralsReport = async (db: Db, year: number, zone: string) => {
  const rows = await rowsOf<{ agentId: string; agent: string; month: number; bookings: number; amount: number }>(db, referralSql(year, zone));
  return { year, ...byMonthAndAgent(rows, REFERRAL_FIELDS) };
};
export type ReferralsReport = Awaited<ReturnType<typeof referralsReport>>;
