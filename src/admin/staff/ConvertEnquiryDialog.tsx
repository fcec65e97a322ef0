import Search from '@mui/icons-material/Search';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useGetOne, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { Reservation } from '../../shared/reservations';
import { request } from '../../shared/request';
import { errorMessage, fieldErrorsOf } from '../money/moneyData';
import { useDateFormat } from '../reservations/format';

export const e = (key: string) => `app.staffOps.enquiries.${key}`;

/** What to book: the enquiry's stay, party, package and lead source, as the booking path asks for them. */
const EnquiryDetails = ({ enquiry }: { enquiry: RaRecord }) => {
  const translate = useTranslate();
  const format = useDateFormat();
  const pkg = useGetOne('tour-packages', { id: enquiry.packageId }, { enabled: Boolean(enquiry.packageId) });
  const source = useGetOne('lead-sources', { id: enquiry.leadSourceId }, { enabled: Boolean(enquiry.leadSourceId) });
  return (
    <Stack sx={{ gap: 0.5, mb: 2 }}>
      {enquiry.checkIn && enquiry.checkOut ? <Typography>{translate(e('stay'), { from: format.day(enquiry.checkIn), to: format.day(enquiry.checkOut) })}</Typography> : null}
      <Typography>{translate(e('party'), { adults: enquiry.adults ?? 0, children: enquiry.children ?? 0 })}</Typography>
      {pkg.data ? <Typography>{String(pkg.data.name)}</Typography> : null}
      <Typography color="text.secondary">{source.data ? translate(e('lead_source'), { name: String(source.data.name) }) : translate(e('no_lead_source'))}</Typography>
    </Stack>
  );
};

/** Links the booking made for the enquiry, found by its number; the server marks the enquiry converted. */
export const ConvertEnquiryDialog = ({ enquiry, onClose }: { enquiry: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const format = useDateFormat();
  const [number, setNumber] = useState('');
  const [found, setFound] = useState<Reservation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async () => {
    setError(null);
    const answer = await request<{ reservations: Reservation[] }>({ path: '/reservations', payload: { filter: { q: number.trim() }, range: [0, 9] } });
    const match = answer.reservations.find((r) => r.bookingNo.toLowerCase() === number.trim().toLowerCase()) ?? null;
    setFound(match);
    if (!match) setError(translate(e('not_found')));
  };
  const link = async () => {
    if (!found) return;
    try {
      await request({ method: 'POST', path: `/booking-enquiries/${enquiry.id}/convert`, payload: { reservationId: found.id } });
      notify(translate(e('converted_notice'), { bookingNo: found.bookingNo }), { type: 'success' });
      onClose();
      refresh();
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      setError(errors?.reservationId ?? errorMessage(caught));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="convert-title">
      <DialogTitle id="convert-title">{translate(e('convert_title'), { name: String(enquiry.guestName) })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(e('convert_intro'))}</DialogContentText>
        <EnquiryDetails enquiry={enquiry} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField size="small" label={translate(e('booking_no'))} value={number} onChange={(event) => setNumber(event.target.value)} error={error !== null} helperText={error ?? ' '} />
          <Button label={e('find')} variant="outlined" onClick={() => void find()} disabled={number.trim() === ''}>
            <Search />
          </Button>
        </Stack>
        {found ? <Alert severity="info">{translate(e('found'), { bookingNo: found.bookingNo, name: found.reservationName, from: format.day(found.checkIn), to: format.day(found.checkOut) })}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* Text buttons (react-admin's Button keeps only its icon on a phone). */}
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={!found} onClick={() => void link()}>
          {translate(e('link'))}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
