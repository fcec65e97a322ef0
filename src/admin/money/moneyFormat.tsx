import ContentCopy from '@mui/icons-material/ContentCopy';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Payment, PaymentState, PayoutState } from './moneyTypes';

/** The area's messages: `app.moneyAdmin.<key>`. */
export const t = (key: string) => `app.moneyAdmin.${key}`;

const PAYMENT_COLOURS: Record<PaymentState, ChipProps['color']> = { initiated: 'default', pending: 'warning', approved: 'success', rejected: 'error', failed: 'default' };
const PAYOUT_COLOURS: Record<PayoutState, ChipProps['color']> = { pending: 'warning', approved: 'success', rejected: 'error' };

export const PaymentStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={PAYMENT_COLOURS[status as PaymentState] ?? 'default'} label={translate(t(`payments.status.${status}`), { _: status })} />;
};

export const PayoutStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={PAYOUT_COLOURS[status as PayoutState] ?? 'default'} label={translate(t(`payouts.status.${status}`), { _: status })} />;
};

/** The flag of a slip whose very file came with another payment before. */
export const DuplicateChip = ({ payment }: { payment: Pick<Payment, 'duplicateOfId'> }) => {
  const translate = useTranslate();
  if (!payment.duplicateOfId) return null;
  return <Chip size="small" color="error" variant="outlined" icon={<ContentCopy />} label={translate(t('payments.duplicate'))} title={translate(t('payments.duplicate_hint'))} />;
};

/** Money in a cell: never broken over two lines. */
export const Money = ({ sen, signed = false, variant = 'body2' }: { sen: number; signed?: boolean; variant?: TypographyProps['variant'] }) => (
  <Typography component="span" variant={variant} sx={{ whiteSpace: 'nowrap', color: signed ? (sen < 0 ? 'error.main' : 'success.main') : undefined }}>
    {signed && sen > 0 ? '+' : signed && sen < 0 ? '−' : ''}
    {formatMoney(signed ? Math.abs(sen) : sen)}
  </Typography>
);

/** One labelled value of a detail grid. */
export const Item = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => {
  const translate = useTranslate();
  return (
    <Grid size={wide ? { xs: 12, md: 8 } : { xs: 6, sm: 4, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {children ?? '—'}
      </Typography>
    </Grid>
  );
};

/** The bank's reference (number and date) or the cheque's number, bank and date, on one line. */
export const referenceOf = (p: Pick<Payment, 'method' | 'referenceNo' | 'referenceDate' | 'chequeNo' | 'chequeBank' | 'chequeDate'>, day: (date: string) => string) =>
  p.method === 'cheque'
    ? [p.chequeNo, p.chequeBank, p.chequeDate ? day(p.chequeDate) : null].filter(Boolean).join(' · ')
    : [p.referenceNo, p.referenceDate ? day(p.referenceDate) : null].filter(Boolean).join(' · ');
