import Payments from '@mui/icons-material/Payments';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, ListButton, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { allowed, PERSON_TRANSITIONS } from '../../../server/app/booking/transitions';
import type { ReservationAction, ReservationDetail } from '../../shared/reservations';
import { RefundButton } from '../money/RefundButton';
import { ACTION_ICONS, ActionConfirm, ASK_FIRST, DESTRUCTIVE, useDeskReason, useReservationAction } from './deskAction';
import type { DeskFields } from './ReservationDesk';
import { PdfButton } from './PdfButton';
import { SendInvoiceButton } from './SendInvoiceButton';
import { TakePaymentDialog } from './TakePayment';
import { ChangeBookingButton } from './change/ChangeBookingButton';

/** A booking takes money while it stands (as the server's payments allow). */
const PAYABLE: readonly ReservationDetail['status'][] = ['Pending', 'Upcoming', 'InHouse', 'Completed'];

/**
 * What staff may do now: Approve while it awaits approval, then each transition the table allows
 * from the current status (Confirm only once approved, as the server insists). Check-in and check-out
 * are disabled, with the reason shown, until the server's desk times allow them; Undo check-in shows
 * while it may be done. Desk actions and destructive ones ask first. Each calls the API and re-reads
 * the reservation; a refusal (409) shows the server's message.
 */
export const ReservationActions = () => {
  const record = useRecordContext<ReservationDetail & Partial<Pick<DeskFields, 'payableNow'>>>();
  const { canAccess: mayTakePayment } = useCanAccess({ resource: 'payments', action: 'create' });
  const [paying, setPaying] = useState<'payment' | 'check-in' | null>(null);
  const { canAccess: mayEdit } = useCanAccess({ resource: 'reservations', action: 'edit' });
  const { canAccess: mayApprove } = useCanAccess({ resource: 'approvals', action: 'approve' });
  const [asking, setAsking] = useState<ReservationAction | null>(null);
  const { run: runAction, busy } = useReservationAction();
  const deskReason = useDeskReason();
  if (!record) return <TopToolbar />;
  const reasonNot = (action: ReservationAction) => deskReason(record, action);

  // Undo check-in is offered only while the server allows it (until the end of the check-in day).
  const offered = (name: ReservationAction) => name !== 'undo-check-in' || record.desk?.undoCheckInOpen === true;
  const actions: ReservationAction[] = [
    ...(mayApprove && !record.approved && record.status === 'Pending' ? (['approve'] as const) : []),
    ...(mayEdit ? PERSON_TRANSITIONS.filter((name) => allowed(name, record.status) && (name !== 'confirm' || record.approved)) : []),
  ].filter((name): name is ReservationAction => name !== 'expire' && offered(name as ReservationAction));
  const reasons = actions.map(reasonNot).filter((reason): reason is string => reason !== null);
  const run = async (action: ReservationAction) => {
    await runAction(record.id, action);
    setAsking(null);
  };
  // A pay-at-resort guest checking in with a balance due: the desk sees it and may take it first.
  const due = mayTakePayment && PAYABLE.includes(record.status) ? (record.payableNow ?? 0) : 0;
  const stay = { ...record, roomNames: record.roomsAllocated.map((r) => String(r.roomNumber)) };
  const ask = (action: ReservationAction) => (action === 'check-in' && due > 0 ? setPaying('check-in') : setAsking(action));

  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action}
          label={`app.reservations.actions.${action}`}
          variant={DESTRUCTIVE.includes(action) || action === 'undo-check-in' ? 'outlined' : 'contained'}
          color={DESTRUCTIVE.includes(action) ? 'error' : 'primary'}
          disabled={busy || reasonNot(action) !== null}
          onClick={() => (ASK_FIRST.includes(action) ? ask(action) : void run(action))}
        >
          {ACTION_ICONS[action]}
        </Button>
      ))}
      {reasons.map((reason) => (
        <Typography key={reason} variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {reason}
        </Typography>
      ))}
      {due > 0 ? (
        <Button label="app.backOffice.reservation.desk_payment.button" variant="outlined" onClick={() => setPaying('payment')}>
          <Payments />
        </Button>
      ) : null}
      {paying ? (
        <TakePaymentDialog reservation={record} due={due} onClose={() => setPaying(null)} checkIn={paying === 'check-in' ? { stay, run: () => runAction(record.id, 'check-in') } : undefined} />
      ) : null}
      <ChangeBookingButton />
      <RefundButton />
      <PdfButton path={`/reservations/${record.id}/invoice.pdf`} fileName={`${record.invoiceNo}.pdf`} label="app.backOffice.reservation.desk_payment.invoice" variant="outlined" />
      <SendInvoiceButton reservationId={record.id} />
      <ListButton />
      <ActionConfirm
        stay={stay}
        asking={asking}
        busy={busy}
        onConfirm={(action) => void run(action)}
        onClose={() => setAsking(null)}
      />
    </TopToolbar>
  );
};
