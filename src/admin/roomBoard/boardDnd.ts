import { closestCenter, KeyboardCode, pointerWithin, type Announcements, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { TranslateFunction } from 'react-admin';
import type { BoardRoom } from './boardApi';
import { ROW_HEIGHT } from './boardLayout';
import type { DragData } from './StayBar';

/** The row under the pointer; for the keyboard (no pointer), the row closest to the moved bar. */
export const boardCollisions: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length ? under : closestCenter(args);
};

/** Up and down move a stay one room; left and right do nothing (a room change keeps the dates). */
export const oneRoomAtATime: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === KeyboardCode.Down) return { ...currentCoordinates, y: currentCoordinates.y + ROW_HEIGHT };
  if (event.code === KeyboardCode.Up) return { ...currentCoordinates, y: currentCoordinates.y - ROW_HEIGHT };
  return undefined;
};

/** What a screen reader hears while a stay is moved. */
export const boardAnnouncements = (translate: TranslateFunction): Announcements => {
  const no = (data: unknown) => (data as DragData | undefined)?.bar.bookingNo ?? '';
  const room = (data: unknown) => (data as { room?: BoardRoom } | undefined)?.room?.roomNumber ?? '';
  return {
    onDragStart: ({ active }) => translate('app.roomBoard.drag.picked', { bookingNo: no(active.data.current) }),
    onDragOver: ({ active, over }) => (over ? translate('app.roomBoard.drag.over', { bookingNo: no(active.data.current), room: room(over.data.current) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? translate('app.roomBoard.drag.dropped', { bookingNo: no(active.data.current), room: room(over.data.current) }) : undefined),
    onDragCancel: ({ active }) => translate('app.roomBoard.drag.cancelled', { bookingNo: no(active.data.current) }),
  };
};
