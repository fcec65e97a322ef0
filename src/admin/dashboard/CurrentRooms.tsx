import KingBed from '@mui/icons-material/KingBed';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { type CurrentRooms as Answer, useDash } from './api';
import { Panel } from './Panel';

const t = (key: string) => `app.staffDashboard.rooms.${key}`;

/** Rooms taken the night of the day by room type, with their guests. */
export const CurrentRooms = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useDash<Answer>(`/dash/currentList/${date}`);
  const rooms = data?.data;
  return (
    <Panel
      title={translate(t('title'))}
      subheader={rooms ? `${translate(t('occupancy'), { occupied: rooms.occupied, total: rooms.totalRooms })} · ${translate(t('guests'), { smart_count: rooms.guests })}` : undefined}
      icon={<KingBed color="success" />}
      loading={isPending}
      error={error}
    >
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rooms?.roomTypes.map((type) => (
          <li key={type.id}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{type.name}</Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {translate(t('of'), { occupied: type.occupied, total: type.totalRooms })}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>{translate(t('guests'), { smart_count: type.guests })}</Typography>
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={type.totalRooms ? Math.min(100, (type.occupied / type.totalRooms) * 100) : 0}
              aria-label={type.name}
              color={type.totalRooms && type.occupied >= type.totalRooms ? 'error' : 'success'}
              sx={{ height: 8, borderRadius: 4, mt: 0.5, bgcolor: 'action.selected' }}
            />
          </li>
        ))}
      </Stack>
    </Panel>
  );
};
