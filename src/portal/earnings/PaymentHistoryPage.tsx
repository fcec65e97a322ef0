import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDates } from '../credits/format';
import { RangeListFooter, useRangeList } from '../credits/RangeList';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { earningsApi, earningsKeys, type PaymentStatus } from './earningsApi';

const FIELDS = ['createdAt', 'bookingNo', 'purpose', 'method', 'amount', 'status'] as const;
const COLOURS: Record<PaymentStatus, 'default' | 'warning' | 'success' | 'error'> = {
  initiated: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  failed: 'error',
};

/** `/payment-history`: the agent's payments (bookings, top-ups, vouchers), newest first, ten at a time. */
const PaymentHistoryPage = () => {
  const t = useT();
  const dates = useDates();
  const { query, items } = useRangeList(earningsKeys.payments, earningsApi.payments);
  const title = t('app.portalMoney.payments.title');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Card>
        <CardContent>
          {items.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {FIELDS.map((field) => (
                      <TableCell key={field} align={field === 'amount' ? 'right' : 'left'}>
                        {t(`app.portalMoney.payments.fields.${field}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((payment) => (
                    <TableRow key={payment.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.moment(payment.createdAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.bookingNo ?? '—'}</TableCell>
                      <TableCell>{t(`app.moneyAdmin.payments.purpose.${payment.purpose}`, { _: payment.purpose })}</TableCell>
                      <TableCell>{t(`app.moneyAdmin.payments.method.${payment.method}`, { _: payment.method })}</TableCell>
                      <TableCell align="right">
                        <Money sen={payment.amount} />
                      </TableCell>
                      <TableCell>
                        <Chip size="small" color={COLOURS[payment.status]} label={t(`app.moneyAdmin.payments.status.${payment.status}`, { _: payment.status })} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <RangeListFooter query={query} count={items.length} empty={t('app.portalMoney.payments.empty')} />
        </CardContent>
      </Card>
    </Box>
  );
};

export default PaymentHistoryPage;
