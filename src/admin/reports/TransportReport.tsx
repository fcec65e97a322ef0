import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Departures } from './Departures';
import { r } from './format';
import { ReportShell } from './ReportShell';
import { DateField, useResortToday, validDate } from './ReportParams';
import type { ManifestData } from './reportsApi';
import { useReport } from './useReport';

/** Departure times as the chart's categories: a second boat at the same time is told apart by its number. */
const departureLabels = (times: string[]) => times.map((time, i) => (times.indexOf(time) === i ? time : `${time} (${times.slice(0, i + 1).filter((t) => t === time).length})`));

/**
 * A day's transfers with their passengers: the reports' "Transport by date" (`/admin/reports/transport`,
 * from `/api/reports`) and the front desk's "Transport manifest" (`/admin/manifest`, from `/api/admin`).
 */
export const TransportReport = ({ desk = false }: { desk?: boolean }) => {
  const translate = useTranslate();
  // The resort's today as the server counts it (a browser abroad or on UTC may already be on another day), until a day is picked.
  const today = useResortToday();
  const [picked, setDate] = useState<string | null>(null);
  const date = picked ?? today;
  const source = desk ? { target: 'admin' as const, path: `/report/transportation/${date}` } : { target: 'reports' as const, path: `/transport/${date}` };
  const { data, error, loading } = useReport<ManifestData>(source, validDate(date));
  const boats = data?.boats ?? [];
  return (
    <ReportShell name={desk ? 'manifest' : 'transport'} module={desk ? 'front-desk' : 'reports'} source={source} fileName={`transport-manifest-${date}`}
      loading={loading} error={error} params={<DateField label="date" value={date} onChange={setDate} />}>
      {data ? (
        <>
          {boats.length ? (
            <BarChart height={240} aria-label={translate(r('charts.seats'))}
              xAxis={[{ scaleType: 'band', data: departureLabels(boats.map((b) => b.time ?? '—')) }]}
              yAxis={[{ width: 40 }]}
              series={[
                { data: boats.map((b) => b.seatsUsed), label: translate(r('columns.seatsUsed')) },
                { data: boats.map((b) => b.capacity ?? 0), label: translate(r('columns.capacity')) },
              ]} />
          ) : null}
          <Departures data={data} />
        </>
      ) : null}
    </ReportShell>
  );
};
