import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import FactCheck from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { portalApi, queryKeys } from '../api';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';

const Stat = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Card component="section" aria-label={label} sx={{ flex: '1 1 240px' }}>
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {icon}
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {children}
        </Typography>
      </Box>
    </CardContent>
  </Card>
);

/** `/`: a welcome with the wallet and the bookings awaiting approval (the full dashboard comes later). */
const DashboardPage = () => {
  const t = useT();
  const { user } = usePortalSession();
  const wallet = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  const awaiting = useQuery({ queryKey: queryKeys.awaitingApproval, queryFn: portalApi.awaitingApproval });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card sx={{ background: 'linear-gradient(120deg, #0b6e83 0%, #1d9aa8 70%, #f3d9a4 130%)', color: 'common.white' }}>
        <CardContent sx={{ py: 4 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('app.portal.dashboard.welcome', { name: user?.firstName ?? '' })}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9 }}>{t('app.portal.dashboard.intro')}</Typography>
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Stat icon={<AccountBalanceWallet color="primary" fontSize="large" />} label={t('app.portal.dashboard.wallet')}>
          {wallet.data ? <Money sen={wallet.data.balance} /> : '—'}
        </Stat>
        <Stat icon={<FactCheck color="warning" fontSize="large" />} label={t('app.portal.dashboard.awaiting')}>
          {awaiting.data ?? '—'}
        </Stat>
      </Box>
    </Box>
  );
};

export default DashboardPage;
