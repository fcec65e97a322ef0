import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stayNights } from '../pricing/nights';

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
  /** First and last-exclusive nights of each allocation, clipped to the stay. */
  taken_from: string[] | null;
  taken_to: string[] | null;
}

/**
 * Free rooms per room type for a stay, night by night. A room is taken on a night when a live
 * allocation (a reservation, or a hold that has not expired at `now`) covers it; rooms out of
 * service never count. One query: the window's allocations grouped by room (an index range scan of
 * the exclusion constraint's GiST index), joined to the rooms; the nights are counted here.
 */
export const availability = async (db: Db, stay: { checkIn: string; checkOut: string; roomTypeIds?: string[] }, now: Date): Promise<RoomTypeAvailability[]> => {
  const nights = stayNights(stay.checkIn, stay.checkOut);
  const types = stay.roomTypeIds?.length ? sql`AND r.room_type_id = ANY(${`{${stay.roomTypeIds.join(',')}}`}::uuid[])` : sql``;
  const window = sql`daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`;
  const result = (await db.execute(sql`
    WITH taken AS (
      SELECT a.room_id,
             array_agg(lower(a.stay * ${window})::text) AS taken_from,
             array_agg(upper(a.stay * ${window})::text) AS taken_to
        FROM room_allocations a
       WHERE a.stay && ${window}
         AND (a.expires_at IS NULL OR a.expires_at > ${now.toISOString()}::timestamptz)
       GROUP BY a.room_id)
    SELECT r.id AS room_id, r.room_number, r.code, r.room_type_id, rt.name AS room_type_name, taken.taken_from, taken.taken_to
      FROM rooms r
      JOIN room_types rt ON rt.id = r.room_type_id
      LEFT JOIN taken ON taken.room_id = r.id
     WHERE r.in_service AND rt.active ${types}
     ORDER BY rt.priority, rt.name, r.room_number`)) as { rows: Row[] };

  const byType = new Map<string, RoomTypeAvailability>();
  for (const row of result.rows) {
    const entry =
      byType.get(row.room_type_id) ??
      ({ roomTypeId: row.room_type_id, name: row.room_type_name, totalRooms: 0, nights: nights.map((date) => ({ date, free: 0 })), rooms: [] } satisfies RoomTypeAvailability);
    byType.set(row.room_type_id, entry);
    entry.totalRooms++;
    const from = row.taken_from ?? [];
    const to = row.taken_to ?? [];
    // Dates compare as text in ISO form: a night is taken when it falls in [from, to).
    const isTaken = (date: string) => from.some((f, i) => f <= date && date < to[i]);
    let freeAllStay = true;
    for (const night of entry.nights) {
      if (isTaken(night.date)) freeAllStay = false;
      else night.free++;
    }
    if (freeAllStay) entry.rooms.push({ id: row.room_id, roomNumber: row.room_number, code: row.code });
  }
  return [...byType.values()];
};
