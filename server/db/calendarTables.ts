import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';

/** The kinds of day staff mark on the resort calendar: the surcharge kinds (`sur-charges.kind`). */
export const CALENDAR_DAY_KINDS = ['weekend', 'peak', 'super-peak', 'custom'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];

/**
 * The resort calendar: one row per day staff marked (a public-holiday eve counted as a weekend, a school
 * holiday as peak…). A day without a row is unmarked. Surcharges that follow the calendar apply on the days
 * of their kind, and promo codes' excluded periods honour the marks.
 */
export const calendarDays = pgTable('calendar_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  kind: text('kind').$type<CalendarDayKind>().notNull(),
  label: text('label'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => resourceTables.users.id, { onDelete: 'set null' }),
});
