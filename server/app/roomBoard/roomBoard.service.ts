import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { localName } from '../../../i18n/localName';
import type { Locale } from '../../../i18n/types';
import { boardBarsStatement, boardNamesStatement, boardRoomsStatement, type BarRow, type BoardRow, type BoardWindow } from './roomBoard.query';

/** A booked stay on its room's row (one room of the booking: a room change moves it). */
export interface StayBar {
  reservationId: string;
  bookingNo: string;
  name: string;
  status: string;
  paymentStatus: string;
  /** The agency or person the booking belongs to. */
  agency: string | null;
  from: string;
  to: string;
}

/** Rooms held by someone building a booking, until `expiresAt`. */
export interface HoldBar {
  holdId: string;
  heldBy: string | null;
  expiresAt: string;
  from: string;
  to: string;
}

/** A room out of order for `[from, to)`. */
export interface OutOfOrderPeriod {
  id: string;
  from: string;
  to: string;
  note: string;
}

/**
 * One room of the board. Its type and building are ids into the board's `roomTypes` and `buildings`,
 * and its housekeeping note and time are left out when there are none: 400 rooms repeat nothing.
 */
export interface BoardRoom {
  id: string;
  roomNumber: number;
  code: string;
  floor: number | null;
  roomTypeId: string;
  buildingId: string;
  housekeeping: { status: BoardRow['housekeeping']; note?: string; updatedAt?: string };
  outOfOrder: OutOfOrderPeriod[];
  stays: StayBar[];
  holds: HoldBar[];
}

const roomOf = (row: BoardRow, bars: readonly BarRow[]): BoardRoom => {
  const room: BoardRoom = {
    id: row.id,
    roomNumber: row.roomNumber,
    code: row.code,
    floor: row.floor,
    roomTypeId: row.roomTypeId,
    buildingId: row.buildingId,
    housekeeping: { status: row.housekeeping },
    outOfOrder: [],
    stays: [],
    holds: [],
  };
  if (row.housekeepingNote) room.housekeeping.note = row.housekeepingNote;
  if (row.housekeepingAt) room.housekeeping.updatedAt = new Date(row.housekeepingAt).toISOString();
  for (const bar of bars) {
    const { from, to } = bar;
    if (bar.blockId) room.outOfOrder.push({ id: bar.blockId, from, to, note: bar.note ?? '' });
    else if (bar.holdId) room.holds.push({ holdId: bar.holdId, heldBy: bar.agency, expiresAt: new Date(bar.expiresAt as string).toISOString(), from, to });
    else
      room.stays.push({
        reservationId: bar.reservationId as string,
        bookingNo: bar.bookingNo as string,
        name: bar.name as string,
        status: bar.status as string,
        paymentStatus: bar.paymentStatus as string,
        agency: bar.agency,
        from,
        to,
      });
  }
  return room;
};

interface NameRow {
  kind: 'roomType' | 'building';
  id: string;
  name: string;
  names: Record<string, string> | null;
}

/**
 * The room board for a window: every room in service with its housekeeping state, out-of-order periods
 * and the bookings and live holds overlapping the window ({@link boardRoomsStatement} and
 * {@link boardBarsStatement}, each bar put on its room here), plus the room types and buildings, which
 * name the rooms' `roomTypeId` and `buildingId` and are what the filters offer
 * ({@link boardNamesStatement}). The answer is lean on purpose (about 400 kB for 400 rooms × 14 days
 * before): its bytes were most of the call's time in Node; the screen builds its view from it
 * (src/admin/roomBoard/boardApi.ts).
 */
export const readRoomBoard = async (db: Db, window: BoardWindow, now: Date, locale: Locale) => {
  const [rows, bars, nameRows] = await Promise.all([
    preparedRows<BoardRow>(db, 'room_board_rooms', boardRoomsStatement(window)),
    preparedRows<BarRow>(db, 'room_board_bars', boardBarsStatement(window, now)),
    preparedRows<NameRow>(db, 'room_board_names', boardNamesStatement()),
  ]);
  const barsByRoom = new Map<string, BarRow[]>();
  for (const bar of bars) {
    const list = barsByRoom.get(bar.roomId);
    if (list) list.push(bar);
    else barsByRoom.set(bar.roomId, [bar]);
  }
  const named = nameRows.map((r) => ({ kind: r.kind, id: r.id, name: r.kind === 'roomType' ? localName(r.name, r.names, locale) : r.name }));
  return {
    from: window.from,
    to: window.to,
    today: window.today,
    rooms: rows.map((row) => roomOf(row, barsByRoom.get(row.id) ?? [])),
    roomTypes: named.filter((n) => n.kind === 'roomType').map(({ id, name }) => ({ id, name })),
    buildings: named.filter((n) => n.kind === 'building').map(({ id, name }) => ({ id, name })),
  };
};

export type RoomBoard = Awaited<ReturnType<typeof readRoomBoard>>;
