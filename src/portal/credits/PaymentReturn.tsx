import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../PortalLocale';
import { walletApi, walletKeys } from './walletApi';

const SEVERITY = { approved: 'success', failed: 'error' } as const;

/**
 * The way back from the gateway (`/credits?payment=…&status=approved|failed`): says plainly what became
 * of the top-up, and reads the wallet again. A payment still `initiated` (its callback not in yet) waits.
 */
export const PaymentReturn = () => {
  const t = useT();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const paymentId = params.get('payment');
  const payment = useQuery({ queryKey: walletKeys.payment(paymentId ?? ''), queryFn: () => walletApi.payment(paymentId ?? ''), enabled: Boolean(paymentId) && status === 'approved' });

  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
  }, [status, queryClient]);

  if (!status) return null;
  const dismiss = () => setParams({}, { replace: true });
  const severity = status === 'approved' || status === 'failed' ? SEVERITY[status] : 'info';
  const message =
    status === 'approved'
      ? payment.data
        ? t('app.portalMoney.top_up.approved', { amount: formatMoney(payment.data.amount) })
        : t('app.portalMoney.top_up.approved_plain')
      : status === 'failed'
        ? t('app.portalMoney.top_up.failed')
        : t('app.portalMoney.top_up.pending');
  return (
    <Alert
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      action={
        <Button color="inherit" size="small" onClick={dismiss}>
          {t('app.portalMoney.top_up.dismiss')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
};
