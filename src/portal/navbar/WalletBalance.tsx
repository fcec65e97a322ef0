import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { portalApi, queryKeys } from '../api';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../PortalLocale';

/**
 * The wallet balance (`GET /api/agent/wallet`, read when the navbar loads), linking to the credits page. When it
 * cannot be read (spec section 8: the wallet's failure is dispatched as an error), the navbar says so in its
 * place instead of leaving the agent to guess why the balance is missing; a click tries again.
 */
export const WalletBalance = () => {
  const t = useT();
  const { data, isError, refetch } = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  if (isError && !data) {
    return (
      <Tooltip title={t('app.portal.navbar.wallet_failed_hint')} describeChild>
        <Button color="inherit" startIcon={<ErrorOutline />} onClick={() => void refetch()} sx={{ whiteSpace: 'nowrap' }}>
          {t('app.portal.navbar.wallet_failed')}
        </Button>
      </Tooltip>
    );
  }
  if (!data) return null;
  const amount = formatMoney(data.balance);
  return (
    <Button color="inherit" component={RouterLink} to="/credits" startIcon={<AccountBalanceWallet />} aria-label={t('app.portal.navbar.wallet', { amount })} sx={{ whiteSpace: 'nowrap' }}>
      {amount}
    </Button>
  );
};
