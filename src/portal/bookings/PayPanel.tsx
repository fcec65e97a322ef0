import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, portalApi, queryKeys } from '../api';
import { FilePicker } from '../layout/FilePicker';
import { formatMoney } from '../../../i18n/formatMoney';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { idempotencyKey } from '../../shared/request';
import { bookingKeys, bookingsApi, type AgentPayment, type AgentReservationDetail } from './bookingsApi';

/** A booking takes money while it stands (the server's rule): not once cancelled, expired or unavailable. */
const PAYABLE = ['Pending', 'Upcoming', 'InHouse', 'Completed'];

/** What the booking has received, what waits for review and what is still due (sen). */
export const moneyOf = (booking: Pick<AgentReservationDetail, 'total'>, payments: AgentPayment[]) => {
  const sum = (status: string) => payments.filter((p) => p.status === status).reduce((n, p) => n + p.amount, 0);
  const paid = sum('approved');
  const waiting = sum('pending');
  return { total: booking.total, paid, waiting, due: Math.max(0, booking.total - paid - waiting) };
};

/** Whether the booking is one the agent can still pay: standing, and not paid or refunded. */
export const isUnpaid = (booking: Pick<AgentReservationDetail, 'status' | 'paymentStatus'>) =>
  PAYABLE.includes(booking.status) && (booking.paymentStatus === 'Pending' || booking.paymentStatus === 'Partial');

const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Reads every booking screen again after money moved (the lists, the detail, the dashboard and its badge, the wallet). */
const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bookingKeys.all }),
      client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      client.invalidateQueries({ queryKey: queryKeys.wallet }),
    ]);
};

interface SlipForm {
  amount: string;
  referenceNo: string;
  referenceDate: string;
  slip: File | null;
}

/** Sends a slip for a booking (`key`: its Idempotency-Key); the agents' route unless the page has its own (the guest site). */
type SendSlip = (bookingId: string, slip: { amount: number; referenceNo: string; referenceDate: string; slip: File }, key: string) => Promise<unknown>;

/**
 * The bank-in slip form: amount (RM), the bank's reference and its date, the slip (image or PDF).
 * `onSent` runs once the server took it (and is awaited: the screens read again first).
 */
export const SlipDialog = ({ booking, due, onClose, onSent, send: sendSlip = bookingsApi.sendSlip }: { booking: Pick<AgentReservationDetail, 'id' | 'bookingNo'>; due: number; onClose: () => void; onSent: () => Promise<unknown> | void; send?: SendSlip }) => {
  const t = useT();
  const [form, setForm] = useState<SlipForm>({ amount: (due / 100).toFixed(2), referenceNo: '', referenceDate: todayIso(), slip: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One key for this slip: sending it again after a lost answer has one effect.
  const [key] = useState(idempotencyKey);
  const send = useMutation({
    mutationFn: (slip: { amount: number; referenceNo: string; referenceDate: string; slip: File }) => sendSlip(booking.id, slip, key),
    onSuccess: async () => {
      await onSent();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const p = (k: string) => t(`app.portalBookings.detail.pay.${k}`);
  const set = (field: keyof SlipForm) => (value: string | File | null) => setForm((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = /^\d+(\.\d{1,2})?$/.test(form.amount.trim()) ? Math.round(Number(form.amount) * 100) : NaN;
    if (!(amount > 0)) found.amount = t('app.wallet.invalid_amount');
    if (!form.referenceNo.trim()) found.referenceNo = t('ra.validation.required');
    if (!form.referenceDate) found.referenceDate = t('ra.validation.required');
    if (!form.slip) found.slip = t('app.payments.slip_required');
    setErrors(found);
    if (Object.keys(found).length || !form.slip) return;
    send.mutate({ amount, referenceNo: form.referenceNo.trim(), referenceDate: form.referenceDate, slip: form.slip });
  };

  const general = send.isError && Object.keys(fieldErrorsOf(send.error)).length === 0 ? errorText(send.error, t('app.errors.server')) : undefined;
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="slip-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="slip-title">{t('app.portalBookings.detail.pay.slip_title', { bookingNo: booking.bookingNo })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{p('slip_hint')}</DialogContentText>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField
            label={p('amount')}
            value={form.amount}
            onChange={(e) => set('amount')(e.target.value)}
            required
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          />
          <TextField label={p('reference_no')} value={form.referenceNo} onChange={(e) => set('referenceNo')(e.target.value)} required error={Boolean(errors.referenceNo)} helperText={errors.referenceNo} slotProps={{ htmlInput: { maxLength: 60 } }} />
          <TextField
            label={p('reference_date')}
            type="date"
            value={form.referenceDate}
            onChange={(e) => set('referenceDate')(e.target.value)}
            required
            error={Boolean(errors.referenceDate)}
            helperText={errors.referenceDate}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FilePicker label={p('file')} chooseText={p('choose_file')} emptyText={p('no_file')} file={form.slip} onChange={set('slip')} error={errors.slip} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {p('close')}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {p('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** Confirms a payment of what is due from the wallet. */
const WalletDialog = ({ booking, due, onClose, onPaid }: { booking: AgentReservationDetail; due: number; onClose: () => void; onPaid: (amount: number) => void }) => {
  const t = useT();
  // Money is paid in ringgit: what is due and paid reads in it, whatever currency the quote is shown in.
  const money = formatMoney;
  const refresh = useRefresh();
  const [key] = useState(idempotencyKey);
  const pay = useMutation({
    mutationFn: () => bookingsApi.payFromWallet(booking.id, key),
    onSuccess: async (answer) => {
      await refresh();
      onPaid(answer.payment.amount);
    },
  });
  const p = (k: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.pay.${k}`, args);
  return (
    <Dialog open onClose={pay.isPending ? undefined : onClose} aria-labelledby="wallet-title">
      <DialogTitle id="wallet-title">{p('wallet_title', { amount: money(due) })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{p('wallet_content', { bookingNo: booking.bookingNo })}</DialogContentText>
        {pay.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(pay.error, t('app.errors.server'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pay.isPending}>
          {p('close')}
        </Button>
        <Button variant="contained" onClick={() => pay.mutate()} disabled={pay.isPending}>
          {p('wallet_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** What the booking costs, has received, waits for review and is still due, in ringgit (the currency money moves in). */
export const MoneyRows = ({ booking, payments }: { booking: Pick<AgentReservationDetail, 'total'>; payments: AgentPayment[] }) => {
  const t = useT();
  const { total, paid, waiting, due } = moneyOf(booking, payments);
  const p = (k: string) => t(`app.portalBookings.detail.pay.${k}`);
  const rows: [string, number][] = [
    [p('total'), total],
    [p('paid'), paid],
    ...(waiting > 0 ? [[p('waiting'), waiting] as [string, number]] : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2 }}>
      {rows.map(([label, sen]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
            <Money sen={sen} charged />
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {p('due')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 700 }} data-testid="amount-due">
        <Money sen={due} charged />
      </Typography>
    </Box>
  );
};

/**
 * What the booking has received and what is due, and the two ways to pay it here: a bank-in slip for
 * the resort to review, or the wallet. (Online card payment comes with the booking wizard.)
 */
export const PayPanel = ({ booking, payments, onDone }: { booking: AgentReservationDetail; payments: AgentPayment[]; onDone: (message: string) => void }) => {
  const t = useT();
  // Money is paid in ringgit: what is due and paid reads in it, whatever currency the quote is shown in.
  const money = formatMoney;
  const wallet = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  const refresh = useRefresh();
  const [open, setOpen] = useState<'slip' | 'wallet' | null>(null);
  const { due } = moneyOf(booking, payments);
  const p = (k: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.pay.${k}`, args);
  const walletCovers = wallet.data ? wallet.data.balance >= due : false;
  return (
    <Stack sx={{ gap: 2 }}>
      <MoneyRows booking={booking} payments={payments} />
      {due === 0 ? (
        <Typography color="text.secondary">{p('nothing_due')}</Typography>
      ) : (
        <Stack sx={{ gap: 1 }}>
          <Button variant="contained" startIcon={<UploadFile />} onClick={() => setOpen('slip')}>
            {p('slip')}
          </Button>
          <Button variant="outlined" startIcon={<AccountBalanceWallet />} onClick={() => setOpen('wallet')} disabled={!walletCovers}>
            {p('wallet', { amount: money(due) })}
          </Button>
          {wallet.data && (
            <Typography variant="body2" color={walletCovers ? 'text.secondary' : 'warning.main'}>
              {walletCovers ? p('wallet_balance', { amount: money(wallet.data.balance) }) : `${p('wallet_balance', { amount: money(wallet.data.balance) })}. ${p('wallet_low')}`}
            </Typography>
          )}
        </Stack>
      )}
      {open === 'slip' && (
        <SlipDialog
          booking={booking}
          due={due}
          onClose={() => setOpen(null)}
          onSent={async () => {
            await refresh();
            setOpen(null);
            onDone(p('sent'));
          }}
        />
      )}
      {open === 'wallet' && (
        <WalletDialog
          booking={booking}
          due={due}
          onClose={() => setOpen(null)}
          onPaid={(amount) => {
            setOpen(null);
            onDone(p('wallet_paid', { amount: money(amount) }));
          }}
        />
      )}
    </Stack>
  );
};
