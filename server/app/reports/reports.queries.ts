import { type SQL, sql } from 'drizzle-orm';
import { resortDayOf, roomMonthsSql, saleBetween } from './figures';

/**
 * The reports' SQL, one builder per report, each reading the figures of `figures.ts`. Exported so that
 * the bench runs exactly the statement the route runs, raw, as its baseline.
 */

/** The first day of `year` and of the year after. */
export const yearBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/**
 * The monthly report of `year`: for every month and room type, its rooms in service, available room
 * nights (rooms in service × nights of the month), room nights sold and room revenue (sen).
 */
export const monthlySql = (year: number): SQL => {
  const { from, to } = yearBounds(year);
  return sql`
    WITH months AS (
      SELECT m::date AS month_start, (m + interval '1 month')::date AS month_end
      FROM generate_series(${from}::date, ${to}::date - 1, interval '1 month') AS m
    ),
    types AS (
      SELECT t.id, t.name, t.priority, count(rm.id) FILTER (WHERE rm.in_service) AS rooms
      FROM room_types t LEFT JOIN rooms rm ON rm.room_type_id = t.id
      GROUP BY t.id, t.name, t.priority
    ),
    figures AS (${roomMonthsSql(from, to)})
    SELECT to_char(m.month_start, 'YYYY-MM') AS month, t.id AS "roomTypeId", t.name AS "roomType",
           t.rooms::int AS "roomsInService", (t.rooms * (m.month_end - m.month_start))::int AS "availableNights",
           coalesce(f.room_nights, 0)::int AS "roomNights", coalesce(f.room_revenue, 0)::float8 AS "roomRevenue"
    FROM months m
    CROSS JOIN types t
    LEFT JOIN figures f ON f.month_start = m.month_start AND f.room_type_id = t.id
    ORDER BY m.month_start, t.priority NULLS LAST, t.name`;
};

/** What sales are grouped by. */
export type SalesDimension = 'agent' | 'leadSource' | 'package';

const SALES_KEYS: Record<SalesDimension, { join: SQL; key: SQL; name: SQL; kind: SQL }> = {
  // Agents by their account (an agency's bookings under the agency); staff and guests each as one row.
  agent: {
    join: sql`JOIN users u ON u.id = r.owner_id`,
    key: sql`CASE WHEN u.kind = 'agent' THEN u.id::text ELSE u.kind END`,
    name: sql`CASE WHEN u.kind = 'agent' THEN coalesce(nullif(u.company_name, ''), trim(u.first_name || ' ' || u.last_name)) ELSE NULL END`,
    kind: sql`u.kind`,
  },
  leadSource: {
    join: sql`LEFT JOIN lead_sources s ON s.id = r.lead_source_id`,
    key: sql`coalesce(s.id::text, 'none')`,
    name: sql`s.name`,
    kind: sql`CASE WHEN s.id IS NULL THEN 'none' ELSE 'lead-source' END`,
  },
  package: {
    join: sql`LEFT JOIN tour_packages p ON p.id = r.package_id`,
    key: sql`coalesce(p.id::text, 'none')`,
    name: sql`p.name`,
    kind: sql`CASE WHEN p.id IS NULL THEN 'none' ELSE 'package' END`,
  },
};

/**
 * Sales booked from `from` to `to` (resort days, both included), grouped by agent, lead source or
 * package: bookings, room nights (rooms × nights), guests and the sales total (sen); largest first.
 */
export const salesSql = (by: SalesDimension, from: string, to: string): SQL => {
  const k = SALES_KEYS[by];
  return sql`
    SELECT ${k.key} AS key, ${k.kind} AS kind, max(${k.name}) AS name, count(*)::int AS bookings,
           sum(r.rooms * r.nights)::int AS "roomNights", sum(r.adults + r.children + r.toddlers + r.infants)::int AS guests,
           sum(r.total)::float8 AS sales
    FROM reservations r
    ${k.join}
    WHERE ${saleBetween('r', from, to)}
    GROUP BY 1, 2
    ORDER BY sales DESC, name NULLS LAST`;
};

/** Sales of `year` and of the year before, month by month: bookings and the sales total (sen). */
export const cumulativeSql = (year: number): SQL => sql`
  WITH months AS (SELECT generate_series(1, 12) AS month),
  sales AS (
    SELECT extract(year FROM r.invoice_date)::int AS year, extract(month FROM r.invoice_date)::int AS month,
           count(*)::int AS bookings, sum(r.total)::float8 AS sales
    FROM reservations r
    WHERE ${saleBetween('r', `${year - 1}-01-01`, `${year}-12-31`)}
    GROUP BY 1, 2
  )
  SELECT m.month, coalesce(t.bookings, 0) AS bookings, coalesce(t.sales, 0) AS sales,
         coalesce(l.bookings, 0) AS "lastYearBookings", coalesce(l.sales, 0) AS "lastYearSales"
  FROM months m
  LEFT JOIN sales t ON t.year = ${year} AND t.month = m.month
  LEFT JOIN sales l ON l.year = ${year - 1} AND l.month = m.month
  ORDER BY m.month`;

/**
 * Payouts of `year` per agent and month: requested (by the resort day asked), paid and rejected (by the
 * day decided), amounts in sen; a request still waiting counts as pending.
 */
export const payoutsSql = (year: number, zone: string): SQL => {
  const { from, to } = yearBounds(year);
  const requested = resortDayOf('p.requested_at', zone);
  const decided = resortDayOf('p.decided_at', zone);
  return sql`
    WITH events AS (
      SELECT p.agent_id, ${requested} AS day, p.amount AS requested, 0 AS paid, 0 AS rejected, CASE WHEN p.status = 'pending' THEN p.amount ELSE 0 END AS pending
      FROM payouts p WHERE ${requested} >= ${from}::date AND ${requested} < ${to}::date
      UNION ALL
      SELECT p.agent_id, ${decided}, 0, CASE WHEN p.status = 'approved' THEN p.amount ELSE 0 END, CASE WHEN p.status = 'rejected' THEN p.amount ELSE 0 END, 0
      FROM payouts p WHERE p.decided_at IS NOT NULL AND ${decided} >= ${from}::date AND ${decided} < ${to}::date
    )
    SELECT e.agent_id AS "agentId", coalesce(nullif(u.company_name, ''), trim(u.first_name || ' ' || u.last_name)) AS agent,
           extract(month FROM e.day)::int AS month,
           sum(e.requested)::float8 AS requested, sum(e.paid)::float8 AS paid, sum(e.rejected)::float8 AS rejected, sum(e.pending)::float8 AS pending
    FROM events e JOIN users u ON u.id = e.agent_id
    GROUP BY 1, 2, 3
    ORDER BY 2, 3`;
};

/** Referral commissions credited in `year` (not taken back), per referring agent and month: bookings and amount (sen). */
export const referralSql = (year: number, zone: string): SQL => {
  const { from, to } = yearBounds(year);
  const day = resortDayOf('c.credited_at', zone);
  return sql`
    SELECT c.agent_id AS "agentId", coalesce(nullif(u.company_name, ''), trim(u.first_name || ' ' || u.last_name)) AS agent,
           extract(month FROM ${day})::int AS month, count(*)::int AS bookings, sum(c.amount)::float8 AS amount
    FROM commissions c JOIN users u ON u.id = c.agent_id
    WHERE c.kind = 'referral' AND c.status = 'credited' AND ${day} >= ${from}::date AND ${day} < ${to}::date
    GROUP BY 1, 2, 3
    ORDER BY 2, 3`;
};
