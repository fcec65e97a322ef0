import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nightsOf } from './stay';

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
  taken_nights: string[] | null;
}

/**
 * Free rooms per room type for a stay, night by night. A room is taken on a night when a live
 * allocation (a reservation, or a hold that has not expired at `now`) covers it; rooms out of
 * service never count. One query: the rooms, and for each the nights of this stay already taken.
 */
export const availability = async (db: Db, stay: { checkIn: string; checkOut: string; roomTypeIds?: string[] }, now: Date): Promise<RoomTypeAvailability[]> => {
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const types = stay.roomTypeIds?.length ? sql`AND r.room_type_id = ANY(${`{${stay.roomTypeIds.join(',')}}`}::uuid[])` : sql``;
  const result = (await db.execute(sql`
    SELECT r.id AS room_id, r.room_number, r.code, r.room_type_id, rt.name AS room_type_name,
      (SELECT array_agg(DISTINCT n::date::text)
         FROM room_allocations a, generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') n
        WHERE a.room_id = r.id
          AND a.stay && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')
          AND (a.expires_at IS NULL OR a.expires_at > ${now.toISOString()}::timestamptz)
          AND a.stay @> n::date) AS taken_nights
    FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
    WHERE r.in_service AND rt.active ${types}
    ORDER BY rt.priority, rt.name, r.room_number`)) as { rows: Row[] };

  const byType = new Map<string, RoomTypeAvailability>();
  for (const row of result.rows) {
    const entry =
      byType.get(row.room_type_id) ??
      ({ roomTypeId: row.room_type_id, name: row.room_type_name, totalRooms: 0, nights: nights.map((date) => ({ date, free: 0 })), rooms: [] } satisfies RoomTypeAvailability);
    byType.set(row.room_type_id, entry);
    entry.totalRooms++;
    const taken = new Set(row.taken_nights ?? []);
    entry.nights.forEach((night) => {
      if (!taken.has(night.date)) night.free++;
    });
    if (taken.size === 0) entry.rooms.push({ id: row.room_id, roomNumber: row.room_number, code: row.code });
  }
  return [...byType.values()];
};
