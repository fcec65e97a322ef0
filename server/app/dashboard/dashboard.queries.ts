import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../pricing/nights';
import { CONFIRMED_STATUSES, OWING_PAYMENT_STATUSES, PAYABLE_STATUSES, REMINDER_DAYS, roomNightsSql, saleBetween, SOLD_STATUSES, STAY_STATUSES, statusList } from '../reports/figures';

/**
 * The staff dashboard's SQL, one builder per figure. The service runs exactly these, and the bench runs
 * the same `SQL` raw to compare the route against the database's own time. Dates are the resort's days
 * ('YYYY-MM-DD'); every status list is a literal so the partial indexes of migration 0020 apply.
 */

const stay = sql.raw(statusList(STAY_STATUSES));
const sold = sql.raw(statusList(SOLD_STATUSES));
const confirmed = sql.raw(statusList(CONFIRMED_STATUSES));
const payable = sql.raw(statusList(PAYABLE_STATUSES));
const owing = sql.raw(statusList(OWING_PAYMENT_STATUSES));

/** The four cards of a day. */
export const CARD_TYPES = ['current', 'arrival', 'departure', 'endOfDay'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * Who each card counts on day D (a stay is [check-in, check-out)): `current` stay on through the day
 * (arrived before D, leaving after it), `arrival` check in on D, `departure` check out on D, `endOfDay`
 * sleep at the resort the night of D (current + arrivals). The count and the list read this one
 * condition, so a card's count is always its list's length.
 */
export const cardCondition = (type: CardType, date: string): SQL => {
  const d = sql`${date}::date`;
  switch (type) {
    case 'current':
      return sql`r.check_in < ${d} AND r.check_out > ${d}`;
    case 'arrival':
      return sql`r.check_in = ${d}`;
    case 'departure':
      return sql`r.check_out = ${d}`;
    case 'endOfDay':
      return sql`r.check_in <= ${d} AND r.check_out > ${d}`;
  }
};

/** Stays touching day D (on the resort that night, or leaving that morning): the GiST index on the stay and the check-out index. */
const onResort = (date: string) => sql`(daterange(r.check_in, r.check_out) @> ${date}::date OR r.check_out = ${date}::date)`;

/**
 * Statuses that mean the desk has done a card's job: an arrival is checked in once it is in house (or
 * already left again); a departure is checked out once Completed. The rest of an arrival card (Pending,
 * Upcoming) is what the front desk's arrivals list still shows to do (deskDay.ts).
 */
export const CHECKED_IN_STATUSES = ['InHouse', 'Completed'] as const;
export const CHECKED_OUT_STATUSES = ['Completed'] as const;
const checkedIn = sql.raw(statusList(CHECKED_IN_STATUSES));
const checkedOut = sql.raw(statusList(CHECKED_OUT_STATUSES));

/** The four card counts of day D, with the arrivals already checked in and the departures already checked out, in one read. */
export const cardCountsSql = (date: string) => sql`
  SELECT count(*) FILTER (WHERE ${cardCondition('current', date)}) AS current,
         count(*) FILTER (WHERE ${cardCondition('arrival', date)}) AS arrival,
         count(*) FILTER (WHERE ${cardCondition('arrival', date)} AND r.status IN (${checkedIn})) AS arrival_checked_in,
         count(*) FILTER (WHERE ${cardCondition('departure', date)}) AS departure,
         count(*) FILTER (WHERE ${cardCondition('departure', date)} AND r.status IN (${checkedOut})) AS departure_checked_out,
         count(*) FILTER (WHERE ${cardCondition('endOfDay', date)}) AS end_of_day
    FROM reservations r
   WHERE r.status IN (${stay}) AND ${onResort(date)}`;

/** A reservation's row on the dashboard: guest, stay, party, statuses, who booked it and its room numbers. */
const reservationColumns = sql`
  r.id, r.booking_no, r.reservation_name, r.check_in::text AS check_in, r.check_out::text AS check_out, r.nights, r.rooms,
  r.adults, r.children, r.toddlers, r.infants, r.status, r.payment_status, r.total,
  coalesce(nullif(o.company_name, ''), trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, ''))) AS booked_by,
  (SELECT array_agg(rm.room_number ORDER BY rm.room_number) FROM room_allocations a JOIN rooms rm ON rm.id = a.room_id WHERE a.reservation_id = r.id) AS room_numbers`;

/** Money received (approved payments less refunds) on a reservation. */
const paidColumn = sql`
  coalesce((SELECT sum(p.amount) FROM payments p WHERE p.reservation_id = r.id AND p.status = 'approved'), 0)
  - coalesce((SELECT sum(f.refund_amount) FROM refunds f WHERE f.reservation_id = r.id), 0) AS paid`;

/** One card's list on day D, by booking number. */
export const cardListSql = (type: CardType, date: string) => sql`
  SELECT ${reservationColumns}
    FROM reservations r JOIN users o ON o.id = r.owner_id
   WHERE r.status IN (${stay}) AND ${onResort(date)} AND ${cardCondition(type, date)}
   ORDER BY r.check_in, r.booking_no`;

/**
 * Balances to collect before arrival (`reminder`: cut-off date from D to D + REMINDER_DAYS) or whose
 * cut-off date has passed unpaid (`expired`: overdue invoices), for bookings not yet arrived; at most
 * `limit` rows, soonest cut-off first, each with the total of the whole list.
 */
export const paymentRemainderSql = (date: string, type: 'reminder' | 'expired', limit: number) => {
  const cutOff =
    type === 'expired'
      ? sql`r.cut_off_date < ${date}::date`
      : sql`r.cut_off_date >= ${date}::date AND r.cut_off_date <= ${addDays(date, REMINDER_DAYS)}::date`;
  return sql`
    SELECT ${reservationColumns}, r.cut_off_date::text AS cut_off_date, ${paidColumn}, count(*) OVER () AS total_rows
      FROM reservations r JOIN users o ON o.id = r.owner_id
     WHERE r.status IN (${payable}) AND r.payment_status IN (${owing}) AND ${cutOff} AND r.check_in > ${date}::date
     ORDER BY r.cut_off_date, r.check_in, r.booking_no
     LIMIT ${limit}`;
};

/** Confirmed guests on the resort on day D (arriving, staying or leaving) who still owe: the desk collects. */
export const payAtResortSql = (date: string) => sql`
  SELECT ${reservationColumns}, ${paidColumn}
    FROM reservations r JOIN users o ON o.id = r.owner_id
   WHERE r.status IN (${confirmed}) AND r.payment_status IN (${owing}) AND ${onResort(date)}
   ORDER BY r.check_in, r.booking_no`;

/**
 * The transfers of day D, one row per leg: outward legs dated D and return legs whose return date is D,
 * of bookings on the resort that day (a transfer's dates lie inside its stay), by time.
 */
export const pickUpsSql = (date: string) => sql`
  SELECT r.id, r.booking_no, r.reservation_name, r.status, leg.direction, leg.time, leg.pickup_point, leg.drop_location, leg.drop_time,
         (leg.value->>'adults')::int AS adults, (leg.value->>'children')::int AS children,
         (leg.value->>'toddlers')::int AS toddlers, (leg.value->>'infants')::int AS infants,
         tc.id AS trip_id, tc.name AS trip_name, tc.name_translations AS trip_translations, tc.transport_type, tc.trip_type,
         fl.name AS from_name, tl.name AS to_name
    FROM reservations r
   CROSS JOIN LATERAL (
         SELECT e.value, 'outward' AS direction, e.value->>'departureTime' AS time, e.value->>'pickupPoint' AS pickup_point,
                e.value->>'dropLocation' AS drop_location, e.value->>'dropTime' AS drop_time
           FROM jsonb_array_elements(r.booking->'transport') e WHERE e.value->>'date' = ${date}
         UNION ALL
         SELECT e.value, 'return', e.value->>'returnDepartureTime', NULL, NULL, NULL
           FROM jsonb_array_elements(r.booking->'transport') e WHERE e.value->>'returnDate' = ${date}
       ) leg
    JOIN trip_costs tc ON tc.id = (leg.value->>'tripCostId')::uuid
    JOIN locations fl ON fl.id = tc.from_location_id
    JOIN locations tl ON tl.id = tc.to_location_id
   WHERE r.status IN (${stay}) AND ${onResort(date)}
   ORDER BY leg.time NULLS LAST, r.booking_no`;

/**
 * The rooms taken the night of D by a booking (the end-of-day stays), with their room type, the
 * booking's guests per room (matched by room; a room changed since booking takes the rest) and every
 * room type's rooms in service.
 */
export const currentRoomsSql = (date: string) => sql`
  SELECT rm.id AS room_id, rm.room_number, rt.id AS room_type_id, rt.name AS room_type, rt.name_translations AS room_type_translations, rt.code AS room_type_code,
         r.id, r.booking_no, r.reservation_name, r.check_in::text AS check_in, r.check_out::text AS check_out, r.status,
         r.adults + r.children + r.toddlers + r.infants AS booking_guests, r.booking->'rooms' AS booked_rooms
    FROM room_allocations a
    JOIN reservations r ON r.id = a.reservation_id
    JOIN rooms rm ON rm.id = a.room_id
    JOIN room_types rt ON rt.id = rm.room_type_id
   WHERE a.stay @> ${date}::date AND r.status IN (${stay})
   ORDER BY rt.priority DESC NULLS LAST, rt.name, rm.room_number`;

/** Every room type with its rooms in service (the denominators of the current rooms). */
export const roomTypeTotalsSql = () => sql`
  SELECT rt.id, rt.name, rt.name_translations, rt.code, count(rm.id) FILTER (WHERE rm.in_service) AS rooms
    FROM room_types rt LEFT JOIN rooms rm ON rm.room_type_id = rt.id
   WHERE rt.active
   GROUP BY rt.id
   ORDER BY rt.priority DESC NULLS LAST, rt.name`;

/** Slips and cheques waiting for staff, oldest first, at most `limit`, each with the total waiting. */
export const unconfirmedPaymentsSql = (limit: number) => sql`
  SELECT p.id, p.purpose, p.method, p.amount, p.reference_no, p.cheque_no, (extract(epoch FROM p.created_at) * 1000)::bigint AS created_ms,
         r.id AS reservation_id, r.booking_no, r.reservation_name,
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS payer_name, u.company_name AS payer_company,
         p.duplicate_of_id, count(*) OVER () AS total_rows
    FROM payments p
    LEFT JOIN reservations r ON r.id = p.reservation_id
    JOIN users u ON u.id = p.payer_id
   WHERE p.status = 'pending'
   ORDER BY p.created_at, p.id
   LIMIT ${limit}`;

/** The last day of `year`. */
const yearEnd = (year: number) => `${year}-12-31`;

/**
 * Per month of `year` and the year before: sold stays checking in (by check-in date) and sales (the
 * reports' `saleBetween`: sold bookings by their booking day, count and amount in sen).
 */
// Each half sums its days first, in the order of its (day, total) index, then the ~730 days into months:
// extract() on every one of two years' bookings cost PostgreSQL 3–5 times as much (bench, section staff).
export const yearlyGraphSql = (year: number) => sql`
  SELECT 'checkIns' AS figure, extract(year FROM d.day)::int AS year, extract(month FROM d.day)::int AS month, sum(d.bookings)::bigint AS bookings, sum(d.amount) AS amount
    FROM (SELECT r.check_in AS day, count(*) AS bookings, sum(r.total) AS amount
            FROM reservations r
           WHERE r.status IN (${sold}) AND r.check_in >= ${`${year - 1}-01-01`}::date AND r.check_in <= ${yearEnd(year)}::date
           GROUP BY r.check_in) d
   GROUP BY 2, 3
  UNION ALL
  SELECT 'sales', extract(year FROM d.day)::int, extract(month FROM d.day)::int, sum(d.bookings)::bigint, sum(d.amount)
    FROM (SELECT r.invoice_date AS day, count(*) AS bookings, sum(r.total) AS amount
            FROM reservations r
           WHERE ${saleBetween('r', `${year - 1}-01-01`, yearEnd(year))}
           GROUP BY r.invoice_date) d
   GROUP BY 2, 3`;

/** Sales (the reports' `saleBetween`) on day D, in D's month to D and in D's year to D. */
export const salesSql = (date: string) => sql`
  SELECT count(*) FILTER (WHERE r.invoice_date = ${date}::date) AS day_bookings,
         coalesce(sum(r.total) FILTER (WHERE r.invoice_date = ${date}::date), 0) AS day_amount,
         count(*) FILTER (WHERE r.invoice_date >= ${`${date.slice(0, 7)}-01`}::date) AS month_bookings,
         coalesce(sum(r.total) FILTER (WHERE r.invoice_date >= ${`${date.slice(0, 7)}-01`}::date), 0) AS month_amount,
         count(*) AS year_bookings, coalesce(sum(r.total), 0) AS year_amount
    FROM reservations r
   WHERE ${saleBetween('r', `${date.slice(0, 4)}-01-01`, date)}`;

/**
 * A month's figures (`month` = 'YYYY-MM'): sold stays checking in and their guests, room nights sold
 * inside the month (the reports' `roomNightsSql`), and sales made in the month.
 */
export const monthlySql = (month: string) => {
  const first = `${month}-01`;
  const next = nextMonth(month);
  const last = addDays(next, -1);
  return sql`
  SELECT (SELECT count(*) FROM reservations r WHERE r.status IN (${sold}) AND r.check_in BETWEEN ${first}::date AND ${last}::date) AS check_ins,
         (SELECT coalesce(sum(r.adults + r.children + r.toddlers + r.infants), 0) FROM reservations r
           WHERE r.status IN (${sold}) AND r.check_in BETWEEN ${first}::date AND ${last}::date) AS guests,
         (SELECT coalesce(sum(n.room_nights), 0) FROM (${roomNightsSql(first, next)}) n) AS room_nights,
         (SELECT count(*) FROM reservations s WHERE ${saleBetween('s', first, last)}) AS bookings,
         (SELECT coalesce(sum(s.total), 0) FROM reservations s WHERE ${saleBetween('s', first, last)}) AS amount`;
};

/** The first day of the month after `month` ('YYYY-MM'). */
export const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The next bookings to arrive from day D on (not cancelled), soonest first, at most `limit`. */
export const upcomingBookingsSql = (date: string, limit: number) => sql`
  SELECT ${reservationColumns}
    FROM reservations r JOIN users o ON o.id = r.owner_id
   WHERE r.status IN (${payable}) AND r.check_in >= ${date}::date
   ORDER BY r.check_in, r.booking_no
   LIMIT ${limit}`;

/** Bookings whose payment countdown ran out, latest first, at most `limit`, each with the total. */
export const expiredBookingsSql = (limit: number) => sql`
  SELECT ${reservationColumns}, (extract(epoch FROM r.updated_at) * 1000)::bigint AS expired_ms, count(*) OVER () AS total_rows
    FROM reservations r JOIN users o ON o.id = r.owner_id
   WHERE r.status = 'Expired'
   ORDER BY r.updated_at DESC, r.booking_no
   LIMIT ${limit}`;

/**
 * What waits for staff on day D (the menu badge): agent bookings awaiting approval, slips and cheques
 * awaiting review, and overdue invoices (as `paymentRemainderSql(D, 'expired')` counts them).
 */
export const actionCountSql = (date: string) => sql`
  SELECT (SELECT count(*) FROM reservations r WHERE r.approved_at IS NULL AND r.status IN (${payable})) AS approvals,
         (SELECT count(*) FROM payments p WHERE p.status = 'pending') AS payments,
         (SELECT count(*) FROM reservations r
           WHERE r.status IN (${payable}) AND r.payment_status IN (${owing}) AND r.cut_off_date < ${date}::date AND r.check_in > ${date}::date) AS overdue`;
