import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Receipt } from '../../../wizard/paymentMachine';
import { useMoney } from '../money/Money';
import { useT } from '../PortalLocale';

/** What the booking wizard hands the booking's page after paying (router state): the booking and the payment made. */
export interface PaidState {
  paid: { bookingNo: string; ending: 'paid' | 'awaitingReview'; receipt: Receipt | null };
}

const isPaidState = (state: unknown): state is PaidState => typeof state === 'object' && state !== null && 'paid' in state;

/** The message key for a payment: what happens next depends on how it was paid. */
const keyOf = ({ ending, receipt }: PaidState['paid']) => {
  if (receipt?.method === 'wallet') return 'paid_wallet';
  if (receipt?.method === 'offline') return 'slip_received';
  if (receipt?.method === 'cheque') return 'cheque_received';
  return ending === 'paid' ? 'paid_other' : 'awaiting_other';
};

/**
 * The success message on a booking just paid from the wizard: what was paid, by what, and what happens
 * next ("Slip received — the resort will review it"). Shown once; a reload or a later visit has no state.
 */
export const PaidNotice = () => {
  const t = useT();
  const money = useMoney();
  const { state } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open || !isPaidState(state)) return null;
  const { paid } = state;
  return (
    <Alert severity="success" role="status" onClose={() => setOpen(false)}>
      {t(`wizard.outcome.${keyOf(paid)}`, { bookingNo: paid.bookingNo, amount: paid.receipt ? money(paid.receipt.amount) : '' })}
    </Alert>
  );
};
