import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { roomsAvailability } from '../../shared/reservations';
import { AccessDenied } from '../pages/NotAuthorized';
import { useResortToday } from '../reports/ReportParams';
import { AvailabilityGrid, AvailabilityLegend } from './AvailabilityGrid';

/** The longest stay the API prices (server/app/booking/stay.ts; importing it would bundle zod). */
const MAX_NIGHTS = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The nights typed, when a whole number from 1 to MAX_NIGHTS; otherwise none (the field shows an error). */
const nightsOf = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_NIGHTS ? n : null;
};

/**
 * `/admin/availability`: free rooms per room type night by night, from a start date (the resort's today) for a
 * number of nights (14, at most 60), from `POST /api/admin/rooms-availability`.
 */
export const AvailabilityPage = () => {
  const translate = useTranslate();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'rooms', action: 'list' });
  // Until staff pick a date the calendar starts on the resort's today (its time zone), not the browser's.
  const resortToday = useResortToday();
  const [picked, setStart] = useState<string>();
  const start = picked ?? resortToday;
  const [nightsText, setNightsText] = useState('14');
  const nights = nightsOf(nightsText) ?? 14;
  const valid = DATE.test(start) && nightsOf(nightsText) !== null;
  const { data, error, isFetching } = useQuery({
    queryKey: ['rooms-availability', start, nights],
    queryFn: () => roomsAvailability(start, addDays(start, nights)),
    enabled: valid && canAccess === true,
    placeholderData: keepPreviousData,
  });
  if (checking) return null;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.availability.title')} />
      {/* A one-column grid that may shrink below the calendar's width: the calendar scrolls, not the page. */}
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            label={translate('app.availability.start')}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={!DATE.test(start)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 180 }}
          />
          <TextField
            type="number"
            size="small"
            label={translate('app.availability.nights')}
            value={nightsText}
            onChange={(event) => setNightsText(event.target.value)}
            error={nightsOf(nightsText) === null}
            slotProps={{ htmlInput: { min: 1, max: MAX_NIGHTS }, inputLabel: { shrink: true } }}
            sx={{ width: 110 }}
          />
          <AvailabilityLegend />
        </Stack>
        {isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {data ? <AvailabilityGrid types={data} /> : null}
      </CardContent>
    </Card>
  );
};
