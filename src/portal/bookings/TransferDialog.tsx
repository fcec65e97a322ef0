import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import type { AgentReservationDetail } from './bookingsApi';
import { useTransfersHost, type Transfer, type TransportLeg } from './transfersApi';

const COUNTS = ['adults', 'children', 'toddlers', 'infants'] as const;
type Count = (typeof COUNTS)[number];

/** The form as typed: every value a string until it is sent. */
interface LegForm extends Record<Count, string> {
  transportType: 'boat' | 'land';
  tripCostId: string;
  date: string;
  departureTime: string;
  pickupPoint: string;
  dropLocation: string;
  dropTime: string;
  returnDate: string;
  returnDepartureTime: string;
}
type Field = Exclude<keyof LegForm, 'transportType'>;
const FIELDS: readonly string[] = ['tripCostId', 'date', 'departureTime', 'pickupPoint', 'dropLocation', 'dropTime', 'returnDate', 'returnDepartureTime', ...COUNTS];

/** Adding a transfer, or changing the one at `index` of the booking's transfers. */
export type TransferEdit = { kind: 'add' } | { kind: 'change'; index: number; leg: TransportLeg };

const formOf = (booking: AgentReservationDetail, edit: TransferEdit, transfers: Transfer[]): LegForm => {
  if (edit.kind === 'add') {
    const party = { adults: booking.adults, children: booking.children, toddlers: booking.toddlers, infants: booking.infants };
    return { transportType: 'boat', tripCostId: '', date: booking.checkIn, departureTime: '', pickupPoint: '', dropLocation: '', dropTime: '', returnDate: '', returnDepartureTime: '', ...countsOf(party) };
  }
  const { leg } = edit;
  return {
    transportType: transfers.find((t) => t.id === leg.tripCostId)?.transportType ?? 'boat',
    tripCostId: leg.tripCostId,
    date: leg.date ?? '',
    departureTime: leg.departureTime ?? '',
    pickupPoint: leg.pickupPoint ?? '',
    dropLocation: leg.dropLocation ?? '',
    dropTime: leg.dropTime ?? '',
    returnDate: leg.returnDate ?? '',
    returnDepartureTime: leg.returnDepartureTime ?? '',
    ...countsOf(leg),
  };
};

const countsOf = (party: Record<Count, number>): Record<Count, string> => ({
  adults: String(party.adults),
  children: String(party.children),
  toddlers: String(party.toddlers),
  infants: String(party.infants),
});

/** Blank text is left out: the server's date and time rules take a value or nothing. */
const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The body the server takes: land transfers carry pick-up and drop, return trips their way back. */
const legOf = (form: LegForm, trip: Transfer | undefined): TransportLeg => ({
  tripCostId: form.tripCostId,
  date: given(form.date),
  departureTime: given(form.departureTime),
  ...(trip?.transportType === 'land' ? { pickupPoint: given(form.pickupPoint), dropLocation: given(form.dropLocation), dropTime: given(form.dropTime) } : {}),
  ...(trip?.tripType === 'return' ? { returnDate: given(form.returnDate), returnDepartureTime: given(form.returnDepartureTime) } : {}),
  adults: Number(form.adults),
  children: Number(form.children),
  toddlers: Number(form.toddlers),
  infants: Number(form.infants),
});

/**
 * The server's messages on this form's fields: the booking's `transport.<index>.<field>` (the transfer
 * being saved), or a bare `<field>` (a single transfer's body); anything else is told above the form.
 */
export const splitErrors = (errors: Record<string, string>, index: number) => {
  const fields: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const match = /^transport\.(\d+)\.(\w+)$/.exec(path);
    const field = match && Number(match[1]) === index ? match[2] : path;
    if (FIELDS.includes(field)) fields[field as Field] ??= message;
    else other.push(message);
  }
  return { fields, other };
};

/**
 * Adds or changes one transfer of a booking. Nothing here judges the transport rules (charter seats and
 * hours, tickets, capacity): the server does when the booking is priced again, and its messages land
 * on the fields.
 */
export const TransferDialog = ({
  booking,
  legs,
  edit,
  transfers,
  onClose,
  onSaved,
}: {
  booking: AgentReservationDetail;
  legs: TransportLeg[];
  edit: TransferEdit;
  transfers: Transfer[];
  onClose: () => void;
  onSaved: (updated: AgentReservationDetail) => void;
}) => {
  const t = useT();
  const x = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.transfers.${key}`, args);
  const [form, setForm] = useState<LegForm>(() => formOf(booking, edit, transfers));
  const [checked, setChecked] = useState<Partial<Record<Field, string>>>({});
  const index = edit.kind === 'add' ? legs.length : edit.index;
  const { api } = useTransfersHost();
  const save = useMutation({
    mutationFn: (leg: TransportLeg) =>
      edit.kind === 'add' ? api.replaceAll(booking.id, [...legs, leg]) : api.replaceOne(booking.id, edit.leg.tripCostId, leg),
    onSuccess: onSaved,
  });
  const trip = transfers.find((tr) => tr.id === form.tripCostId);
  // One transfer per trip: another leg's trip is changed where it is, not booked twice.
  const taken = new Set(legs.filter((_, i) => i !== index).map((l) => l.tripCostId));
  const choices = transfers.filter((tr) => tr.transportType === form.transportType && !taken.has(tr.id));
  const server = save.isError ? splitErrors(fieldErrorsOf(save.error), index) : { fields: {}, other: [] };
  const errors: Partial<Record<Field, string>> = { ...server.fields, ...checked };
  const general = save.isError ? (server.other.length ? server.other : Object.keys(server.fields).length ? [] : [save.error.message || t('app.errors.server')]) : [];

  const set = (field: keyof LegForm, value: string) => {
    setChecked((c) => ({ ...c, [field]: undefined }));
    if (save.isError) save.reset();
    setForm((f) => {
      if (field === 'transportType') return { ...f, transportType: value === 'land' ? 'land' : 'boat', tripCostId: '' };
      if (field !== 'tripCostId') return { ...f, [field]: value };
      // A trip with a timetable starts from its departure time.
      const chosen = transfers.find((tr) => tr.id === value);
      return { ...f, tripCostId: value, departureTime: f.departureTime || chosen?.departureTime || '' };
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!form.tripCostId) found.tripCostId = t('ra.validation.required');
    for (const count of COUNTS) if (!/^\d{1,2}$/.test(form[count].trim()) || Number(form[count]) > 20) found[count] = x('count_invalid');
    setChecked(found);
    if (Object.keys(found).length === 0) save.mutate(legOf(form, trip));
  };

  const text = (field: Field, label: string, type: 'text' | 'date' | 'time' = 'text', extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      type={type}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ inputLabel: type === 'text' ? undefined : { shrink: true }, htmlInput: { ...extra, ...(type === 'text' ? { maxLength: 120 } : { dir: 'ltr' }) } }}
    />
  );
  const stay = { min: booking.checkIn, max: booking.checkOut };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="transfer-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="transfer-title">{x(edit.kind === 'add' ? 'add_title' : 'change_title', { bookingNo: booking.bookingNo })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{x('hint')}</DialogContentText>
          {general.map((message) => (
            <Alert key={message} severity="error">
              {message}
            </Alert>
          ))}
          <Box>
            <FormLabel id="transfer-type">{x('type')}</FormLabel>
            <RadioGroup row aria-labelledby="transfer-type" value={form.transportType} onChange={(e) => set('transportType', e.target.value)}>
              <FormControlLabel value="boat" control={<Radio />} label={x('boat')} />
              <FormControlLabel value="land" control={<Radio />} label={x('land_type')} />
            </RadioGroup>
          </Box>
          <TextField
            select
            label={x('trip')}
            value={choices.some((c) => c.id === form.tripCostId) ? form.tripCostId : ''}
            onChange={(e) => set('tripCostId', e.target.value)}
            required
            error={Boolean(errors.tripCostId)}
            helperText={errors.tripCostId ?? (choices.length === 0 ? x('none_on_offer') : trip ? x('route', { from: trip.from, to: trip.to, way: x(`way.${trip.tripType}`) }) : undefined)}
          >
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {text('date', x('date'), 'date', stay)}
            {text('departureTime', x(form.transportType === 'land' ? 'pickup_time' : 'departure_time'), 'time')}
            {trip?.transportType === 'land' && (
              <>
                {text('pickupPoint', x('pickup_point'))}
                {text('dropLocation', x('drop_location'))}
                {text('dropTime', x('drop_time'), 'time')}
              </>
            )}
            {trip?.tripType === 'return' && (
              <>
                {text('returnDate', x('return_date'), 'date', stay)}
                {text('returnDepartureTime', x('return_time'), 'time')}
              </>
            )}
          </Box>
          <Typography component="h3" variant="subtitle2">
            {x('persons')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 2 }}>
            {COUNTS.map((count) => (
              <TextField
                key={count}
                label={x(count)}
                type="number"
                value={form[count]}
                onChange={(e) => set(count, e.target.value)}
                error={Boolean(errors[count])}
                helperText={errors[count]}
                slotProps={{ htmlInput: { min: 0, max: 20, step: 1, inputMode: 'numeric' } }}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {x('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {x('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
