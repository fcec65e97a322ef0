import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../localeContext';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * Asks before a booking is cancelled (the rooms are freed and it cannot be undone), for agents and guests alike:
 * `cancel` calls the server, `onCancelled` gets its answer once the caller's caches are refreshed (`refresh`).
 * `children` adds what the audience must know first (a guest's fee); `ready` holds the button until it shows.
 */
export const CancelBookingDialog = <T,>({
  bookingNo,
  cancel,
  refresh,
  onClose,
  onCancelled,
  ready = true,
  children,
}: {
  bookingNo: string;
  cancel: () => Promise<T>;
  refresh: () => Promise<unknown>;
  onClose: () => void;
  onCancelled: (answer: T) => void;
  ready?: boolean;
  children?: ReactNode;
}) => {
  const t = useT();
  const mutation = useMutation({
    mutationFn: cancel,
    onSuccess: async (answer) => {
      await refresh();
      onCancelled(answer);
    },
  });
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.${key}`, args);
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby="cancel-title" aria-describedby="cancel-content" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-title">{d('cancel_title', { bookingNo })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-content">{d('cancel_content')}</DialogContentText>
        {children}
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(mutation.error, t('app.errors.server'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending} autoFocus>
          {d('keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => mutation.mutate()} disabled={mutation.isPending || !ready}>
          {d('cancel_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
