import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../../wizard/paymentMachine';
import { Money, useMoney } from '../money/currencyContext';
import { useT } from '../localeContext';
import { useWalletState } from '../promotions/PayRows';
import { BankDetails } from './BankDetails';
import { Countdown } from './Countdown';
import { SlipForm } from './SlipForm';
import { useMessage } from './stepErrors';
import { WizardActor } from './wizardActor';

/** A way to pay a booking just made. */
export type PayMethod = 'wallet' | 'online' | 'offline' | 'cheque';
/** The agents' four ways (spec section 3). */
const AGENT_METHODS: readonly PayMethod[] = ['wallet', 'online', 'offline', 'cheque'];
const hintOf = (method: PayMethod) => (method === 'offline' ? 'slip_hint' : `${method}_hint`);

/** The payer's wallet as the form needs it: its balance (once read) and whether it covers an amount. */
interface WalletView {
  balance?: number;
  covers: (sen: number) => boolean;
}

const NO_WALLET: WalletView = { covers: () => false };

/**
 * The payment of the booking just made: the countdown to its deadline and the ways to pay this payer
 * has (`methods`: an agent's four, a guest's card and slip). The way offered first is one the payer can
 * use: the wallet when there is one that covers what is due, else the card.
 */
export const PaymentForm = ({ payment, methods, wallet = NO_WALLET }: { payment: ActorRefFrom<typeof paymentMachine>; methods: readonly PayMethod[]; wallet?: WalletView }) => {
  const t = useT();
  const money = useMoney();
  const text = useMessage();
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const { reservation, notice, fieldErrors } = useSelector(payment, (s) => s.context);
  const method = chosen ?? (methods.includes('wallet') && wallet.covers(reservation.total) ? 'wallet' : 'online');
  const choose = (next: PayMethod) => {
    setChosen(next);
    payment.send({ type: 'payment.choose' });
  };
  const label = (m: PayMethod) => (m === 'wallet' && wallet.balance !== undefined ? p('wallet_balance', { balance: money(wallet.balance) }) : p(`methods.${m}`));
  const busy = useSelector(payment, (s) => s.hasTag('loading'));
  const p = (key: string, args?: Record<string, unknown>) => t(`wizard.payment.${key}`, args);
  return (
    <Stack spacing={3}>
      {reservation.paymentDeadline && <Countdown until={reservation.paymentDeadline} messageKey="wizard.payment.countdown" labelKey="wizard.payment.label" urgentBelow={120} />}
      <Typography variant="h6" component="h2">
        {p('title', { bookingNo: reservation.bookingNo })}
      </Typography>
      <Typography>
        {p('due')}: <strong><Money sen={reservation.total} /></strong>
      </Typography>
      {notice && (
        <Alert severity="error" role="alert">
          {text(notice)}
        </Alert>
      )}
      <RadioGroup aria-label={p('choose')} value={method} onChange={(e) => choose(e.target.value as PayMethod)}>
        {methods.map((m) => (
          <FormControlLabel key={m} value={m} control={<Radio />} label={label(m)} />
        ))}
      </RadioGroup>
      <Typography color="text.secondary">{p(hintOf(method))}</Typography>
      {method === 'offline' && <BankDetails />}
      {method === 'wallet' && (
        <div>
          <Button variant="contained" disabled={busy} onClick={() => payment.send({ type: 'payment.wallet' })}>
            {busy ? p('sending') : t('wizard.actions.pay')}
          </Button>
        </div>
      )}
      {method === 'online' && (
        <div>
          <Button variant="contained" disabled={busy} onClick={() => payment.send({ type: 'payment.online' })}>
            {busy ? p('sending') : t('wizard.actions.pay')}
          </Button>
        </div>
      )}
      {(method === 'offline' || method === 'cheque') && <SlipForm key={method} method={method} due={reservation.total} serverErrors={fieldErrors} busy={busy} onSend={(slip) => payment.send({ type: 'payment.slip', payment: slip })} />}
    </Stack>
  );
};

/** The agent's form: its wallet is read only here (a guest has none). */
const AgentPaymentForm = ({ payment }: { payment: ActorRefFrom<typeof paymentMachine> }) => <PaymentForm payment={payment} methods={AGENT_METHODS} wallet={useWalletState()} />;

/** The payment step: the payment machine's form while it runs. */
export const PaymentStep = () => {
  const payment = WizardActor.useSelector((s) => s.children.payment);
  return payment ? <AgentPaymentForm payment={payment} /> : null;
};
