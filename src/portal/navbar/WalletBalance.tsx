import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { portalApi, queryKeys } from '../api';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../PortalLocale';

/** The wallet balance (`GET /api/agent/wallet`, read when the navbar loads), linking to the credits page. */
export const WalletBalance = () => {
  const t = useT();
  const { data } = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  if (!data) return null;
  const amount = formatMoney(data.balance);
  return (
    <Button color="inherit" component={RouterLink} to="/credits" startIcon={<AccountBalanceWallet />} aria-label={t('app.portal.navbar.wallet', { amount })} sx={{ whiteSpace: 'nowrap' }}>
      {amount}
    </Button>
  );
};
