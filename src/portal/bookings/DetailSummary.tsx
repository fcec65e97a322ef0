import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import type { ReactNode } from 'react';
import { paxSummary } from '../../../i18n/paxSummary';
import { saveBlob } from '../../shared/blobs';
import { useT } from '../localeContext';
import { Money } from '../money/currencyContext';
import type { AgentReservationDetail } from './bookingsApi';
import { Facts } from './DetailTables';
import { useDates } from './format';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The invoice PDF, fetched with the bearer token (`download`, from the reader's own API) and handed to the
 * browser to save: on the agents' and the guests' booking pages alike.
 */
export const InvoiceButton = ({ booking, download, onError }: { booking: Pick<AgentReservationDetail, 'invoiceNo'>; download: () => Promise<Blob>; onError: (message: string) => void }) => {
  const t = useT();
  const fetching = useMutation({
    mutationFn: download,
    onSuccess: (blob) => saveBlob(blob, `${booking.invoiceNo}.pdf`),
    onError: (error) => onError(errorText(error, t('app.portalBookings.detail.invoice_failed'))),
  });
  return (
    <Button variant="outlined" startIcon={fetching.isPending ? <CircularProgress size={18} /> : <PictureAsPdf />} onClick={() => fetching.mutate()} disabled={fetching.isPending}>
      {t('app.portalBookings.detail.invoice')}
    </Button>
  );
};

/** A booking at a glance: its name, package and option, stay, party, invoice and total (agents' and guests' pages). */
export const BookingSummary = ({ booking, packageName }: { booking: AgentReservationDetail; packageName: string | undefined }) => {
  const t = useT();
  const dates = useDates();
  const f = (key: string) => t(`app.reservations.fields.${key}`);
  const at = (day: string, time: string | null) => (time ? t('app.portalBookings.detail.stay_time', { day: dates.day(day), time }) : dates.day(day));
  const items: [string, ReactNode][] = [
    [f('reservationName'), booking.reservationName],
    [f('package'), packageName ?? '—'],
    // The option booked under, with the dates it runs (its rates priced the stay).
    [f('packageOption'), booking.packageOption ? `${booking.packageOption.name} (${dates.day(booking.packageOption.startDate)} – ${dates.day(booking.packageOption.endDate)})` : '—'],
    [f('checkIn'), at(booking.checkIn, booking.checkInTime)],
    [f('checkOut'), at(booking.checkOut, booking.checkOutTime)],
    [f('nights'), booking.nights],
    [f('rooms'), booking.rooms],
    [f('pax'), paxSummary(booking, t)],
    [f('bedType'), booking.bedType ?? '—'],
    [f('invoiceNo'), booking.invoiceNo],
    [f('cutOffDate'), dates.day(booking.cutOffDate)],
    [f('createdAt'), dates.moment(booking.createdAt)],
    [f('total'), <Money key="total" sen={booking.total} />],
  ];
  if (booking.specialRequests) items.push([f('specialRequests'), booking.specialRequests]);
  if (booking.foodNotes) items.push([f('foodNotes'), booking.foodNotes]);
  return <Facts items={items} />;
};

/**
 * A booking page that could not read its booking: another's booking, or an id that is not one (404, 400),
 * is simply not found; anything else says what went wrong.
 */
export const BookingLoadError = ({ error, back }: { error: unknown; back: ReactNode }) => {
  const t = useT();
  const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
  return (
    <Stack sx={{ gap: 2 }}>
      {back}
      <Alert severity={missing ? 'warning' : 'error'}>{missing ? t('app.portalBookings.detail.not_found') : errorText(error, t('app.errors.server'))}</Alert>
    </Stack>
  );
};

/** What a booking page tells after an action (a success is a status, a failure an alert). */
export interface PageNotice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * The page's last message and, while a Pending booking waits for a payment nobody has sent yet, the time it
 * must be paid by (agents' and guests' pages alike; a slip under review stops the warning).
 */
export const BookingNotices = ({ booking, waiting, notice, onDismiss }: { booking: Pick<AgentReservationDetail, 'paymentDeadline' | 'status'>; waiting: number; notice: PageNotice | undefined; onDismiss: () => void }) => {
  const t = useT();
  const dates = useDates();
  const deadline = booking.paymentDeadline && booking.status === 'Pending' && waiting === 0 && new Date(booking.paymentDeadline).getTime() > Date.now() ? booking.paymentDeadline : null;
  return (
    <>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'} onClose={onDismiss}>
          {notice.text}
        </Alert>
      )}
      {deadline && <Alert severity="warning">{t('app.portalBookings.detail.pay_by', { time: dates.moment(deadline) })}</Alert>}
    </>
  );
};
