import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';
import { roomBlocks } from './roomBoardTables';

/** PostgreSQL's `daterange`: a stay is `[check-in, check-out)`, the nights a room is taken. */
export const daterange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

/**
 * A set of rooms held for someone building a booking. The hold itself expires; its rooms are the
 * allocations that point at it.
 */
export const roomHolds = pgTable(
  'room_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id').references(() => resourceTables.tour_packages.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => resourceTables.users.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the hold was extended for payment (allowed once). */
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('room_holds_owner_idx').on(t.ownerId), index('room_holds_expires_idx').on(t.expiresAt)],
);

/**
 * One room taken for one stay, by a hold (with `expires_at`) or a reservation. The database refuses two
 * allocations of one room with overlapping stays (an exclusion constraint in migration 0004), so no
 * room is ever booked twice, whatever the application does. Expired rows are ignored by availability
 * and deleted for the rooms at hand inside the transaction that needs them.
 */
export const roomAllocations = pgTable(
  'room_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => resourceTables.rooms.id, { onDelete: 'restrict' }),
    stay: daterange('stay').notNull(),
    holdId: uuid('hold_id').references(() => roomHolds.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references((): AnyPgColumn => reservations.id, { onDelete: 'cascade' }),
    /** A room out of order for these nights (server/app/roomBoard/outOfOrder.ts): never sold, never expires. */
    blockId: uuid('block_id').references(() => roomBlocks.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // What the room board shows on a bar, copied from the booking (or the hold's owner) and kept so by
    // the database's triggers (migration 0027), never written by the app: the board reads the window's
    // allocations alone instead of looking up each booking (server/app/roomBoard/roomBoard.query.ts).
    bookingNo: text('booking_no'),
    reservationName: text('reservation_name'),
    reservationStatus: text('reservation_status'),
    paymentStatus: text('payment_status'),
    ownerId: uuid('owner_id'),
  },
  (t) => [
    index('room_allocations_hold_idx').on(t.holdId),
    index('room_allocations_reservation_idx').on(t.reservationId),
    index('room_allocations_block_idx').on(t.blockId),
    // The exclusion constraint's index leads with room_id, so a search by dates alone scans most of it;
    // availability asks "what overlaps these nights, any room", which this index answers directly.
    index('room_allocations_stay_idx').using('gist', t.stay),
  ],
);

/**
 * A booking. Status and payment status are two fields (DESIGN.md section 9); their transitions live
 * in one table in code (server/app/booking/transitions.ts).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingNo: text('booking_no').notNull().unique(),
    invoiceNo: text('invoice_no').notNull().unique(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** The agent or staff member who booked; agents see only their own. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => resourceTables.users.id, { onDelete: 'restrict' }),
    /** The person who made it: the owner, or a member of the owner's agency. */
    bookedById: uuid('booked_by_id').references(() => resourceTables.users.id, { onDelete: 'set null' }),
    /** Where it was booked: agent-portal, back-office or guest-portal. */
    bookedFrom: text('booked_from').notNull(),
    takenBy: text('taken_by').notNull(),
    packageId: uuid('package_id').references(() => resourceTables.tour_packages.id, { onDelete: 'restrict' }),
    /**
     * The package option booked under (one of the package's periods), as chosen in the wizard or, when
     * none was sent, the period covering the check-in. Null only for bookings without a package.
     */
    packagePeriodId: uuid('package_period_id').references(() => resourceTables.package_periods.id, { onDelete: 'restrict' }),
    reservationName: text('reservation_name').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    rooms: integer('rooms').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    toddlers: integer('toddlers').notNull(),
    infants: integer('infants').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** Agent bookings wait in Awaiting Approvals until staff approve them. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => resourceTables.users.id, { onDelete: 'set null' }),
    /** An unpaid reservation expires here and frees its rooms. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** When the guests were checked in (null before, and again after a check-in is undone): bounds the undo. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When it was cancelled: the cancellation policy's fee is the one for the notice given then, not on the day of the refund. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the guest's reminder before arrival was queued (sent once per booking; see arrivalReminders.ts). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cutOffDate: date('cut_off_date', { mode: 'string' }).notNull(),
    bedType: text('bed_type'),
    leadSourceId: uuid('lead_source_id').references(() => resourceTables.lead_sources.id, { onDelete: 'restrict' }),
    specialRequests: text('special_requests'),
    foodNotes: text('food_notes'),
    promoCode: text('promo_code'),
    /** The request the price was made from (rooms, add-ons, transfers) and the server's quote, line by line. */
    booking: jsonb('booking').notNull(),
    quote: jsonb('quote').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reservations_owner_idx').on(t.ownerId),
    index('reservations_status_idx').on(t.status),
    index('reservations_check_in_idx').on(t.checkIn),
    index('reservations_deadline_idx').on(t.paymentDeadline),
    // The staff dashboard's and the reports' reads (server/app/dashboard/dashboard.queries.ts,
    // server/app/reports): partial on the same literal status lists as their queries (reports/figures.ts
    // STAY_STATUSES, SOLD_STATUSES, PAYABLE_STATUSES, OWING_PAYMENT_STATUSES), so that a day's figures read
    // the stays of that day, not the 100,000 bookings ever made (measured by `npm run bench`, section staff).
    index('reservations_stay_range_idx')
      .using('gist', sql`daterange(${t.checkIn}, ${t.checkOut})`)
      .where(sql`status IN ('Pending', 'Upcoming', 'InHouse', 'Completed')`),
    index('reservations_stay_check_out_idx').on(t.checkOut).where(sql`status IN ('Pending', 'Upcoming', 'InHouse', 'Completed')`),
    // (day, total): the yearly graphs and sales sum a year's sales from the index alone.
    index('reservations_sold_invoice_date_idx').on(t.invoiceDate, t.total).where(sql`status IN ('Upcoming', 'InHouse', 'Completed')`),
    index('reservations_sold_check_in_idx').on(t.checkIn, t.total).where(sql`status IN ('Upcoming', 'InHouse', 'Completed')`),
    // The monthly report joins a year's room allocations to their sold reservations: this answers "is it
    // sold" from the index alone instead of reading every reservation row.
    index('reservations_sold_id_idx').on(t.id).where(sql`status IN ('Upcoming', 'InHouse', 'Completed')`),
    index('reservations_owing_cut_off_idx').on(t.cutOffDate).where(sql`status IN ('Pending', 'Upcoming') AND payment_status IN ('Pending', 'Partial')`),
    index('reservations_awaiting_approval_idx').on(t.createdAt).where(sql`approved_at IS NULL AND status IN ('Pending', 'Upcoming')`),
  ],
);

/**
 * Room nights and room revenue of each sold reservation by month and room (README "Figures"), kept by
 * database triggers on `reservations` and `room_allocations` (migration 0023, the functions
 * `reservation_room_months_nights` and `reservation_room_months_revenue`): whoever writes a booking, these
 * rows follow, and the monthly report sums them instead of expanding every quote's lines. Never written by
 * the application. `source` says which figure a row carries: `allocations` (room nights, the room occupied)
 * or `quote` (room revenue, the room sold). The room's type is looked up when read, so a room moved to
 * another type counts under its type of today, as before.
 */
export const reservationRoomMonths = pgTable(
  'reservation_room_months',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    roomId: uuid('room_id').notNull(),
    roomNights: integer('room_nights').notNull().default(0),
    /** Sen. */
    roomRevenue: bigint('room_revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.source, t.month, t.roomId] }),
    // A year of the monthly report read from the index alone.
    index('reservation_room_months_month_idx').on(t.month, t.roomId, t.roomNights, t.roomRevenue),
  ],
);

/** The guests of a reservation (spec section 3's guest fields), the first of each room its lead. */
export const reservationGuests = pgTable(
  'reservation_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    roomIndex: integer('room_index').notNull(),
    fullName: text('full_name').notNull(),
    chineseName: text('chinese_name'),
    age: integer('age').notNull(),
    idNumber: text('id_number').notNull(),
    nonMalaysian: boolean('non_malaysian').notNull(),
    seniorCitizen: boolean('senior_citizen').notNull(),
    disabled: boolean('disabled').notNull(),
    vegetarian: boolean('vegetarian').notNull(),
    email: text('email'),
    phones: text('phones').array().notNull(),
    address: text('address'),
    city: text('city'),
    postcode: text('postcode'),
    area: text('area'),
    state: text('state'),
    country: text('country').notNull(),
    countryCode: text('country_code'),
  },
  (t) => [index('reservation_guests_reservation_idx').on(t.reservationId)],
);

/** Gapless counters (booking and invoice numbers): incremented inside the booking's own transaction. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
