import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import {
  BooleanField, DataTable, List, NullableBooleanInput, Pagination, SearchInput, SelectInput, SimpleList, useTranslate,
} from 'react-admin';
import { RESERVATION_STATUSES } from '../../../server/app/booking/transitions';
import { paxOf, type Reservation } from '../../shared/reservations';
import { formatMoney, MoneyField } from '../fields/money';
import { PaymentChip, StatusChip, useDateFormat } from './format';

const STATUS_CHOICES = RESERVATION_STATUSES.map((id) => ({ id, name: `app.reservations.status.${id}` }));
const label = (field: string) => `app.reservations.fields.${field}`;

/** The search box, the seven statuses, approved yes/no (no = Awaiting Approvals). */
const filtersOf = (awaiting: boolean): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label={label('status')} choices={STATUS_CHOICES} alwaysOn />,
  ...(awaiting ? [] : [<NullableBooleanInput key="approved" source="approved" label={label('approved')} alwaysOn />]),
];

const Day = ({ date, time }: { date: string; time?: string | null }) => {
  const format = useDateFormat();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {format.day(date)}
      {time ? <Typography component="span" variant="caption" color="text.secondary">{` ${time}`}</Typography> : null}
    </Typography>
  );
};

const Col = DataTable.Col<Reservation>;

/** Phones: one line per booking (number, name, dates, status, total) instead of the wide table. */
const NarrowList = () => {
  const format = useDateFormat();
  return (
    <SimpleList<Reservation>
      linkType="show"
      primaryText={(r) => `${r.bookingNo} · ${r.reservationName}`}
      secondaryText={(r) => `${format.day(r.checkIn)} – ${format.day(r.checkOut)}`}
      tertiaryText={(r) => formatMoney(r.total)}
      rightIcon={(r) => <StatusChip status={r.status} />}
    />
  );
};

/** Wider screens: every column. */
const WideTable = () => (
  <DataTable<Reservation> rowClick="show" bulkActionButtons={false}>
    <Col source="bookingNo" label={label('bookingNo')} disableSort sx={{ whiteSpace: 'nowrap' }} />
    <Col source="reservationName" label={label('reservationName')} disableSort />
    <Col label={label('checkIn')} disableSort render={(r) => <Day date={r.checkIn} time={r.checkInTime} />} />
    <Col label={label('checkOut')} disableSort render={(r) => <Day date={r.checkOut} time={r.checkOutTime} />} />
    <Col source="nights" label={label('nights')} disableSort align="right" />
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
 */
export const ReservationList = ({ awaiting = false }: { awaiting?: boolean }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      resource="reservations"
      title={translate(awaiting ? 'app.reservations.awaiting' : 'app.reservations.title')}
      storeKey={awaiting ? 'reservations.awaiting' : undefined}
      filter={awaiting ? { approved: false } : undefined}
      filters={filtersOf(awaiting)}
      actions={false}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      {narrow ? <NarrowList /> : <WideTable />}
    </List>
  );
};
