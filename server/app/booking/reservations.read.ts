import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { reservationGuests, reservations, roomAllocations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { notFound } from '../http/errors';
import type { Translate } from '../http/i18n';
import type { Locale } from '../../../i18n/types';
import type { Quote } from '../pricing';
import { describeQuote } from '../pricing/describe';
import type { ReservationListFilter } from './reservationFilter';
import { RESERVATION_STATUSES } from './transitions';
import { optionOf, periodSelection, readPackageOption, type PackageOption } from './packageOption';
import { scopeCondition, type ReservationScope } from './reservationScope';

type Row = typeof reservations.$inferSelect;

export interface ReservationFilter extends Omit<ReservationListFilter, 'status'> {
  /** Agents see only their agency's (its account's), guests only those they booked. */
  scope?: ReservationScope;
  /** The reader's language, for the package option's name. */
  locale?: Locale;
  status?: string;
}

/**
 * A reservation as the API lists it, with the resort's check-in and check-out times from its quote; the
 * quote itself and the booking's details come with one reservation ({@link getReservation}).
 */
export const toApiReservation = ({ quote: storedQuote, booking: _booking, ...row }: Row) => {
  const quote = storedQuote as { checkInTime?: string; checkOutTime?: string };
  return {
    ...row,
    approved: row.approvedAt !== null,
    checkInTime: quote.checkInTime ?? null,
    checkOutTime: quote.checkOutTime ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paymentDeadline: row.paymentDeadline?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

const owner = alias(resourceTables.users, 'owner');

/** Whose booking it is: the agency (or freelancer, or staff member) whose account owns it. */
const agencySelection = {
  id: owner.id,
  companyName: owner.companyName,
  firstName: owner.firstName,
  lastName: owner.lastName,
  email: owner.email,
};
/** A person as reservations name them: the agency's company (if any), the person's name and e-mail. */
export const personOf = (a: { id: unknown; companyName: unknown; firstName: unknown; lastName: unknown; email: unknown }) => ({
  id: a.id as string,
  companyName: (a.companyName as string | null) ?? null,
  name: `${a.firstName as string} ${a.lastName as string}`.trim(),
  email: String(a.email),
});

/** A page of reservations, newest first, each with its agency, and the total. */
export const listReservations = async (db: Db, filter: ReservationFilter, range: { start: number; end: number }) => {
  const conditions: (SQL | undefined)[] = [];
  conditions.push(scopeCondition(filter.scope));
  // An agency is its account; a member chosen stands for its agency.
  if (filter.agencyId)
    conditions.push(eq(reservations.ownerId, sql`coalesce((SELECT agency_id FROM users WHERE id = ${filter.agencyId}), ${filter.agencyId}::uuid)`));
  if (filter.status && (RESERVATION_STATUSES as readonly string[]).includes(filter.status)) conditions.push(eq(reservations.status, filter.status));
  if (filter.paymentStatus) conditions.push(eq(reservations.paymentStatus, filter.paymentStatus));
  if (filter.approved !== undefined) conditions.push(filter.approved ? isNotNull(reservations.approvedAt) : isNull(reservations.approvedAt));
  if (filter.checkInFrom) conditions.push(gte(reservations.checkIn, filter.checkInFrom));
  if (filter.checkInTo) conditions.push(lte(reservations.checkIn, filter.checkInTo));
  if (filter.q) conditions.push(or(ilike(reservations.bookingNo, `%${filter.q}%`), ilike(reservations.reservationName, `%${filter.q}%`)));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: reservations, agency: agencySelection, option: periodSelection })
      .from(reservations)
      .innerJoin(owner, eq(owner.id, reservations.ownerId))
      .leftJoin(resourceTables.package_periods, eq(resourceTables.package_periods.id, reservations.packagePeriodId))
      .where(where)
      .orderBy(desc(reservations.createdAt), asc(reservations.id))
      .limit(range.end - range.start + 1)
      .offset(range.start),
    db.select({ total: count() }).from(reservations).where(where),
  ]);
  return { records: rows.map(({ row, agency, option }) => ({ ...toApiReservation(row), agency: personOf(agency), packageOption: optionOf(option, filter.locale) })), total };
};

/**
 * One reservation with its guests, rooms, booking details and quote (worded in the reader's language);
 * one outside the caller's scope (another agency's, another guest's) does not exist for the caller.
 */
export const getReservation = async (db: Db, t: Translate, id: string, scope?: ReservationScope): Promise<ApiReservationDetail> => {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), scopeCondition(scope)));
  if (!row) throw notFound('app.errors.not_found');
  const [guests, rooms, option] = await Promise.all([
    db.select().from(reservationGuests).where(eq(reservationGuests.reservationId, id)).orderBy(asc(reservationGuests.roomIndex)),
    db
      .select({ id: resourceTables.rooms.id, roomNumber: resourceTables.rooms.roomNumber, code: resourceTables.rooms.code })
      .from(roomAllocations)
      .innerJoin(resourceTables.rooms, eq(resourceTables.rooms.id, roomAllocations.roomId))
      .where(eq(roomAllocations.reservationId, id)),
    readPackageOption(db, row.packagePeriodId, t.locale),
  ]);
  return presentReservation(row, guests, rooms as AllocatedRoom[], t, option);
};

type GuestRow = typeof reservationGuests.$inferSelect;
interface AllocatedRoom {
  id: string;
  roomNumber: number;
  code: string;
}

/**
 * One reservation as the API answers it: guests by room, rooms, booking details, the package option it
 * was booked under (by name, in the reader's language) and the worded quote.
 */
export const presentReservation = (row: Row, guests: GuestRow[], rooms: AllocatedRoom[], t: Translate, packageOption: PackageOption | null) => ({
  ...toApiReservation(row),
  packageOption,
  booking: row.booking,
  quote: describeQuote(row.quote as Quote, t),
  guests: [...guests].sort((a, b) => a.roomIndex - b.roomIndex),
  roomsAllocated: rooms,
});
export type ApiReservationDetail = ReturnType<typeof presentReservation>;
