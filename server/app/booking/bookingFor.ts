import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import type { Actor } from '../http/env';
import { badRequest } from '../http/errors';
import type { PromoCaller } from '../promo/promoCodes';

const users = resourceTables.users;

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
