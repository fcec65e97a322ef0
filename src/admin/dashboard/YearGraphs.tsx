import Insights from '@mui/icons-material/Insights';
import ShowChart from '@mui/icons-material/ShowChart';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/formatMoney';
import { useDateFormat } from '../reservations/format';
import { type YearGraph, useDash } from './api';
import { Panel } from './Panel';

/**
 * The chart library is a chunk of its own: the dashboard's first paint does not wait for it, and it
 * downloads while the graphs' figures are fetched (YearGraphs starts it when it mounts).
 */
const loadBarChart = () => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart }));
const BarChart = lazy(loadBarChart);

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The year's check-ins and sales by month, each beside the year before's (figures as the server sums them). */
export const YearGraphs = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const { shortMonth, narrowMonth } = useDateFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useEffect(() => {
    void loadBarChart().catch(() => undefined);
  }, []);
  // Axis ticks only: short ringgit written as formatMoney writes it in every language (RM 120K); bars' tooltips read in full.
  const compact = new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR', notation: 'compact', maximumFractionDigits: 1 });
  const latest = Number(date.slice(0, 4));
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? latest;
  const { data, isPending, error } = useDash<YearGraph>(`/dash/graph?year=${year}`);
  const graph = data?.data;
  const xAxis = [{ scaleType: 'band' as const, data: MONTHS.map(phone ? narrowMonth : shortMonth) }];
  // One press per year (this one and the three before), as light as the dashboard's other switches.
  const yearField = (
    <ToggleButtonGroup exclusive size="small" aria-label={translate('app.staffDashboard.graphs.year')} value={year} onChange={(_, next: number | null) => next !== null && setChosen(next)}>
      {[3, 2, 1, 0].map((back) => (
        <ToggleButton key={back} value={latest - back} sx={{ py: 0.25, px: 1 }}>
          {latest - back}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  const height = phone ? 220 : 280;
  const chart = (series: [number[], number[]], money: boolean) => (
    <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
      <BarChart
        height={height}
        xAxis={xAxis}
        yAxis={[{ width: money ? 72 : 40, valueFormatter: (v: number) => (money ? compact.format(v / 100) : String(v)) }]}
        series={[
          { data: series[1], label: String(year - 1), color: '#b0bec5', valueFormatter: (v) => (money ? formatMoney(v ?? 0) : String(v ?? 0)) },
          { data: series[0], label: String(year), valueFormatter: (v) => (money ? formatMoney(v ?? 0) : String(v ?? 0)) },
        ]}
        margin={{ left: 0, right: 8 }}
      />
    </Suspense>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Panel title={translate('app.staffDashboard.graphs.check_ins')} icon={<ShowChart color="primary" />} action={yearField} loading={isPending} error={error}>
          {graph ? chart([graph.currentYearCheck, graph.prevYearCheck], false) : null}
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Panel title={translate('app.staffDashboard.graphs.sales')} icon={<Insights color="primary" />} loading={isPending} error={error}>
          {graph ? chart([graph.currentYear, graph.prevYear], true) : null}
        </Panel>
      </Grid>
    </Grid>
  );
};
