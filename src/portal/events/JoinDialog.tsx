import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { errorText, NoticeError } from '../promotions/format';
import { PayRows, usePayment, type PayWay } from '../promotions/PayRows';
import { eventKeys, eventsApi, type OpenEvent } from './eventsApi';

/**
 * Joining an event with a number of seats (and notes on who comes). The vacancy is checked first
 * (`/event/vacant`, counted as joining counts it); a free event is then joined at once, a paid one paid
 * from the wallet or online.
 */
export const JoinDialog = ({ event, onClose, onJoined }: { event: OpenEvent; onClose: () => void; onJoined: (title: string) => void }) => {
  const t = useT();
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.events.${key}`, args);
  const queryClient = useQueryClient();
  const [seatsText, setSeatsText] = useState('1');
  const [notes, setNotes] = useState('');
  const seats = /^\d+$/.test(seatsText.trim()) ? Number(seatsText) : 0;
  const free = event.price === 0;
  const join = useMutation({
    mutationFn: async (how: PayWay) => {
      const check = await eventsApi.vacant(event.id, seats);
      if (!check.vacant) throw new NoticeError(k('no_vacancy', { left: check.seatsLeft }));
      const body = { eventId: event.id, seats, memberNotes: notes.trim() || undefined };
      return how === 'wallet' ? eventsApi.joinFromWallet(body) : eventsApi.joinOnline(body);
    },
  });
  const payment = usePayment(join, () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    onJoined(event.title);
  });
  const seatsError = fieldErrorsOf(join.error).seats;
  const busy = join.isPending || join.isSuccess;

  return (
    <Dialog open onClose={join.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="join-title">
      <DialogTitle id="join-title">{k('join_title', { name: event.title })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={k('seats')}
          type="number"
          value={seatsText}
          onChange={(e) => setSeatsText(e.target.value)}
          error={Boolean(seatsError)}
          helperText={seatsError ?? k('max_per_agent', { smart_count: event.maxSeatsPerAgent })}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ mt: 1 }}
        />
        <TextField
          label={k('member_notes')}
          placeholder={k('member_notes_hint')}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {free ? (
          join.error && !seatsError && <Alert severity="error">{errorText(join.error, t)}</Alert>
        ) : (
          <PayRows price={event.price * seats} priceLabel={k('total')} error={seatsError ? null : join.error} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={join.isPending}>
          {t('app.portalPromotions.buy.cancel')}
        </Button>
        {free ? (
          <Button variant="contained" onClick={() => payment.start('online')} disabled={busy}>
            {k('join_free')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => payment.start('online')} disabled={busy}>
              {t('app.portalPromotions.buy.online')}
            </Button>
            <Button variant="contained" onClick={() => payment.start('wallet')} disabled={busy || !payment.walletCovers(event.price * seats)}>
              {t('app.portalPromotions.buy.wallet')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
