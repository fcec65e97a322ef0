import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resourceTables } from './generated';

/**
 * What a guest account (users.kind = 'guest') carries beyond the shared users row: whether its e-mail is
 * confirmed, the language its e-mails are written in, and the guest fields of spec section 3 (the same as
 * a reservation's guests), so a booking can prefill its lead guest. Kept out of the users table, which
 * the staff and agent resources generate.
 */
export const guestProfiles = pgTable('guest_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => resourceTables.users.id, { onDelete: 'cascade' }),
  /** Null until the e-mailed link is opened: such a guest may sign in but not book. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** en, my or cn: the language of every e-mail to the guest. */
  locale: text('locale').notNull().default('en'),
  chineseName: text('chinese_name'),
  age: integer('age'),
  idNumber: text('id_number'),
  nonMalaysian: boolean('non_malaysian').notNull().default(false),
  phones: jsonb('phones').$type<string[]>().notNull().default([]),
  countryCode: text('country_code'),
  address: text('address'),
  area: text('area'),
  city: text('city'),
  postcode: text('postcode'),
  state: text('state'),
  country: text('country'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Sign-up confirmation links e-mailed to guests: only the token's SHA-256 is kept; a link works once and
 * for a set time (see guestAccounts.ts).
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
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
  (t) => [index('email_confirmations_user_created_idx').on(t.userId, t.createdAt)],
);
