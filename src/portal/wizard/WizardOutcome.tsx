import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { PaidState } from '../bookings/PaidNotice';
import { useT } from '../localeContext';
import { useMessage } from './stepErrors';
import { WizardActor, useWizardContext, useWizardSend } from './wizardActor';

/** How the wizard ended, as the machine's final state says. */
export type Ending = 'paid' | 'awaitingReview' | 'redirecting' | 'paymentExpired' | 'abandoned' | 'paymentInterrupted';

const SEVERITY = { paid: 'success', awaitingReview: 'info', redirecting: 'info', paymentExpired: 'warning', abandoned: 'info', paymentInterrupted: 'error' } as const;

/** Where the agents' portal shows a booking. */
const agentBookingPath = (id: string) => `/booking/${id}`;

/** The end of the wizard: what happened, a link to the booking (at `bookingPath`, the host's page of it), and a fresh start. */
export const WizardOutcome = ({ ending, onRestart, bookingPath = agentBookingPath }: { ending: Ending; onRestart: () => void; bookingPath?: (id: string) => string }) => {
  const t = useT();
  const text = useMessage();
  const send = useWizardSend();
  const client = useQueryClient();
  const { reservation, redirectUrl, notice, receipt } = useWizardContext();
  const hasReservation = WizardActor.useSelector((s) => s.context.reservation !== null);
  useEffect(() => {
    // Money moved or a booking changed: the navbar's wallet, the dashboard and the lists read again.
    void client.invalidateQueries({ queryKey: ['agent'] });
    if (ending === 'redirecting' && redirectUrl) window.location.assign(redirectUrl);
  }, [client, ending, redirectUrl]);
  const bookingNo = reservation?.bookingNo ?? '';
  // Paid, or a slip sent: the agent lands on the booking, which says what was paid, how, and what comes next.
  if (reservation && (ending === 'paid' || ending === 'awaitingReview')) {
    const state: PaidState = { paid: { bookingNo, ending, receipt } };
    return <Navigate to={bookingPath(reservation.id)} replace state={state} />;
  }
  const o = (key: string) => t(`wizard.outcome.${key}`, { bookingNo });
  const message = {
    paid: `${o('paid_title')}. ${t('wizard.payment.paid')}`,
    awaitingReview: `${o('awaiting_title')}. ${t('wizard.payment.awaiting_review')}`,
    redirecting: t('wizard.payment.redirecting'),
    paymentExpired: `${o('expired_title')}. ${text(notice) ?? t('wizard.payment.expired')}`,
    abandoned: `${o('abandoned_title')}. ${o('abandoned')}`,
    paymentInterrupted: text(notice) ?? t('wizard.payment.failed'),
  }[ending];
  return (
    <Stack spacing={3}>
      <Alert severity={SEVERITY[ending]} role="status">
        {message}
      </Alert>
      <Stack direction="row" spacing={2}>
        {ending === 'paymentInterrupted' && hasReservation && (
          <Button variant="contained" onClick={() => send({ type: 'payment.retry' })}>
            {o('retry')}
          </Button>
        )}
        {reservation && ending !== 'redirecting' && (
          <Button variant={ending === 'paymentInterrupted' ? 'outlined' : 'contained'} component={RouterLink} to={bookingPath(reservation.id)}>
            {o('view')}
          </Button>
        )}
        {ending !== 'redirecting' && ending !== 'paymentInterrupted' && (
          <Button variant="outlined" onClick={onRestart}>
            {o('new')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
