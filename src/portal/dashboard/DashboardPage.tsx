import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentDashboard } from '../../../server/app/agent/dashboard.service';
import { portalApi, queryKeys } from '../api';
import { entryOfPath } from '../menu/menuEntries';
import { canOpen, viewerOf } from '../menu/menuRules';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { BRAND_CARD_BACKGROUND } from '../theme/portalTheme';
import { LatestPromotions, SalesStatistics, UpcomingCheckIns } from './DashboardSections';

/** Whether the signed-in agent may open a menu entry's page that has landed (its rule and its screen). */
const useCanOpen = () => {
  const { user } = usePortalSession();
  return (route: string) => {
    const entry = entryOfPath(route);
    return Boolean(user && entry?.ready && canOpen(entry.rule, viewerOf(user)));
  };
};

/** The welcome card: the agent, its agency and category, the wallet and the ways in. */
const Welcome = ({ welcome }: { welcome: AgentDashboard['welcome'] | undefined }) => {
  const t = useT();
  const { user } = usePortalSession();
  const may = useCanOpen();
  const wallet = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.dashboard.${key}`, args);
  const type = welcome?.agentType === 'TA' || welcome?.agentType === 'F' ? d(`agent_type.${welcome.agentType}`) : null;
  const about = [welcome?.companyName, type, welcome?.agentCategory ? d('category', { name: welcome.agentCategory }) : null].filter(Boolean).join(' · ');
  return (
    <Card sx={{ background: BRAND_CARD_BACKGROUND, color: 'common.white' }}>
      <CardContent sx={{ py: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('app.portal.dashboard.welcome', { name: welcome?.firstName ?? user?.firstName ?? '' })}
          </Typography>
          {about && <Typography sx={{ mt: 1, opacity: 0.92 }}>{about}</Typography>}
          <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {may('/bookings/create') && (
              <Button component={RouterLink} to="/bookings/create" variant="contained" color="inherit" startIcon={<AddCircleOutline />} sx={{ color: '#0b6e83', bgcolor: 'common.white', '&:hover': { bgcolor: 'grey.100' } }}>
                {d('new_booking')}
              </Button>
            )}
            {may('/booking/listing') && (
              <Button component={RouterLink} to="/booking/listing" variant="outlined" color="inherit" startIcon={<ReceiptLong />}>
                {d('my_bookings')}
              </Button>
            )}
          </Stack>
        </Box>
        <Box component="section" aria-label={d('wallet')} sx={{ textAlign: 'end' }}>
          <Typography variant="body2" sx={{ opacity: 0.92, display: 'flex', alignItems: 'center', gap: 0.75, justifyContent: 'flex-end' }}>
            <AccountBalanceWallet fontSize="small" />
            {d('wallet')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {wallet.data ? <Money sen={wallet.data.balance} /> : '—'}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

/** What waits for the agent (the menu badge's bookings), with the way to them. */
const Actions = ({ dashboard, linked }: { dashboard: AgentDashboard; linked: boolean }) => {
  const t = useT();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.dashboard.${key}`, args);
  const { paymentDue, slipRejected } = dashboard.actions;
  if (dashboard.badge === 0) {
    if (!linked) return null;
    return (
      <Alert severity="success" component="section" role="region" aria-label={d('actions')}>
        {d('nothing_to_do')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-label={d('actions')}
      action={
        linked && (
          <Button component={RouterLink} to="/booking/listing?status=Pending" color="inherit" size="small">
            {d('my_bookings')}
          </Button>
        )
      }
    >
      <AlertTitle>{d('actions')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {paymentDue > 0 && <li>{d('payment_due', { smart_count: paymentDue })}</li>}
        {slipRejected > 0 && <li>{d('slip_rejected', { smart_count: slipRejected })}</li>}
      </Box>
    </Alert>
  );
};

/**
 * `/`: the agent's dashboard (`GET /api/agent/dashboard`): welcome, what waits for the agent, upcoming
 * check-ins, latest promotions and sales statistics. Once its data has loaded the content carries
 * `data-ready="dashboard"` (the start-up bench waits for it).
 */
const DashboardPage = () => {
  const t = useT();
  const may = useCanOpen();
  const dashboard = useQuery({ queryKey: queryKeys.dashboard, queryFn: portalApi.dashboard });
  const data = dashboard.data;
  const linked = may('/booking/listing');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }} data-ready={data ? 'dashboard' : undefined} aria-busy={dashboard.isPending}>
      <Welcome welcome={data?.welcome} />
      {dashboard.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )}
      {dashboard.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('app.portalBookings.dashboard.retry')}
            </Button>
          }
        >
          {t('app.portalBookings.dashboard.failed')}
        </Alert>
      )}
      {data && (
        <>
          <Actions dashboard={data} linked={linked} />
          <UpcomingCheckIns rows={data.upcomingCheckIns} linked={linked} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }, gap: 3, alignItems: 'start' }}>
            <LatestPromotions promotions={data.promotions} />
            <SalesStatistics sales={data.sales} />
          </Box>
        </>
      )}
    </Box>
  );
};

export default DashboardPage;
