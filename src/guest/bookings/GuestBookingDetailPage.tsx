import ArrowBack from '@mui/icons-material/ArrowBack';
import Cancel from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { allowed } from '../../../server/app/booking/transitions';
import { bookingApi } from '../../../wizard/api';
import { BookingLoadError, BookingNotices, BookingSummary, InvoiceButton, type PageNotice } from '../../portal/bookings/DetailSummary';
import { GuestsTable, PaymentsList, QuoteTable, RoomChips, Section } from '../../portal/bookings/DetailTables';
import { PaymentChip, StatusChip } from '../../portal/bookings/format';
import { PaidNotice } from '../../portal/bookings/PaidNotice';
import { isUnpaid, moneyOf } from '../../portal/bookings/PayPanel';
import { TransfersSection } from '../../portal/bookings/TransfersSection';
import { TransfersHostContext, transfersApiFor, type TransfersHost } from '../../portal/bookings/transfersApi';
import { useT } from '../../portal/localeContext';
import { WizardApiContext } from '../../portal/wizard/wizardApi';
import { guestApi, guestKeys } from '../api';
import { FullCatalogue } from '../GuestLocale';
import { PageLoading } from '../layout/PageLoading';
import { AddonsSection } from './AddonsSection';
import { GuestCancelDialog } from './GuestCancelDialog';
import { guestBookingKeys, guestBookingsApi, type GuestReservationDetail } from './guestBookingsApi';
import { GuestPayPanel } from './GuestPayPanel';
import { formatSen } from '../../shared/money/currency';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The agents' transfer pieces, on the guest's own booking routes and query keys. */
const GUEST_TRANSFERS: TransfersHost = {
  api: transfersApiFor('userPortal'),
  onOfferKey: ['guest', 'account', 'transfers'],
  detailKey: guestBookingKeys.detail,
  allKey: guestBookingKeys.all,
};
/** The add-ons on offer, read from the guest site's API. */
const GUEST_CALLS = bookingApi('userPortal');

/** The booking at a glance, its package named from the guest site's list. */
const GuestSummary = ({ booking }: { booking: GuestReservationDetail }) => {
  const packages = useQuery({ queryKey: guestKeys.packages, queryFn: guestApi.packages, staleTime: 300_000 });
  return <BookingSummary booking={booking} packageName={packages.data?.find((p) => p.id === booking.packageId)?.name} />;
};

/** What the gateway said when it sent the guest back (`?payment=<id>&status=approved|failed`). */
const GatewayNotice = () => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  if (!params.get('payment') || !status) return null;
  const ok = status === 'approved';
  return (
    <Alert
      severity={ok ? 'success' : 'warning'}
      role="status"
      onClose={() => {
        const copy = new URLSearchParams(params);
        copy.delete('payment');
        copy.delete('status');
        setParams(copy, { replace: true });
      }}
    >
      {t(ok ? 'app.guestBooking.detail.payment_returned' : 'app.guestBooking.detail.payment_not_taken')}
    </Alert>
  );
};

const BookingDetail = ({ id }: { id: string }) => {
  const t = useT();
  const detail = useQuery({ queryKey: guestBookingKeys.detail(id), queryFn: () => guestBookingsApi.detail(id) });
  const payments = useQuery({ queryKey: guestBookingKeys.payments(id), queryFn: () => guestBookingsApi.payments(id), enabled: detail.isSuccess });
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<PageNotice>();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.detail.${key}`, args);
  const done = (text: string) => setNotice({ severity: 'success', text });
  const back = (
    <Button component={RouterLink} to="/portal/bookings" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {t('app.guestBooking.detail.back')}
    </Button>
  );
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) return <BookingLoadError error={detail.error} back={back} />;
  const booking = detail.data;
  const paid = payments.data ?? [];
  const { waiting } = moneyOf(booking, paid);
  const unpaid = isUnpaid(booking);
  return (
    <Stack sx={{ gap: { xs: 2, sm: 3 } }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
            {d('title', { bookingNo: booking.bookingNo })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <StatusChip status={booking.status} />
            <PaymentChip status={booking.paymentStatus} />
          </Stack>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <InvoiceButton booking={booking} download={() => guestBookingsApi.invoice(booking.id)} onError={(text) => setNotice({ severity: 'error', text })} />
          {allowed('cancel', booking.status) && (
            <Button color="error" variant="outlined" startIcon={<Cancel />} onClick={() => setCancelling(true)}>
              {d('cancel')}
            </Button>
          )}
        </Stack>
      </Box>
      <PaidNotice />
      <GatewayNotice />
      <BookingNotices booking={booking} waiting={waiting} notice={notice} onDismiss={() => setNotice(undefined)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }, gap: { xs: 2, sm: 3 }, alignItems: 'start' }}>
        <Stack sx={{ gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Section title={d('sections.summary')}>
            <GuestSummary booking={booking} />
          </Section>
          <Section title={d('sections.rooms')}>
            <RoomChips rooms={booking.roomsAllocated} />
          </Section>
          <Section title={d('sections.guests')}>
            <GuestsTable guests={booking.guests} />
          </Section>
          <AddonsSection booking={booking} onDone={done} />
          <TransfersSection booking={booking} onDone={done} />
          <Section title={d('sections.quote')}>
            <QuoteTable quote={booking.quote} />
          </Section>
        </Stack>
        {/* On one column, an unpaid booking shows how to pay it first. */}
        <Stack sx={{ gap: { xs: 2, sm: 3 }, minWidth: 0, order: { xs: unpaid ? -1 : 0, lg: 0 } }}>
          {unpaid && payments.isSuccess && (
            <Section title={d('sections.pay')}>
              <GuestPayPanel booking={booking} payments={paid} onDone={done} />
            </Section>
          )}
          <Section title={d('sections.payments')}>
            {payments.isError ? <Alert severity="error">{errorText(payments.error, t('app.errors.server'))}</Alert> : <PaymentsList payments={paid} />}
          </Section>
        </Stack>
      </Box>
      {cancelling && (
        <GuestCancelDialog
          booking={booking}
          onClose={() => setCancelling(false)}
          onCancelled={(terms) => {
            setCancelling(false);
            // What the cancellation kept and what comes back, as the server applied them (the e-mail says the same).
            const told = terms.paid === 0 ? 'cancelled_unpaid' : 'cancelled_terms';
            setNotice({ severity: 'success', text: t(`app.guestBooking.detail.${told}`, { bookingNo: booking.bookingNo, fee: formatSen(terms.fee), refund: formatSen(terms.refund) }) });
          }}
        />
      )}
    </Stack>
  );
};

/** `/portal/bookings/:id`: one of the guest's own bookings, to pay, change before arrival or cancel. */
const GuestBookingDetailPage = () => {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <FullCatalogue>
        <WizardApiContext.Provider value={GUEST_CALLS}>
          <TransfersHostContext.Provider value={GUEST_TRANSFERS}>
            <BookingDetail key={id} id={id} />
          </TransfersHostContext.Provider>
        </WizardApiContext.Provider>
      </FullCatalogue>
    </Container>
  );
};

export default GuestBookingDetailPage;
