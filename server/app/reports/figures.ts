import { type SQL, sql } from 'drizzle-orm';

/**
 * The figures the dashboard and the reports share, defined once (the README's "Figures" section says
 * the same in words). Every query that counts sales, stays or room nights reads these.
 */

/**
 * A reservation counts as a sale once it is confirmed: booked and not cancelled, expired or refused.
 * Migration 0024's triggers (reservation_room_months) spell the same list: change both together.
 */
export const SOLD_STATUSES = ['Upcoming', 'InHouse', 'Completed'] as const;

/** A reservation whose guests are, were or will be at the resort (its rooms are taken for its nights). */
export const STAY_STATUSES = ['Pending', 'Upcoming', 'InHouse', 'Completed'] as const;

/** A booking the resort has confirmed (approved, paid or pay-at-resort agreed) whose stay is ahead or under way. */
export const CONFIRMED_STATUSES = ['Upcoming', 'InHouse'] as const;

/** A booking that may still be paid: pending its countdown or approval, or confirmed and not yet arrived. */
export const PAYABLE_STATUSES = ['Pending', 'Upcoming'] as const;

/** Payment statuses that leave a balance to collect. */
export const OWING_PAYMENT_STATUSES = ['Pending', 'Partial'] as const;

/** Days ahead of a booking's cut-off date that its balance shows among the payment reminders. */
export const REMINDER_DAYS = 14;

/**
 * A constant list of statuses as SQL literals (`'Upcoming', 'InHouse'`): literals, not parameters, so
 * that PostgreSQL matches the partial indexes written with the same lists. Never pass user input.
 */
export const statusList = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

// ---- The reports' figures (README "Figures"): each written once here, read by the reports and the bench. ----

const sold = () => sql.raw(statusList(SOLD_STATUSES));

/**
 * The resort's calendar day of a timestamp column (payouts, commissions) in its time zone `zone` (the
 * `booking.timeZone` setting): never the UTC date. The zone is a bound parameter, so queries group by
 * position, not by repeating the expression.
 */
export const resortDayOf = (column: SQL | string, zone: string) => sql`(${typeof column === 'string' ? sql.raw(column) : column} AT TIME ZONE ${zone}::text)::date`;

/**
 * Room nights sold per month and room type for the nights `[from, to)`: one room allocated to a sold
 * reservation for one night (the check-out day is not a night), under the type of the room it occupies.
 * The reservation's status is read from the allocation, where the database keeps a copy (migration
 * 0027): a month's few thousand stays are not each looked up in reservations (41 ms → 1.4 ms).
 */
export const roomNightsSql = (from: string, to: string) => sql`
  SELECT lower(m.span) AS month_start, rm.room_type_id, sum(upper(a.stay * m.span) - lower(a.stay * m.span)) AS room_nights
  FROM room_allocations a
  -- Each stay meets the months it overlaps; its nights in a month are the length of the overlap.
  JOIN (
    SELECT daterange(m::date, (m + interval '1 month')::date) AS span
    FROM generate_series(${from}::date, ${to}::date - 1, interval '1 month') AS m
  ) m ON a.stay && m.span
  JOIN rooms rm ON rm.id = a.room_id
  WHERE a.stay && daterange(${from}::date, ${to}::date) AND a.reservation_status IN (${sold()})
  GROUP BY 1, 2`;

/**
 * Room nights sold and room revenue per month and room type for the months `[from, to)` (`from` and `to`
 * first days of months), summed from `reservation_room_months`: the database keeps there, by triggers on
 * reservations and room allocations (migration 0024), each sold reservation's
 *  - room nights: its allocated rooms' nights (as `roomNightsSql` counts them), by month and room occupied;
 *  - room revenue: its quote's room lines (the room rate of each room and night, before discount,
 *    surcharges and taxes), dated by the night they price (a line without a night, none are written so
 *    now, on the check-in night), by month and the room it was sold as.
 * Each room counts under its room type, looked up when read.
 */
export const roomMonthsSql = (from: string, to: string) => sql`
  SELECT f.month AS month_start, rm.room_type_id, sum(f.room_nights) AS room_nights, sum(f.room_revenue) AS room_revenue
  FROM reservation_room_months f
  JOIN rooms rm ON rm.id = f.room_id
  WHERE f.month >= ${from}::date AND f.month < ${to}::date
  GROUP BY 1, 2`;

/**
 * A sale: a reservation in a sold status, dated by its booking (invoice) day in the resort's calendar,
 * worth its total (what the guest pays: after discount, with taxes). `alias` names the reservations row.
 */
export const saleBetween = (alias: string, from: string, to: string) =>
  sql`${sql.raw(alias)}.status IN (${sold()}) AND ${sql.raw(alias)}.invoice_date BETWEEN ${from}::date AND ${to}::date`;

/** Occupancy in per cent (one decimal): room nights sold ÷ available room nights. */
export const occupancyOf = (roomNights: number, available: number) => (available > 0 ? Math.round((roomNights / available) * 1000) / 10 : 0);

/** Average daily rate in sen: room revenue ÷ room nights sold (0 when none were sold). */
export const adrOf = (roomRevenue: number, roomNights: number) => (roomNights > 0 ? Math.round(roomRevenue / roomNights) : 0);

/** Revenue per available room in sen: room revenue ÷ available room nights (rooms in service × nights). */
export const revparOf = (roomRevenue: number, available: number) => (available > 0 ? Math.round(roomRevenue / available) : 0);
