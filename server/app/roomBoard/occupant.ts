import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../http/errors';

interface Occupant {
  booking_no: string | null;
  hold_id: string | null;
  block_id: string | null;
}

/**
 * What takes a room on some of the nights `[from, to)`: the first live allocation (a booking, a hold not
 * expired at `now`, an out-of-order period) other than `exceptReservationId`'s own; undefined when free.
 */
export const occupantOf = async (db: Db, roomId: string, from: string, to: string, now: Date, exceptReservationId?: string) =>
  (
    (await db.execute(sql`
      SELECT r.booking_no, a.hold_id, a.block_id
        FROM room_allocations a LEFT JOIN reservations r ON r.id = a.reservation_id
       WHERE a.room_id = ${roomId}::uuid AND a.stay && daterange(${from}::date, ${to}::date, '[)')
         AND (a.expires_at IS NULL OR a.expires_at > ${now.toISOString()}::timestamptz)
         ${exceptReservationId ? sql`AND a.reservation_id IS DISTINCT FROM ${exceptReservationId}::uuid` : sql``}
       ORDER BY lower(a.stay) LIMIT 1`)) as unknown as { rows: Occupant[] }
  ).rows[0];

/** The 409 that says why a room cannot take the nights: the booking by its number, a hold, or out of order. */
export const occupiedRefusal = (occupant: Occupant | undefined, field: string) => {
  if (occupant?.booking_no) return new ApiError(409, 'room_booked', 'app.roomBoard.errors.booked', { [field]: 'app.roomBoard.errors.booked' }, { args: { bookingNo: occupant.booking_no } });
  if (occupant?.hold_id) return new ApiError(409, 'room_held', 'app.roomBoard.errors.held', { [field]: 'app.roomBoard.errors.held' });
  if (occupant?.block_id) return new ApiError(409, 'room_blocked', 'app.roomBoard.errors.already_out_of_order', { [field]: 'app.roomBoard.errors.already_out_of_order' });
  // Taken a moment ago and freed since: the generic answer.
  return new ApiError(409, 'conflict', 'app.booking.rooms_taken', { [field]: 'app.booking.rooms_taken' });
};
