import Send from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useCanAccess, useNotify } from 'react-admin';
import { request } from '../../shared/request';
import { errorMessage } from '../money/moneyData';

/** "Send invoice again": the server mails the invoice as it stands now (PDF attached) and says to whom. */
export const SendInvoiceButton = ({ reservationId }: { reservationId: string }) => {
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'reservations', action: 'edit' });
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const send = async () => {
    setBusy(true);
    try {
      const { to } = await request<{ to: string }>({ method: 'POST', path: `/reservations/${reservationId}/invoice/send` });
      notify('app.backOffice.reservation.desk_payment.invoice_sent', { type: 'success', messageArgs: { to } });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="app.backOffice.reservation.desk_payment.send_invoice" variant="outlined" disabled={busy} onClick={() => void send()}>
      <Send />
    </Button>
  );
};
