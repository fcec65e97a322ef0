import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { loadAllMessages } from '../../shared/i18nProvider';
import { REPORT_LIST } from './reportList';

// Each report's screen (and the chart library) loads when the report is opened, not with the back office;
// with it the rest of the language's messages, which the first screen does not ship.
const later = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const Screen = lazy(async () => {
    const [screen] = await Promise.all([load(), loadAllMessages()]);
    return { default: screen };
  });
  const Later = (props: P) => (
    <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
      <Screen {...props} />
    </Suspense>
  );
  return Later;
};

const MonthlyReport = later(() => import('./MonthlyReport').then((m) => m.MonthlyReport));
const SalesReport = later(() => import('./SalesReport').then((m) => m.SalesReport));
const CumulativeReport = later(() => import('./CumulativeReport').then((m) => m.CumulativeReport));
const AgentMonthsReport = later(() => import('./AgentMonthsReport').then((m) => m.AgentMonthsReport));
const TransportReport = later(() => import('./TransportReport').then((m) => m.TransportReport));
/** `/admin/reports`. */
export const ReportsIndex = later(() => import('./ReportsIndex').then((m) => m.ReportsIndex));
/** `/admin/manifest`: the front desk's transport manifest. */
export const ManifestPage = () => <TransportReport desk />;

const SCREENS: Record<(typeof REPORT_LIST)[number]['path'], ReactElement> = {
  monthly: <MonthlyReport />,
  'sales-agents': <SalesReport key="agents" by="agents" />,
  'sales-lead-sources': <SalesReport key="lead-sources" by="lead-sources" />,
  'sales-packages': <SalesReport key="packages" by="packages" />,
  cumulative: <CumulativeReport />,
  transport: <TransportReport />,
  payouts: <AgentMonthsReport key="payouts" kind="payouts" />,
  referrals: <AgentMonthsReport key="referrals" kind="referrals" />,
};

/** Every report's page under `/admin/reports/<path>`, with its screen. */
export const REPORTS = REPORT_LIST.map((report) => ({ ...report, element: SCREENS[report.path] }));
