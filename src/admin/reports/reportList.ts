/** Every report: its page under `/admin/reports/<path>` and its name (`app.reports.names.*`), in the index's order. */
export const REPORT_LIST = [
  { path: 'monthly', name: 'monthly' },
  { path: 'sales-agents', name: 'salesAgents' },
  { path: 'sales-lead-sources', name: 'salesLeadSources' },
  { path: 'sales-packages', name: 'salesPackages' },
  { path: 'cumulative', name: 'cumulative' },
  { path: 'transport', name: 'transport' },
  { path: 'payouts', name: 'payouts' },
  { path: 'referrals', name: 'referrals' },
] as const;
