import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ReferenceField, Show, useRecordContext, useTranslate } from 'react-admin';
import { paxOf, type ReservationDetail } from '../../shared/reservations';
import { formatMoney } from '../fields/money';
import { paxSummary } from '../../../i18n/paxSummary';
import { PaymentChip, StatusChip, useDateFormat } from './format';
import { DETAIL_QUERY } from '../detailQuery';
import { DetailSection } from './DetailSection';
import { ReservationActions } from './ReservationActions';
import { DeskItems, PaymentsSection, TransfersSection } from './ReservationDesk';
import { ReservationReview } from '../profile/ReservationReview';
import { GuestsTable, QuoteTable, RoomsList } from './ReservationTables';

const Item = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => {
  const translate = useTranslate();
  return (
    <Grid size={wide ? { xs: 12, md: 6 } : { xs: 6, sm: 4, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`app.reservations.fields.${label}`)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {children ?? translate('app.reservations.none')}
      </Typography>
    </Grid>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <DetailSection title={`app.reservations.sections.${title}`}>{children}</DetailSection>
);

const Title = () => {
  const translate = useTranslate();
  const record = useRecordContext<ReservationDetail>();
  return <>{record ? translate('app.reservations.detail', { bookingNo: record.bookingNo }) : ''}</>;
};

/** Everything about one booking: details, guests, rooms, transfers, the quote and the payments. */
const ReservationDetails = () => {
  const r = useRecordContext<ReservationDetail>();
  const translate = useTranslate();
  const format = useDateFormat();
  if (!r) return null;
  const at = (date: string, time: string | null) => (time ? translate('app.reservations.day_at_time', { day: format.day(date), time }) : format.day(date));
  return (
    // A one-column grid that may shrink below its tables' width: wide tables scroll instead of the page.
    <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">{r.bookingNo}</Typography>
        <StatusChip status={r.status} />
        <PaymentChip status={r.paymentStatus} />
        {r.approved ? null : <Chip size="small" color="warning" variant="outlined" label={translate('app.reservations.awaiting')} />}
        <Typography variant="h5" component="div" sx={{ ml: 'auto' }}>{formatMoney(r.total)}</Typography>
      </Stack>
      <Typography color="text.secondary">{r.reservationName}</Typography>
      <Divider sx={{ mt: 2 }} />
      <Section title="booking">
        <Grid container spacing={2}>
          <Item label="invoiceNo">{r.invoiceNo}</Item>
          <Item label="checkIn">{at(r.checkIn, r.checkInTime)}</Item>
          <Item label="checkOut">{at(r.checkOut, r.checkOutTime)}</Item>
          <Item label="nights">{r.nights}</Item>
          <Item label="pax">
            {paxOf(r)}
            <Typography variant="caption" color="text.secondary" component="div">
              {paxSummary(r, translate)}
            </Typography>
          </Item>
          <Item label="package">{r.packageId ? <ReferenceField source="packageId" reference="tour-packages" link={false} /> : null}</Item>
          <Item label="leadSource">{r.leadSourceId ? <ReferenceField source="leadSourceId" reference="lead-sources" link={false} /> : null}</Item>
          <Item label="bookedFrom">{translate(`app.reservations.booked_from.${r.bookedFrom}`, { _: r.bookedFrom })}</Item>
          <DeskItems />
          <Item label="createdAt">{format.moment(r.createdAt)}</Item>
          <Item label="cutOffDate">{format.day(r.cutOffDate)}</Item>
          <Item label="paymentDeadline">{r.paymentDeadline ? format.moment(r.paymentDeadline) : null}</Item>
          <Item label="bedType">{r.bedType}</Item>
          <Item label="specialRequests" wide>{r.specialRequests}</Item>
          <Item label="foodNotes" wide>{r.foodNotes}</Item>
        </Grid>
      </Section>
      <Section title="guests">
        <GuestsTable guests={r.guests} />
      </Section>
      <Section title="rooms">
        <RoomsList rooms={r.roomsAllocated} />
      </Section>
      <TransfersSection />
      <Section title="quote">
        <QuoteTable quote={r.quote} />
      </Section>
      <PaymentsSection />
      <ReservationReview />
    </Box>
  );
};

export const ReservationShow = () => (
  <Show title={<Title />} actions={<ReservationActions />} queryOptions={DETAIL_QUERY}>
    <ReservationDetails />
  </Show>
);
