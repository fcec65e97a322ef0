import { customType, index, pgTable, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';

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
    reservationId: uuid('reservation_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('room_allocations_hold_idx').on(t.holdId), index('room_allocations_reservation_idx').on(t.reservationId)],
);
