import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { SlipPayment } from '../../../wizard/api';
import type { FieldErrors } from '../../../wizard/model';
import { validateSlip } from '../../../wizard/paymentMachine';
import { FilePicker } from '../layout/FilePicker';
import { useT } from '../localeContext';
import { errorProps, useMessage } from './stepErrors';

const todayIso = () => new Date().toLocaleDateString('en-CA');
const senOf = (ringgit: string) => (/^\d+(\.\d{1,2})?$/.test(ringgit.trim()) ? Math.round(Number(ringgit) * 100) : Number.NaN);

/** A bank-in slip or cash deposit (with its file), or a cheque: checked with the payment rules, then sent. */
export const SlipForm = ({ method, due, serverErrors, busy, onSend }: { method: 'offline' | 'cheque'; due: number; serverErrors: FieldErrors; busy: boolean; onSend: (payment: SlipPayment) => void }) => {
  const t = useT();
  const text = useMessage();
  const p = (key: string) => t(`wizard.payment.${key}`);
  const [form, setForm] = useState({ amount: (due / 100).toFixed(2), referenceNo: '', referenceDate: todayIso(), chequeNo: '', chequeBank: '', chequeDate: todayIso(), notes: '' });
  const [slip, setSlip] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const payment = (): SlipPayment =>
    method === 'offline'
      ? { method, amount: senOf(form.amount), referenceNo: form.referenceNo.trim(), referenceDate: form.referenceDate, slip, notes: form.notes }
      : { method, amount: senOf(form.amount), chequeNo: form.chequeNo.trim(), chequeBank: form.chequeBank.trim(), chequeDate: form.chequeDate, notes: form.notes };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSlip(payment());
    setErrors(found);
    if (Object.keys(found).length === 0) onSend(payment());
  };
  const shown = { ...errors, ...serverErrors };
  const err = (field: string) => text(shown[field]);
  const field = (name: keyof typeof form, label: string, type: 'text' | 'date' = 'text') => (
    <TextField label={label} type={type} size="small" required={name !== 'notes'} value={form[name]} onChange={(e) => set(name)(e.target.value)} slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined} {...errorProps(err(name))} />
  );
  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <TextField label={p('amount')} size="small" required value={form.amount} onChange={(e) => set('amount')(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} {...errorProps(err('amount'))} />
      {method === 'offline' ? (
        <>
          {field('referenceNo', p('reference_no'))}
          {field('referenceDate', p('reference_date'), 'date')}
          <FilePicker label={p('slip')} chooseText={p('choose_file')} emptyText={p('no_file')} file={slip} onChange={setSlip} error={err('slip')} />
        </>
      ) : (
        <>
          {field('chequeNo', p('cheque_no'))}
          {field('chequeBank', p('cheque_bank'))}
          {field('chequeDate', p('cheque_date'), 'date')}
        </>
      )}
      {field('notes', p('notes'))}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? p('sending') : p('send')}
        </Button>
      </div>
    </Stack>
  );
};
