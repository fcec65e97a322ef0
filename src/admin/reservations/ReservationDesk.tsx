import Receipt from '@mui/icons-material/Receipt';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DeskReservation } from '../../../server/app/booking/reservationDesk';
import { formatMoney } from '../../../i18n/formatMoney';
import { paxSummary } from '../../../i18n/paxSummary';
import { Item, Money, PaymentStatusChip, referenceOf, t as money } from '../money/moneyFormat';
import { SlipPreview } from '../money/SlipPreview';
import { DetailSection } from './DetailSection';
import { PdfButton } from './PdfButton';
import { useDateFormat } from './format';

/** What `GET /api/admin/reservations/:id` adds for the desk to the reservation every reader gets. */
export type DeskFields = Pick<DeskReservation, 'agency' | 'bookedBy' | 'approvedByName' | 'packageOption' | 'transfers' | 'payments' | 'payableNow'>;
type Transfer = DeskFields['transfers'][number];
type DeskPayment = DeskFields['payments'][number];

const k = (key: string) => `app.backOffice.reservation.${key}`;
const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

/**
 * A titled section holding a table of the booking's rows (transfers, payments), or a line saying there
 * are none. `columns` are catalogue keys under `group`; those in `right` are right-aligned.
 */
const RowsSection = ({ title, group, columns, right = [], count, children }: {
  title: string; group: string; columns: string[]; right?: string[]; count: number; children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <DetailSection title={k(title)}>
      {count === 0 ? (
        <Typography color="text.secondary">{translate(k(`${group}.none`))}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" sx={{ '& td': { verticalAlign: 'top' } }}>
            <TableHead sx={head}>
              <TableRow>
                {columns.map((key) => (
                  <TableCell key={key} align={right.includes(key) ? 'right' : 'left'}>{translate(k(`${group}.${key}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailSection>
  );
};

const Person = ({ person }: { person: { name: string; email: string } }) => (
  <>
    {person.name}
    <Typography variant="caption" color="text.secondary" component="div">{person.email}</Typography>
  </>
);

/**
 * The agency (its company name, else the agent's own name) with the account's contact, the person who
 * booked (the account or one of its members), the package option and who approved the booking.
 */
export const DeskItems = () => {
  const r = useRecordContext<DeskFields & { bookedFrom: string }>();
  const translate = useTranslate();
  const format = useDateFormat();
  if (!r?.agency) return null;
  const { agency, packageOption: option } = r;
  return (
    <>
      <Item label={k('fields.agency')}>
        {r.bookedFrom === 'back-office' ? (
          translate(k('resort_booking'))
        ) : (
          <>
            {agency.companyName ?? agency.name}
            <Typography variant="caption" color="text.secondary" component="div">
              {agency.companyName ? `${agency.name} · ${agency.email}` : agency.email}
            </Typography>
          </>
        )}
      </Item>
      <Item label={k('fields.bookedBy')}>{r.bookedBy ? <Person person={r.bookedBy} /> : null}</Item>
      <Item label={k('fields.packageOption')}>
        {option ? (
          <>
            {option.name}
            <Typography variant="caption" color="text.secondary" component="div">{`${format.day(option.startDate)} – ${format.day(option.endDate)}`}</Typography>
          </>
        ) : null}
      </Item>
      <Item label={k('fields.approvedBy')}>{r.approvedByName}</Item>
    </>
  );
};

const TransferRow = ({ leg }: { leg: Transfer }) => {
  const translate = useTranslate();
  const format = useDateFormat();
  const at = (time: string | undefined, place: string | null | undefined) =>
    time && place ? translate(k('transfer.at'), { time, place }) : (time ?? place ?? '—');
  const persons = leg.adults + leg.children + leg.toddlers + leg.infants;
  return (
    <TableRow>
      <TableCell sx={{ minWidth: 200 }}>
        {leg.name}
        <Typography variant="caption" color="text.secondary" component="div">
          {[leg.transportType ? translate(k(`transfer.kind.${leg.transportType}`)) : null, leg.from && leg.to ? `${leg.from} → ${leg.to}` : null].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{leg.date ? format.day(leg.date) : '—'}</TableCell>
      <TableCell>{at(leg.departureTime, leg.pickupPoint)}</TableCell>
      <TableCell>{leg.dropLocation || leg.dropTime ? at(leg.dropTime, leg.dropLocation) : '—'}</TableCell>
      <TableCell>{leg.returnDate ? `${format.day(leg.returnDate)}${leg.returnDepartureTime ? ` ${leg.returnDepartureTime}` : ''}` : '—'}</TableCell>
      <TableCell>{leg.vehicle ?? '—'}</TableCell>
      <TableCell align="right" title={paxSummary(leg, translate)}>
        {persons}
      </TableCell>
    </TableRow>
  );
};

/** Every transfer booked: trip, day, pick-up and drop-off (time and place), return, boat or vehicle, persons. */
export const TransfersSection = () => {
  const r = useRecordContext<DeskFields>();
  if (!r?.transfers) return null;
  return (
    <RowsSection title="sections.transfers" group="transfer" columns={['trip', 'date', 'pickup', 'drop', 'return', 'vehicle', 'persons']} right={['persons']} count={r.transfers.length}>
      {r.transfers.map((leg, index) => (
        <TransferRow key={`${leg.tripCostId}-${index}`} leg={leg} />
      ))}
    </RowsSection>
  );
};

/** The slip of one payment in a dialog, through the review screen's viewer. */
const SlipButton = ({ payment }: { payment: DeskPayment }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!payment.slip) return <>—</>;
  return (
    <>
      <Button size="small" startIcon={<Receipt />} onClick={() => setOpen(true)}>
        {translate(k('payment.view_slip'))}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={`slip-${payment.id}`}>
        <DialogTitle id={`slip-${payment.id}`}>{translate(k('payment.slip_title'), { amount: formatMoney(payment.amount) })}</DialogTitle>
        <DialogContent>{open ? <SlipPreview payment={payment} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(k('payment.close'))}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Every payment of the booking, newest first: how, how much, its reference, its status and who decided it, its slip. */
export const PaymentsSection = () => {
  const r = useRecordContext<DeskFields>();
  const translate = useTranslate();
  const format = useDateFormat();
  if (!r?.payments) return null;
  return (
    <RowsSection title="sections.payments" group="payment" columns={['date', 'method', 'amount', 'reference', 'status', 'decided_by', 'slip', 'receipt']} right={['amount']} count={r.payments.length}>
      {r.payments.map((p) => (
        <TableRow key={p.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.moment(p.createdAt)}</TableCell>
          <TableCell>{translate(money(`payments.method.${p.method}`), { _: p.method })}</TableCell>
          <TableCell align="right"><Money sen={p.amount} /></TableCell>
          <TableCell>{referenceOf(p, format.day) || '—'}</TableCell>
          <TableCell>
            <PaymentStatusChip status={p.status} />
            {p.rejectionNotes ? <Typography variant="caption" color="error" component="div">{p.rejectionNotes}</Typography> : null}
          </TableCell>
          <TableCell>
            {p.decidedBy ?? '—'}
            {p.approvedAt || p.rejectedAt ? (
              <Typography variant="caption" color="text.secondary" component="div">{format.moment((p.rejectedAt ?? p.approvedAt) as string)}</Typography>
            ) : null}
          </TableCell>
          <TableCell><SlipButton payment={p} /></TableCell>
          <TableCell>
            {p.status === 'approved' ? <PdfButton path={`/payments/${p.id}/receipt.pdf`} fileName={`receipt-${p.id.slice(0, 8)}.pdf`} label={k('payment.receipt')} /> : '—'}
          </TableCell>
        </TableRow>
      ))}
    </RowsSection>
  );
};
