import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formatMoney } from '../../../i18n/formatMoney';
import { request } from '../../shared/request';
import { errorMessage, fieldErrorsOf, moneyCall } from './moneyData';
import { t } from './moneyFormat';
import type { RefundBody, RefundPreview, RefundResult } from './moneyTypes';
import { PreviewFigures, RefundInputs, RefundSummary } from './RefundFields';
import { TextButton } from '../layout/TextButton';

const bodyOf = (v: FieldValues): RefundBody => ({
  cancelFee: Number(v.cancelFee ?? 0),
  refundAmount: Number(v.refundAmount ?? 0),
  method: v.method === 'original' ? 'original' : 'wallet',
  ...(v.method === 'original' && v.paymentId ? { paymentId: String(v.paymentId) } : {}),
  ...(typeof v.notes === 'string' && v.notes.trim() ? { notes: v.notes.trim() } : {}),
});

interface Props {
  reservation: { id: string; bookingNo: string; bookedFrom: string };
  onClose: () => void;
}

/**
 * Two steps. "Next" sends the refund without `confirm`: the server checks every field and refuses
 * only for the missing confirmation, or shows what is wrong under its input. "Confirm refund" sends
 * it with `confirm: true` (once, by its idempotency key); a refusal then goes back to step 1 with
 * the server's messages on the fields.
 */
export const RefundDialog = ({ reservation, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const path = `/reservations/${reservation.id}/refund`;
  const preview = useQuery({ queryKey: ['refund-preview', reservation.id], queryFn: () => request<RefundPreview>({ path }) });
  const [confirming, setConfirming] = useState<{ body: RefundBody; key: string } | null>(null);

  const done = (result: RefundResult) => {
    notify(t('refunds.done'), { type: 'success', messageArgs: { amount: formatMoney(result.refundAmount) } });
    refresh();
    onClose();
  };
  const submit = async (values: FieldValues) => {
    const body = confirming?.body ?? bodyOf(values);
    try {
      done(await (confirming ? moneyCall<RefundResult>('POST', path, { ...body, confirm: true }, confirming.key) : moneyCall<RefundResult>('POST', path, body)));
      return undefined;
    } catch (error) {
      const { confirm, ...errors } = fieldErrorsOf(error) ?? {};
      if (Object.keys(errors).length) {
        setConfirming(null);
        return errors;
      }
      if (confirm && !confirming) setConfirming({ body, key: crypto.randomUUID() });
      else notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
  };

  const data = preview.data;
  const suggested = data ? { cancelFee: data.suggestedCancelFee, refundAmount: data.suggestedRefund, method: reservation.bookedFrom === 'agent-portal' ? 'wallet' : 'original', paymentId: data.payments[0]?.id } : {};
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{translate(t('refunds.title'), { bookingNo: reservation.bookingNo })}</DialogTitle>
      {!data ? (
        <DialogContent>{preview.error ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : <CircularProgress size={24} />}</DialogContent>
      ) : (
        <Form defaultValues={suggested} onSubmit={submit}>
          <DialogContent sx={{ pt: '8px !important' }}>
            <PreviewFigures preview={data} />
            {data.refundable > 0 ? null : <Alert severity="info" sx={{ mb: 2 }}>{translate(t('refunds.nothing_paid'))}</Alert>}
            {confirming ? <RefundSummary preview={data} body={confirming.body} /> : null}
            <RefundInputs preview={data} hidden={confirming !== null} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <TextButton label="ra.action.cancel" onClick={onClose} />
            {confirming ? <TextButton label={t('refunds.back')} onClick={() => setConfirming(null)} /> : null}
            <SaveButton label={confirming ? t('refunds.confirm') : t('refunds.next')} icon={<CurrencyExchange />} alwaysEnable={data.refundable > 0} disabled={data.refundable <= 0} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
