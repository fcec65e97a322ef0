import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay, INTL_LOCALES } from '../../../i18n/dateFormat';
import type { Locale } from '../../../i18n/types';
import type { CalendarDay } from './calendarApi';
import { monthName, monthWeeks, weekdayNames } from './calendarDates';
import { KIND_COLOURS } from './DayKindLegend';

export interface MonthGridProps {
  month: string;
  days: ReadonlyMap<string, CalendarDay>;
  locale: Locale;
  /** The selected range, both ends included, or null. */
  selected: readonly [string, string] | null;
  /** The day that takes the keyboard (one tab stop for the whole calendar). */
  focused: string;
  onPress: (day: string) => void;
  onEnter: (day: string) => void;
  onKey: (day: string, event: KeyboardEvent<HTMLButtonElement>) => void;
  buttonRef: (day: string, element: HTMLButtonElement | null) => void;
}

/** One month as a grid of day buttons, coloured by their mark; a selected day is outlined and pressed. */
export const MonthGrid = ({ month, days, locale, selected, focused, onPress, onEnter, onKey, buttonRef }: MonthGridProps) => {
  const translate = useTranslate();
  const intl = INTL_LOCALES[locale];
  const title = monthName(month, intl);
  const isSelected = (day: string) => selected !== null && day >= selected[0] && day <= selected[1];
  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="table" role="grid" aria-label={translate('app.calendar.month_grid', { month: title })} sx={{ borderCollapse: 'separate', borderSpacing: 2, userSelect: 'none' }}>
        <thead>
          <tr>
            {weekdayNames(intl).map((name) => (
              <Typography key={name} component="th" variant="caption" scope="col" sx={{ fontWeight: 500, color: 'text.secondary' }}>
                {name}
              </Typography>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day === null ? (
                  <td key={`blank-${d}`} />
                ) : (
                  <DayCell key={day} day={day} info={days.get(day)} locale={locale} selected={isSelected(day)} focused={focused === day} {...{ onPress, onEnter, onKey, buttonRef }} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};

interface DayCellProps extends Pick<MonthGridProps, 'onPress' | 'onEnter' | 'onKey' | 'buttonRef' | 'locale'> {
  day: string;
  info: CalendarDay | undefined;
  selected: boolean;
  focused: boolean;
}

const DayCell = ({ day, info, locale, selected, focused, onPress, onEnter, onKey, buttonRef }: DayCellProps) => {
  const translate = useTranslate();
  const mark = info?.mark ?? null;
  const kindName = mark ? translate(`app.calendar.kinds.${mark.kind}`) : translate('app.calendar.unmarked');
  const name = [translate('app.calendar.day_name', { date: formatDay(day, locale), kind: kindName }), mark?.label].filter(Boolean).join(' – ');
  const surcharges = info?.surcharges.length ? translate('app.calendar.day_surcharges', { names: info.surcharges.map((s) => s.name).join(', ') }) : undefined;
  return (
    <td role="gridcell" aria-selected={selected}>
      <Box
        component="button"
        type="button"
        ref={(element: HTMLButtonElement | null) => buttonRef(day, element)}
        tabIndex={focused ? 0 : -1}
        aria-label={name}
        aria-description={surcharges}
        title={[mark?.label, surcharges].filter(Boolean).join('\n') || undefined}
        onMouseDown={(event) => {
          // Left button only; the click's focus is moved by hand so that a drag does not scroll the page.
          if (event.button !== 0) return;
          event.preventDefault();
          onPress(day);
        }}
        onMouseEnter={() => onEnter(day)}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKey(day, event)}
        sx={{
          width: 36,
          height: 34,
          p: 0,
          font: 'inherit',
          fontSize: 14,
          cursor: 'pointer',
          borderRadius: 1,
          border: 2,
          borderColor: selected ? 'primary.main' : 'transparent',
          bgcolor: mark ? KIND_COLOURS[mark.kind] : 'transparent',
          color: mark ? 'rgba(0, 0, 0, 0.87)' : 'text.primary',
          outline: selected ? '1px solid' : 'none',
          outlineColor: 'primary.main',
          position: 'relative',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 1 },
        }}
      >
        {Number(day.slice(8))}
        {info?.surcharges.length ? <Box aria-hidden component="span" sx={{ position: 'absolute', right: 3, top: 3, width: 5, height: 5, borderRadius: '50%', bgcolor: 'text.secondary' }} /> : null}
      </Box>
    </td>
  );
};
