import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { minValue, RadioButtonGroupInput, required, SelectInput, TextInput, useTranslate, type TranslateFunction } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../../i18n/formatMoney';
import { MoneyInput } from '../fields/money';
import { Item, t } from './moneyFormat';
import type { RefundablePayment, RefundBody, RefundPreview } from './moneyTypes';

const amountRules = [required(), minValue(0)];
const METHOD_CHOICES = (['wallet', 'original'] as const).map((id) => ({ id, name: t(`refunds.methods.${id}`) }));

/** A payment money may go back through: how it came, how much, how much of it may still go back. */
const choiceLabel = (translate: TranslateFunction, p: RefundablePayment) =>
  translate(t('refunds.payment_choice'), { method: translate(t(`payments.method.${p.method}`), { _: p.method }), amount: formatMoney(p.amount), refundable: formatMoney(p.refundable) });

/** What was paid and may still go back: the figures of `GET …/refund`. */
export const PreviewFigures = ({ preview }: { preview: RefundPreview }) => (
  <Grid container spacing={2} sx={{ mb: 2 }} data-testid="refund-preview">
    <Item label={t('refunds.paid')}>{formatMoney(preview.paid)}</Item>
    <Item label={t('refunds.refunded')}>{formatMoney(preview.refunded)}</Item>
    <Item label={t('refunds.refundable')}>{formatMoney(preview.refundable)}</Item>
    <Item label={t('refunds.suggested_fee')}>{formatMoney(preview.suggestedCancelFee)}</Item>
  </Grid>
);

/** Step 1: the cancel fee kept, the amount given back and where it goes (the wallet, or a payment it came by). */
export const RefundInputs = ({ preview, hidden }: { preview: RefundPreview; hidden: boolean }) => {
  const translate = useTranslate();
  const method = useWatch<RefundBody, 'method'>({ name: 'method' });
  const paymentChoices = preview.payments.filter((p) => p.refundable > 0).map((p) => ({ id: p.id, name: choiceLabel(translate, p) }));
  return (
    // Kept mounted on the confirmation step, so the values and any field error from the server stay.
    <Box sx={{ display: hidden ? 'none' : 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <MoneyInput source="refundAmount" label={t('refunds.refund_amount')} validate={amountRules} />
      <MoneyInput source="cancelFee" label={t('refunds.cancel_fee')} validate={amountRules} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RadioButtonGroupInput source="method" label={t('refunds.method')} choices={METHOD_CHOICES} validate={required()} />
      </Box>
      {method === 'original' ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SelectInput source="paymentId" label={t('refunds.payment')} choices={paymentChoices} translateChoice={false} validate={required()} fullWidth />
        </Box>
      ) : null}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="notes" label={t('refunds.notes')} multiline minRows={2} fullWidth />
      </Box>
    </Box>
  );
};

/** Step 2: the refund in words, and what will still be refundable after it. */
export const RefundSummary = ({ preview, body }: { preview: RefundPreview; body: RefundBody }) => {
  const translate = useTranslate();
  const destination = translate(t(`refunds.destinations.${body.method}`));
  const through = body.method === 'original' ? preview.payments.find((p) => p.id === body.paymentId) : undefined;
  return (
    <Box sx={{ mb: 1 }} data-testid="refund-summary">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(t('refunds.confirm_text'), { amount: formatMoney(body.refundAmount), destination })}
      </Typography>
      {through ? <Typography variant="body2">{translate(t('refunds.through'), { payment: choiceLabel(translate, through) })}</Typography> : null}
      <Typography variant="body2">{translate(t('refunds.confirm_fee'), { fee: formatMoney(body.cancelFee) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(t('refunds.confirm_after'), { amount: formatMoney(Math.max(0, preview.refundable - body.refundAmount)) })}
      </Typography>
    </Box>
  );
};
