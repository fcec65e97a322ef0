import type { RoomBoard } from '../../../server/app/roomBoard/roomBoard.service';
import { request } from '../../shared/request';
import { boardView, type BoardRoom } from './boardView';

export type { BoardRoom, HoldBar, ReservationBar, RoomBoardData } from './boardView';
export type HousekeepingStatus = BoardRoom['housekeeping']['status'];

export interface BoardFilters {
  /** First day shown; none: the resort's today, as the server counts it. */
  from?: string;
  roomTypeId?: string;
  buildingId?: string;
}

/** Two weeks across, as a front desk plans. */
export const BOARD_DAYS = 14;

/** The board for a window, in one call. */
export const fetchRoomBoard = async (filters: BoardFilters) =>
  boardView(await request<RoomBoard & { days: number }>({ path: '/room-board', payload: { from: filters.from, days: BOARD_DAYS, roomTypeId: filters.roomTypeId, buildingId: filters.buildingId } }));

/** Moves one booked room to another room for the same stay (the reservation desk's guarded room change). */
export const changeRoom = (reservationId: string, fromRoomId: string, toRoomId: string) =>
  request({ method: 'POST', path: `/rooms-change/${reservationId}`, payload: { fromRoomId, toRoomId } });

export const setHousekeeping = (roomId: string, status: Exclude<HousekeepingStatus, 'out_of_order'>) =>
  request({ method: 'PUT', path: `/rooms/${roomId}/housekeeping`, payload: { status } });

export const takeOutOfOrder = (roomId: string, body: { from: string; to: string; note: string }) =>
  request({ method: 'POST', path: `/rooms/${roomId}/out-of-order`, payload: body });

export const putBackInOrder = (roomId: string, blockId: string) => request({ method: 'DELETE', path: `/rooms/${roomId}/out-of-order/${blockId}` });
