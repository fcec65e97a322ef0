import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import type { ReservationDetail } from '../../shared/reservations';
import { t } from './moneyFormat';
import { RefundDialog } from './RefundDialog';

/** Money has come in on the booking (and not all gone back yet). */
const REFUNDABLE_STATUSES: readonly ReservationDetail['paymentStatus'][] = ['Partial', 'FullyPaid'];

/**
 * "Refund" on a reservation, for whoever may see and create refunds, once money has been paid on
 * it; the dialog is mounted only while open, so each opening starts from a fresh preview.
 */
export const RefundButton = () => {
  const record = useRecordContext<ReservationDetail>();
  const { canAccess: mayShow } = useCanAccess({ resource: 'refunds', action: 'show' });
  const { canAccess: mayCreate } = useCanAccess({ resource: 'refunds', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!record || !mayShow || !mayCreate || !REFUNDABLE_STATUSES.includes(record.paymentStatus)) return null;
  return (
    <>
      <Button label={t('refunds.button')} variant="outlined" onClick={() => setOpen(true)}>
        <CurrencyExchange />
      </Button>
      {open ? <RefundDialog reservation={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
