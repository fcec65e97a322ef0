import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
