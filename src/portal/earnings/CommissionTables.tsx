import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDates } from '../credits/format';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import type { Commission, ForecastCommission } from './earningsApi';

type Field = 'bookingNo' | 'reservationName' | 'checkIn' | 'base' | 'rate' | 'amount' | 'status' | 'creditedAt';
const RIGHT: readonly Field[] = ['base', 'rate', 'amount'];

/** A table of commission rows with the given columns; 'No Data Found' when there are none. */
const CommissionTable = <R extends { bookingNo: string }>({ label, fields, rows, cell }: { label: string; fields: readonly Field[]; rows: R[]; cell: (row: R, field: Field) => ReactNode }) => {
  const t = useT();
  if (rows.length === 0) return <Typography color="text.secondary">{t('app.portalMoney.no_data')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {fields.map((field) => (
              <TableCell key={field} align={RIGHT.includes(field) ? 'right' : 'left'}>
                {t(`app.portalMoney.commissions.fields.${field}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.bookingNo}>
              {fields.map((field) => (
                <TableCell key={field} align={RIGHT.includes(field) ? 'right' : 'left'} sx={{ whiteSpace: field === 'reservationName' ? undefined : 'nowrap' }}>
                  {cell(row, field)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The common columns of both kinds of row. */
const useCommonCell = () => {
  const t = useT();
  const dates = useDates();
  return (row: Commission | ForecastCommission, field: Field): ReactNode => {
    if (field === 'checkIn') return dates.day(row.checkIn);
    if (field === 'base') return <Money sen={row.base} />;
    if (field === 'amount') return <Money sen={row.amount} />;
    if (field === 'rate') return t('app.portalMoney.commissions.rate', { rate: row.ratePercent });
    if (field === 'bookingNo' || field === 'reservationName') return row[field];
    return null;
  };
};

/** Upcoming bookings and what each will earn at check-in. */
export const ForecastTable = ({ label, rows }: { label: string; rows: ForecastCommission[] }) => {
  const t = useT();
  const common = useCommonCell();
  const cell = (row: ForecastCommission, field: Field) =>
    field === 'status' ? t(`app.reservations.status.${row.status}`, { _: row.status }) : common(row, field);
  return <CommissionTable label={label} fields={['bookingNo', 'reservationName', 'checkIn', 'status', 'base', 'rate', 'amount']} rows={rows} cell={cell} />;
};

/** Commissions credited to the wallet (a refunded booking's shows as reversed). */
export const CreditedTable = ({ label, rows }: { label: string; rows: Commission[] }) => {
  const t = useT();
  const dates = useDates();
  const common = useCommonCell();
  const cell = (row: Commission, field: Field): ReactNode => {
    if (field === 'creditedAt') return dates.moment(row.creditedAt);
    if (field === 'status') return <Chip size="small" color={row.status === 'credited' ? 'success' : 'default'} label={t(`app.portalMoney.commissions.status.${row.status}`)} />;
    return common(row, field);
  };
  return <CommissionTable label={label} fields={['creditedAt', 'bookingNo', 'reservationName', 'checkIn', 'base', 'rate', 'amount', 'status']} rows={rows} cell={cell} />;
};
