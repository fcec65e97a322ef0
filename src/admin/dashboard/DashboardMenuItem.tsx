import DashboardIcon from '@mui/icons-material/Dashboard';
import Badge from '@mui/material/Badge';
import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { type ActionCount, useDash } from './api';

/** How often the badge asks again (a slip sent, a booking to approve shows within a minute). */
export const BADGE_REFRESH_MS = 60_000;

/** The menu's Dashboard entry with a warning badge counting what waits for staff (approvals, slips, overdue invoices). */
export const DashboardMenuItem = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'dashboard', action: 'list' });
  const { data } = useDash<ActionCount>('/dash/action-count', { refetchInterval: BADGE_REFRESH_MS, enabled: canAccess === true });
  const count = data?.data.total ?? 0;
  const label = translate('app.staffDashboard.badge.label', { smart_count: count });
  return (
    <Menu.DashboardItem
      leftIcon={
        <Badge badgeContent={count} color="warning" max={99} slotProps={{ badge: { title: label, 'aria-label': label, role: 'status' } as object }}>
          <DashboardIcon />
        </Badge>
      }
    />
  );
};
