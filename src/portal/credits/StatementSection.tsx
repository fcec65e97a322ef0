import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../i18n/formatMoney';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { Section, SignedMoney, useDates } from './format';
import { RangeListFooter, useRangeList } from './RangeList';
import { walletApi, walletKeys, type StatementEntry } from './walletApi';

const FIELDS = ['createdAt', 'kind', 'reference', 'amount', 'balanceAfter'] as const;

/**
 * What an entry did to the balance: credits add, debits and payout requests take away, a rejected
 * request gives back. An approved payout leaves the balance as it was (its amount was held when asked
 * for), so its amount shows unsigned, as paid from what was held.
 */
const Amount = ({ entry }: { entry: StatementEntry }) => {
  const t = useT();
  const change = entry.credit - entry.debit - entry.requested;
  if (change !== 0) return <SignedMoney sen={change} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>{formatMoney(entry.debit || entry.credit)}</span>
      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
        {t('app.moneyAdmin.statement.from_held')}
      </Typography>
    </Typography>
  );
};

/** The wallet's ledger, newest first, ten entries at a time. */
export const StatementSection = () => {
  const t = useT();
  const dates = useDates();
  const { query, items } = useRangeList(walletKeys.statement, walletApi.statement);
  const title = t('app.portalMoney.credits.statement');
  return (
    <Section title={title}>
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {FIELDS.map((field) => (
                  <TableCell key={field} align={field === 'amount' || field === 'balanceAfter' ? 'right' : 'left'}>
                    {t(`app.moneyAdmin.statement.fields.${field}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.moment(entry.createdAt)}</TableCell>
                  <TableCell>{t(`app.moneyAdmin.statement.kinds.${entry.kind}`, { _: entry.kind })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.reference ?? ''}</TableCell>
                  <TableCell align="right">
                    <Amount entry={entry} />
                  </TableCell>
                  <TableCell align="right">
                    <Money sen={entry.balanceAfter} charged />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <RangeListFooter query={query} count={items.length} />
    </Section>
  );
};
