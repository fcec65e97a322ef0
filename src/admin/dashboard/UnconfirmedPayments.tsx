import ContentCopy from '@mui/icons-material/ContentCopy';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollCue } from '../../shared/ScrollCue';
import { Money } from '../money/moneyFormat';
import { useDateFormat } from '../reservations/format';
import { type PaymentRow, useDash } from './api';
import { BookingLink } from './BookingTable';
import { Panel } from './Panel';

const t = (key: string) => `app.staffDashboard.${key}`;

/** Slips and cheques waiting for staff, oldest first, each a click from its review. */
export const UnconfirmedPayments = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { moment } = useDateFormat();
  const { data, isPending, error } = useDash<PaymentRow[]>('/dash/unconfirmed-payments');
  const rows = data?.data ?? [];
  return (
    <Panel
      title={translate(t('unconfirmed.title'))}
      subheader={data && (data.total ?? 0) > rows.length ? translate(t('more'), { shown: rows.length, total: data.total }) : undefined}
      icon={<ReceiptLong color="warning" />}
      loading={isPending}
      error={error}
      isEmpty={rows.length === 0}
      empty={translate(t('empty.payments'))}
    >
      <ScrollCue>
        <Table size="small" sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {['sent', 'booking', 'payer', 'method', 'amount'].map((key) => (
                <TableCell key={key} align={key === 'amount' ? 'right' : 'left'}>{translate(t(`columns.${key}`))}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(p.createdAt)}</TableCell>
                <TableCell>
                  {p.reservationId && p.bookingNo ? <BookingLink id={p.reservationId} bookingNo={p.bookingNo} /> : '—'}
                  <Typography variant="caption" color="text.secondary" component="div">{p.guestName}</Typography>
                </TableCell>
                <TableCell>{p.payerName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {translate(t(`unconfirmed.methods.${p.method}`), { _: p.method })}
                  {p.duplicate ? (
                    <Tooltip title={translate(t('unconfirmed.duplicate'))}>
                      <ContentCopy color="error" fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-label={translate(t('unconfirmed.duplicate'))} />
                    </Tooltip>
                  ) : null}
                  {p.reference ? <Typography variant="caption" color="text.secondary" component="div">{p.reference}</Typography> : null}
                </TableCell>
                <TableCell align="right"><Money sen={p.amount} /></TableCell>
                <TableCell align="right">
                  <Button component={RouterLink} to={`${basename}/payments/${p.id}/show`} size="small" variant="outlined">{translate(t('unconfirmed.review'))}</Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollCue>
    </Panel>
  );
};
