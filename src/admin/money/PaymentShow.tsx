import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ListButton, Show, TopToolbar, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/formatMoney';
import { useDateFormat } from '../reservations/format';
import { MoneyData } from './moneyData';
import { DuplicateChip, Item, PaymentStatusChip, t } from './moneyFormat';
import type { Payment } from './moneyTypes';
import { PaymentDecision } from './PaymentDecision';
import { SlipPreview } from './SlipPreview';

const label = (field: string) => t(`payments.fields.${field}`);

const Actions = () => {
  const payment = useRecordContext<Payment>();
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {payment ? <PaymentDecision payment={payment} /> : null}
      <ListButton resource="payments" />
    </TopToolbar>
  );
};

/** What the payer sent: how, how much, the bank's or the cheque's references; then the decision once made. */
const PaymentDetails = () => {
  const p = useRecordContext<Payment>();
  const translate = useTranslate();
  const format = useDateFormat();
  const basename = useBasename();
  if (!p) return null;
  const day = (date: string | null) => (date ? format.day(date) : null);
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">{p.bookingNo ? translate(t('payments.detail'), { bookingNo: p.bookingNo }) : translate(t('payments.detail_plain'))}</Typography>
        <PaymentStatusChip status={p.status} />
        <DuplicateChip payment={p} />
        <Typography variant="h5" component="div" sx={{ ml: 'auto' }} data-testid="payment-amount">{formatMoney(p.amount)}</Typography>
      </Stack>
      {p.duplicateOfId ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {translate(t('payments.duplicate_hint'))}{' '}
          <Link component={RouterLink} to={`${basename}/payments/${p.duplicateOfId}/show`}>{translate(t('payments.see_other'))}</Link>
        </Typography>
      ) : null}
      <Divider sx={{ my: 2 }} />
      <Grid container spacing={2}>
        <Item label={label('bookingNo')}>
          {p.reservationId ? <Link component={RouterLink} to={`${basename}/reservations/${p.reservationId}/show`}>{p.bookingNo}</Link> : null}
        </Item>
        <Item label={label('payer')}>{`${p.payerName}\n${p.payerEmail}`}</Item>
        <Item label={label('method')}>{translate(t(`payments.method.${p.method}`), { _: p.method })}</Item>
        <Item label={label('purpose')}>{translate(t(`payments.purpose.${p.purpose}`), { _: p.purpose })}</Item>
        {p.method === 'cheque' ? (
          <>
            <Item label={label('chequeNo')}>{p.chequeNo}</Item>
            <Item label={label('chequeBank')}>{p.chequeBank}</Item>
            <Item label={label('chequeDate')}>{day(p.chequeDate)}</Item>
          </>
        ) : (
          <>
            <Item label={label('referenceNo')}>{p.referenceNo}</Item>
            <Item label={label('referenceDate')}>{day(p.referenceDate)}</Item>
          </>
        )}
        {p.cardLast4 ? <Item label={label('card')}>{`${p.cardType ?? ''} •••• ${p.cardLast4}`}</Item> : null}
        {p.transactionId ? <Item label={label('transactionId')}>{p.transactionId}</Item> : null}
        <Item label={label('createdAt')}>{format.moment(p.createdAt)}</Item>
        {p.approvedAt ? <Item label={label('approvedAt')}>{format.moment(p.approvedAt)}</Item> : null}
        {p.rejectedAt ? <Item label={label('rejectedAt')}>{format.moment(p.rejectedAt)}</Item> : null}
        {p.rejectionNotes ? <Item label={label('rejectionNotes')} wide>{p.rejectionNotes}</Item> : null}
        {p.notes ? <Item label={label('notes')} wide>{p.notes}</Item> : null}
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>{translate(t('payments.slip'))}</Typography>
      <SlipPreview payment={p} />
    </Box>
  );
};

/** `/admin/payments/:id/show`: one payment and its slip, with Approve / Reject while it waits. */
export const PaymentShow = () => {
  const { id } = useParams();
  const translate = useTranslate();
  if (!id) return null;
  return (
    <MoneyData>
      <Show resource="payments" id={id} actions={<Actions />} title={translate(t('payments.all'))}>
        <PaymentDetails />
      </Show>
    </MoneyData>
  );
};
