import type { ReactElement } from 'react';
import { AgentMonthsReport } from './AgentMonthsReport';
import { CumulativeReport } from './CumulativeReport';
import { MonthlyReport } from './MonthlyReport';
import { SalesReport } from './SalesReport';
import { TransportReport } from './TransportReport';

/** Every report: its page under `/admin/reports/<path>`, its name (`app.reports.names.*`) and its screen. */
export const REPORTS: readonly { path: string; name: string; element: ReactElement }[] = [
  { path: 'monthly', name: 'monthly', element: <MonthlyReport /> },
  { path: 'sales-agents', name: 'salesAgents', element: <SalesReport key="agents" by="agents" /> },
  { path: 'sales-lead-sources', name: 'salesLeadSources', element: <SalesReport key="lead-sources" by="lead-sources" /> },
  { path: 'sales-packages', name: 'salesPackages', element: <SalesReport key="packages" by="packages" /> },
  { path: 'cumulative', name: 'cumulative', element: <CumulativeReport /> },
  { path: 'transport', name: 'transport', element: <TransportReport /> },
  { path: 'payouts', name: 'payouts', element: <AgentMonthsReport key="payouts" kind="payouts" /> },
  { path: 'referrals', name: 'referrals', element: <AgentMonthsReport key="referrals" kind="referrals" /> },
];
