import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { localName } from '../../../i18n/localName';
import type { Locale } from '../../../i18n/types';
import { boardBarsStatement, boardNamesStatement, boardRoomsStatement, type BarRow, type BoardRow, type BoardWindow } from './roomBoard.query';

/** A booked stay on the board. */
export interface ReservationBar {
  kind: 'reservation';
  /** The allocation (one room of the booking): what a room change moves. */
  id: string;
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
  kind: 'hold';
  id: string;
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

export interface BoardRoom {
  id: string;
  roomNumber: number;
  code: string;
  floor: number | null;
  roomType: { id: string; name: string };
  building: { id: string; name: string };
  housekeeping: { status: BoardRow['housekeeping']; note: string | null; updatedAt: string | null };
  outOfOrder: OutOfOrderPeriod[];
  bars: (ReservationBar | HoldBar)[];
}

const barOf = (bar: BarRow): ReservationBar | HoldBar | OutOfOrderPeriod => {
  const dates = { from: bar.from, to: bar.to };
  if (bar.blockId) return { id: bar.blockId as string, note: bar.note ?? '', ...dates };
  if (bar.holdId) return { kind: 'hold', id: bar.id, holdId: bar.holdId as string, heldBy: bar.agency, expiresAt: new Date(bar.expiresAt as string).toISOString(), ...dates };
  return {
    kind: 'reservation',
    id: bar.id,
    reservationId: bar.reservationId as string,
    bookingNo: bar.bookingNo as string,
    name: bar.name as string,
    status: bar.status as string,
    paymentStatus: bar.paymentStatus as string,
    agency: bar.agency,
    ...dates,
  };
};

interface Named {
  id: string;
  name: string;
}

const roomOf = (row: BoardRow, bars: readonly BarRow[], names: ReadonlyMap<string, Named>): BoardRoom => {
  const shaped = bars.map(barOf);
  return {
    id: row.id,
    roomNumber: row.roomNumber,
    code: row.code,
    floor: row.floor,
    roomType: names.get(row.roomTypeId) ?? { id: row.roomTypeId, name: '' },
    building: names.get(row.buildingId) ?? { id: row.buildingId, name: '' },
    housekeeping: { status: row.housekeeping, note: row.housekeepingNote, updatedAt: row.housekeepingAt ? new Date(row.housekeepingAt).toISOString() : null },
    outOfOrder: shaped.filter((b): b is OutOfOrderPeriod => !('kind' in b)),
    bars: shaped.filter((b): b is ReservationBar | HoldBar => 'kind' in b),
  };
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
 * {@link boardBarsStatement}, each bar put on its room here), plus the room types and buildings its
 * filters offer ({@link boardNamesStatement}, which also names each room's type and building).
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
  const names = new Map(named.map((n) => [n.id, { id: n.id, name: n.name }]));
  return {
    from: window.from,
    to: window.to,
    today: window.today,
    rooms: rows.map((row) => roomOf(row, barsByRoom.get(row.id) ?? [], names)),
    roomTypes: named.filter((n) => n.kind === 'roomType').map(({ id, name }) => ({ id, name })),
    buildings: named.filter((n) => n.kind === 'building').map(({ id, name }) => ({ id, name })),
  };
};

export type RoomBoard = Awaited<ReturnType<typeof readRoomBoard>>;
