import Redeem from '@mui/icons-material/Redeem';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { idempotencyKey } from '../../shared/request';
import { queryKeys } from '../api';
import { useMoney } from '../money/Money';
import { useT } from '../PortalLocale';
import { promotionKeys, promotionsApi, type BoughtPackage } from '../promotions/promotionsApi';
import { bookingKeys, bookingsApi, type AgentPayment, type AgentReservationDetail } from './bookingsApi';
import { moneyOf } from './PayPanel';

/**
 * The agent's bought promo package this booking can use: not yet redeemed, of the booking's package,
 * and (when bought for a period) checking in within it. The server judges again when it is applied.
 */
export const usablePackage = (bought: readonly BoughtPackage[], booking: Pick<AgentReservationDetail, 'packageId' | 'checkIn'>) =>
  bought.find(
    (p) =>
      p.reservationId === null &&
      p.packageId === booking.packageId &&
      (p.periodId === null || (p.startDate !== null && p.endDate !== null && booking.checkIn >= p.startDate && booking.checkIn <= p.endDate)),
  );

/** Asks before the deposit is applied: it is used once. */
const ApplyDialog = ({ booking, bought, onClose, onApplied }: { booking: AgentReservationDetail; bought: BoughtPackage; onClose: () => void; onApplied: () => void }) => {
  const t = useT();
  const money = useMoney();
  const client = useQueryClient();
  // One key for this action: a retry after a lost answer applies the deposit once.
  const [key] = useState(idempotencyKey);
  const apply = useMutation({
    mutationFn: () => bookingsApi.redeemPackage(bought.purchaseId, booking.id, key),
    onSuccess: async () => {
      await Promise.all(
        [bookingKeys.all, promotionKeys.bought, queryKeys.dashboard, queryKeys.wallet].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
      onApplied();
    },
  });
  const p = (k: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.prepaid.${k}`, args);
  const amount = money(bought.paid);
  return (
    <Dialog open onClose={apply.isPending ? undefined : onClose} aria-labelledby="prepaid-title">
      <DialogTitle id="prepaid-title">{p('confirm_title', { amount })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{p('confirm_content', { name: bought.name, amount, bookingNo: booking.bookingNo })}</DialogContentText>
        {apply.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apply.error.message || t('app.errors.server')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isPending}>
          {p('close')}
        </Button>
        <Button variant="contained" onClick={() => apply.mutate()} disabled={apply.isPending}>
          {p('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * "Apply prepaid package deposit": shown on an unpaid booking of a package for which the agent holds a
 * bought, unused promo package; nothing at all otherwise. The deposit is applied whole (the server's
 * rule), so a booking owing less than it cannot take it.
 */
export const PrepaidDeposit = ({ booking, payments, onDone }: { booking: AgentReservationDetail; payments: AgentPayment[]; onDone: (message: string) => void }) => {
  const t = useT();
  const money = useMoney();
  const bought = useQuery({ queryKey: promotionKeys.bought, queryFn: promotionsApi.boughtPackages, select: (answer) => answer.packages });
  const [open, setOpen] = useState(false);
  const usable = bought.data ? usablePackage(bought.data, booking) : undefined;
  const { due } = moneyOf(booking, payments);
  if (!usable || due === 0) return null;
  const p = (k: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.prepaid.${k}`, args);
  const amount = money(usable.paid);
  const tooMuch = usable.paid > due;
  return (
    <Stack component="section" aria-label={p('title')} sx={{ gap: 1, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {p('title')}
      </Typography>
      <Typography variant="body2">{p('offer', { name: usable.name, amount })}</Typography>
      <Button variant="outlined" startIcon={<Redeem />} onClick={() => setOpen(true)} disabled={tooMuch}>
        {p('apply')}
      </Button>
      {tooMuch && (
        <Typography variant="body2" color="warning.main">
          {p('too_much')}
        </Typography>
      )}
      {open && (
        <ApplyDialog
          booking={booking}
          bought={usable}
          onClose={() => setOpen(false)}
          onApplied={() => {
            setOpen(false);
            onDone(p('applied', { amount }));
          }}
        />
      )}
    </Stack>
  );
};
