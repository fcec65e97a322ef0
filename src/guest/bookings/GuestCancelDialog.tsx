import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CancelBookingDialog } from '../../portal/bookings/CancelBookingDialog';
import { Busy } from '../../portal/wizard/Busy';
import { Money } from '../../portal/money/currencyContext';
import { formatSen } from '../../shared/money/currency';
import { useT } from '../../portal/localeContext';
import { guestBookingKeys, guestBookingsApi, type CancellationTerms, type GuestReservationDetail } from './guestBookingsApi';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Why the figures are what they are: no fee, nothing paid, a fee kept only out of what was paid, or the policy's percent. */
const termsNote = (terms: CancellationTerms, d: (key: string, args?: Record<string, unknown>) => string, money: (sen: number) => string) => {
  if (terms.policyFee === 0) return d('cancel_no_fee');
  const policy = d('cancel_policy', { percent: terms.tier.feePercent });
  if (terms.paid === 0) return `${policy} ${d('cancel_nothing_paid')}`;
  if (terms.fee < terms.policyFee) return `${policy} ${d('cancel_fee_capped', { kept: money(terms.fee) })}`;
  return policy;
};

/** What cancelling now costs: the fee the policy sets for the notice given, what was paid and what comes back. */
const Terms = ({ terms }: { terms: CancellationTerms }) => {
  const t = useT();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.guestBooking.detail.${key}`, args);
  const rows: [string, number][] = [
    [d('cancel_fee'), terms.policyFee],
    [d('cancel_paid'), terms.paid],
    [d('cancel_refund'), terms.refund],
  ];
  return (
    <Box role="region" aria-label={d('cancel_fee')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 2 }}>
      <Typography>{d('cancel_terms', { smart_count: terms.daysBefore })}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2 }}>
        {rows.map(([label, sen]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: label === d('cancel_fee') ? 700 : 400 }}>
              <Money sen={sen} charged />
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {termsNote(terms, d, formatSen)}
        {terms.refund > 0 && ` ${d('cancel_refund_note')}`}
      </Typography>
    </Box>
  );
};

/**
 * Asks before a guest cancels, with what it costs under the resort's cancellation policy now
 * (`GET /reservations/:id/cancellation`): the guest confirms knowing the fee; the server applies the same rule.
 */
export const GuestCancelDialog = ({ booking, onClose, onCancelled }: { booking: GuestReservationDetail; onClose: () => void; onCancelled: (terms: CancellationTerms) => void }) => {
  const t = useT();
  const client = useQueryClient();
  const terms = useQuery({ queryKey: guestBookingKeys.cancellation(booking.id), queryFn: () => guestBookingsApi.cancellation(booking.id), staleTime: 0 });
  return (
    <CancelBookingDialog
      bookingNo={booking.bookingNo}
      cancel={() => guestBookingsApi.cancel(booking.id)}
      refresh={() => client.invalidateQueries({ queryKey: guestBookingKeys.all })}
      onClose={onClose}
      onCancelled={(cancelled) => onCancelled(cancelled.cancellation)}
      // Only once the fee is shown: the guest confirms knowing what it costs.
      ready={Boolean(terms.data)}
    >
      {terms.isPending && <Busy text={t('app.guestBooking.detail.cancel_checking')} />}
      {terms.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(terms.error, t('app.errors.server'))}
        </Alert>
      )}
      {terms.data && <Terms terms={terms.data} />}
    </CancelBookingDialog>
  );
};
