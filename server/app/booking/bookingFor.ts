import { z } from '@hono/zod-openapi';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import type { Actor } from '../http/env';
import { badRequest } from '../http/errors';
import type { PromoCaller } from '../promo/promoCodes';

const users = resourceTables.users;
const categories = resourceTables.agent_categories;

/**
 * `agencyId` in a desk booking's bodies (quote, promo check, availability, booking): staff book on behalf
 * of this travel agent or freelancer account. Left out, the booking is the resort's own (walk-in or phone
 * guest at the public rates).
 */
export const agencyIdField = z.uuid({ error: 'app.booking.agency_not_bookable' }).optional();

/** Whose booking a call prices and makes: the account that owns it and the caller promo codes are judged for. */
export interface BookingParty {
  ownerId: string;
  caller: PromoCaller;
  /** The agency's e-mail, told of a booking staff made for it (null for the caller's own booking). */
  agencyEmail: string | null;
}

const notBookable = () => badRequest('app.errors.bad_request', { agencyId: 'app.booking.agency_not_bookable' });

/**
 * The party of a booking call. Without `agencyId`, the caller's own account. With it, only staff may
 * book (an agent books for its own agency); the id must name an agent account, or a member of one
 * (standing for its agency, as the reservations filter reads it), that is approved and active, else 400
 * on `agencyId`. The rates, promo codes and commission then follow that account, whatever else the
 * client sends: the server reads the category and standing itself.
 */
export const bookingPartyOf = async (db: Db, actor: Actor, agencyId: string | undefined): Promise<BookingParty> => {
  if (!agencyId) return { ownerId: actor.accountId, caller: actor, agencyEmail: null };
  if (actor.kind !== 'staff') throw notBookable();
  const [named] = await db.select({ id: users.id, agencyId: users.agencyId }).from(users).where(and(eq(users.id, agencyId), eq(users.kind, 'agent')));
  if (!named) throw notBookable();
  const accountId = (named.agencyId as string | null) ?? (named.id as string);
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, accountId), eq(users.kind, 'agent'), eq(users.status, 'A'), eq(users.active, true)));
  if (!account) throw notBookable();
  return { ownerId: account.id as string, caller: { accountId: account.id as string, kind: 'agent' }, agencyEmail: String(account.email) };
};

/** An agency the desk may book for, as its "Book for" list shows it. */
export interface BookableAgency {
  id: string;
  companyName: string | null;
  name: string;
  email: string;
  /** TA travel agent, F freelancer. */
  agentType: string | null;
  /** Its agent category (whose contract rates it gets), if any. */
  category: string | null;
}

/** Most agencies one search answers: the list narrows as the clerk types. */
const AGENCIES_SHOWN = 20;

/**
 * `GET /desk-booking/agencies?q=`: the approved, active agent accounts (travel agents and freelancers,
 * not their members) whose company, name or e-mail holds `q`, by company then name.
 */
export const bookableAgencies = async (db: Db, q: string): Promise<BookableAgency[]> => {
  const text = q.trim().slice(0, 80);
  const like = `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
  const rows = await db
    .select({ id: users.id, companyName: users.companyName, firstName: users.firstName, lastName: users.lastName, email: users.email, agentType: users.agentType, category: categories.name })
    .from(users)
    .leftJoin(categories, eq(categories.id, users.agentCategoryId))
    .where(
      and(
        eq(users.kind, 'agent'),
        eq(users.status, 'A'),
        eq(users.active, true),
        isNull(users.agencyId),
        text ? or(ilike(users.companyName, like), ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)) : undefined,
      ),
    )
    .orderBy(sql`coalesce(${users.companyName}, ${users.firstName})`, asc(users.lastName))
    .limit(AGENCIES_SHOWN);
  return rows.map((r) => ({
    id: r.id as string,
    companyName: (r.companyName as string | null) ?? null,
    name: `${r.firstName as string} ${r.lastName as string}`.trim(),
    email: String(r.email),
    agentType: (r.agentType as string | null) ?? null,
    category: (r.category as string | null) ?? null,
  }));
};
