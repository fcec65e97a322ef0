import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An agent's place at an event: `pending` while an online payment for it is under way (its seats are
 * held until `held_until`), `joined` once paid (or at once for a free event), `released` when the
 * payment failed or the hold ran out. One live registration per agent and event.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull().references(() => resourceTables.events.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id').notNull().references(() => resourceTables.users.id, { onDelete: 'restrict' }),
    seats: integer('seats').notNull(),
    /** Sen: seats × the event's price when joined. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    heldUntil: at('held_until'),
    /** The agent's notes about the members it brings (names, diets); kept by the agent. */
    memberNotes: text('member_notes'),
    joinedAt: at('joined_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('event_registrations_event_idx').on(t.eventId, t.status),
    uniqueIndex('event_registrations_agent_live').on(t.eventId, t.agentId).where(sql`${t.status} <> 'released'`),
    check('event_registrations_seats_positive', sql`${t.seats} > 0`),
  ],
);
