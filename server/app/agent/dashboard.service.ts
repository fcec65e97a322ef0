import { and, asc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { reservations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import type { ReservationStatus } from '../booking/transitions';
import type { Actor } from '../http/env';
import { notFound } from '../http/errors';
import { resortToday } from '../settings/resortZone';
import { promoPackages, publicCodes } from '../vouchers/vouchers.read';

const t = resourceTables;

/** Bookings that never became a sale: they count neither as upcoming check-ins nor in the statistics. */
export const NOT_SOLD = ['Cancelled', 'Expired', 'NotAvailable'] as const satisfies readonly ReservationStatus[];

/** How many upcoming check-ins and promotions of each kind the dashboard shows. */
export const DASHBOARD_LIMIT = 5;

const account = alias(t.users, 'account');

/** The person's name and agency role, with its agency's type, company and category, for the welcome card. */
const welcomeOf = async (db: Db, actor: Pick<Actor, 'id' | 'accountId' | 'status'>) => {
  const u = t.users;
  const [row] = await db
    .select({ firstName: u.firstName, lastName: u.lastName, companyName: account.companyName, agentType: account.agentType, agencyRole: u.agencyRole, category: t.agent_categories.name })
    .from(u)
    .innerJoin(account, eq(account.id, actor.accountId))
    .leftJoin(t.agent_categories, eq(t.agent_categories.id, account.agentCategoryId))
    .where(and(eq(u.id, actor.id), eq(u.kind, 'agent')));
  if (!row) throw notFound('app.errors.not_found');
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    firstName: String(row.firstName),
    lastName: String(row.lastName),
    name: `${String(row.firstName)} ${String(row.lastName)}`.trim(),
    agentType: text(row.agentType),
    companyName: text(row.companyName),
    agentCategory: text(row.category),
    status: actor.status,
    agencyRole: text(row.agencyRole),
  };
};

/** The agent's next live bookings checking in from today (the resort's today) on, soonest first. */
const upcomingCheckIns = async (db: Db, agentId: string, today: string) => {
  const r = reservations;
  const rows = await db
    .select({
      id: r.id,
      bookingNo: r.bookingNo,
      guestName: r.reservationName,
      packageName: t.tour_packages.name,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      nights: r.nights,
      rooms: r.rooms,
      adults: r.adults,
      children: r.children,
      toddlers: r.toddlers,
      infants: r.infants,
      status: r.status,
      paymentStatus: r.paymentStatus,
      approved: sql<boolean>`${r.approvedAt} IS NOT NULL`,
      paymentDeadline: r.paymentDeadline,
      total: r.total,
    })
    .from(r)
    .leftJoin(t.tour_packages, eq(t.tour_packages.id, r.packageId))
    .where(and(eq(r.ownerId, agentId), gte(r.checkIn, today), notInArray(r.status, [...NOT_SOLD])))
    .orderBy(asc(r.checkIn), asc(r.createdAt), asc(r.id))
    .limit(DASHBOARD_LIMIT);
  return rows.map((row) => ({ ...row, packageName: row.packageName === null ? null : String(row.packageName), paymentDeadline: row.paymentDeadline?.toISOString() ?? null }));
};

interface MonthSales {
  month: number;
  bookings: number;
  /** Sen: the bookings' totals. */
  revenue: number;
}

/**
 * Bookings made per month (the resort's calendar) in the current and the previous year, with their
 * totals in sen; cancelled, expired and not-available bookings are not sales. One grouped query.
 */
const salesOf = async (db: Db, agentId: string, today: string, zone: string) => {
  const year = Number(today.slice(0, 4));
  const r = reservations;
  const startOf = (y: number) => sql`(make_date(${y}::int, 1, 1)::timestamp AT TIME ZONE ${zone}::text)`;
  const local = sql`(${r.createdAt} AT TIME ZONE ${zone}::text)`;
  const rows = await db
    .select({
      year: sql<number>`extract(year from ${local})::int`,
      month: sql<number>`extract(month from ${local})::int`,
      bookings: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${r.total}), 0)::bigint`,
    })
    .from(r)
    .where(and(eq(r.ownerId, agentId), notInArray(r.status, [...NOT_SOLD]), gte(r.createdAt, startOf(year - 1)), lt(r.createdAt, startOf(year + 1))))
    // By position: the two expressions carry their own parameters, which PostgreSQL cannot match by text.
    .groupBy(sql`1`, sql`2`);
  const yearOf = (y: number) => {
    const months: MonthSales[] = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, bookings: 0, revenue: 0 }));
    for (const row of rows.filter((x) => Number(x.year) === y)) months[Number(row.month) - 1] = { month: Number(row.month), bookings: Number(row.bookings), revenue: Number(row.revenue) };
    return { year: y, months, bookings: months.reduce((n, m) => n + m.bookings, 0), revenue: months.reduce((n, m) => n + m.revenue, 0) };
  };
  return { currentYear: yearOf(year), prevYear: yearOf(year - 1) };
};

/**
 * The sidebar badge: how many of the agent's bookings wait for the agent to act. A booking counts once
 * when either
 * - it is Pending with its payment countdown running (`payment_deadline` still ahead): nothing paid and
 *   nothing under review, so the agent must pay before it expires (a slip under review stops the
 *   countdown, so such a booking waits for staff, not for the agent); or
 * - it is Pending or Upcoming, not fully paid, and the last payment sent for it (pending, approved or
 *   rejected; online attempts that never completed do not count) is a slip or cheque staff rejected:
 *   the agent must send a new payment. Sending one, or paying otherwise, clears it.
 * Bookings awaiting staff approval count too when their payment is due: agents may pay before approval.
 */
const badgeOf = async (db: Db, agentId: string, now: Date) => {
  const { rows } = (await db.execute(sql`
    SELECT count(*)::int AS badge,
           count(*) FILTER (WHERE r.status = 'Pending' AND r.payment_deadline > ${now.toISOString()}::timestamptz)::int AS payment_due,
           count(*) FILTER (WHERE latest.status = 'rejected')::int AS slip_rejected
      FROM reservations r
      LEFT JOIN LATERAL (
        SELECT p.status FROM payments p
         WHERE p.reservation_id = r.id AND p.status IN ('pending', 'approved', 'rejected')
         ORDER BY p.created_at DESC, p.id DESC LIMIT 1
      ) latest ON true
     WHERE r.owner_id = ${agentId}
       AND r.status IN ('Pending', 'Upcoming')
       AND ((r.status = 'Pending' AND r.payment_deadline > ${now.toISOString()}::timestamptz)
            OR (latest.status = 'rejected' AND r.payment_status IN ('Pending', 'Partial')))`)) as { rows: { badge: number; payment_due: number; slip_rejected: number }[] };
  const [row] = rows;
  return { badge: Number(row.badge), paymentDue: Number(row.payment_due), slipRejected: Number(row.slip_rejected) };
};

/**
 * `GET /api/agent/dashboard`: everything the agent's dashboard shows, about this agent only. A fixed
 * handful of reads run together, whatever the number of bookings: the agent, its next check-ins, the
 * promotions (a page of packages and their total, the public codes and their free add-ons' names),
 * the statistics grouped in SQL, and the badge.
 */
export const agentDashboard = async (db: Db, actor: Pick<Actor, 'id' | 'accountId' | 'status'>, now: Date, zone: string) => {
  const today = resortToday(now, zone);
  const agentId = actor.accountId;
  const [welcome, checkIns, packages, promoCodes, sales, badge] = await Promise.all([
    welcomeOf(db, actor),
    upcomingCheckIns(db, agentId, today),
    promoPackages(db, now, zone, { start: 0, end: DASHBOARD_LIMIT - 1 }, 'newest'),
    publicCodes(db, now, zone, DASHBOARD_LIMIT),
    salesOf(db, agentId, today, zone),
    badgeOf(db, agentId, now),
  ]);
  return {
    today,
    welcome,
    upcomingCheckIns: checkIns,
    promotions: { packages: packages.packages, packagesTotal: packages.total, promoCodes },
    sales,
    badge: badge.badge,
    actions: { paymentDue: badge.paymentDue, slipRejected: badge.slipRejected },
  };
};

export type AgentDashboard = Awaited<ReturnType<typeof agentDashboard>>;

