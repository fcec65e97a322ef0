import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import type { Locale } from '../../../i18n/types';
import { datesOf } from '../../shared/dates';
import { HEADER_HEIGHT, ROOM_WIDTH } from './boardLayout';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
/** A column head's two lines: the weekday, then the day (with its month on each 1st). */
const headOf = (locale: Locale, day: string) => {
  const intl = INTL_LOCALES[locale];
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' }).format(utc(day));
  const withMonth = day.endsWith('-01');
  const date = new Intl.DateTimeFormat(intl, withMonth ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { day: 'numeric', timeZone: 'UTC' }).format(utc(day));
  return { weekday, date, weekend: [0, 6].includes(utc(day).getUTCDay()) };
};

/** The days across the top, fixed while the rooms scroll; today is marked. */
export const BoardHeader = ({ days, today, columns, rooms }: { days: string[]; today: string; columns: string; rooms: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dates = datesOf(locale as Locale);
  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: 4, display: 'grid', gridTemplateColumns: columns, height: HEADER_HEIGHT, bgcolor: 'background.paper', borderBottom: 2, borderColor: 'divider' }}>
      <Box sx={{ position: 'sticky', left: 0, zIndex: 5, bgcolor: 'background.paper', width: ROOM_WIDTH, px: 1, display: 'flex', alignItems: 'center', borderRight: 1, borderColor: 'divider' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontSize: 13, fontWeight: 600, lineHeight: 1.2 }}>
            {new Intl.DateTimeFormat(INTL_LOCALES[locale as Locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(days[0]))}
          </Typography>
          <Typography noWrap variant="caption" color="text.secondary">
            {translate('app.roomBoard.rooms', { smart_count: rooms })}
          </Typography>
        </Box>
      </Box>
      {days.map((day) => {
        const isToday = day === today;
        const head = headOf(locale as Locale, day);
        return (
          <Box
            key={day}
            data-day={day}
            aria-current={isToday ? 'date' : undefined}
            aria-label={isToday ? `${dates.day(day)} · ${translate('app.roomBoard.today')}` : dates.day(day)}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: isToday ? (t) => alpha(t.palette.primary.main, 0.16) : undefined,
              color: isToday ? 'primary.main' : head.weekend ? 'text.secondary' : 'text.primary',
              borderBottom: isToday ? 3 : 0,
              borderBottomColor: 'primary.main',
            }}
          >
            <Typography sx={{ fontSize: 11, lineHeight: 1.1 }}>{head.weekday}</Typography>
            <Typography noWrap sx={{ fontSize: 13, fontWeight: isToday ? 700 : 500, lineHeight: 1.2 }}>{head.date}</Typography>
          </Box>
        );
      })}
    </Box>
  );
};
