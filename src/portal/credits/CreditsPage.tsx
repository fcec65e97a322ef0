import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { earningsApi, earningsKeys } from '../earnings/earningsApi';
import { ForecastSection } from '../earnings/ForecastSection';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { BalanceCard } from './BalanceCard';
import { BankDetailsSection } from './BankDetailsForm';
import { PaymentReturn } from './PaymentReturn';
import { PayoutSection } from './PayoutSection';
import { StatementSection } from './StatementSection';
import { TopUpSection } from './TopUpSection';

/**
 * `/credits` (the navbar's wallet balance and the user menu lead here): the wallet with its statement,
 * top-up, payout requests and bank details (the agency admin's), and the commissions to come.
 */
const CreditsPage = () => {
  const t = useT();
  const { user } = usePortalSession();
  const commissions = useQuery({ queryKey: earningsKeys.myCommissions, queryFn: earningsApi.myCommissions });
  const isAdmin = user?.agencyRole === 'admin';
  const approved = user?.status?.code === 'A';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {t('app.portalMoney.credits.title')}
      </Typography>
      <PaymentReturn />
      <BalanceCard />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <TopUpSection />
        {isAdmin && approved && <BankDetailsSection />}
      </Box>
      <StatementSection />
      <PayoutSection isAdmin={isAdmin} approved={approved} />
      <ForecastSection data={commissions.data} isError={commissions.isError} />
    </Box>
  );
};

export default CreditsPage;
