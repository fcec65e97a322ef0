import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './authTables';
import { reservations } from './bookingTables';
import { resourceTables } from './generated';

const at = (name: string) => timestamp(name, { withTimezone: true });
const agent = () => uuid('agent_id').notNull().references(() => resourceTables.users.id, { onDelete: 'cascade' });

/** An agent's own wording of a resort banner (`/api/agent-banner`): the headline printed over its artwork. */
export const agentBanners = pgTable(
  'agent_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agent(),
    bannerId: uuid('banner_id').notNull().references(() => resourceTables.banners.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('agent_banners_agent_banner').on(t.agentId, t.bannerId)],
);

/** The price an agent sells an add-on at to its own guests (My Addons); the resort's price is what the agent pays. */
export const agentAddonPrices = pgTable(
  'agent_addon_prices',
  {
    agentId: agent(),
    addonId: uuid('addon_id').notNull().references(() => resourceTables.addon_sub_categories.id, { onDelete: 'cascade' }),
    /** Sen, per the add-on's price type. */
    sellingPrice: bigint('selling_price', { mode: 'number' }).notNull(),
    childSellingPrice: bigint('child_selling_price', { mode: 'number' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.addonId] }), check('agent_addon_prices_not_negative', sql`${t.sellingPrice} >= 0 AND coalesce(${t.childSellingPrice}, 0) >= 0`)],
);

/** The papers an agent keeps on file with the resort (tourism licence, company registration, IC or passport). */
export const agentTravelDocuments = pgTable(
  'agent_travel_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agent(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** An upload path (/uploads/…). */
    file: text('file'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('agent_travel_documents_agent_idx').on(t.agentId)],
);

/** An agent's review of a stay it booked, written once the guests have checked out. */
export const stayReviews = pgTable(
  'stay_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull().references(() => reservations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull().references(() => resourceTables.users.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('stay_reviews_reservation').on(t.reservationId), check('stay_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`)],
);

/**
 * An agency's e-mail templates (`/api/agent-email-file`): the subject and body its members send guests,
 * with an optional attachment (a private upload, read back through the route). Owned by the agency's
 * account; every member reads them, admins and editors write them.
 */
export const agentEmailFiles = pgTable(
  'agent_email_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agent(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('agent_email_files_agent_idx').on(t.agentId)],
);
