import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DndContext, getClientRect, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { RoomBoardData } from './boardApi';
import { boardAutoScroll, BoardKeyboardSensor, boardAnnouncements, boardCollisions, oneRoomAtATime } from './boardDnd';
import { BoardHeader } from './BoardHeader';
import { BoardRow } from './BoardRow';
import { DAY_WIDTH, daysOf, ROOM_WIDTH, ROW_HEIGHT } from './boardLayout';
import { useRoomMove } from './useRoomMove';

interface Props {
  board: RoomBoardData;
  queryKey: readonly unknown[];
  onChanged: () => void;
}

/**
 * The tape chart: rooms down, days across, only the rows in view rendered (400 rooms scroll smoothly);
 * a stay is dragged to another room's row with the pointer (held by an edge, only the board scrolls), or
 * picked up with space and moved with the arrow keys.
 */
export const BoardGrid = ({ board, queryKey, onChanged }: Props) => {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const scroller = useRef<HTMLDivElement>(null);
  const days = useMemo(() => daysOf(board.from, board.to), [board.from, board.to]);
  const [roomWidth, dayWidth] = wide ? [ROOM_WIDTH.md, DAY_WIDTH.md] : [ROOM_WIDTH.xs, DAY_WIDTH.xs];
  const columns = `${roomWidth}px repeat(${days.length}, minmax(${dayWidth}px, 1fr))`;
  const rows = useVirtualizer({ count: board.rooms.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 6, initialRect: { width: 1200, height: 640 } });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(BoardKeyboardSensor, { coordinateGetter: oneRoomAtATime, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );
  // Dragging by a board edge scrolls the board, never the page around it.
  const autoScroll = useMemo(() => boardAutoScroll(scroller), []);
  const onDragEnd = useRoomMove(queryKey);
  if (!board.rooms.length) return <Typography sx={{ py: 4, textAlign: 'center' }}>{translate('app.roomBoard.no_rooms')}</Typography>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      autoScroll={autoScroll}
      // Rows are placed by a transform (the virtualiser's offset): measured without it, as dnd-kit does by default, every row sits on the first.
      measuring={{ droppable: { measure: getClientRect } }}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{ announcements: boardAnnouncements(translate), screenReaderInstructions: { draggable: translate('app.roomBoard.bar.drag_hint') } }}
    >
      <Box
        ref={scroller}
        role="region"
        aria-label={translate('app.roomBoard.board_label')}
        data-board-scroll
        sx={{ height: { xs: 'calc(100dvh - 250px)', md: 'calc(100vh - 230px)' }, minHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, position: 'relative' }}
      >
        <Box sx={{ minWidth: roomWidth + days.length * dayWidth }}>
          <BoardHeader days={days} today={board.today} columns={columns} rooms={board.rooms.length} />
          <Box sx={{ position: 'relative', height: rows.getTotalSize() }}>
            {rows.getVirtualItems().map((item) => (
              <BoardRow key={board.rooms[item.index].id} room={board.rooms[item.index]} index={item.index} top={item.start} days={days} today={board.today} columns={columns} onChanged={onChanged} />
            ))}
          </Box>
        </Box>
      </Box>
    </DndContext>
  );
};
