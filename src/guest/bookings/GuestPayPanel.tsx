import CreditCard from '@mui/icons-material/CreditCard';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../portal/localeContext';
import { moneyOf, MoneyRows, SlipDialog } from '../../portal/bookings/PayPanel';
import { guestBookingKeys, guestBookingsApi, type GuestPayment, type GuestReservationDetail } from './guestBookingsApi';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * What the guest's booking has received and what is due, and a guest's two ways to pay the balance:
 * online through the gateway (the browser goes to its page and comes back) or a bank-in slip for the
 * resort to review. No wallet and no cheque: those are the agents'.
 */
export const GuestPayPanel = ({ booking, payments, onDone }: { booking: GuestReservationDetail; payments: GuestPayment[]; onDone: (message: string) => void }) => {
  const t = useT();
  const client = useQueryClient();
  const [slip, setSlip] = useState(false);
  const { due } = moneyOf(booking, payments);
  const p = (k: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.pay.${k}`, args);
  const online = useMutation({
    mutationFn: () => guestBookingsApi.payOnline(booking.id),
    onSuccess: (start) => window.location.assign(start.redirectUrl),
  });
  return (
    <Stack sx={{ gap: 2 }}>
      <MoneyRows booking={booking} payments={payments} />
      {due === 0 ? (
        <Typography color="text.secondary">{p('nothing_due')}</Typography>
      ) : (
        <Stack sx={{ gap: 1 }}>
          {online.isError && <Alert severity="error">{errorText(online.error, t('app.errors.server'))}</Alert>}
          <Button variant="contained" startIcon={<CreditCard />} onClick={() => online.mutate()} disabled={online.isPending || online.isSuccess}>
            {online.isPending || online.isSuccess ? t('app.guestBooking.detail.paying') : t('app.guestBooking.detail.pay_online', { amount: formatMoney(due) })}
          </Button>
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setSlip(true)}>
            {p('slip')}
          </Button>
        </Stack>
      )}
      {slip && (
        <SlipDialog
          booking={booking}
          due={due}
          send={guestBookingsApi.sendSlip}
          onClose={() => setSlip(false)}
          onSent={async () => {
            await client.invalidateQueries({ queryKey: guestBookingKeys.all });
            setSlip(false);
            onDone(p('sent'));
          }}
        />
      )}
    </Stack>
  );
};
