import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type OwingRow, useDash } from './api';
import { BookingTable } from './BookingTable';
import { Panel } from './Panel';

type Kind = 'due' | 'expired';

/** Balances due soon, and invoices whose cut-off date passed unpaid, side by side in tabs with their counts. */
export const PaymentReminders = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const [kind, setKind] = useState<Kind>('due');
  // On a phone the two tabs share the width and their labels wrap, rather than scroll out of sight.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const due = useDash<OwingRow[]>(`/dash/payment-remainder/${date}`);
  const expired = useDash<OwingRow[]>(`/dash/payment-remainder/${date}?type=expired`);
  const shown = kind === 'due' ? due : expired;
  const rows = shown.data?.data ?? [];
  const total = shown.data?.total ?? rows.length;
  const label = (key: Kind, answer: typeof due) => `${translate(`app.staffDashboard.reminders.${key}`)} (${answer.data?.total ?? '…'})`;
  return (
    <Panel
      title={translate('app.staffDashboard.reminders.title')}
      icon={<NotificationsActive color="warning" />}
      loading={shown.isPending}
      error={shown.error}
      isEmpty={rows.length === 0}
      empty={translate(kind === 'due' ? 'app.staffDashboard.empty.reminders' : 'app.staffDashboard.empty.expired')}
      action={
        <Tabs value={kind} onChange={(_, next: Kind) => setKind(next)} variant={phone ? 'fullWidth' : 'standard'} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}>
          <Tab value="due" label={label('due', due)} />
          <Tab value="expired" label={label('expired', expired)} sx={{ color: expired.data?.total ? 'error.main' : undefined }} />
        </Tabs>
      }
    >
      <BookingTable rows={rows} money cutOff />
      {total > rows.length ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('app.staffDashboard.more', { shown: rows.length, total })}
        </Typography>
      ) : null}
    </Panel>
  );
};
