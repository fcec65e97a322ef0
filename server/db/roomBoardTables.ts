import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';

/** What housekeeping can say of a room; "out of order" is not stored here but comes from a dated block. */
export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected'] as const;
export type StoredHousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/**
 * The housekeeping state of a room (one row per room; a room without a row is clean). Kept apart from
 * the generated `rooms` table so the set-up screens, which describe a room, do not carry the day's state.
 */
export const roomHousekeeping = pgTable('room_housekeeping', {
  roomId: uuid('room_id')
    .primaryKey()
    .references(() => resourceTables.rooms.id, { onDelete: 'cascade' }),
  status: text('status').$type<StoredHousekeepingStatus>().notNull(),
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => resourceTables.users.id, { onDelete: 'set null' }),
});

/**
 * A room out of order for some nights `[from, to)`. Its nights are taken by a room allocation pointing at
 * the block (`room_allocations.block_id`), so the availability search, holds and room changes — which all
 * go through the allocations' exclusion constraint — never sell those nights.
 */
export const roomBlocks = pgTable(
  'room_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => resourceTables.rooms.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    createdBy: uuid('created_by').references(() => resourceTables.users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('room_blocks_room_idx').on(t.roomId)],
);
