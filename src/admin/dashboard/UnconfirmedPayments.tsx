import ContentCopy from '@mui/icons-material/ContentCopy';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollCue } from '../../shared/ScrollCue';
import { Money } from '../money/moneyFormat';
import { useDateFormat } from '../reservations/format';
import { type PaymentRow, useDash } from './api';
import { BookingLink } from './BookingTable';
import { Panel } from './Panel';

const t = (key: string) => `app.staffDashboard.${key}`;

/** How it was paid, with a warning when the slip came with another payment before; who paid and the reference. */
const Method = ({ p }: { p: PaymentRow }) => {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>{translate(t(`unconfirmed.methods.${p.method}`), { _: p.method })}</Typography>
      {p.duplicate ? (
        <Tooltip title={translate(t('unconfirmed.duplicate'))}>
          <ContentCopy color="error" fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-label={translate(t('unconfirmed.duplicate'))} />
        </Tooltip>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="div">{[p.payerName, p.reference].filter(Boolean).join(' · ')}</Typography>
    </div>
  );
};

/** Slips and cheques waiting for staff, oldest first, each a click from its review. */
export const UnconfirmedPayments = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { moment } = useDateFormat();
  const { data, isPending, error } = useDash<PaymentRow[]>('/dash/unconfirmed-payments');
  const rows = data?.data ?? [];
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const review = (p: PaymentRow) => (
    <Button component={RouterLink} to={`${basename}/payments/${p.id}/show`} size="small" variant="outlined">{translate(t('unconfirmed.review'))}</Button>
  );
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
      {phone ? (
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((p) => (
            <Stack component="li" key={p.id} spacing={0.5} sx={{ py: 1 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                {p.reservationId && p.bookingNo ? <BookingLink id={p.reservationId} bookingNo={p.bookingNo} /> : <span />}
                <Money sen={p.amount} />
              </Stack>
              <Method p={p} />
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="caption" color="text.secondary">{moment(p.createdAt)}</Typography>
                {review(p)}
              </Stack>
            </Stack>
          ))}
        </Stack>
      ) : (
        <ScrollCue>
          <Table size="small" sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }, '& td': { verticalAlign: 'top' } }}>
            <TableHead>
              <TableRow>
                {['sent', 'booking', 'method', 'amount'].map((key) => (
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
                  <TableCell><Method p={p} /></TableCell>
                  <TableCell align="right"><Money sen={p.amount} /></TableCell>
                  <TableCell align="right">{review(p)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollCue>
      )}
    </Panel>
  );
};
