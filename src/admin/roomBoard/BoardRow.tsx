import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import type { BoardRoom } from './boardApi';
import { ROW_HEIGHT } from './boardLayout';
import { RoomCell } from './RoomCell';
import { StayBar } from './StayBar';
import { HeldBar, OutOfOrderBand } from './StaticBars';

interface Props {
  room: BoardRoom;
  index: number;
  /** Top of the row in the scrolled list (the virtualiser's offset). */
  top: number;
  days: string[];
  today: string;
  columns: string;
  onChanged: () => void;
}

/** The day cells of a row, today tinted: the same for every render of the row, so drawn once. */
const DayCells = memo(function DayCells({ days, today }: { days: string[]; today: string }) {
  return days.map((day, i) => (
    <Box key={day} sx={{ gridRow: 1, gridColumn: i + 2, borderRight: 1, borderColor: 'divider', bgcolor: day === today ? (t) => alpha(t.palette.primary.main, 0.08) : undefined }} />
  ));
});

/**
 * One room across the window: a drop target for a dragged stay, with its day cells and bars. dnd-kit
 * re-renders every row as rows scroll in and out; the parts below are memoised so that costs little.
 */
export const BoardRow = memo(function BoardRow({ room, index, top, days, today, columns, onChanged }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: room.id, data: { room } });
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={String(room.roomNumber)}
      data-row-index={index}
      data-room={room.roomNumber}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        transform: `translateY(${top}px)`,
        height: ROW_HEIGHT,
        display: 'grid',
        gridTemplateColumns: columns,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isOver ? (t) => alpha(t.palette.primary.main, 0.12) : index % 2 ? 'action.hover' : 'background.paper',
      }}
    >
      <RoomCell room={room} today={today} onChanged={onChanged} />
      <DayCells days={days} today={today} />
      {room.outOfOrder.map((p) => (
        <OutOfOrderBand key={p.id} period={p} first={days[0]} days={days.length} />
      ))}
      {room.bars.map((bar) =>
        bar.kind === 'reservation' ? <StayBar key={bar.id} bar={bar} roomId={room.id} first={days[0]} days={days.length} /> : <HeldBar key={bar.id} bar={bar} first={days[0]} days={days.length} />,
      )}
    </Box>
  );
});
