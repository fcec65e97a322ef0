import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FiguresTable } from './FiguresTable';
import { r } from './format';
import { ReportShell } from './ReportShell';
import { DateField, useResortToday, validDate } from './ReportParams';
import type { SalesData, SalesRow } from './reportsApi';
import { useReport } from './useReport';

/** The three sales reports: the server path, the report's name and its file name. */
export const SALES_REPORTS = {
  agents: { name: 'salesAgents', file: 'sales-by-agent' },
  'lead-sources': { name: 'salesLeadSources', file: 'sales-by-lead-source' },
  packages: { name: 'salesPackages', file: 'sales-by-package' },
} as const;

/** `/admin/reports/sales-<by>`: sales booked in a period by agent, lead source or package, largest first. */
export const SalesReport = ({ by }: { by: keyof typeof SALES_REPORTS }) => {
  const translate = useTranslate();
  // This month so far at the resort, until staff pick other days.
  const today = useResortToday();
  const [pickedFrom, setFrom] = useState<string | null>(null);
  const [pickedTo, setTo] = useState<string | null>(null);
  const from = pickedFrom ?? `${today.slice(0, 8)}01`;
  const to = pickedTo ?? today;
  const source = { target: 'reports' as const, path: `/sales/${by}`, query: { from, to } };
  const { data, error, loading } = useReport<SalesData>(source, validDate(from) && validDate(to) && from <= to);
  const nameOf = (row: SalesRow) => (row.kind === 'staff' || row.kind === 'guest' || row.kind === 'none' ? translate(r(`values.${row.kind}`)) : (row.name ?? ''));
  const rows = data?.rows ?? [];
  const { name, file } = SALES_REPORTS[by];
  return (
    <ReportShell name={name} module="reports" source={source} fileName={`${file}-${from}-${to}`} loading={loading} error={error}
      params={<><DateField label="from" value={from} onChange={setFrom} /><DateField label="to" value={to} onChange={setTo} /></>}>
      {data ? (
        <>
          {rows.length ? (
            <BarChart height={Math.max(160, 48 * rows.length + 60)} layout="horizontal"
              yAxis={[{ scaleType: 'band', data: rows.map(nameOf), width: 160 }]}
              xAxis={[{ label: translate(r('charts.sales')) }]}
              series={[{ data: rows.map((row) => row.sales / 100), label: translate(r('columns.sales')) }]} />
          ) : null}
          <FiguresTable
            columns={[{ key: 'name', kind: 'text' }, { key: 'bookings', kind: 'count' }, { key: 'roomNights', kind: 'count' }, { key: 'guests', kind: 'count' }, { key: 'sales', kind: 'money' }]}
            rows={rows.map((row) => [nameOf(row), row.bookings, row.roomNights, row.guests, row.sales])}
            total={[translate(r('values.total')), data.total.bookings, data.total.roomNights, data.total.guests, data.total.sales]} />
        </>
      ) : null}
    </ReportShell>
  );
};
