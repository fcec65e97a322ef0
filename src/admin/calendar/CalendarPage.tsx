import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { HttpError, Title, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDay } from '../../../i18n/dateFormat';
import type { Locale } from '../../../i18n/types';
import { AccessDenied } from '../pages/NotAuthorized';
import { DAY_KINDS, fetchMonths, markDays, type CalendarDayKind } from './calendarApi';
import { resortZone } from '../../shared/dates';
import { addMonths, daysBetween, monthOf, ordered, plusDays, todayAt } from './calendarDates';
import { DayKindLegend } from './DayKindLegend';
import { MonthGrid } from './MonthGrid';

/** A season at a glance: three months side by side. */
const MONTHS = 3;
const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The server's first field message, or its message: what the user should fix. */
const messageOf = (error: unknown) => {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return Object.values(errors ?? {})[0] ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
};

/**
 * `/admin/calendar`: the resort calendar. Staff select a day or drag across days (or use the keyboard) and
 * mark them weekend, peak, super peak or custom, or clear them, in one `POST /calender`; each day shows its
 * mark and, from `GET /sur-charges-calender`, the surcharges that apply on it.
 */
export const CalendarPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const client = useQueryClient();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'sur-charges', action: 'list' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'sur-charges', action: 'edit' });
  const today = todayAt(resortZone());
  const [first, setFirst] = useState(monthOf(today));
  const [anchor, setAnchor] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [focused, setFocused] = useState(today);
  const [label, setLabel] = useState('');
  const dragging = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moveFocus = useRef(false);

  const { data, error, isFetching } = useQuery({ queryKey: ['resort-calendar', first], queryFn: () => fetchMonths(first, MONTHS), enabled: canAccess === true, placeholderData: keepPreviousData });
  const selected = anchor && end ? ordered(anchor, end) : null;

  const save = useMutation({
    mutationFn: (kind: CalendarDayKind | null) => markDays({ from: (selected as [string, string])[0], to: (selected as [string, string])[1], kind, label: kind ? label.trim() || undefined : undefined }),
    onSuccess: async () => {
      notify('app.calendar.saved', { type: 'success' });
      await client.invalidateQueries({ queryKey: ['resort-calendar'] });
    },
    onError: (e) => notify(messageOf(e), { type: 'error' }),
  });

  useEffect(() => {
    const stop = () => void (dragging.current = false);
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  // Keyboard moves take the focus along; the grid re-renders first when the move changed the months shown.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    buttons.current.get(focused)?.focus();
  }, [focused, first]);

  if (checking) return null;
  if (!canAccess) return <AccessDenied />;

  const lastShown = `${addMonths(first, MONTHS)}-01`;
  const focusDay = (day: string) => {
    if (day < `${first}-01`) setFirst(monthOf(day));
    else if (day >= lastShown) setFirst(addMonths(monthOf(day), 1 - MONTHS));
    moveFocus.current = true;
    setFocused(day);
  };
  const select = (from: string, to: string) => {
    setAnchor(from);
    setEnd(to);
  };
  const onPress = (day: string) => {
    dragging.current = true;
    select(day, day);
    setFocused(day);
    buttons.current.get(day)?.focus({ preventScroll: true });
  };
  const onEnter = (day: string) => {
    if (dragging.current) setEnd(day);
  };
  const onKey = (day: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEP[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = plusDays(day, step);
      if (event.shiftKey) select(anchor ?? day, next);
      focusDay(next);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      select(day, day);
    } else if (event.key === 'Escape') {
      setAnchor(null);
      setEnd(null);
    }
  };
  const count = selected ? daysBetween(selected[0], selected[1]) : 0;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.calendar.title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {translate('app.calendar.intro')}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <Button variant="outlined" onClick={() => setFirst(addMonths(first, -MONTHS))}>
            {translate('app.calendar.earlier')}
          </Button>
          <Button variant="outlined" onClick={() => setFirst(monthOf(today))}>
            {translate('app.calendar.this_month')}
          </Button>
          <Button variant="outlined" onClick={() => setFirst(addMonths(first, MONTHS))}>
            {translate('app.calendar.later')}
          </Button>
          <DayKindLegend />
        </Stack>
        <Typography id="calendar-hint" variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('app.calendar.hint')}
        </Typography>
        <LinearProgress sx={{ mb: 1, visibility: isFetching ? 'visible' : 'hidden' }} />
        {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
        <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" aria-describedby="calendar-hint">
          {Array.from({ length: MONTHS }, (_, i) => addMonths(first, i)).map((month) => (
            <MonthGrid
              key={month}
              month={month}
              days={data ?? new Map()}
              locale={locale as Locale}
              selected={selected}
              focused={focused}
              onPress={onPress}
              onEnter={onEnter}
              onKey={onKey}
              buttonRef={(day, element) => void (element ? buttons.current.set(day, element) : buttons.current.delete(day))}
            />
          ))}
        </Stack>
        <Stack component="section" aria-label={translate('app.calendar.mark_as')} direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
          <Typography role="status" sx={{ minWidth: 220 }}>
            {selected
              ? translate('app.calendar.selection', { from: formatDay(selected[0], locale as Locale), to: formatDay(selected[1], locale as Locale), smart_count: count })
              : translate('app.calendar.nothing_selected')}
          </Typography>
          {canEdit ? (
            <>
              <TextField size="small" label={translate('app.calendar.label')} helperText={translate('app.calendar.label_hint')} value={label} onChange={(e) => setLabel(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
              <Typography component="span" variant="body2">
                {translate('app.calendar.mark_as')}
              </Typography>
              {DAY_KINDS.map((kind) => (
                <Button key={kind} variant="contained" disabled={!selected || save.isPending} onClick={() => save.mutate(kind)}>
                  {translate(`app.calendar.kinds.${kind}`)}
                </Button>
              ))}
              <Button variant="outlined" color="inherit" disabled={!selected || save.isPending} onClick={() => save.mutate(null)}>
                {translate('app.calendar.clear')}
              </Button>
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
