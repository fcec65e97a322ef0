import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useDateFormat } from '../reservations/format';
import { changeRoom, freeRooms, type FrontDeskRow } from './api';

const k = (key: string) => `app.frontDesk.room_change.${key}`;

/**
 * Moves one of a booking's rooms to a free room of the same type for the whole stay, through the
 * guarded room-change route; the server's refusal (taken meanwhile, out of service) shows in the dialog.
 */
export const RoomChangeDialog = ({ row, open, onClose }: { row: FrontDeskRow; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { day } = useDateFormat();
  const [fromId, setFromId] = useState(row.rooms[0]?.id ?? '');
  const [toId, setToId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = row.rooms.find((room) => room.id === fromId);
  const free = useQuery({
    queryKey: ['front-desk', 'free-rooms', row.checkIn, row.checkOut, from?.roomTypeId],
    queryFn: () => freeRooms(row, from?.roomTypeId as string),
    enabled: open && from !== undefined,
  });
  const move = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await changeRoom(row.id, fromId, toId);
      notify(k('done'), { type: 'success', messageArgs: { room: free.data?.find((room) => room.id === toId)?.code ?? '' } });
      refresh();
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };
  const type = from?.roomType ?? '';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`room-change-${row.id}`}>
      <DialogTitle id={`room-change-${row.id}`}>{translate(k('title'), { bookingNo: row.bookingNo })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(k('stay'), { name: row.reservationName, from: day(row.checkIn), to: day(row.checkOut) })}
        </Typography>
        {row.rooms.length > 1 ? (
          <TextField select label={translate(k('from'))} value={fromId} onChange={(e) => { setFromId(e.target.value); setToId(''); }}>
            {row.rooms.map((room) => <MenuItem key={room.id} value={room.id}>{room.code}</MenuItem>)}
          </TextField>
        ) : null}
        {free.isFetching ? <LinearProgress sx={{ my: 2 }} /> : null}
        {free.data && free.data.length === 0 ? <Alert severity="info" sx={{ mt: 1 }}>{translate(k('none_free'), { type })}</Alert> : null}
        {free.data && free.data.length > 0 ? (
          <TextField select label={translate(k('to'), { type })} value={toId} onChange={(e) => setToId(e.target.value)}>
            {free.data.map((room) => <MenuItem key={room.id} value={room.id}>{room.code}</MenuItem>)}
          </TextField>
        ) : null}
        {free.error ? <Alert severity="error" sx={{ mt: 1 }}>{free.error.message}</Alert> : null}
        {refusal ? <Alert severity="error" sx={{ mt: 1 }}>{refusal}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(k('cancel'))}</Button>
        <Button variant="contained" disabled={!toId || busy} onClick={() => void move()}>{translate(k('move'))}</Button>
      </DialogActions>
    </Dialog>
  );
};
