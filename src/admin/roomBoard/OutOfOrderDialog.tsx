import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { addDays } from './boardLayout';

interface Props {
  room: string;
  /** The first night offered: the resort's today. */
  today: string;
  onClose: () => void;
  onSave: (body: { from: string; to: string; note: string }) => Promise<void>;
}

/** The nights a room is out of order and why; the server's refusal (a booking on those nights) shows on the fields. */
export const OutOfOrderDialog = ({ room, today, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [body, setBody] = useState({ from: today, to: addDays(today, 1), note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(body);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string>; message?: string } | undefined) : undefined;
      setErrors(body?.errors && Object.keys(body.errors).length ? body.errors : { note: error instanceof Error ? error.message : '' });
    } finally {
      setSaving(false);
    }
  };
  const field = (key: 'from' | 'to' | 'note', type = 'date') => (
    <TextField
      type={type}
      size="small"
      label={translate(`app.roomBoard.out_of_order.${key}`)}
      value={body[key]}
      onChange={(e) => setBody({ ...body, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      slotProps={{ inputLabel: { shrink: true } }}
      required
      fullWidth
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.roomBoard.out_of_order.title', { room })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('from')}
          {field('to')}
          {field('note', 'text')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.roomBoard.out_of_order.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => void save()} disabled={saving || !body.note.trim()}>
          {translate('app.roomBoard.out_of_order.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
