import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement, preparedRows } from '../../db/prepared';
import { rowsProvingSession, type SessionProof } from '../auth/sessionGuess';
import { stayNights } from '../pricing/nights';
import { MAX_NIGHTS } from './stay';

export interface RoomTypeAvailability {
  roomTypeId: string;
  name: string;
  /** Rooms of the type in service. */
  totalRooms: number;
  /** Free rooms night by night. */
  nights: { date: string; free: number }[];
  /** Rooms free for every night of the stay, in room-number order: the ones that can be held. */
  rooms: { id: string; roomNumber: number; code: string }[];
}

interface Row {
  room_id: string;
  room_number: number;
  code: string;
  room_type_id: string;
  room_type_name: string;
  /** Bit i set when night i of the stay is taken (int8 as text; null when the room is free all stay). */
  taken: string | null;
}

/**
 * Free rooms per room type for a stay, night by night. A room is taken on a night when a live
 * allocation (a reservation, or a hold that has not expired at `now`) covers it; rooms out of
 * service never count. One query: the allocations overlapping the stay (the GiST index on `stay`),
 * folded per room into a bitmask of taken nights (a stay has at most MAX_NIGHTS = 60 nights, so it fits
 * an int8), joined to the rooms; the nights are counted here. A bitmask keeps both the database's
 * aggregate and the driver's parsing to one integer per room. A request's pending session proof goes with
 * the statement, in the same round trip (rowsProvingSession).
 */
export const availability = async (db: Db, stay: AvailabilityStay, now: Date, proof?: SessionProof): Promise<RoomTypeAvailability[]> => {
  const nights = stayNights(stay.checkIn, stay.checkOut);
  if (nights.length > MAX_NIGHTS) throw new RangeError(`availability: at most ${MAX_NIGHTS} nights`);
  const query = availabilityStatement(stay, now);
  const rows = proof?.state === 'pending' ? await rowsProvingSession<Row>(db, proof, namedStatement('availability', query)) : await preparedRows<Row>(db, 'availability', query);
  return countNights(rows, nights);
};

interface AvailabilityStay {
  checkIn: string;
  checkOut: string;
  roomTypeIds?: string[];
}

/** The one statement behind {@link availability} (the bench runs it raw as its baseline). */
export const availabilityStatement = (stay: AvailabilityStay, now: Date) => {
  const types = stay.roomTypeIds?.length ? sql`AND r.room_type_id = ANY(${`{${stay.roomTypeIds.join(',')}}`}::uuid[])` : sql``;
  const window = sql`daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`;
  return sql`
    WITH clipped AS (
      SELECT a.room_id, a.stay * ${window} AS nights
        FROM room_allocations a
       WHERE a.stay && ${window}
         AND (a.expires_at IS NULL OR a.expires_at > ${now.toISOString()}::timestamptz)),
    taken AS (
      SELECT room_id, bit_or(((1::int8 << (upper(nights) - lower(nights))) - 1) << (lower(nights) - ${stay.checkIn}::date)) AS taken
        FROM clipped
       GROUP BY room_id)
    SELECT r.id AS room_id, r.room_number, r.code, r.room_type_id, rt.name AS room_type_name, taken.taken::text AS taken
      FROM rooms r
      JOIN room_types rt ON rt.id = r.room_type_id
      LEFT JOIN taken ON taken.room_id = r.id
     WHERE r.in_service AND rt.active ${types}
     ORDER BY rt.priority, rt.name, r.room_number`;
};

const countNights = (rows: Row[], nights: string[]): RoomTypeAvailability[] => {
  const byType = new Map<string, RoomTypeAvailability>();
  for (const row of rows) {
    const entry =
      byType.get(row.room_type_id) ??
      ({ roomTypeId: row.room_type_id, name: row.room_type_name, totalRooms: 0, nights: nights.map((date) => ({ date, free: 0 })), rooms: [] } satisfies RoomTypeAvailability);
    byType.set(row.room_type_id, entry);
    entry.totalRooms++;
    if (row.taken === null) {
      for (const night of entry.nights) night.free++;
      entry.rooms.push({ id: row.room_id, roomNumber: row.room_number, code: row.code });
      continue;
    }
    // The mask as two 30-bit halves: bit tests on plain numbers, not BigInts, in the inner loop.
    const taken = BigInt(row.taken);
    const low = Number(taken & 0x3fffffffn);
    const high = Number(taken >> 30n);
    entry.nights.forEach((night, i) => {
      const bit = i < 30 ? (low >>> i) & 1 : (high >>> (i - 30)) & 1;
      if (bit === 0) night.free++;
    });
  }
  return [...byType.values()];
};
