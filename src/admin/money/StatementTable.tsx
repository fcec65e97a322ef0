import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/formatMoney';
import { useDateFormat } from '../reservations/format';
import { Money, t } from './moneyFormat';
import type { StatementEntry } from './moneyTypes';

const label = (field: string) => t(`statement.fields.${field}`);

/**
 * What an entry did to the balance: credits add, debits and payout requests take away, a rejected
 * request gives back. An approved payout leaves the balance as it was (its amount was held when
 * asked for), so its amount shows unsigned, as paid from what was held.
 */
const Amount = ({ entry }: { entry: StatementEntry }) => {
  const translate = useTranslate();
  const change = entry.credit - entry.debit - entry.requested;
  if (change !== 0) return <Money sen={change} signed />;
  return (
    <>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(entry.debit || entry.credit)}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">{translate(t('statement.from_held'))}</Typography>
    </>
  );
};

/** The ledger, newest first: date, what happened, its reference, the amount and the balance after it. */
export const StatementTable = ({ entries }: { entries: StatementEntry[] }) => {
  const translate = useTranslate();
  const format = useDateFormat();
  return (
    <Table size="small" aria-label={translate(t('statement.title'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(label('createdAt'))}</TableCell>
          <TableCell>{translate(label('kind'))}</TableCell>
          <TableCell>{translate(label('reference'))}</TableCell>
          <TableCell align="right">{translate(label('amount'))}</TableCell>
          <TableCell align="right">{translate(label('balanceAfter'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5}>
              <Typography variant="body2" color="text.secondary">{translate(t('statement.empty'))}</Typography>
            </TableCell>
          </TableRow>
        ) : null}
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.moment(entry.createdAt)}</TableCell>
            <TableCell>{translate(t(`statement.kinds.${entry.kind}`), { _: entry.kind })}</TableCell>
            <TableCell>{entry.reference ?? ''}</TableCell>
            <TableCell align="right"><Amount entry={entry} /></TableCell>
            <TableCell align="right"><Money sen={entry.balanceAfter} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
