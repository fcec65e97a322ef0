import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FiguresTable, type FiguresColumn } from './FiguresTable';
import { r, useCellFormat } from './format';
import { ReportShell } from './ReportShell';
import { useResortToday, validYear, YearField } from './ReportParams';
import type { MonthlyData, RoomFigures } from './reportsApi';
import { useReport } from './useReport';

const FIGURES: FiguresColumn[] = [
  { key: 'availableNights', kind: 'count' },
  { key: 'roomNights', kind: 'count' },
  { key: 'occupancy', kind: 'percent' },
  { key: 'roomRevenue', kind: 'money' },
  { key: 'adr', kind: 'money' },
  { key: 'revpar', kind: 'money' },
];
const values = (f: RoomFigures) => [f.availableNights, f.roomNights, f.occupancy, f.roomRevenue, f.adr, f.revpar];

/** `/admin/reports/monthly`: a year's room nights, occupancy, ADR and RevPAR, month by month and by room type. */
export const MonthlyReport = () => {
  const translate = useTranslate();
  const format = useCellFormat();
  // The resort's year, until staff pick another.
  const resortYear = useResortToday().slice(0, 4);
  const [picked, setYear] = useState<string | null>(null);
  const year = picked ?? resortYear;
  const source = { target: 'reports' as const, path: `/monthly/${year}` };
  const { data, error, loading } = useReport<MonthlyData>(source, validYear(year));
  const months = data?.months ?? [];
  return (
    <ReportShell name="monthly" module="reports" source={source} fileName={`monthly-report-${year}`} loading={loading} error={error}
      params={<YearField value={year} onChange={setYear} />}>
      {data ? (
        <>
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: months.map((m) => format(m.month, 'month')) }]}
            yAxis={[{ label: translate(r('charts.occupancy')), width: 60 }]}
            series={[{ data: months.map((m) => m.total.occupancy), label: translate(r('columns.occupancy')), valueFormatter: (v) => format(v, 'percent') }]}
          />
          <FiguresTable caption={translate(r('sections.by_month'))} columns={[{ key: 'month', kind: 'month' }, ...FIGURES]}
            rows={months.map((m) => [m.month, ...values(m.total)])} total={[translate(r('values.total')), ...values(data.total)]} />
          <FiguresTable caption={translate(r('params.roomType'))} columns={[{ key: 'month', kind: 'month' }, { key: 'roomType', kind: 'text' }, ...FIGURES]}
            rows={months.flatMap((m) => m.roomTypes.map((t) => [m.month, t.roomType, ...values(t)]))} />
        </>
      ) : null}
    </ReportShell>
  );
};
