import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';

/**
 * Webhook events a payment provider delivered, by the provider's event id: written in the transaction
 * that applies the event, so a redelivered or replayed event finds its id taken and changes nothing,
 * whichever server receives it.
 */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  gateway: text('gateway').notNull(),
  type: text('type').notNull(),
  paymentId: uuid('payment_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Captcha solutions already used, by their challenge's signature, kept until the challenge expires:
 * a solution is good for one form post, on any server behind the database.
 */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);

/**
 * Password-reset links e-mailed on request: only the token's SHA-256 is kept; a link works once and
 * for an hour.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => resourceTables.users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
