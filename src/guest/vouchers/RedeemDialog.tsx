import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { datesOf } from '../../shared/dates';
import { request } from '../../shared/request';
import type { Reservation } from '../../shared/reservations';
import { usePortalLocale } from '../../portal/localeContext';
import type { BoughtPackage } from '../../portal/promotions/promotionsApi';
import { fieldErrorsOf, formErrorOf } from '../errors';
import { guestVoucherApi, guestVoucherKeys } from './guestVouchers';

/** A booking takes a voucher's deposit while it stands (the server refuses others, 409). */
const OPEN = ['Pending', 'Upcoming', 'InHouse'];

/** The guest's own bookings (`GET /api/portal/reservations`), the latest hundred: those of the package are offered. */
const myBookings = () => request<{ reservations: Reservation[] }>({ path: '/reservations', target: 'userPortal', payload: { range: [0, 99] } });

/** Applying a bought promo package's deposit to one of the guest's bookings of that package. */
export const RedeemDialog = ({ bought, onClose }: { bought: BoughtPackage | null; onClose: () => void }) => {
  const { t, locale } = usePortalLocale();
  const day = datesOf(locale).day;
  const client = useQueryClient();
  const bookings = useQuery({ queryKey: [...guestVoucherKeys.all, 'bookings'], queryFn: myBookings, enabled: Boolean(bought) });
  const [reservationId, setReservationId] = useState('');
  const redeem = useMutation({
    mutationFn: () => guestVoucherApi.redeem(bought!.purchaseId, reservationId),
    onSuccess: () => client.invalidateQueries({ queryKey: guestVoucherKeys.bought }),
  });
  const choices = (bookings.data?.reservations ?? []).filter((r) => r.packageId === bought?.packageId && OPEN.includes(r.status));
  const close = () => {
    redeem.reset();
    setReservationId('');
    onClose();
  };
  const fieldError = fieldErrorsOf(redeem.error).reservationId;
  const error = formErrorOf(redeem.error, ['reservationId']);
  return (
    <Dialog open={Boolean(bought)} onClose={close} fullWidth maxWidth="xs" aria-labelledby="redeem-title">
      {bought && (
        <>
          <DialogTitle id="redeem-title">{t('guest.vouchers.redeem_title', { name: bought.name })}</DialogTitle>
          <DialogContent>
            {redeem.isSuccess ? (
              <Alert severity="success">{t('guest.vouchers.redeem_done')}</Alert>
            ) : bookings.isSuccess && choices.length === 0 ? (
              <Typography color="text.secondary">{t('guest.vouchers.redeem_none')}</Typography>
            ) : (
              <TextField
                select
                fullWidth
                sx={{ mt: 1 }}
                label={t('guest.vouchers.redeem_booking')}
                value={reservationId}
                onChange={(e) => setReservationId(e.target.value)}
                error={Boolean(fieldError)}
                helperText={fieldError}
                disabled={!bookings.isSuccess}
              >
                {choices.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.bookingNo} · {day(r.checkIn)} – {day(r.checkOut)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>{t('guest.vouchers.cancel')}</Button>
            {!redeem.isSuccess && (
              <Button variant="contained" disabled={!reservationId || redeem.isPending} onClick={() => redeem.mutate()}>
                {t('guest.vouchers.redeem_confirm')}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
