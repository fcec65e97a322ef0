import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A staff member's leave request, from and to inclusive (resort days). `pending` until someone with the
 * `leave` approve permission decides it `approved` or `rejected` (once: a decision is final); the
 * requester may withdraw a pending one (`cancelled`). Pending and approved requests of one person never overlap.
 */
export const staffLeave = pgTable(
  'staff_leave',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => resourceTables.users.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => resourceTables.users.id, { onDelete: 'restrict' }),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('staff_leave_user_idx').on(t.userId, t.fromDate),
    index('staff_leave_status_idx').on(t.status, t.fromDate),
    check('staff_leave_dates_ordered', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
