import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useNotify, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/formatMoney';
import { errorMessage, fieldErrorsOf, moneyCall } from './moneyData';
import { t } from './moneyFormat';
import type { Payment } from './moneyTypes';
import { TextButton } from '../layout/TextButton';

/** After a decision: tell, re-read, and go back to the queue for the next one. */
const useDecided = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  return (message: string) => {
    notify(message, { type: 'success' });
    refresh();
    redirect('list', 'payments');
  };
};

const RejectDialog = ({ payment, open, onClose }: { payment: Payment; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const decided = useDecided();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await moneyCall('PUT', `/payments/${payment.id}/reject`, { rejectionNotes: reason });
      decided(t('payments.rejected'));
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      if (errors?.rejectionNotes) setError(errors.rejectionNotes);
      else notify(errorMessage(caught), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-payment-title">
      <DialogTitle id="reject-payment-title">{translate(t('payments.reject_title'), { amount: formatMoney(payment.amount) })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(t('payments.reject_hint'))}</DialogContentText>
        <TextField
          label={translate(t('payments.reason'))}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          multiline
          minRows={2}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <TextButton label="ra.action.cancel" onClick={onClose} disabled={busy} />
        <Button label={t('payments.reject')} onClick={() => void submit()} disabled={busy} variant="contained" color="error">
          <Block />
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Approve (asking first) and Reject (saying why) a payment waiting for review, for whoever may approve payments. */
export const PaymentDecision = ({ payment }: { payment: Payment }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const decided = useDecided();
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'approve' });
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canAccess || payment.status !== 'pending') return null;
  const approve = async () => {
    setBusy(true);
    try {
      await moneyCall('PUT', `/payments/${payment.id}/approve`);
      decided(t('payments.approved'));
    } catch (caught) {
      notify(errorMessage(caught), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <>
      <Button label={t('payments.approve')} variant="contained" color="success" onClick={() => setAsking('approve')} disabled={busy}>
        <CheckCircle />
      </Button>
      <Button label={t('payments.reject')} variant="outlined" color="error" onClick={() => setAsking('reject')} disabled={busy}>
        <Block />
      </Button>
      <Confirm
        isOpen={asking === 'approve'}
        loading={busy}
        title={translate(t('payments.approve_title'), { amount: formatMoney(payment.amount) })}
        content={translate(t('payments.approve_content'), { bookingNo: payment.bookingNo ?? '' })}
        confirm={t('payments.approve')}
        ConfirmIcon={CheckCircle}
        onConfirm={() => void approve()}
        onClose={() => setAsking(null)}
      />
      <RejectDialog payment={payment} open={asking === 'reject'} onClose={() => setAsking(null)} />
    </>
  );
};
