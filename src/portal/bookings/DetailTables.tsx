import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { OUTLINED_CHIP_SX } from '../../shared/statusColours';
import { QuoteTable as SharedQuoteTable } from '../../shared/money/QuoteTable';
import { Money, useCurrency } from '../money/Money';
import { usePortalLocale, useT } from '../PortalLocale';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import { GuestsTable as SharedGuestsTable } from '../../shared/GuestsTable';
import type { AgentPayment, AgentReservationDetail } from './bookingsApi';
import { useDates } from './format';

/** Label and value pairs as a description list, two columns where there is room. */
export const Facts = ({ items }: { items: [string, ReactNode][] }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: { xs: 2, sm: 3 }, rowGap: 1.5 }}>
    {items.map(([label, value]) => (
      <Box key={label} sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** The guests, room by room (as in the back office). */
export const GuestsTable = ({ guests }: { guests: AgentReservationDetail['guests'] }) => {
  const t = useT();
  const { locale } = usePortalLocale();
  if (guests.length === 0) return <Typography color="text.secondary">{t('app.portalBookings.detail.no_guests')}</Typography>;
  return <SharedGuestsTable guests={guests} translate={(key) => t(key)} intlLocale={INTL_LOCALES[locale]} label={t('app.portalBookings.detail.sections.guests')} />;
};

/** The rooms the booking holds, by code. */
export const RoomChips = ({ rooms }: { rooms: AgentReservationDetail['roomsAllocated'] }) => {
  const t = useT();
  if (rooms.length === 0) return <Typography color="text.secondary">{t('app.reservations.no_rooms')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {rooms.map((room) => (
        <Chip key={room.id} variant="outlined" label={room.code} />
      ))}
    </Stack>
  );
};

/** The server's quote in the navbar's currency (rows converted unit by unit, so they add up). */
export const QuoteTable = ({ quote }: { quote: AgentReservationDetail['quote'] }) => {
  const t = useT();
  const { currency } = useCurrency();
  return <SharedQuoteTable quote={quote} currency={currency} label={t('app.portalBookings.detail.sections.quote')} translate={t} />;
};

const PAYMENT_COLOURS: Record<string, ChipProps['color']> = { initiated: 'default', pending: 'warning', approved: 'success', rejected: 'error', failed: 'default' };

/** The reference a payment carries: the bank's, the cheque's number, or the card's last digits. */
const referenceOf = (p: AgentPayment) => p.referenceNo ?? (p.chequeNo ? `${p.chequeBank ?? ''} ${p.chequeNo}`.trim() : p.cardLast4 ? `•••• ${p.cardLast4}` : (p.transactionId ?? '—'));

/** The payments sent for the booking, newest first, with a rejected slip's reason (a list: it sits in the narrow column). */
export const PaymentsList = ({ payments }: { payments: AgentPayment[] }) => {
  const t = useT();
  const dates = useDates();
  const p = (key: string) => t(`app.portalBookings.detail.payments.${key}`);
  if (payments.length === 0) return <Typography color="text.secondary">{p('none')}</Typography>;
  return (
    <Box component="ul" aria-label={t('app.portalBookings.detail.sections.payments')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {payments.map((payment) => (
        <Box component="li" key={payment.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 }, '&:last-of-type': { borderBottom: 0, pb: 0 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`app.portalBookings.detail.payment_method.${payment.method}`, { _: payment.method })}</Typography>
            <Typography sx={{ fontWeight: 600 }}>
              <Money sen={payment.amount} />
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {dates.moment(payment.createdAt)} · {p('reference')}: {referenceOf(payment)}
            </Typography>
            <Chip size="small" variant="outlined" color={PAYMENT_COLOURS[payment.status] ?? 'default'} label={t(`app.portalBookings.detail.payment_status.${payment.status}`, { _: payment.status })} sx={OUTLINED_CHIP_SX} />
          </Box>
          {payment.status === 'rejected' && payment.rejectionNotes && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {t('app.portalBookings.detail.payments.reason', { notes: payment.rejectionNotes })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
};

export { Section } from '../layout/Section';
