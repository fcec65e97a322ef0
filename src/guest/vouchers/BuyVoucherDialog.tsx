import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { formatSen } from '../../shared/money/currency';
import { useT } from '../../portal/localeContext';
import { formErrorOf } from '../errors';
import { guestVoucherApi } from './guestVouchers';

/** What a guest is buying: a voucher code, or a promo package (in a period, if chosen). */
export type VoucherToBuy =
  | { kind: 'code'; id: string; name: string; price: number; heldPurchaseId: string | null }
  | { kind: 'package'; id: string; name: string; price: number; periodId: string | null };

/** Holds a code (again: holding one's own hold renews it) and starts its online payment; a package takes a unit. */
const startPayment = async (item: VoucherToBuy) => {
  if (item.kind === 'package') return guestVoucherApi.packageOnline(item.id, item.periodId ?? undefined);
  const { purchaseId } = await guestVoucherApi.hold(item.id);
  return guestVoucherApi.codeOnline(purchaseId);
};

/** Where the browser goes to pay; a test replaces it. */
export const paymentPage = { open: (url: string) => window.location.assign(url) };

/**
 * Buying a voucher: the price, then the card gateway's page. A guest has no wallet, so online is the
 * one way to pay; the gateway brings the guest back to My vouchers, where the purchase shows once paid.
 */
export const BuyVoucherDialog = ({ item, onClose }: { item: VoucherToBuy | null; onClose: () => void }) => {
  const t = useT();
  const pay = useMutation({ mutationFn: startPayment, onSuccess: (started) => paymentPage.open(started.redirectUrl) });
  const error = formErrorOf(pay.error);
  const close = () => {
    pay.reset();
    onClose();
  };
  return (
    <Dialog open={Boolean(item)} onClose={close} fullWidth maxWidth="xs" aria-labelledby="buy-voucher-title">
      {item && (
        <>
          <DialogTitle id="buy-voucher-title">{t('guest.vouchers.buy_title', { name: item.name })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary">
              {t('guest.vouchers.pay_note')}
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close}>{t('guest.vouchers.cancel')}</Button>
            <Button variant="contained" disabled={pay.isPending || pay.isSuccess} onClick={() => pay.mutate(item)}>
              {pay.isPending || pay.isSuccess ? t('guest.vouchers.going') : t('guest.vouchers.pay_online', { amount: formatSen(item.price) })}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
