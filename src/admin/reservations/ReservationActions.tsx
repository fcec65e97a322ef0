import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Cancel from '@mui/icons-material/Cancel';
import { useState, type ReactElement } from 'react';
import {
  Button, Confirm, ListButton, TopToolbar, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { allowed, PERSON_TRANSITIONS } from '../../../server/app/booking/transitions';
import type { AdminDataProvider } from '../../shared/dataProvider';
import type { ReservationAction, ReservationDetail } from '../../shared/reservations';
import { RefundButton } from '../money/RefundButton';

const ICONS: Record<ReservationAction, ReactElement> = {
  approve: <ThumbUp />,
  confirm: <EventAvailable />,
  'check-in': <Login />,
  'check-out': <Logout />,
  cancel: <Cancel />,
  'not-available': <Block />,
};

/** Actions that cannot be undone ask first. */
const ASK_FIRST: readonly ReservationAction[] = ['cancel', 'not-available'];
const CONTENT: Partial<Record<ReservationAction, string>> = {
  cancel: 'app.reservations.ask.cancel_content',
  'not-available': 'app.reservations.ask.not_available_content',
};

/**
 * What staff may do now: Approve while it awaits approval, then each transition the table allows
 * from the current status (Confirm only once approved, as the server insists). Each calls the API
 * and re-reads the reservation; a refusal (409) shows the server's message.
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
  if (!record) return <TopToolbar />;

  const actions: ReservationAction[] = [
    ...(mayApprove && !record.approved && record.status === 'Pending' ? (['approve'] as const) : []),
    ...(mayEdit ? PERSON_TRANSITIONS.filter((name) => allowed(name, record.status) && (name !== 'confirm' || record.approved)) : []),
  ].filter((name): name is ReservationAction => name !== 'expire');

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
          variant={ASK_FIRST.includes(action) ? 'outlined' : 'contained'}
          color={ASK_FIRST.includes(action) ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => (ASK_FIRST.includes(action) ? setAsking(action) : void run(action))}
        >
          {ICONS[action]}
        </Button>
      ))}
      <RefundButton />
      <ListButton />
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={translate(`app.reservations.ask.${asking ?? 'cancel'}`, { bookingNo: record.bookingNo })}
        content={translate(CONTENT[asking ?? 'cancel'] ?? '')}
        confirm={`app.reservations.actions.${asking ?? 'cancel'}`}
        cancel="app.reservations.ask.keep"
        confirmColor="warning"
        ConfirmIcon={CheckCircle}
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      />
    </TopToolbar>
  );
};
