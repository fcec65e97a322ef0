import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Cancel from '@mui/icons-material/Cancel';
import Undo from '@mui/icons-material/Undo';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import {
  Button, Confirm, ListButton, TopToolbar, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { allowed, PERSON_TRANSITIONS } from '../../../server/app/booking/transitions';
import type { AdminDataProvider } from '../../shared/dataProvider';
import type { ReservationAction, ReservationDetail } from '../../shared/reservations';
import { RefundButton } from '../money/RefundButton';
import { useDateFormat } from './format';

const ICONS: Record<ReservationAction, ReactElement> = {
  approve: <ThumbUp />,
  confirm: <EventAvailable />,
  'check-in': <Login />,
  'check-out': <Logout />,
  'undo-check-in': <Undo />,
  cancel: <Cancel />,
  'not-available': <Block />,
};

/** Actions that end a booking: outlined in red, and asked about first. */
const DESTRUCTIVE: readonly ReservationAction[] = ['cancel', 'not-available'];
/** Actions that move guests or money ask first too, naming the guests, dates and rooms. */
const AT_THE_DESK: readonly ReservationAction[] = ['check-in', 'check-out', 'undo-check-in'];
const ASK_FIRST: readonly ReservationAction[] = [...DESTRUCTIVE, ...AT_THE_DESK];
const CONTENT: Partial<Record<ReservationAction, string>> = {
  cancel: 'app.reservations.ask.cancel_content',
  'not-available': 'app.reservations.ask.not_available_content',
  'check-in': 'app.reservations.ask.check_in_content',
  'check-out': 'app.reservations.ask.check_out_content',
  'undo-check-in': 'app.reservations.ask.undo_check_in_content',
};

/**
 * Why the desk cannot take an action yet, from the server's `desk` times (null when it can): the
 * server refuses the same cases, this only says so before staff try.
 */
const useDeskReason = (record: ReservationDetail | undefined) => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  return (action: ReservationAction): string | null => {
    const desk = record?.desk;
    if (!desk) return null;
    if (action === 'check-in' && desk.stayOver) return translate('app.reservations.why.stay_over');
    if (action === 'check-in' && !desk.checkInOpen) {
      const { date, time } = desk.checkInOpens;
      return time ? translate('app.reservations.why.check_in_opens_at', { date: day(date), time }) : translate('app.reservations.why.check_in_opens', { date: day(date) });
    }
    if (action === 'check-out' && !desk.checkOutOpen) return translate('app.reservations.why.check_out_opens', { date: day(record.checkIn) });
    return null;
  };
};

/**
 * What staff may do now: Approve while it awaits approval, then each transition the table allows
 * from the current status (Confirm only once approved, as the server insists). Check-in and check-out
 * are disabled, with the reason shown, until the server's desk times allow them; Undo check-in shows
 * while it may be done. Desk actions and destructive ones ask first. Each calls the API and re-reads
 * the reservation; a refusal (409) shows the server's message.
 */
export const ReservationActions = () => {
  const record = useRecordContext<ReservationDetail>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'reservations', action: 'edit' });
  const { canAccess: mayApprove } = useCanAccess({ resource: 'approvals', action: 'approve' });
  const [asking, setAsking] = useState<ReservationAction | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonNot = useDeskReason(record);
  const { day } = useDateFormat();
  if (!record) return <TopToolbar />;

  // Undo check-in is offered only while the server allows it (until the end of the check-in day).
  const offered = (name: ReservationAction) => name !== 'undo-check-in' || record.desk?.undoCheckInOpen === true;
  const actions: ReservationAction[] = [
    ...(mayApprove && !record.approved && record.status === 'Pending' ? (['approve'] as const) : []),
    ...(mayEdit ? PERSON_TRANSITIONS.filter((name) => allowed(name, record.status) && (name !== 'confirm' || record.approved)) : []),
  ].filter((name): name is ReservationAction => name !== 'expire' && offered(name as ReservationAction));
  const reasons = actions.map(reasonNot).filter((reason): reason is string => reason !== null);
  const stay = translate('app.reservations.ask.stay', {
    name: record.reservationName,
    from: day(record.checkIn),
    to: day(record.checkOut),
    rooms: record.roomsAllocated.map((r) => r.roomNumber).join(', '),
    smart_count: record.roomsAllocated.length,
  });

  const run = async (action: ReservationAction) => {
    setBusy(true);
    try {
      await dataProvider.reservationAction(record.id, action);
      notify(`app.reservations.done.${action}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action}
          label={`app.reservations.actions.${action}`}
          variant={DESTRUCTIVE.includes(action) || action === 'undo-check-in' ? 'outlined' : 'contained'}
          color={DESTRUCTIVE.includes(action) ? 'error' : 'primary'}
          disabled={busy || reasonNot(action) !== null}
          onClick={() => (ASK_FIRST.includes(action) ? setAsking(action) : void run(action))}
        >
          {ICONS[action]}
        </Button>
      ))}
      {reasons.map((reason) => (
        <Typography key={reason} variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {reason}
        </Typography>
      ))}
      <RefundButton />
      <ListButton />
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={translate(`app.reservations.ask.${asking ?? 'cancel'}`, { bookingNo: record.bookingNo })}
        content={asking && AT_THE_DESK.includes(asking) ? `${stay} ${translate(CONTENT[asking] ?? '')}` : translate(CONTENT[asking ?? 'cancel'] ?? '')}
        confirm={`app.reservations.actions.${asking ?? 'cancel'}`}
        cancel={asking && AT_THE_DESK.includes(asking) ? 'app.reservations.ask.not_now' : 'app.reservations.ask.keep'}
        confirmColor={asking && AT_THE_DESK.includes(asking) ? 'primary' : 'warning'}
        ConfirmIcon={CheckCircle}
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      />
    </TopToolbar>
  );
};
