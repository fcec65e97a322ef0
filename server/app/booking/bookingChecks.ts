import { sql } from 'drizzle-orm';
import { settings } from '../../db/authTables';
import type { Db } from '../../db/client';
import { roomAllocations, roomHolds } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { compiledStatement } from '../../db/prepared';
import type { AgeBand } from './guestAges';

const t = resourceTables;
const periods = t.package_periods;

/** The caller's unreleased hold (whether it expired is the caller's to judge). */
export interface CheckedHold {
  id: string;
  checkIn: string;
  checkOut: string;
  expiresAt: Date;
}

/** A held room with its type's guest limits. */
export interface HeldRoom {
  id: string;
  roomNumber: number;
  code: string;
  roomTypeId: string;
  maxAdults: number;
  maxChildren: number;
  maxPax: number;
}

export interface BookingChecks {
  hold: CheckedHold | null;
  bands: AgeBand[];
  /** The active package's limits (null when there is no such active package). */
  pkg: { maxPax: number | null; availableCount: number | null; boughtCount: number | null } | null;
  heldRooms: HeldRoom[];
  /** The bed combinations the held rooms' types offer, by name. */
  bedTypes: string[];
  /**
   * The package option (a period of the package holding the hold's check-in): the one asked for, or else the
   * shortest holding it (as `resolvePackagePeriod` chooses); null when none does.
   */
  period: { id: string; name: string; nameTranslations: unknown; startDate: string; endDate: string } | null;
  /** The stored `booking` setting (null when none is stored or it was not asked for). */
  bookingSetting: unknown;
}

type Row = Omit<BookingChecks, 'hold'> & { hold: (Omit<CheckedHold, 'expiresAt'> & { expiresAt: string }) | null };

interface CheckRequest {
  holdId: string;
  ownerId: string;
  packageId: string;
  packagePeriodId?: string;
  withBookingSetting: boolean;
}

const bookingChecks = compiledStatement<Omit<CheckRequest, 'packagePeriodId'> & { packagePeriodId: string | null }>('booking_checks', (request) => {
  const live = sql`${roomHolds.id} = ${request.holdId}::uuid AND ${roomHolds.ownerId} = ${request.ownerId}::uuid AND ${roomHolds.releasedAt} IS NULL`;
  return sql`SELECT
      (SELECT json_build_object('id', ${roomHolds.id}, 'checkIn', ${roomHolds.checkIn}, 'checkOut', ${roomHolds.checkOut}, 'expiresAt', ${roomHolds.expiresAt})
         FROM ${roomHolds} WHERE ${live}) AS hold,
      (SELECT coalesce(json_agg(json_build_object('paxType', ${t.pax_settings.paxType}, 'minAgeMonths', ${t.pax_settings.minAgeMonths}, 'maxAgeMonths', ${t.pax_settings.maxAgeMonths})), '[]'::json)
         FROM ${t.pax_settings} WHERE ${t.pax_settings.active} = true) AS bands,
      (SELECT json_build_object('maxPax', ${t.tour_packages.maxPax}, 'availableCount', ${t.tour_packages.availableCount}, 'boughtCount', ${t.tour_packages.boughtCount})
         FROM ${t.tour_packages} WHERE ${t.tour_packages.id} = ${request.packageId}::uuid AND ${t.tour_packages.active} = true) AS pkg,
      (SELECT coalesce(json_agg(json_build_object('id', ${roomAllocations.roomId}, 'roomNumber', ${t.rooms.roomNumber}, 'code', ${t.rooms.code}, 'roomTypeId', ${t.rooms.roomTypeId},
                'maxAdults', ${t.room_types.maxAdults}, 'maxChildren', ${t.room_types.maxChildren}, 'maxPax', ${t.room_types.maxPax})), '[]'::json)
         FROM ${roomAllocations} JOIN ${t.rooms} ON ${t.rooms.id} = ${roomAllocations.roomId} JOIN ${t.room_types} ON ${t.room_types.id} = ${t.rooms.roomTypeId}
        WHERE ${roomAllocations.holdId} = ${request.holdId}::uuid) AS "heldRooms",
      (SELECT coalesce(json_agg(DISTINCT ${t.bed_combinations.name}), '[]'::json)
         FROM ${roomAllocations} JOIN ${t.rooms} ON ${t.rooms.id} = ${roomAllocations.roomId}
         JOIN ${t.bed_combinations} ON ${t.bed_combinations.roomTypeId} = ${t.rooms.roomTypeId} AND ${t.bed_combinations.active} = true
        WHERE ${roomAllocations.holdId} = ${request.holdId}::uuid) AS "bedTypes",
      (SELECT json_build_object('id', ${periods.id}, 'name', ${periods.name}, 'nameTranslations', ${periods.nameTranslations}, 'startDate', ${periods.startDate}, 'endDate', ${periods.endDate})
         FROM ${periods} JOIN ${roomHolds} ON ${live}
        WHERE ${periods.tourPackageId} = ${request.packageId}::uuid AND ${periods.active} = true
          AND ${periods.startDate} <= ${roomHolds.checkIn} AND ${periods.endDate} >= ${roomHolds.checkIn}
          AND (${request.packagePeriodId}::uuid IS NULL OR ${periods.id} = ${request.packagePeriodId}::uuid)
        ORDER BY ${periods.endDate} - ${periods.startDate}, ${periods.startDate} LIMIT 1) AS period,
      (SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'booking' AND ${request.withBookingSetting}::boolean) AS "bookingSetting"`;
});

/**
 * What a new booking is checked against before it is priced, in one statement (one round trip, one pool
 * connection, prepared on PostgreSQL): the caller's hold, the age bands, the package, the held rooms with
 * their types' limits, the bed types they offer, the package option for the hold's check-in and (when
 * asked) the booking rules. The
 * held rooms are read by hold id; ownership is checked on the hold.
 */
export const readBookingChecks = async (db: Db, request: CheckRequest): Promise<BookingChecks> => {
  const [row] = await bookingChecks.rows<Row>(db, { ...request, packagePeriodId: request.packagePeriodId ?? null });
  return { ...row, hold: row.hold ? { ...row.hold, expiresAt: new Date(row.hold.expiresAt) } : null };
};
