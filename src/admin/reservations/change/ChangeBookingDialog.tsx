import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Form, HttpError, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '../../money/moneyData';
import { ChangeFields } from './ChangeFields';
import { ChangeReview } from './ChangeReview';
import { bodyOf, previewChange, saveChange, valuesOf, type ChangeableReservation, type ChangeBody, type ChangeSummary } from './changeData';

const k = (key: string) => `app.bookingChange.${key}`;

/** The server's refusal: its message and the field messages (shown under their fields and listed above). */
const refusalOf = (error: unknown) => {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
  return { message: errorMessage(error), errors: body?.errors ?? {} };
};

interface Props {
  reservation: ChangeableReservation;
  onClose: () => void;
  /** After saving: the summary the server answered (what follows for the money). */
  onSaved: (summary: ChangeSummary) => void;
}

/**
 * Staff change a booking in two steps: the form (dates, rooms and party, guests, add-ons, transfers,
 * requests), then "Review change" asks the server for the new price and shows old and new side by side
 * with the difference; Save sends the preview's `updatedAt` back, so a booking changed meanwhile is refused.
 */
export const ChangeBookingDialog = ({ reservation, onClose, onSaved }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [review, setReview] = useState<{ summary: ChangeSummary; body: ChangeBody } | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const [saving, setSaving] = useState(false);
  // A phone gets the whole screen: two bills and a form of many fields need it.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const ask = async (values: FieldValues) => {
    setRefusal(null);
    const body = bodyOf(values, reservation);
    try {
      setReview({ summary: await previewChange(reservation.id, body), body });
      return undefined;
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found);
      return Object.keys(found.errors).length ? found.errors : undefined;
    }
  };
  const save = async () => {
    if (!review) return;
    setSaving(true);
    try {
      const saved = await saveChange(reservation.id, review.body, review.summary.updatedAt);
      notify(k('saved'), { type: 'success' });
      refresh();
      onSaved(saved);
    } catch (error) {
      // Refused at save (taken meanwhile, changed since the review): back to the form with the reason.
      setRefusal(refusalOf(error));
      setReview(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    // The form sits between the paper and its content: a flex column too, so the content scrolls and the actions stay in view.
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="change-booking-title" sx={{ '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } }}>
      <DialogTitle id="change-booking-title">
        {translate(k(review ? 'review_title' : 'title'), { bookingNo: reservation.bookingNo })}
      </DialogTitle>
      {/* The form's own record: the reservation's fields (its `rooms` is a count) must not seed the form. */}
      <Form record={{ id: reservation.id, ...valuesOf(reservation) }} onSubmit={ask}>
        {/* Focusable: while reviewing it holds no field, and a keyboard must still scroll the two bills. */}
        <DialogContent dividers tabIndex={0} role="region" aria-labelledby="change-booking-title">
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal.message}
              {Object.values(refusal.errors).filter((m) => m !== refusal.message).map((m) => (
                <Typography key={m} variant="body2" component="div">{m}</Typography>
              ))}
            </Alert>
          ) : null}
          {review ? <ChangeReview summary={review.summary} /> : null}
          {/* Kept mounted while reviewing: "Back" returns to the form as it was left. */}
          <Box sx={{ display: review ? 'none' : 'block' }}>
            <Typography color="text.secondary">{translate(k('intro'))}</Typography>
            <ChangeFields guestCount={reservation.guests.length} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
          {/* MUI's buttons: react-admin's become icon-only on a phone, and these have no icon. */}
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          {review ? (
            <>
              <Button variant="outlined" onClick={() => setReview(null)}>{translate(k('back'))}</Button>
              <Button variant="contained" disabled={saving} onClick={() => void save()}>{translate(k('save'))}</Button>
            </>
          ) : (
            <SaveButton label={k('review')} icon={<></>} alwaysEnable />
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
};
