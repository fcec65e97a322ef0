import { and, eq, type SQL } from 'drizzle-orm';
import { reservations } from '../../db/bookingTables';
import type { Actor } from '../http/env';
import { PUBLIC_RATES_OWNER } from './quoteInput';

/**
 * Which reservations a reader may reach: staff every one (no scope); an agency those its account owns
 * (`ownerId`, also guest bookings made through its booking link); a guest those it booked itself on the
 * guest site (`guestId`), whoever owns them. Anything outside answers 404, as if it did not exist.
 */
export type ReservationScope = { ownerId: string; guestId?: undefined } | { guestId: string; ownerId?: undefined } | undefined;

/** The scope of the signed-in caller. */
export const scopeOf = (actor: Pick<Actor, 'kind' | 'id' | 'accountId'>): ReservationScope =>
  actor.kind === 'staff' ? undefined : actor.kind === 'guest' ? { guestId: actor.id } : { ownerId: actor.accountId };

/** The scope as a condition on `reservations` (undefined: every reservation). */
export const scopeCondition = (scope: ReservationScope): SQL | undefined => {
  if (scope?.guestId) return and(eq(reservations.bookedFrom, 'guest-portal'), eq(reservations.bookedById, scope.guestId));
  if (scope?.ownerId) return eq(reservations.ownerId, scope.ownerId);
  return undefined;
};

type Owned = Pick<typeof reservations.$inferSelect, 'ownerId' | 'bookedById' | 'bookedFrom'>;

/** Whether a reservation row is within the scope. */
export const inScope = (scope: ReservationScope, row: Owned) => {
  if (scope?.guestId) return row.bookedFrom === 'guest-portal' && row.bookedById === scope.guestId;
  if (scope?.ownerId) return row.ownerId === scope.ownerId;
  return true;
};

/** Whether `actor` may reach this reservation row (the check before a change, inside its lock). */
export const mayReach = (actor: Pick<Actor, 'kind' | 'id' | 'accountId'>, row: Owned) => inScope(scopeOf(actor), row);

/**
 * Whose rates a booking is re-priced at when it changes: a guest's booking always at the public rates, also
 * when an agent's booking link made the agent its owner (the guest never pays a contract rate); any other
 * booking at its owner's.
 */
export const ratesOwnerOf = (row: Pick<Owned, 'ownerId' | 'bookedFrom'>) => (row.bookedFrom === 'guest-portal' ? PUBLIC_RATES_OWNER : row.ownerId);
