import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DescribedQuote } from '../../../server/app/pricing/describe';
import { convertQuote } from './convertQuote';
import { formatMinor, formatSen, RINGGIT, type Currency } from './currency';

const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

/**
 * The server's quote line by line (credits subtracted), then subtotal, discount, tax and total, in the
 * back office and the agent portal alike. In another currency than ringgit every row is converted from its
 * unit price, so each row and total adds up as printed, and a note says what is charged in ringgit.
 * `translate` is the screen's (the guest site has no react-admin i18n to read).
 */
export const QuoteTable = ({ quote, currency = RINGGIT, label, translate }: { quote: DescribedQuote; currency?: Currency; label?: string; translate: (key: string, args?: Record<string, unknown>) => string }) => {
  // On a phone four columns do not fit: quantity × unit price go under the description, beside the amount.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const span = narrow ? 1 : 3;
  const q = (key: string) => translate(`app.reservations.quote.${key}`);
  const shown = convertQuote(quote, currency);
  const money = (minor: number) => formatMinor(minor, currency);
  const signed = (minor: number, credit: boolean) => (credit ? `− ${money(minor)}` : money(minor));
  const totals: [string, string][] = [
    [q('subtotal'), money(shown.subtotal)],
    ...(shown.discount ? [[q('discount'), signed(shown.discount, true)] as [string, string]] : []),
    [q('tax'), money(shown.tax)],
  ];
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead sx={head}>
            <TableRow>
              <TableCell>{q('description')}</TableCell>
              {!narrow && <TableCell align="right">{q('quantity')}</TableCell>}
              {!narrow && <TableCell align="right">{q('unit_price')}</TableCell>}
              <TableCell align="right">{q('amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody sx={{ '& td:not(:first-of-type)': { whiteSpace: 'nowrap' } }}>
            {shown.lines.map((line, index) => (
              <TableRow key={index}>
                <TableCell sx={{ minWidth: { xs: 150, sm: 220 } }}>
                  {line.description}
                  {narrow && (
                    <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                      {line.quantity} × {money(line.unit)}
                    </Typography>
                  )}
                </TableCell>
                {!narrow && <TableCell align="right">{line.quantity}</TableCell>}
                {!narrow && (
                  <TableCell align="right" dir="ltr">
                    {money(line.unit)}
                  </TableCell>
                )}
                <TableCell align="right" dir="ltr">
                  {signed(line.amount, line.credit)}
                </TableCell>
              </TableRow>
            ))}
            {totals.map(([name, value]) => (
              <TableRow key={name}>
                <TableCell colSpan={span} align="right" sx={{ color: 'text.secondary' }}>
                  {name}
                </TableCell>
                <TableCell align="right" dir="ltr">
                  {value}
                </TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& td, & th': { fontWeight: 700, fontSize: '1rem', borderBottom: 0 } }}>
              <TableCell component="th" scope="row" colSpan={span} align="right">
                {q('total')}
              </TableCell>
              <TableCell align="right" dir="ltr" data-testid="quote-total" sx={{ whiteSpace: 'nowrap' }}>
                {money(shown.total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {shown.converted && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }} data-testid="quote-charged">
          {translate('app.reservations.quote.charged', { amount: formatSen(quote.total), code: currency.code })}
        </Typography>
      )}
    </>
  );
};
