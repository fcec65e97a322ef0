import {
  closestCenter,
  KeyboardCode,
  KeyboardSensor,
  pointerWithin,
  type Announcements,
  type AutoScrollOptions,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type KeyboardSensorProps,
} from '@dnd-kit/core';
import type { RefObject } from 'react';
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

/**
 * dnd-kit's keyboard sensor, blind to the page's own scrolling: the stock one, when the page can still scroll,
 * scrolls the page by a row on an arrow press instead of moving the stay. Only the board's scroll container
 * (and any inside it) may scroll as a stay is moved.
 */
export class BoardKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    const { context } = props;
    const boardOnly = {
      get current() {
        const { scrollableAncestors } = context.current;
        return { ...context.current, scrollableAncestors: scrollableAncestors.filter((element) => element !== element.ownerDocument.scrollingElement) };
      },
      set current(next) {
        context.current = next;
      },
    };
    super({ ...props, context: boardOnly });
  }
}

/**
 * dnd-kit's auto-scroll for a pointer drag, on the board's own scroll container only. By default it tries
 * every scrollable ancestor of the bar, the page first (tree order): a bar held near the bottom of the
 * board, which is near the bottom of the window, scrolled the whole page, and the rows slid from under
 * the pointer. The keyboard sensor does not auto-scroll (see {@link BoardKeyboardSensor}).
 */
export const boardAutoScroll = (scroller: RefObject<HTMLElement | null>): AutoScrollOptions => ({
  canScroll: (element) => element === scroller.current,
});

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
