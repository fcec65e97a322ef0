import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/formatMoney';
import { errorMessage, fieldErrorsOf, moneyCall } from './moneyData';
import { t } from './moneyFormat';
import type { Payout } from './moneyTypes';
import { TextButton } from '../layout/TextButton';

type Decision = 'approve' | 'reject';
/** Approving records the bank transfer's reference (optional); rejecting needs the reason the agent is sent. */
const FIELD: Record<Decision, 'transferReference' | 'notes'> = { approve: 'transferReference', reject: 'notes' };

const DecisionDialog = ({ payout, decision, onClose }: { payout: Payout; decision: Decision; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = FIELD[decision];
  const args = { amount: formatMoney(payout.amount), agent: payout.agentName, bank: payout.bankName, accountNumber: payout.accountNumber, accountName: payout.accountName };
  const submit = async () => {
    setBusy(true);
    try {
      await moneyCall('PUT', `/payouts/${payout.id}/${decision}`, text.trim() ? { [field]: text.trim() } : {});
      notify(t(decision === 'approve' ? 'payouts.approved' : 'payouts.rejected'), { type: 'success' });
      onClose();
      refresh();
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      if (errors?.[field]) setError(errors[field]);
      else notify(errorMessage(caught), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payout-decision-title">
      <DialogTitle id="payout-decision-title">{translate(t(`payouts.${decision}_title`), args)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(t(`payouts.${decision}_content`), args)}</DialogContentText>
        <TextField
          label={translate(t(decision === 'approve' ? 'payouts.transfer_reference' : 'payouts.reason'))}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          multiline={decision === 'reject'}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <TextButton label="ra.action.cancel" onClick={onClose} disabled={busy} />
        <Button label={t(`payouts.${decision}`)} onClick={() => void submit()} disabled={busy} variant="contained" color={decision === 'approve' ? 'success' : 'error'}>
          {decision === 'approve' ? <CheckCircle /> : <Block />}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A pending request's Approve and Reject, for whoever may approve payouts; each opens its dialog. */
export const PayoutDecision = ({ payout }: { payout: Payout }) => {
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'approve' });
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!canAccess || payout.status !== 'pending') return null;
  return (
    // Inside a clickable row: the buttons must not open anything else.
    <Stack direction="row" sx={{ gap: 1 }} onClick={(event) => event.stopPropagation()}>
      <Button label={t('payouts.approve')} size="small" variant="contained" color="success" onClick={() => setDecision('approve')}>
        <CheckCircle />
      </Button>
      <Button label={t('payouts.reject')} size="small" variant="outlined" color="error" onClick={() => setDecision('reject')}>
        <Block />
      </Button>
      {decision ? <DecisionDialog payout={payout} decision={decision} onClose={() => setDecision(null)} /> : null}
    </Stack>
  );
};
