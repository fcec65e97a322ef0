import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import {
  AutocompleteInput, BooleanField, DataTable, DateInput, List, NullableBooleanInput, Pagination, ReferenceInput, SearchInput, SelectInput, SimpleList, useTranslate,
} from 'react-admin';
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '../../../server/app/booking/transitions';
import { paxOf, type Reservation } from '../../shared/reservations';
import { formatMoney, MoneyField } from '../fields/money';
import { PaymentChip, StatusChip, useDateFormat } from './format';
import { NewBookingActions } from '../deskBooking/NewBookingButton';

const STATUS_CHOICES = RESERVATION_STATUSES.map((id) => ({ id, name: `app.reservations.status.${id}` }));
const PAYMENT_CHOICES = PAYMENT_STATUSES.map((id) => ({ id, name: `app.reservations.payment_status.${id}` }));
const label = (field: string) => `app.reservations.fields.${field}`;
const filterLabel = (field: string) => `app.backOffice.filters.${field}`;

/** A listed reservation names its agency (the account that owns it). */
type Listed = Reservation & { agency: { id: string; companyName: string | null; name: string; email: string } };
/** An agency by its company, else the agent's own name (freelancers). */
const agencyName = (agency: Listed['agency']) => agency.companyName ?? agency.name;
const agentOption = (agent: { companyName?: string | null; firstName: string; lastName: string; email: string }) =>
  `${agent.companyName || `${agent.firstName} ${agent.lastName}`} · ${agent.email}`;

/**
 * The search box, the seven statuses, the payment status, check-in from and to, the agency (its account:
 * agents who are their agency's admins), approved yes/no (no = Awaiting Approvals). The server filters.
 */
const filtersOf = (awaiting: boolean, expired: boolean): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...(expired ? [] : [<SelectInput key="status" source="status" label={label('status')} choices={STATUS_CHOICES} alwaysOn />]),
  <SelectInput key="paymentStatus" source="paymentStatus" label={filterLabel('paymentStatus')} choices={PAYMENT_CHOICES} alwaysOn />,
  <DateInput key="checkInFrom" source="checkInFrom" label={filterLabel('checkInFrom')} alwaysOn />,
  <DateInput key="checkInTo" source="checkInTo" label={filterLabel('checkInTo')} alwaysOn />,
  <ReferenceInput key="agencyId" source="agencyId" reference="travelagent" filter={{ agencyRole: 'admin' }} sort={{ field: 'companyName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label={filterLabel('agency')} optionText={agentOption} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  ...(awaiting ? [] : [<NullableBooleanInput key="approved" source="approved" label={label('approved')} alwaysOn />]),
];

/**
 * Check-in to check-out with the nights and the package option beneath, in one column so that the desk's table fits a laptop
 * screen; the times are the resort's (the same on every booking) and stand on the reservation.
 */
const Stay = ({ reservation }: { reservation: Listed }) => {
  const format = useDateFormat();
  const translate = useTranslate();
  return (
    <>
      <Typography component="div" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {`${format.day(reservation.checkIn)} – ${format.day(reservation.checkOut)}`}
      </Typography>
      <Typography component="div" variant="caption" color="text.secondary">
        {translate('app.counts.nights', { smart_count: reservation.nights })}
      </Typography>
      {reservation.packageOption && (
        // The package option booked (its name, in the desk's language), under the nights it prices.
        <Typography component="div" variant="caption" color="text.secondary" title={translate('app.reservations.fields.packageOption')}>
          {reservation.packageOption.name}
        </Typography>
      )}
    </>
  );
};

const Col = DataTable.Col<Listed>;

/** Phones: one line per booking (number, name, dates, status, total) instead of the wide table. */
const NarrowList = () => {
  const format = useDateFormat();
  return (
    <SimpleList<Listed>
      linkType="show"
      primaryText={(r) => `${r.bookingNo} · ${r.reservationName}`}
      secondaryText={(r) => `${format.day(r.checkIn)} – ${format.day(r.checkOut)} · ${agencyName(r.agency)}`}
      tertiaryText={(r) => formatMoney(r.total)}
      rightIcon={(r) => <StatusChip status={r.status} />}
    />
  );
};

/** Wider screens: every column. */
const WideTable = () => (
  <DataTable<Listed> rowClick="show" bulkActionButtons={false}>
    <Col source="bookingNo" label={label('bookingNo')} disableSort sx={{ whiteSpace: 'nowrap' }} />
    <Col source="reservationName" label={label('reservationName')} disableSort />
    <Col label={filterLabel('agency')} disableSort render={(r) => agencyName(r.agency)} sx={{ minWidth: 140 }} />
    <Col label={label('stay')} disableSort render={(r) => <Stay reservation={r} />} />
    <Col source="rooms" label={label('rooms')} disableSort align="right" />
    <Col label={label('pax')} disableSort align="right" render={(r) => paxOf(r)} />
    <Col label={label('status')} disableSort render={(r) => <StatusChip status={r.status} />} />
    <Col label={label('paymentStatus')} disableSort render={(r) => <PaymentChip status={r.paymentStatus} />} />
    <Col source="approved" label={label('approved')} disableSort>
      <BooleanField source="approved" />
    </Col>
    <Col source="total" label={label('total')} disableSort align="right">
      <MoneyField source="total" />
    </Col>
  </DataTable>
);

/**
 * Every reservation, newest first, ten a page. `awaiting`: the Awaiting Approvals screen, the same
 * list with the approved filter fixed to no (it has its own route, so its menu entry lights alone).
 * `expired`: Expired Bookings, the list with the status fixed to Expired (payment countdown ran out),
 * still filtered by payment status, check-in and agency.
 */
export const ReservationList = ({ awaiting = false, expired = false }: { awaiting?: boolean; expired?: boolean }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const title = awaiting ? 'app.reservations.awaiting' : expired ? 'app.reservations.expired' : 'app.reservations.title';
  return (
    <List
      resource="reservations"
      title={translate(title)}
      storeKey={awaiting ? 'reservations.awaiting' : expired ? 'reservations.expired' : undefined}
      filter={awaiting ? { approved: false } : expired ? { status: 'Expired' } : undefined}
      filters={filtersOf(awaiting, expired)}
      // Expired Bookings keeps its filters in view when none have expired (no "create one" invitation).
      empty={expired ? false : undefined}
      actions={awaiting || expired ? false : <NewBookingActions />}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      {narrow ? <NarrowList /> : <WideTable />}
    </List>
  );
};
