import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DAY_KINDS, type CalendarDayKind } from './calendarApi';

/** Light fills with dark text in both themes, told apart by hue (and by the day's name for screen readers). */
export const KIND_COLOURS: Record<CalendarDayKind, string> = {
  weekend: '#bbdefb',
  peak: '#ffe0b2',
  'super-peak': '#ffcdd2',
  custom: '#e1bee7',
};

/** Which colour is which kind of day. */
export const DayKindLegend = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" component="ul" aria-label={translate('app.calendar.legend')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {DAY_KINDS.map((kind) => (
        <Stack key={kind} component="li" direction="row" spacing={0.75} alignItems="center">
          <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: KIND_COLOURS[kind], border: 1, borderColor: 'divider' }} />
          <Typography variant="body2">{translate(`app.calendar.kinds.${kind}`)}</Typography>
        </Stack>
      ))}
      <Stack component="li" direction="row" spacing={0.75} alignItems="center">
        <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider' }} />
        <Typography variant="body2">{translate('app.calendar.unmarked')}</Typography>
      </Stack>
    </Stack>
  );
};
