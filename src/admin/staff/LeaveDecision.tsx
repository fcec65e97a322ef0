import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { LeaveRecord } from '../../../server/app/staff/leaveVocabulary';
import { request } from '../../shared/request';
import { errorMessage, fieldErrorsOf } from '../money/moneyData';
import { useDateFormat } from '../reservations/format';
import { l } from './LeaveParts';

type Decision = 'approved' | 'rejected';

const DecisionDialog = ({ leave, decision, onClose }: { leave: LeaveRecord; decision: Decision; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const format = useDateFormat();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approve = decision === 'approved';
  const args = { name: leave.userName, type: translate(l(`types.${leave.type}`)), from: format.day(leave.fromDate), to: format.day(leave.toDate), days: translate(l('days'), { smart_count: leave.days }) };
  const submit = async () => {
    setBusy(true);
    try {
      await request({ method: 'PUT', path: `/user/leave/${leave.id}`, payload: { status: decision, ...(note.trim() ? { note: note.trim() } : {}) } });
      notify(translate(l(approve ? 'approved_notice' : 'rejected_notice'), { name: leave.userName }), { type: 'success' });
      onClose();
      refresh();
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      if (errors?.note) setError(errors.note);
      else notify(errorMessage(caught), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="leave-decision-title">
      <DialogTitle id="leave-decision-title">{translate(l(approve ? 'approve_title' : 'reject_title'), args)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(l('decision_content'), args)}</DialogContentText>
        <TextField
          label={translate(l(approve ? 'note' : 'note_reject'))}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          multiline
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </MuiButton>
        <Button label={l(approve ? 'approve' : 'reject')} onClick={() => void submit()} disabled={busy} variant="contained" color={approve ? 'success' : 'error'}>
          {approve ? <CheckCircle /> : <Block />}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A pending request's Approve and Reject, for whoever may approve leave; each opens its dialog. */
export const LeaveDecision = ({ leave }: { leave: LeaveRecord }) => {
  const { canAccess } = useCanAccess({ resource: 'leave', action: 'approve' });
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!canAccess || leave.status !== 'pending') return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <Button label={l('approve')} size="small" variant="contained" color="success" onClick={() => setDecision('approved')}>
        <CheckCircle />
      </Button>
      <Button label={l('reject')} size="small" variant="outlined" color="error" onClick={() => setDecision('rejected')}>
        <Block />
      </Button>
      {decision ? <DecisionDialog leave={leave} decision={decision} onClose={() => setDecision(null)} /> : null}
    </Stack>
  );
};
