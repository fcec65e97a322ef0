import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryKeys } from '../api';
import { useT } from '../PortalLocale';

/**
 * The message after coming back from the payment gateway (`?payment=…&status=approved|failed`, as
 * `/api/payment/return/{purpose}` sends the payer back): `prefix` names the screen's three messages
 * (`payment_approved`, `payment_failed`, `payment_pending`). The wallet is read again (a payment that
 * landed after its hold ran out is refunded to it).
 */
export const PaymentNotice = ({ prefix }: { prefix: string }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  }, [status, queryClient]);
  if (!status) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('status');
        copy.delete('payment');
        return copy;
      },
      { replace: true },
    );
  const [severity, key] = status === 'approved' ? (['success', 'approved'] as const) : status === 'failed' || status === 'rejected' ? (['error', 'failed'] as const) : (['info', 'pending'] as const);
  return (
    <Alert severity={severity} onClose={dismiss} sx={{ mb: 3 }}>
      {t(`${prefix}.payment_${key}`)}
    </Alert>
  );
};
