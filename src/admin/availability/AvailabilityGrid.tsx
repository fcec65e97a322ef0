import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { RoomTypeAvailability } from '../../shared/reservations';
import { useDateFormat } from '../reservations/format';

export type Level = 'free' | 'low' | 'full';

/** Full: nothing left; low: a quarter of the rooms or fewer (at least the last one). */
export const levelOf = (free: number, total: number): Level =>
  free <= 0 ? 'full' : free <= Math.max(1, Math.floor(total / 4)) ? 'low' : 'free';

const PALETTE = { free: 'success', low: 'warning', full: 'error' } as const;
const cellColours = (level: Level) => (theme: Theme) => ({
  bgcolor: alpha(theme.palette[PALETTE[level]].main, level === 'free' ? 0.08 : 0.22),
  color: level === 'free' ? theme.palette.text.primary : theme.palette[PALETTE[level]].dark,
  fontWeight: level === 'free' ? 400 : 600,
});

const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 160 } as const;

/** Room types down, nights across; each cell free/total, coloured by how full the night is. */
export const AvailabilityGrid = ({ types }: { types: RoomTypeAvailability[] }) => {
  const translate = useTranslate();
  const format = useDateFormat();
  const dates = types[0]?.nights.map((n) => n.date) ?? [];
  if (types.length === 0) return <Typography color="text.secondary">{translate('app.availability.no_room_types')}</Typography>;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" sx={{ '& td, & th': { borderRight: 1, borderColor: 'divider', px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, fontWeight: 600 }}>{translate('app.availability.room_type')}</TableCell>
            {dates.map((date) => (
              <TableCell key={date} align="center" sx={{ whiteSpace: 'nowrap', fontSize: 12, color: 'text.secondary' }}>
                {format.weekday(date)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => (
            <TableRow key={type.roomTypeId}>
              <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 500 }}>{type.name}</TableCell>
              {type.nights.map((night) => (
                <TableCell
                  key={night.date}
                  align="center"
                  data-level={levelOf(night.free, type.totalRooms)}
                  title={translate('app.availability.cell_title', { free: night.free, smart_count: type.totalRooms, day: format.day(night.date) })}
                  sx={cellColours(levelOf(night.free, type.totalRooms))}
                >
                  {translate('app.availability.free_of', { free: night.free, total: type.totalRooms })}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** What the colours mean. */
export const AvailabilityLegend = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {(['free', 'low', 'full'] as const).map((level) => (
        <Stack key={level} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={(theme) => ({ width: 14, height: 14, borderRadius: 0.5, ...cellColours(level)(theme) })} />
          <Typography variant="caption">{translate(`app.availability.legend_${level}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
};
