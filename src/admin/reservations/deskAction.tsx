import Block from '@mui/icons-material/Block';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Undo from '@mui/icons-material/Undo';
import { useState, type ReactElement } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DeskTimes } from '../../../server/app/booking/deskRules';
import type { AdminDataProvider } from '../../shared/dataProvider';
import type { ReservationAction } from '../../shared/reservations';
import { useDateFormat } from './format';

/** Each action's icon, on the reservation's toolbar and the front desk's rows alike. */
export const ACTION_ICONS: Record<ReservationAction, ReactElement> = {
  approve: <ThumbUp />,
  confirm: <EventAvailable />,
  'check-in': <Login />,
  'check-out': <Logout />,
  'undo-check-in': <Undo />,
  cancel: <Cancel />,
  'not-available': <Block />,
};

/** Actions that end a booking: outlined in red, and asked about first. */
export const DESTRUCTIVE: readonly ReservationAction[] = ['cancel', 'not-available'];
/** Actions that move guests or money ask first too, naming the guests, dates and rooms. */
export const AT_THE_DESK: readonly ReservationAction[] = ['check-in', 'check-out', 'undo-check-in'];
export const ASK_FIRST: readonly ReservationAction[] = [...DESTRUCTIVE, ...AT_THE_DESK];
const CONTENT: Partial<Record<ReservationAction, string>> = {
  cancel: 'app.reservations.ask.cancel_content',
  'not-available': 'app.reservations.ask.not_available_content',
  'check-in': 'app.reservations.ask.check_in_content',
  'check-out': 'app.reservations.ask.check_out_content',
  'undo-check-in': 'app.reservations.ask.undo_check_in_content',
};

/** What the desk's question and rules read of a reservation (its detail, or a front-desk row). */
export interface DeskStayView {
  id: string;
  bookingNo: string;
  reservationName: string;
  checkIn: string;
  checkOut: string;
  /** Room codes or numbers, as the desk names them. */
  roomNames: string[];
  desk?: DeskTimes;
}

/**
 * Why the desk cannot take an action yet, from the server's `desk` times (null when it can): the
 * server refuses the same cases, this only says so before staff try.
 */
export const useDeskReason = () => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  return (stay: Pick<DeskStayView, 'desk' | 'checkIn'> | undefined, action: ReservationAction): string | null => {
    const desk = stay?.desk;
    if (!desk) return null;
    if (action === 'check-in' && desk.stayOver) return translate('app.reservations.why.stay_over');
    if (action === 'check-in' && !desk.checkInOpen) {
      const { date, time } = desk.checkInOpens;
      return time ? translate('app.reservations.why.check_in_opens_at', { date: day(date), time }) : translate('app.reservations.why.check_in_opens', { date: day(date) });
    }
    if (action === 'check-out' && !desk.checkOutOpen) return translate('app.reservations.why.check_out_opens', { date: day(stay.checkIn) });
    return null;
  };
};

/**
 * Approves a reservation or moves it along the transition table through the API, says so, and re-reads
 * every screen's data; a refusal (409) shows the server's own message, in the reader's language.
 */
export const useReservationAction = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (id: string, action: ReservationAction) => {
    setBusy(true);
    try {
      await dataProvider.reservationAction(id, action);
      notify(`app.reservations.done.${action}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
};

/** "Guest, from to to, rooms …": whom a desk action is about, as its question names them. */
export const useStaySentence = (stay: DeskStayView) => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  return translate('app.reservations.ask.stay', {
    name: stay.reservationName,
    from: day(stay.checkIn),
    to: day(stay.checkOut),
    rooms: stay.roomNames.join(', '),
    smart_count: stay.roomNames.length,
  });
};

/** The question before an action that ends a booking or moves its guests: desk actions name the guests, dates and rooms. */
export const ActionConfirm = ({ stay, asking, busy, onConfirm, onClose }: {
  stay: DeskStayView; asking: ReservationAction | null; busy: boolean; onConfirm: (action: ReservationAction) => void; onClose: () => void;
}) => {
  const translate = useTranslate();
  const atDesk = asking !== null && AT_THE_DESK.includes(asking);
  const who = useStaySentence(stay);
  const content = translate(CONTENT[asking ?? 'cancel'] ?? '');
  return (
    <Confirm
      isOpen={asking !== null}
      loading={busy}
      title={translate(`app.reservations.ask.${asking ?? 'cancel'}`, { bookingNo: stay.bookingNo })}
      content={atDesk ? `${who} ${content}` : content}
      confirm={`app.reservations.actions.${asking ?? 'cancel'}`}
      cancel={atDesk ? 'app.reservations.ask.not_now' : 'app.reservations.ask.keep'}
      confirmColor={atDesk ? 'primary' : 'warning'}
      ConfirmIcon={CheckCircle}
      onConfirm={() => asking && onConfirm(asking)}
      onClose={onClose}
    />
  );
};
