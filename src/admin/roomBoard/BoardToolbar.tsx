import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { BoardFilters, RoomBoardData } from './boardApi';
import { addDays } from './boardLayout';

interface Props {
  board: RoomBoardData | undefined;
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The window (a week back or on, today, a first day) and the room type and building filters. */
export const BoardToolbar = ({ board, filters, onChange }: Props) => {
  const translate = useTranslate();
  const from = filters.from ?? board?.from ?? '';
  const shift = (days: number) => board && onChange({ ...filters, from: addDays(board.from, days) });
  const select = (key: 'roomTypeId' | 'buildingId', label: string, options: { id: string; name: string }[]) => (
    <TextField select size="small" label={translate(label)} value={options.some((o) => o.id === filters[key]) ? filters[key] : ''} fullWidth={false} onChange={(e) => onChange({ ...filters, [key]: e.target.value || undefined })} sx={{ width: { xs: 'calc(50% - 4px)', sm: 200 } }}>
      <MenuItem value="">{translate('app.roomBoard.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
      <IconButton aria-label={translate('app.roomBoard.earlier')} onClick={() => shift(-7)} disabled={!board}>
        <ChevronLeft />
      </IconButton>
      <Button variant="outlined" size="small" onClick={() => onChange({ ...filters, from: undefined })}>
        {translate('app.roomBoard.today')}
      </Button>
      <IconButton aria-label={translate('app.roomBoard.later')} onClick={() => shift(7)} disabled={!board}>
        <ChevronRight />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={translate('app.roomBoard.start')}
        value={from}
        onChange={(e) => DATE.test(e.target.value) && onChange({ ...filters, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth={false}
        sx={{ width: { xs: 'calc(100% - 190px)', sm: 170 } }}
      />
      {select('roomTypeId', 'app.roomBoard.room_type', board?.roomTypes ?? [])}
      {select('buildingId', 'app.roomBoard.building', board?.buildings ?? [])}
    </Stack>
  );
};
