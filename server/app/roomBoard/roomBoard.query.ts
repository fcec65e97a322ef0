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

/** One bar as the statement builds it (json_build_object); nulls where the kind has no such field. */
export interface BarRow {
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
  expiresAt: string | null;
  blockId: string | null;
  note: string | null;
}

/** One room of the board, with every live bar overlapping the window. */
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
  bars: BarRow[];
}

/**
 * The one statement behind the room board (the bench runs it raw as its baseline): every room in
 * service of an active room type, in the availability's order, each with the live allocations
 * overlapping the window (reservations, holds that have not expired at `now`, out-of-order blocks)
 * folded into a JSON array. Each room's bars are read through the exclusion constraint's GiST index
 * `(room_id, stay)`: a few index probes per room, so the cost follows the rooms shown and the bars in the
 * window, not the bookings ever made. (Grouping every allocation of the window at once let PostgreSQL
 * pick a sequential scan of the whole table: 160–220 ms p99 on the bench's 100,000 bookings.)
 */
export const roomBoardStatement = (window: BoardWindow, now: Date) => {
  const range = sql`daterange(${window.from}::date, ${window.to}::date, '[)')`;
  const type = window.roomTypeId ? sql`AND rm.room_type_id = ${window.roomTypeId}::uuid` : sql``;
  const building = window.buildingId ? sql`AND rm.building_id = ${window.buildingId}::uuid` : sql``;
  return sql`
    SELECT rm.id, rm.room_number AS "roomNumber", rm.code, rm.floor,
           rt.id AS "roomTypeId", rt.name AS "roomTypeName", rt.name_translations AS "roomTypeNames",
           bd.id AS "buildingId", bd.name AS "buildingName",
           CASE WHEN EXISTS (SELECT 1 FROM room_blocks ob WHERE ob.room_id = rm.id AND ob.from_date <= ${window.today}::date AND ob.to_date > ${window.today}::date)
                THEN 'out_of_order' ELSE coalesce(hk.status, 'clean') END AS housekeeping,
           hk.note AS "housekeepingNote", hk.updated_at AS "housekeepingAt",
           coalesce(bars.bars, '[]'::json) AS bars
      FROM rooms rm
      JOIN room_types rt ON rt.id = rm.room_type_id
      JOIN buildings bd ON bd.id = rm.building_id
      LEFT JOIN room_housekeeping hk ON hk.room_id = rm.id
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object(
                 'kind', CASE WHEN a.block_id IS NOT NULL THEN 'outOfOrder' WHEN a.hold_id IS NOT NULL THEN 'hold' ELSE 'reservation' END,
                 'id', a.id, 'from', lower(a.stay), 'to', upper(a.stay),
                 'reservationId', r.id, 'bookingNo', r.booking_no, 'name', r.reservation_name,
                 'status', r.status, 'paymentStatus', r.payment_status,
                 'agency', coalesce(nullif(o.company_name, ''), o.first_name || ' ' || o.last_name),
                 'holdId', a.hold_id, 'expiresAt', CASE WHEN a.hold_id IS NOT NULL THEN a.expires_at END,
                 'blockId', a.block_id, 'note', b.note)
                 ORDER BY lower(a.stay)) AS bars
          FROM room_allocations a
          LEFT JOIN reservations r ON r.id = a.reservation_id
          LEFT JOIN room_holds h ON h.id = a.hold_id
          LEFT JOIN users o ON o.id = coalesce(r.owner_id, h.owner_id)
          LEFT JOIN room_blocks b ON b.id = a.block_id
         WHERE a.room_id = rm.id AND a.stay && ${range}
           AND (a.expires_at IS NULL OR a.expires_at > ${now.toISOString()}::timestamptz)) bars ON true
     WHERE rm.in_service AND rt.active ${type} ${building}
     ORDER BY rt.priority, rt.name, rm.room_number`;
};
