import { sql } from 'drizzle-orm';

/** The window of a board read and its filters (checked by the route). */
export interface BoardWindow {
  /** First day shown. */
  from: string;
  /** The day after the last one shown (the window is `[from, to)`, like a stay). */
  to: string;
  /** The resort's today: a room out of order today shows so. */
  today: string;
  roomTypeId?: string;
  buildingId?: string;
}

/**
 * One bar as the bars statement reads it: an out-of-order period when `blockId` is set, a hold when
 * `holdId` is, else a booked stay; nulls where the kind has no such field.
 */
export interface BarRow {
  roomId: string;
  from: string;
  to: string;
  reservationId: string | null;
  bookingNo: string | null;
  name: string | null;
  status: string | null;
  paymentStatus: string | null;
  agency: string | null;
  holdId: string | null;
  expiresAt: Date | string | null;
  blockId: string | null;
  note: string | null;
}

/**
 * One room of the board (its bars come from {@link boardBarsStatement}, the names of its type and
 * building from {@link boardNamesStatement}).
 */
export interface BoardRow {
  id: string;
  roomNumber: number;
  code: string;
  floor: number | null;
  roomTypeId: string;
  buildingId: string;
  housekeeping: 'clean' | 'dirty' | 'inspected' | 'out_of_order';
  housekeepingNote: string | null;
  housekeepingAt: string | null;
}

/**
 * The board's rooms: every room in service of an active room type, in the availability's order, with
 * its housekeeping state (out of order when a block covers today). Ids only for the type and building:
 * their names come once each from {@link boardNamesStatement}, not once per room (a room type's
 * translations parsed 400 times were a tenth of the board's time in Node).
 */
export const boardRoomsStatement = (window: BoardWindow) => {
  const type = window.roomTypeId ? sql`AND rm.room_type_id = ${window.roomTypeId}::uuid` : sql``;
  const building = window.buildingId ? sql`AND rm.building_id = ${window.buildingId}::uuid` : sql``;
  return sql`
    SELECT rm.id, rm.room_number AS "roomNumber", rm.code, rm.floor, rm.room_type_id AS "roomTypeId", rm.building_id AS "buildingId",
           CASE WHEN EXISTS (SELECT 1 FROM room_blocks ob WHERE ob.room_id = rm.id AND ob.from_date <= ${window.today}::date AND ob.to_date > ${window.today}::date)
                THEN 'out_of_order' ELSE coalesce(hk.status, 'clean') END AS housekeeping,
           hk.note AS "housekeepingNote", hk.updated_at AS "housekeepingAt"
      FROM rooms rm
      JOIN room_types rt ON rt.id = rm.room_type_id
      LEFT JOIN room_housekeeping hk ON hk.room_id = rm.id
     WHERE rm.in_service AND rt.active ${type} ${building}
     ORDER BY rt.priority, rt.name, rm.room_number`;
};

/**
 * The names of the board's room types and buildings, which are also what its filters offer (a narrowed
 * board still offers them all): the active room types with rooms in service and the buildings holding
 * such rooms, types in the board's order, buildings by name.
 */
export const boardNamesStatement = () => sql`
    SELECT 'roomType' AS kind, rt.id, rt.name, rt.name_translations AS names, 0 AS list, rt.priority
      FROM room_types rt
     WHERE rt.active AND EXISTS (SELECT 1 FROM rooms rm WHERE rm.room_type_id = rt.id AND rm.in_service)
    UNION ALL
    SELECT 'building', bd.id, bd.name, NULL, 1, NULL
      FROM buildings bd
     WHERE EXISTS (SELECT 1 FROM rooms rm JOIN room_types rt ON rt.id = rm.room_type_id WHERE rm.building_id = bd.id AND rm.in_service AND rt.active)
     ORDER BY list, priority, name`;

/**
 * The board's bars: the live allocations overlapping the window (reservations, holds that have not
 * expired at `now`, out-of-order blocks), one flat row each, in date order, found through the GiST
 * index on `stay`. Each allocation carries its booking's number, name, statuses and owner (kept there
 * by the database's triggers, migration 0027), so no booking is looked up: those ~800 look-ups were
 * two thirds of the statement. Flat rows, not JSON built per room: json_build_object over the
 * window's bars cost more than the rest of the statement.
 */
export const boardBarsStatement = (window: BoardWindow, now: Date) => sql`
    SELECT a.room_id AS "roomId", lower(a.stay)::text AS "from", upper(a.stay)::text AS "to",
           a.reservation_id AS "reservationId", a.booking_no AS "bookingNo", a.reservation_name AS name,
           a.reservation_status AS status, a.payment_status AS "paymentStatus",
           coalesce(nullif(o.company_name, ''), o.first_name || ' ' || o.last_name) AS agency,
           a.hold_id AS "holdId", CASE WHEN a.hold_id IS NOT NULL THEN a.expires_at END AS "expiresAt",
           a.block_id AS "blockId", b.note
      FROM room_allocations a
      LEFT JOIN users o ON o.id = a.owner_id
      LEFT JOIN room_blocks b ON b.id = a.block_id
     WHERE a.stay && daterange(${window.from}::date, ${window.to}::date, '[)')
       AND (a.expires_at IS NULL OR a.expires_at > ${now.toISOString()}::timestamptz)
     ORDER BY lower(a.stay), a.id`;
