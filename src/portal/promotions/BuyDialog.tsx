import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Wallet } from '../api';
import { useT } from '../PortalLocale';
import { errorText, useDates } from './format';
import { PayRows, usePayment, type PayWay } from './PayRows';
import { promotionKeys, promotionsApi, type CodeOnSale, type PackagePeriod, type PromoPackage } from './promotionsApi';

export type BuyItem = { kind: 'code'; code: CodeOnSale } | { kind: 'package'; pkg: PromoPackage; period: PackagePeriod | null };

/**
 * Buying a promo code or a unit of a promo package: the price beside the wallet balance, paid from the
 * wallet or online (the sandbox or a real gateway's page). A code is held for the agent first, and the
 * hold's end shown, so nobody else takes it meanwhile.
 */
export const BuyDialog = ({ item, onClose, onBought }: { item: BuyItem; onClose: () => void; onBought: (name: string) => void }) => {
  const t = useT();
  const dates = useDates();
  const queryClient = useQueryClient();
  const hold = useMutation({ mutationFn: promotionsApi.hold });
  const started = useRef(false);
  useEffect(() => {
    if (item.kind !== 'code' || started.current) return;
    started.current = true;
    hold.mutate(item.code.id, { onSettled: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.codes(item.code.voucherType) }) });
  }, [item, hold, queryClient]);

  const name = item.kind === 'code' ? item.code.code : item.pkg.name;
  const price = item.kind === 'code' ? (hold.data?.price ?? item.code.price) : (item.period?.deposit ?? item.pkg.deposit);
  const pay = useMutation({
    mutationFn: async (how: PayWay): Promise<{ redirectUrl?: string; wallet?: Wallet }> => {
      if (item.kind === 'package') {
        const periodId = item.period?.id;
        return how === 'wallet' ? promotionsApi.packageFromWallet(item.pkg.id, periodId) : promotionsApi.packageOnline(item.pkg.id, periodId);
      }
      const purchaseId = hold.data?.purchaseId ?? '';
      return how === 'wallet' ? promotionsApi.codeFromWallet(purchaseId) : promotionsApi.codeOnline(purchaseId);
    },
  });
  const payment = usePayment(pay, () => {
    void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    onBought(name);
  });
  const notHeld = item.kind === 'code' && !hold.data;

  return (
    <Dialog open onClose={pay.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="buy-title">
      <DialogTitle id="buy-title">{t('app.portalPromotions.buy.title', { name })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {item.kind === 'code' && hold.isPending && <Alert severity="info">{t('app.portalPromotions.buy.holding')}</Alert>}
        {hold.data && <Alert severity="info">{t('app.portalPromotions.buy.held_until', { time: dates.time(hold.data.blockedUntil) })}</Alert>}
        {hold.error && <Alert severity="error">{errorText(hold.error, t)}</Alert>}
        <PayRows price={price} error={pay.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pay.isPending}>
          {t('app.portalPromotions.buy.cancel')}
        </Button>
        <Button variant="outlined" onClick={() => payment.start('online')} disabled={notHeld || pay.isPending || pay.isSuccess}>
          {t('app.portalPromotions.buy.online')}
        </Button>
        <Button variant="contained" onClick={() => payment.start('wallet')} disabled={notHeld || pay.isPending || pay.isSuccess || !payment.walletCovers(price)}>
          {t('app.portalPromotions.buy.wallet')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
