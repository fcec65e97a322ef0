import type { BoardRoom as RoomAnswer, HoldBar as HoldAnswer, RoomBoard, StayBar } from '../../../server/app/roomBoard/roomBoard.service';

interface Named {
  id: string;
  name: string;
}
/** A booked stay as the board draws it; `id` tells its bar apart from every other on the board. */
export interface ReservationBar extends StayBar {
  kind: 'reservation';
  id: string;
}
export interface HoldBar extends HoldAnswer {
  kind: 'hold';
  id: string;
}
/** A room as the board draws it: its type and building named, its stays and holds as one row of bars. */
export interface BoardRoom extends Omit<RoomAnswer, 'roomTypeId' | 'buildingId' | 'stays' | 'holds'> {
  roomType: Named;
  building: Named;
  bars: (ReservationBar | HoldBar)[];
}
/** `GET /api/admin/room-board` as the board draws it. */
export type RoomBoardData = Omit<RoomBoard, 'rooms'> & { days: number; rooms: BoardRoom[] };
/**
 * The board's view of the server's lean answer (ids for types and buildings, stays and holds apart):
 * each room with its type and building named and its bars in one list, in date order.
 */
export const boardView = (answer: RoomBoard & { days: number }): RoomBoardData => {
  const names = new Map([...answer.roomTypes, ...answer.buildings].map((n) => [n.id, n]));
  const named = (id: string) => names.get(id) ?? { id, name: '' };
  return {
    ...answer,
    rooms: answer.rooms.map(({ roomTypeId, buildingId, stays, holds, ...room }) => ({
      ...room,
      roomType: named(roomTypeId),
      building: named(buildingId),
      bars: [
        ...stays.map((stay): ReservationBar => ({ kind: 'reservation', id: `${room.id}:${stay.reservationId}:${stay.from}`, ...stay })),
        ...holds.map((hold): HoldBar => ({ kind: 'hold', id: `${room.id}:${hold.holdId}`, ...hold })),
      ].sort((a, b) => a.from.localeCompare(b.from)),
    })),
  };
};
