import Payments from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Form, RadioButtonGroupInput, regex, required, SaveButton, SelectInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { formatMoney } from '../../../i18n/formatMoney';
import { MoneyInput } from '../fields/money';
import { errorMessage, fieldErrorsOf, moneyCall } from '../money/moneyData';
import { useStaySentence, type DeskStayView } from './deskAction';
import { TextButton } from '../layout/TextButton';

const k = (key: string) => `app.backOffice.reservation.desk_payment.${key}`;
export const DESK_METHODS = ['cash', 'card', 'transfer', 'cheque'] as const;
type DeskMethod = (typeof DESK_METHODS)[number];

/** The fields each way of paying asks for, as the server requires them. */
const FIELDS: Record<DeskMethod, readonly string[]> = {
  cash: [],
  card: ['cardType', 'cardLast4', 'batchNumber', 'approvalCode', 'issuingBank'],
  transfer: ['referenceNo'],
  cheque: ['chequeNo', 'chequeBank'],
};
/** Card schemes taken in Malaysia: brand names, not translated. */
const CARD_TYPES = ['Visa', 'Mastercard', 'American Express', 'UnionPay', 'JCB', 'MyDebit'].map((name) => ({ id: name, name }));
const METHOD_CHOICES = DESK_METHODS.map((id) => ({ id, name: k(`methods.${id}`) }));
const lastFour = [required(), regex(/^\d{4}$/, 'app.payments.card_last4')];

/** The body of `POST …/desk-payment`: the method, the amount and only the chosen method's fields. */
const bodyOf = (v: FieldValues) => {
  const method = (DESK_METHODS as readonly string[]).includes(v.method) ? (v.method as DeskMethod) : 'cash';
  const body: Record<string, string | number> = { method, amount: Number(v.amount ?? 0) };
  for (const field of FIELDS[method]) body[field] = String(v[field] ?? '').trim();
  if (typeof v.notes === 'string' && v.notes.trim()) body.notes = v.notes.trim();
  return body;
};

const MethodFields = () => {
  const method = useWatch<FieldValues>({ name: 'method' }) as DeskMethod | undefined;
  const field = (source: string) => <TextInput key={source} source={source} label={k(source)} validate={required()} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {method === 'card' ? (
        <>
          <SelectInput source="cardType" label={k('cardType')} choices={CARD_TYPES} translateChoice={false} validate={required()} />
          <TextInput source="cardLast4" label={k('cardLast4')} validate={lastFour} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
          {field('batchNumber')}
          {field('approvalCode')}
          {field('issuingBank')}
        </>
      ) : null}
      {method === 'transfer' ? field('referenceNo') : null}
      {method === 'cheque' ? (
        <>
          {field('chequeNo')}
          {field('chequeBank')}
        </>
      ) : null}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="notes" label={k('notes')} multiline fullWidth />
      </Box>
    </Box>
  );
};

interface Props {
  reservation: { id: string; bookingNo: string };
  /** What may still be paid (sen): the amount offered. */
  due: number;
  onClose: () => void;
  /** At check-in: the dialog names the stay and checks the guests in after the payment, or without one. */
  checkIn?: { stay: DeskStayView; run: () => Promise<void> };
}

/** Check-in's own question (the guests, dates and rooms), above the balance still owed. */
const CheckInQuestion = ({ stay }: { stay: DeskStayView }) => {
  const translate = useTranslate();
  return <Box sx={{ mb: 2 }}>{`${useStaySentence(stay)} ${translate('app.reservations.ask.check_in_content')}`}</Box>;
};

/**
 * Money taken at the desk: cash, the card terminal, a bank transfer or a cheque, recorded (and
 * approved) by the server at once. One idempotency key per opening, so a double click pays once. A
 * refusal shows the server's messages under the fields (the server decides what may be paid).
 */
export const TakePaymentDialog = ({ reservation, due, onClose, checkIn }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [key] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const submit = async (values: FieldValues) => {
    try {
      const paid = await moneyCall<{ amount: number }>('POST', `/reservations/${reservation.id}/desk-payment`, bodyOf(values), key);
      notify(k('done'), { type: 'success', messageArgs: { amount: formatMoney(paid.amount) } });
      if (checkIn) await checkIn.run();
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
  };
  const checkInOnly = async () => {
    if (!checkIn) return;
    setBusy(true);
    await checkIn.run();
    setBusy(false);
    onClose();
  };
  const amount = formatMoney(due);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="take-payment-title">
      <DialogTitle id="take-payment-title">
        {translate(checkIn ? 'app.reservations.ask.check-in' : k('title'), { bookingNo: reservation.bookingNo })}
      </DialogTitle>
      <Form defaultValues={{ method: 'cash', amount: due }} onSubmit={submit}>
        <DialogContent sx={{ pt: '8px !important' }}>
          {checkIn ? <CheckInQuestion stay={checkIn.stay} /> : null}
          <Alert severity={checkIn ? 'warning' : 'info'} sx={{ mb: 2 }}>
            {checkIn ? translate(k('check_in_intro'), { amount }) : translate(k('balance'), { amount })}
          </Alert>
          <RadioButtonGroupInput source="method" label={k('method')} choices={METHOD_CHOICES} validate={required()} row />
          <MoneyInput source="amount" label={k('amount')} validate={required()} />
          <MethodFields />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <TextButton label={checkIn ? 'app.reservations.ask.not_now' : 'ra.action.cancel'} onClick={onClose} />
          {checkIn ? <TextButton label={k('check_in_only')} variant="outlined" disabled={busy} onClick={() => void checkInOnly()} /> : null}
          <SaveButton label={k(checkIn ? 'save_and_check_in' : 'save')} icon={<Payments />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
