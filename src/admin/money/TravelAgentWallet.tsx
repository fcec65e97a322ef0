import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Button, LinkBase, useBasename, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { resources } from '../../../resources';
import { request } from '../../shared/request';
import { GeneratedEdit } from '../generated/GeneratedForm';
import { TravelDocumentsPanel } from '../profile/TravelDocumentsPanel';
import { Money, t } from './moneyFormat';
import type { WalletStatement } from './moneyTypes';

/** The agent's balance and the way to the wallet statement, for staff who may see payouts. */
const WalletPanel = () => {
  const agent = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'show' });
  const id = agent ? String(agent.id) : '';
  // The totals come with the statement; one entry is the least it can be asked for.
  const statement = useQuery({
    queryKey: ['wallet-statement', id, [0, 0]],
    queryFn: () => request<WalletStatement>({ path: `/wallets/${id}/statement`, payload: { range: [0, 0] } }),
    enabled: canAccess === true && id !== '',
  });
  if (!canAccess || !agent) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <AccountBalanceWallet color="action" />
          <div>
            <Typography variant="caption" color="text.secondary" component="div">{translate(t('statement.balance'))}</Typography>
            <Typography variant="h6" component="div" data-testid="agent-wallet-balance">
              {statement.data ? <Money sen={statement.data.wallet.balance} variant="inherit" /> : '…'}
            </Typography>
          </div>
          <Button label={t('statement.button')} variant="outlined" component={LinkBase} to={`${basename}/wallets/${id}/statement`} sx={{ ml: 'auto' }}>
            <AccountBalanceWallet />
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The travel agent's edit screen: the generated form, then the agent's wallet and travel documents. */
export const TravelAgentEdit = () => (
  <GeneratedEdit def={resources.travelagent}>
    <WalletPanel />
    <TravelDocumentsPanel />
  </GeneratedEdit>
);
