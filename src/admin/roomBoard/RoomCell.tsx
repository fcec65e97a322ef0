import Box from '@mui/material/Box';
import { memo } from 'react';
import Typography from '@mui/material/Typography';
import type { BoardRoom } from './boardApi';
import { ROOM_WIDTH } from './boardLayout';
import { HousekeepingMenu } from './HousekeepingMenu';

/** A row's header, fixed at the left while the days scroll: room number, type and building, housekeeping. */
export const RoomCell = memo(function RoomCell({ room, today, onChanged }: { room: BoardRoom; today: string; onChanged: () => void }) {
  return (
    <Box
      title={`${room.roomType.name} · ${room.building.name}`}
      sx={{
        gridRow: 1,
        gridColumn: 1,
        position: 'sticky',
        left: 0,
        zIndex: 3,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        width: ROOM_WIDTH,
        px: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: 15, minWidth: 36 }}>{room.roomNumber}</Typography>
      <Box sx={{ minWidth: 0, flex: 1, display: { xs: 'none', md: 'block' } }}>
        <Typography noWrap sx={{ fontSize: 12, lineHeight: 1.2 }}>
          {room.roomType.name}
        </Typography>
        <Typography noWrap color="text.secondary" sx={{ fontSize: 11, lineHeight: 1.2 }}>
          {room.building.name}
        </Typography>
      </Box>
      <HousekeepingMenu room={room} today={today} onChanged={onChanged} />
    </Box>
  );
});
