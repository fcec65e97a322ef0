import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FiguresTable, type FiguresColumn } from './FiguresTable';
import { monthKey, r, useCellFormat } from './format';
import { ReportShell } from './ReportShell';
import { useResortToday, validYear, YearField } from './ReportParams';
import type { PayoutsData, ReferralsData } from './reportsApi';
import { useReport } from './useReport';

/** The two yearly agent reports: what each sums, which figure its chart shows and its file name. */
const KINDS = {
  payouts: { path: 'payouts', file: 'payouts', chart: 'paid', fields: ['requested', 'paid', 'rejected', 'pending'] },
  referrals: { path: 'referral-commissions', file: 'referral-commissions', chart: 'amount', fields: ['bookings', 'amount'] },
} as const;

type Data = PayoutsData | ReferralsData;
const row = (fields: readonly string[], x: Record<string, number>) => fields.map((f) => x[f]);

/** `/admin/reports/payouts` and `/admin/reports/referrals`: a year by month (chart and table) and by agent. */
export const AgentMonthsReport = ({ kind }: { kind: keyof typeof KINDS }) => {
  const translate = useTranslate();
  const format = useCellFormat();
  const { path, file, chart, fields } = KINDS[kind];
  // The resort's year, until staff pick another.
  const resortYear = useResortToday().slice(0, 4);
  const [picked, setYear] = useState<string | null>(null);
  const year = picked ?? resortYear;
  const source = { target: 'reports' as const, path: `/${path}/${year}` };
  const { data, error, loading } = useReport<Data>(source, validYear(year));
  const columns: FiguresColumn[] = fields.map((f) => ({ key: f, kind: f === 'bookings' ? 'count' : 'money' }));
  const total = data ? [translate(r('values.total')), ...row(fields, data.total as Record<string, number>)] : undefined;
  return (
    <ReportShell name={kind} module="reports" source={source} fileName={`${file}-${year}`} loading={loading} error={error}
      params={<YearField value={year} onChange={setYear} />}>
      {data ? (
        <>
          <BarChart height={260}
            xAxis={[{ scaleType: 'band', data: data.months.map((m) => format(monthKey(data.year, m.month), 'month')) }]}
            yAxis={[{ label: translate(r(`charts.${kind}`)), width: 70 }]}
            series={[{ data: data.months.map((m) => (m as Record<string, number>)[chart] / 100), label: translate(r(`columns.${chart}`)) }]} />
          <FiguresTable caption={translate(r('sections.by_month'))} columns={[{ key: 'month', kind: 'month' }, ...columns]}
            rows={data.months.map((m) => [monthKey(data.year, m.month), ...row(fields, m as Record<string, number>)])} total={total} />
          <FiguresTable caption={translate(r('sections.by_agent'))} columns={[{ key: 'agent', kind: 'text' }, ...columns]}
            rows={data.agents.map((a) => [a.agent, ...row(fields, a as unknown as Record<string, number>)])} total={total} />
        </>
      ) : null}
    </ReportShell>
  );
};
