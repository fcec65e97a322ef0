import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FiguresTable } from './FiguresTable';
import { monthKey, r, useCellFormat } from './format';
import { ReportShell } from './ReportShell';
import { useResortToday, validYear, YearField } from './ReportParams';
import type { CumulativeData } from './reportsApi';
import { useReport } from './useReport';

/** `/admin/reports/cumulative`: the year's sales month by month and their running total, beside last year's. */
export const CumulativeReport = () => {
  const translate = useTranslate();
  const format = useCellFormat();
  // The resort's year, until staff pick another.
  const resortYear = useResortToday().slice(0, 4);
  const [picked, setYear] = useState<string | null>(null);
  const year = picked ?? resortYear;
  const source = { target: 'reports' as const, path: `/cumulative/${year}` };
  const { data, error, loading } = useReport<CumulativeData>(source, validYear(year));
  const months = data?.months ?? [];
  const y = Number(year);
  return (
    <ReportShell name="cumulative" module="reports" source={source} fileName={`cumulative-sales-${year}`} loading={loading} error={error}
      params={<YearField value={year} onChange={setYear} />}>
      {data ? (
        <>
          <LineChart
            height={280}
            xAxis={[{ scaleType: 'point', data: months.map((m) => format(monthKey(data.year, m.month), 'month')) }]}
            yAxis={[{ label: translate(r('charts.cumulative')), width: 80 }]}
            series={[
              { data: months.map((m) => m.cumulativeSales / 100), label: String(data.year) },
              { data: months.map((m) => m.lastYearCumulative / 100), label: String(data.year - 1) },
            ]}
          />
          <FiguresTable
            columns={[{ key: 'month', kind: 'month' }, { key: 'bookings', kind: 'count' }, { key: 'sales', kind: 'money' }, { key: 'cumulativeSales', kind: 'money' }, { key: 'lastYearSales', kind: 'money' }, { key: 'lastYearCumulative', kind: 'money' }]}
            rows={months.map((m) => [monthKey(y, m.month), m.bookings, m.sales, m.cumulativeSales, m.lastYearSales, m.lastYearCumulative])} />
        </>
      ) : null}
    </ReportShell>
  );
};
