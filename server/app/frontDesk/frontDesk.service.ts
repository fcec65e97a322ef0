import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { reservations, roomAllocations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { deskTimes } from '../booking/deskRules';
import type { QuoteRequest } from '../booking/quoteInput';
import { tripsOf } from '../booking/reservationDesk';
import { personOf, toApiReservation } from '../booking/reservations.read';
import { expireOverdue } from '../booking/reservations.service';
import { settlementsOf } from '../payments/settle';
import { resortToday } from '../settings/resortZone';
import { readSetting } from '../settings/settings';
import { DESK_TABS, deskDayCondition, type DeskTab } from './deskDay';

const t = resourceTables;
const owner = alias(t.users, 'owner');
type Leg = QuoteRequest['transport'][number];

/** More rows than a resort's busiest day holds: the desk shows a day's list whole, never a page of it. */
export const DESK_LIST_MAX = 500;

/** The rooms of each reservation, with their type, in room-number order. */
const roomsOf = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Map<string, { id: string; roomNumber: number; code: string; roomTypeId: string; roomType: string }[]>();
  const rows = await db
    .select({ reservationId: roomAllocations.reservationId, id: t.rooms.id, roomNumber: t.rooms.roomNumber, code: t.rooms.code, roomTypeId: t.room_types.id, roomType: t.room_types.name })
    .from(roomAllocations)
    .innerJoin(t.rooms, eq(t.rooms.id, roomAllocations.roomId))
    .innerJoin(t.room_types, eq(t.room_types.id, t.rooms.roomTypeId))
    .where(inArray(roomAllocations.reservationId, ids))
    .orderBy(asc(t.rooms.roomNumber));
  const byReservation = new Map<string, { id: string; roomNumber: number; code: string; roomTypeId: string; roomType: string }[]>();
  for (const { reservationId, ...room } of rows) {
    const list = byReservation.get(reservationId as string) ?? [];
    list.push({ id: room.id as string, roomNumber: room.roomNumber as number, code: room.code as string, roomTypeId: room.roomTypeId as string, roomType: room.roomType as string });
    byReservation.set(reservationId as string, list);
  }
  return byReservation;
};

/** A booking's transfers that run on `day`: the way there (its date) and the way back (its return date). */
const legsOn = (legs: Leg[], day: string) =>
  legs.flatMap((leg) => [
    ...(leg.date === day ? [{ leg, direction: 'out' as const, time: leg.departureTime ?? null }] : []),
    ...(leg.returnDate === day ? [{ leg, direction: 'return' as const, time: leg.returnDepartureTime ?? null }] : []),
  ]);

/** How many reservations each of the day's lists holds, in one read. */
const countsOn = async (db: Db, day: string) => {
  const [row] = await db
    .select(Object.fromEntries(DESK_TABS.map((tab) => [tab, count(sql`CASE WHEN ${deskDayCondition(tab, day)} THEN 1 END`)])) as Record<DeskTab, ReturnType<typeof count>>)
    .from(reservations)
    .where(sql`${reservations.checkIn} <= ${day} AND ${reservations.checkOut} >= ${day}`);
  return row as Record<DeskTab, number>;
};

/**
 * One of the front desk's lists for a resort date (today when none is given), with every list's count:
 * each booking with its lead name, rooms, guests, agency, money owed, the day's transfers, requests, and
 * when the desk may act on it (the rules the status routes enforce). A fixed number of reads.
 */
export const frontDeskDay = async (db: Db, query: { date?: string; tab: DeskTab }, now: Date) => {
  await expireOverdue(db, now);
  const booking = await readSetting(db, 'booking');
  const today = resortToday(now, booking.timeZone);
  const day = query.date ?? today;
  const [rows, counts] = await Promise.all([
    db
      .select({ row: reservations, agency: { id: owner.id, companyName: owner.companyName, firstName: owner.firstName, lastName: owner.lastName, email: owner.email } })
      .from(reservations)
      .innerJoin(owner, eq(owner.id, reservations.ownerId))
      .where(deskDayCondition(query.tab, day))
      .orderBy(asc(reservations.reservationName), asc(reservations.bookingNo))
      .limit(DESK_LIST_MAX),
    countsOn(db, day),
  ]);
  const ids = rows.map(({ row }) => row.id);
  const legs = rows.flatMap(({ row }) => legsOn(((row.booking as { transport?: Leg[] }).transport ?? []) as Leg[], day));
  const [rooms, money, trips] = await Promise.all([roomsOf(db, ids), settlementsOf(db, ids), tripsOf(db, legs.map((l) => l.leg))]);
  return {
    date: day,
    today,
    tab: query.tab,
    counts,
    rows: rows.map(({ row, agency }) => {
      return {
        ...toApiReservation(row),
        agency: personOf(agency),
        rooms: rooms.get(row.id) ?? [],
        balanceDue: money.get(row.id)?.balanceDue ?? row.total,
        pendingPayments: money.get(row.id)?.pending ?? 0,
        transfers: legsOn(((row.booking as { transport?: Leg[] }).transport ?? []) as Leg[], day).map(({ leg, direction, time }) => {
          const trip = trips.get(leg.tripCostId);
          return {
            tripCostId: leg.tripCostId,
            name: trip?.name ?? null,
            transportType: trip?.transportType ?? null,
            direction,
            time,
            place: direction === 'out' ? (leg.pickupPoint ?? trip?.from ?? null) : (trip?.to ?? null),
            persons: leg.adults + leg.children + leg.toddlers + leg.infants,
          };
        }),
        desk: deskTimes(row, now, booking),
      };
    }),
  };
};

export type FrontDeskDay = Awaited<ReturnType<typeof frontDeskDay>>;
export type FrontDeskRow = FrontDeskDay['rows'][number];
