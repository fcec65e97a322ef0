import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AccessDenied } from '../pages/NotAuthorized';
import { fetchRoomBoard, type BoardFilters } from './boardApi';
import { BoardGrid } from './BoardGrid';
import { BoardLegend } from './BoardLegend';
import { BoardToolbar } from './BoardToolbar';

const KEYS = ['from', 'roomTypeId', 'buildingId'] as const;

/** The window and filters live in the address (`?from=…&roomTypeId=…`): a board can be shared or reloaded as it is. */
const useBoardFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters: BoardFilters = Object.fromEntries(KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])));
  const setFilters = (next: BoardFilters) => setParams(Object.fromEntries(KEYS.flatMap((k) => (next[k] ? [[k, next[k] as string]] : []))), { replace: true });
  return [filters, setFilters] as const;
};

/**
 * `/admin/room-board`: the front desk's tape chart from `GET /api/admin/room-board` (one read per
 * window): rooms with their housekeeping, bookings and live holds as bars, two weeks from today.
 */
export const RoomBoardPage = () => {
  const translate = useTranslate();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'front-desk', action: 'list' });
  const [filters, setFilters] = useBoardFilters();
  const client = useQueryClient();
  const queryKey = ['room-board', filters.from ?? 'today', filters.roomTypeId ?? '', filters.buildingId ?? ''] as const;
  const onChanged = useCallback(() => void client.invalidateQueries({ queryKey: ['room-board'] }), [client]);
  const { data, error, isFetching } = useQuery({ queryKey, queryFn: () => fetchRoomBoard(filters), enabled: canAccess === true, placeholderData: keepPreviousData });
  if (checking) return null;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.roomBoard.title')} />
      {/* One column that may shrink below the chart's width: the chart scrolls, not the page. */}
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', p: { xs: 1, sm: 2 } }}>
        <BoardToolbar board={data} filters={filters} onChange={setFilters} />
        <Stack sx={{ mb: 1 }}>
          <BoardLegend />
        </Stack>
        <LinearProgress sx={{ mb: 0.5, visibility: isFetching ? 'visible' : 'hidden' }} />
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {data ? <BoardGrid board={data} queryKey={queryKey} onChanged={onChanged} /> : null}
      </CardContent>
    </Card>
  );
};
