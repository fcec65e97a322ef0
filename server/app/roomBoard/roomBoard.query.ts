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

/** One bar as the bars statement reads it; nulls where the kind has no such field. */
export interface BarRow {
  roomId: string;
  kind: 'reservation' | 'hold' | 'outOfOrder';
  id: string;
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

/** One room of the board (its bars come from {@link boardBarsStatement}). */
export interface BoardRow {
  id: string;
  roomNumber: number;
  code: string;
  floor: number | null;
  roomTypeId: string;
  roomTypeName: string;
  roomTypeNames: Record<string, string> | null;
  buildingId: string;
  buildingName: string;
  housekeeping: 'clean' | 'dirty' | 'inspected' | 'out_of_order';
  housekeepingNote: string | null;
  housekeepingAt: string | null;
}

/**
 * The board's rooms: every room in service of an active room type, in the availability's order, with
 * its housekeeping state (out of order when a block covers today).
 */
export const boardRoomsStatement = (window: BoardWindow) => {
  const type = window.roomTypeId ? sql`AND rm.room_type_id = ${window.roomTypeId}::uuid` : sql``;
  const building = window.buildingId ? sql`AND rm.building_id = ${window.buildingId}::uuid` : sql``;
  return sql`
    SELECT rm.id, rm.room_number AS "roomNumber", rm.code, rm.floor,
           rt.id AS "roomTypeId", rt.name AS "roomTypeName", rt.name_translations AS "roomTypeNames",
           bd.id AS "buildingId", bd.name AS "buildingName",
           CASE WHEN EXISTS (SELECT 1 FROM room_blocks ob WHERE ob.room_id = rm.id AND ob.from_date <= ${window.today}::date AND ob.to_date > ${window.today}::date)
                THEN 'out_of_order' ELSE coalesce(hk.status, 'clean') END AS housekeeping,
           hk.note AS "housekeepingNote", hk.updated_at AS "housekeepingAt"
      FROM rooms rm
      JOIN room_types rt ON rt.id = rm.room_type_id
      JOIN buildings bd ON bd.id = rm.building_id
      LEFT JOIN room_housekeeping hk ON hk.room_id = rm.id
     WHERE rm.in_service AND rt.active ${type} ${building}
     ORDER BY rt.priority, rt.name, rm.room_number`;
};

/**
 * The filters a narrowed board still offers: the active room types with rooms in service and the
 * buildings holding such rooms (the types and buildings of the unfiltered board), types in the board's
 * order, buildings by name.
 */
export const boardFiltersStatement = () => sql`
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
 * expired at `now`, out-of-order blocks), one flat row each, in date order. The allocations are found
 * first through the GiST index on `stay` (MATERIALIZED keeps the planner from trading that for a
 * parallel scan of every allocation ever made when it costs the joins after it), then joined to their
 * bookings. Flat rows, not JSON built per room: json_build_object over the window's bars cost more
 * than the rest of the statement (the two together were 11 ms for 400 rooms; these two are about 4).
 */
export const boardBarsStatement = (window: BoardWindow, now: Date) => sql`
    WITH a AS MATERIALIZED (
      SELECT id, room_id, stay, reservation_id, hold_id, block_id, expires_at
        FROM room_allocations
       WHERE stay && daterange(${window.from}::date, ${window.to}::date, '[)')
         AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz))
    SELECT a.room_id AS "roomId",
           CASE WHEN a.block_id IS NOT NULL THEN 'outOfOrder' WHEN a.hold_id IS NOT NULL THEN 'hold' ELSE 'reservation' END AS kind,
           a.id, lower(a.stay)::text AS "from", upper(a.stay)::text AS "to",
           r.id AS "reservationId", r.booking_no AS "bookingNo", r.reservation_name AS name,
           r.status, r.payment_status AS "paymentStatus",
           coalesce(nullif(o.company_name, ''), o.first_name || ' ' || o.last_name) AS agency,
           a.hold_id AS "holdId", CASE WHEN a.hold_id IS NOT NULL THEN a.expires_at END AS "expiresAt",
           a.block_id AS "blockId", b.note
      FROM a
      LEFT JOIN reservations r ON r.id = a.reservation_id
      LEFT JOIN room_holds h ON h.id = a.hold_id
      LEFT JOIN users o ON o.id = coalesce(r.owner_id, h.owner_id)
      LEFT JOIN room_blocks b ON b.id = a.block_id
     ORDER BY lower(a.stay), a.id`;
