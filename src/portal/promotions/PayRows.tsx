import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { portalApi, queryKeys, type Wallet } from '../api';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { errorText } from './format';
import { promotionKeys, promotionsApi } from './promotionsApi';

export type PayWay = 'wallet' | 'online';
/** What a money call answers: the gateway page to go to, or (paid from the wallet) the wallet after it. */
export interface PayResult {
  redirectUrl?: string;
  wallet?: Wallet;
}

/** The wallet and whether the resort lets agents spend it (`walletPaymentsEnabled`); `covers(sen)` once both are read. */
export const useWalletState = () => {
  const wallet = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  const setting = useQuery({ queryKey: promotionKeys.walletSetting, queryFn: promotionsApi.walletSetting, staleTime: 300_000 });
  const enabled = setting.data?.walletPaymentsEnabled !== false;
  return { balance: wallet.data?.balance, enabled, covers: (sen: number) => enabled && wallet.data !== undefined && wallet.data.balance >= sen };
};

/**
 * Starts a payment with `pay`: online, the browser goes to the gateway's page (which comes back to the
 * screen of the purchase); from the wallet, the navbar's balance takes the wallet the server answered.
 */
export const usePayment = <R extends PayResult>(pay: UseMutationResult<R, Error, PayWay>, done: (result: R) => void) => {
  const queryClient = useQueryClient();
  const { covers } = useWalletState();
  const start = (how: PayWay) =>
    pay.mutate(how, {
      onSuccess: (result) => {
        if (result.redirectUrl) return window.location.assign(result.redirectUrl);
        if (result.wallet) queryClient.setQueryData(queryKeys.wallet, result.wallet);
        done(result);
      },
    });
  return { start, walletCovers: covers };
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
  </Box>
);

/** The price beside the wallet balance, why the wallet cannot pay it (if so), and a refused payment's message. */
export const PayRows = ({ price, priceLabel, error }: { price: number; priceLabel?: string; error: unknown }) => {
  const t = useT();
  const { balance, enabled, covers } = useWalletState();
  const k = (key: string) => t(`app.portalPromotions.buy.${key}`);
  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Row label={priceLabel ?? k('price')}>
          <Money sen={price} />
        </Row>
        <Row label={k('wallet_balance')}>{balance === undefined ? '—' : <Money sen={balance} />}</Row>
      </Box>
      {!enabled && <Alert severity="warning">{k('wallet_off')}</Alert>}
      {enabled && balance !== undefined && !covers(price) && <Alert severity="warning">{k('short')}</Alert>}
      {error ? <Alert severity="error">{errorText(error, t)}</Alert> : null}
    </>
  );
};
