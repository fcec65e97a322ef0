import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import { reservations } from '../../db/bookingTables';

/** The front desk's three lists of a day. */
export const DESK_TABS = ['arrivals', 'departures', 'inHouse'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

/**
 * Which reservations each list of resort date `day` holds, defined once (the dashboard's cards count
 * the same): arrivals check in that day and are not in yet (Pending or Upcoming); departures are in
 * house and check out that day; in house are checked in and stay the night of that day. The three
 * never overlap: a guest leaving today is a departure, not in house tonight.
 */
export const deskDayCondition = (tab: DeskTab, day: string): SQL => {
  switch (tab) {
    case 'arrivals':
      return and(eq(reservations.checkIn, day), inArray(reservations.status, ['Pending', 'Upcoming'])) as SQL;
    case 'departures':
      return and(eq(reservations.checkOut, day), eq(reservations.status, 'InHouse')) as SQL;
    case 'inHouse':
      return and(eq(reservations.status, 'InHouse'), lte(reservations.checkIn, day), gt(reservations.checkOut, day)) as SQL;
  }
};
