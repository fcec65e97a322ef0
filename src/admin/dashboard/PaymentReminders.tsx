import NotificationsActive from '@mui/icons-material/NotificationsActive';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type OwingRow, useDash } from './api';
import { BookingTable } from './BookingTable';
import { Panel } from './Panel';

type Kind = 'due' | 'expired';

/** Balances due soon, and invoices whose cut-off date passed unpaid, one switch between them showing both counts. */
export const PaymentReminders = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const [kind, setKind] = useState<Kind>('due');
  // On a phone the two halves of the switch share the width, and their labels wrap.
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
        <ToggleButtonGroup exclusive size="small" fullWidth={phone} aria-label={translate('app.staffDashboard.reminders.title')} value={kind} onChange={(_, next: Kind | null) => next && setKind(next)}>
          <ToggleButton value="due" sx={{ py: 0.25 }}>
            {label('due', due)}
          </ToggleButton>
          <ToggleButton value="expired" sx={{ py: 0.25, color: expired.data?.total ? 'error.main' : undefined }}>
            {label('expired', expired)}
          </ToggleButton>
        </ToggleButtonGroup>
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
