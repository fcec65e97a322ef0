import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useState } from 'react';
import { useCanAccess, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { request } from '../../shared/request';
import { useMoney } from '../../portal/money/Money';
import { Section } from '../../portal/layout/Section';
import { useWizardContext } from '../../portal/wizard/wizardActor';
import { useDateFormat } from '../reservations/format';
import { agencyLabel, BookedForContext } from './BookFor';

/**
 * What follows a booking made at the desk, in place of the agents' payment step: the booking exists
 * and is approved; the desk takes the money on the reservation's page. "Pay at the resort" confirms the
 * stay first (`PUT /reservations/:id/status/confirm`: Upcoming, no payment countdown), so it does not
 * expire before the guest pays at check-in; "Pay later" leaves the booking unpaid until its deadline (the setting
 * `booking.deskPaymentHours`: a day by default), shown here.
 * No payment is recorded here.
 */
export const DeskCreated = () => {
  const translate = useTranslate();
  const money = useMoney();
  const dates = useDateFormat();
  const createPath = useCreatePath();
  const client = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { canAccess: mayConfirm } = useCanAccess({ resource: 'reservations', action: 'edit' });
  const { reservation } = useWizardContext();
  const bookedFor = useContext(BookedForContext);
  useEffect(() => {
    // A new booking: the reservations list, the dashboard and the room board read again.
    void client.invalidateQueries();
  }, [client]);
  if (!reservation) return null;
  const show = createPath({ resource: 'reservations', type: 'show', id: reservation.id });
  const d = (key: string, args?: Record<string, unknown>) => translate(`app.deskBooking.${key}`, args);
  const payAtResort = async () => {
    setBusy(true);
    try {
      await request({ method: 'PUT', path: `/reservations/${encodeURIComponent(reservation.id)}/status/confirm`, target: 'admin' });
      navigate(show, { state: { deskPayment: 'at-resort' } });
    } catch (error) {
      setBusy(false);
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        <strong>{d('created_title', { bookingNo: reservation.bookingNo })}</strong>. {d('created', { total: money(reservation.total) })}
        {bookedFor && ` ${d('booked_for', { agency: agencyLabel(bookedFor) })}`}
      </Alert>
      <Section title={d('payment_title')}>
        <Typography color="text.secondary">{d('payment_hint')}</Typography>
        {reservation.paymentDeadline && <Typography>{d('kept_until', { moment: dates.moment(reservation.paymentDeadline) })}</Typography>}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {mayConfirm && (
            <Button variant="contained" disabled={busy} onClick={() => void payAtResort()}>
              {d('pay_at_resort')}
            </Button>
          )}
          <Button variant={mayConfirm ? 'outlined' : 'contained'} component={RouterLink} to={show} state={{ deskPayment: 'later' }}>
            {d('pay_later')}
          </Button>
        </Stack>
      </Section>
    </Stack>
  );
};
