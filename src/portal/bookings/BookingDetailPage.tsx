import ArrowBack from '@mui/icons-material/ArrowBack';
import Cancel from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { allowed } from '../../../server/app/booking/transitions';
import { queryKeys } from '../api';
import { entryOfPath } from '../menu/menuEntries';
import { useT } from '../PortalLocale';
import { EntryRoute } from '../routeGuards';
import { bookingKeys, bookingsApi, type AgentPayment, type AgentReservationDetail } from './bookingsApi';
import { CancelBookingDialog } from './CancelBookingDialog';
import { BookingLoadError, BookingNotices, BookingSummary, InvoiceButton, type PageNotice } from './DetailSummary';
import { GuestsTable, PaymentsList, QuoteTable, RoomChips, Section } from './DetailTables';
import { AwaitingApprovalChip, PaymentChip, StatusChip } from './format';
import { useMayBook } from './mayBook';
import { isUnpaid, moneyOf, PayPanel } from './PayPanel';
import { PaidNotice } from './PaidNotice';
import { PrepaidDeposit } from './PrepaidDeposit';
import { TransfersSection } from './TransfersSection';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

const BookingDetail = ({ id }: { id: string }) => {
  const t = useT();
  const detail = useQuery({ queryKey: bookingKeys.detail(id), queryFn: () => bookingsApi.detail(id) });
  const payments = useQuery({ queryKey: bookingKeys.payments(id), queryFn: () => bookingsApi.payments(id), enabled: detail.isSuccess });
  const packageId = detail.data?.packageId ?? null;
  const packageName = useQuery({ queryKey: bookingKeys.packageName(packageId ?? ''), queryFn: () => bookingsApi.packageName(packageId ?? ''), enabled: packageId !== null, staleTime: 300_000 });
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | null>(null);
  const [notice, setNotice] = useState<PageNotice>();
  const mayBook = useMayBook();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.${key}`, args);
  const done = (text: string) => setNotice({ severity: 'success', text });

  const back = (
    <Button component={RouterLink} to="/booking/listing" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {d('back')}
    </Button>
  );
  if (detail.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (detail.isError) return <BookingLoadError error={detail.error} back={back} />;
  const booking = detail.data;
  const paid: AgentPayment[] = payments.data ?? [];
  const { waiting } = moneyOf(booking, paid);
  const canCancel = allowed('cancel', booking.status);
  const unpaid = isUnpaid(booking);

  return (
    <Stack sx={{ gap: 3 }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {d('title', { bookingNo: booking.bookingNo })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <StatusChip status={booking.status} />
            <PaymentChip status={booking.paymentStatus} />
            {booking.approved ? (
              <Typography variant="body2" color="success.main">
                {d('approved')}
              </Typography>
            ) : (
              booking.status === 'Pending' && <AwaitingApprovalChip />
            )}
          </Stack>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <InvoiceButton booking={booking} download={() => bookingsApi.invoice(booking.id)} onError={(text) => setNotice({ severity: 'error', text })} />
          {canCancel && (
            <Button color="error" variant="outlined" startIcon={<Cancel />} onClick={() => setDialog('cancel')}>
              {d('cancel')}
            </Button>
          )}
        </Stack>
      </Box>
      <PaidNotice />
      <BookingNotices booking={booking} waiting={waiting} notice={notice} onDismiss={() => setNotice(undefined)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <Section title={d('sections.summary')}>
            <BookingSummary booking={booking} packageName={packageName.data} />
          </Section>
          <Section title={d('sections.guests')}>
            <GuestsTable guests={booking.guests} />
          </Section>
          <Section title={d('sections.rooms')}>
            <RoomChips rooms={booking.roomsAllocated} />
          </Section>
          {mayBook && <TransfersSection booking={booking} onDone={done} />}
          <Section title={d('sections.quote')}>
            <QuoteTable quote={booking.quote} />
          </Section>
        </Stack>
        {/* On one column, an unpaid booking shows how to pay it first. */}
        <Stack sx={{ gap: 3, minWidth: 0, order: { xs: unpaid ? -1 : 0, lg: 0 } }}>
          {unpaid && payments.isSuccess && (
            <Section title={d('sections.pay')}>
              <PayPanel booking={booking} payments={paid} onDone={done} />
              {mayBook && <PrepaidDeposit booking={booking} payments={paid} onDone={done} />}
            </Section>
          )}
          <Section title={d('sections.payments')}>
            {payments.isError ? <Alert severity="error">{errorText(payments.error, t('app.errors.server'))}</Alert> : <PaymentsList payments={paid} />}
          </Section>
        </Stack>
      </Box>
      {dialog === 'cancel' && (
        <CancelBookingDialog
          bookingNo={booking.bookingNo}
          cancel={() => bookingsApi.cancel(booking.id)}
          refresh={() => Promise.all([client.invalidateQueries({ queryKey: bookingKeys.all }), client.invalidateQueries({ queryKey: queryKeys.dashboard })])}
          onClose={() => setDialog(null)}
          onCancelled={() => {
            setDialog(null);
            setNotice({ severity: 'success', text: d('cancelled', { bookingNo: booking.bookingNo }) });
          }}
        />
      )}
    </Stack>
  );
};

/** `/booking/:id`: one of the agent's bookings. Guarded like My Bookings (agency admin and editor). */
const BookingDetailPage = () => {
  const { id = '' } = useParams();
  const entry = entryOfPath('/booking/listing');
  const page = <BookingDetail key={id} id={id} />;
  return entry ? <EntryRoute entry={entry}>{page}</EntryRoute> : page;
};

export default BookingDetailPage;
