import type { DeskTab } from '../../../server/app/frontDesk/deskDay';
import type { FrontDeskDay, FrontDeskRow } from '../../../server/app/frontDesk/frontDesk.service';
import { request } from '../../shared/request';

export type { DeskTab, FrontDeskDay, FrontDeskRow };
/** The lists in the order the desk works them (the server's DESK_TABS; importing it would bundle drizzle). */
export const TABS: readonly DeskTab[] = ['arrivals', 'departures', 'inHouse'];

/** `GET /api/admin/front-desk`: a day's list (the resort's today when no date) with every list's count. */
export const readFrontDesk = (date: string | null, tab: DeskTab) =>
  request<FrontDeskDay>({ path: '/front-desk', payload: date ? { date, tab } : { tab } });

/** The rooms of one type free for every night of a stay (`POST /api/admin/rooms-availability`). */
export const freeRooms = async (stay: { checkIn: string; checkOut: string }, roomTypeId: string) => {
  const [type] = await request<{ rooms: { id: string; roomNumber: number; code: string }[] }[]>({
    method: 'POST',
    path: '/rooms-availability',
    payload: { checkIn: stay.checkIn, checkOut: stay.checkOut, roomTypeIds: [roomTypeId] },
  });
  return type?.rooms ?? [];
};

/** Moves one booked room to another for the same stay (`POST /api/admin/rooms-change/:id`); 409 when taken meanwhile. */
export const changeRoom = (reservationId: string, fromRoomId: string, toRoomId: string) =>
  request<unknown>({ method: 'POST', path: `/rooms-change/${encodeURIComponent(reservationId)}`, payload: { fromRoomId, toRoomId } });
