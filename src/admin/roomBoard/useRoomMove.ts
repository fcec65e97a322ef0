import type { DragEndEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { changeRoom, type RoomBoardData } from './boardApi';
import type { DragData } from './StayBar';

/** The board with one booked room moved from a row to another (shown at once; the server's answer decides). */
const moved = (board: RoomBoardData, data: DragData, toRoomId: string): RoomBoardData => ({
  ...board,
  rooms: board.rooms.map((room) => {
    if (room.id === data.roomId) return { ...room, bars: room.bars.filter((b) => b.id !== data.bar.id) };
    if (room.id === toRoomId) return { ...room, bars: [...room.bars, data.bar].sort((a, b) => a.from.localeCompare(b.from)) };
    return room;
  }),
});

/**
 * A stay dropped on another room's row: the reservation's room change (`POST /rooms-change/{id}`). The bar
 * moves at once; a refusal (the room is taken, the booking is over) shows the server's message and the
 * board is read again, so the bar is back where the server has it.
 */
export const useRoomMove = (queryKey: readonly unknown[]) => {
  const client = useQueryClient();
  const notify = useNotify();
  return async ({ active, over }: DragEndEvent) => {
    const data = active.data.current as DragData | undefined;
    const toRoomId = over ? String(over.id) : null;
    if (!data || !toRoomId || toRoomId === data.roomId) return;
    const before = client.getQueryData<RoomBoardData>(queryKey);
    if (before) client.setQueryData(queryKey, moved(before, data, toRoomId));
    const target = before?.rooms.find((r) => r.id === toRoomId);
    try {
      await changeRoom(data.bar.reservationId, data.roomId, toRoomId);
      notify('app.roomBoard.moved', { type: 'success', messageArgs: { bookingNo: data.bar.bookingNo, room: target?.roomNumber ?? '' } });
    } catch (error) {
      if (before) client.setQueryData(queryKey, before);
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
    await client.invalidateQueries({ queryKey });
  };
};
