import EditCalendar from '@mui/icons-material/EditCalendar';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../../i18n/formatMoney';
import { EDITABLE_STATUSES } from '../../../../server/app/booking/transitions';
import { RefundDialog } from '../../money/RefundDialog';
import { TakePaymentDialog } from '../TakePayment';
import { ChangeBookingDialog } from './ChangeBookingDialog';
import type { ChangeableReservation, ChangeSummary } from './changeData';

const k = (key: string) => `app.bookingChange.${key}`;

/** After a save that moved the money: take the balance, or refund what was paid over the new total. */
const FollowUp = ({ reservation, summary, onClose }: { reservation: ChangeableReservation; summary: ChangeSummary; onClose: () => void }) => {
  const translate = useTranslate();
  const { canAccess: mayTakePayment } = useCanAccess({ resource: 'payments', action: 'create' });
  const { canAccess: mayRefund } = useCanAccess({ resource: 'refunds', action: 'create' });
  const [next, setNext] = useState<'pay' | 'refund' | null>(null);
  if (next === 'pay') return <TakePaymentDialog reservation={reservation} due={summary.amount} onClose={onClose} />;
  if (next === 'refund') return <RefundDialog reservation={reservation} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="change-saved-title">
      <DialogTitle id="change-saved-title">{translate(k('saved'))}</DialogTitle>
      <DialogContent>
        <Typography>{translate(k(`follow.${summary.followUp}`), { amount: formatMoney(summary.amount) })}</Typography>
      </DialogContent>
      <DialogActions>
        {/* MUI's buttons: react-admin's become icon-only on a phone, and these have no icon. */}
        <MuiButton onClick={onClose}>{translate(k('later'))}</MuiButton>
        {summary.followUp === 'pay' && mayTakePayment ? <MuiButton variant="contained" onClick={() => setNext('pay')}>{translate(k('take_payment'))}</MuiButton> : null}
        {summary.followUp === 'refund' && mayRefund ? <MuiButton variant="contained" onClick={() => setNext('refund')}>{translate(k('refund'))}</MuiButton> : null}
      </DialogActions>
    </Dialog>
  );
};

/**
 * "Change booking" on a reservation, for staff who may edit reservations. Off, with the reason beside
 * it, once the booking is no longer open (cancelled, expired, checked out).
 */
export const ChangeBookingButton = () => {
  const record = useRecordContext<ChangeableReservation>();
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'reservations', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<ChangeSummary | null>(null);
  if (!record || !mayEdit) return null;
  const open_ = (EDITABLE_STATUSES as readonly string[]).includes(record.status);
  return (
    <>
      <Button label={k('button')} variant="outlined" disabled={!open_} onClick={() => setOpen(true)}>
        <EditCalendar />
      </Button>
      {open_ ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {translate(k('off_closed'))}
        </Typography>
      )}
      {open ? (
        <ChangeBookingDialog
          reservation={record}
          onClose={() => setOpen(false)}
          onSaved={(summary) => {
            setOpen(false);
            if (summary.followUp !== 'none') setSaved(summary);
          }}
        />
      ) : null}
      {saved ? <FollowUp reservation={record} summary={saved} onClose={() => setSaved(null)} /> : null}
    </>
  );
};
