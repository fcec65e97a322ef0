import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../../i18n/formatMoney';
import { portalApi, queryKeys } from '../api';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { AmountForm } from './AmountForm';
import { Section, useDates } from './format';
import { payoutSchema } from './moneySchemas';
import { RangeListFooter, useRangeList } from './RangeList';
import { walletApi, walletKeys, type BankDetails, type PayoutStatus } from './walletApi';

const FIELDS = ['requestedAt', 'amount', 'bank', 'status', 'notes'] as const;
const COLOURS: Record<PayoutStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** The request form of an agency admin whose bank details are known: at least the minimum, at most the balance. */
const PayoutForm = ({ bank }: { bank: BankDetails }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const wallet = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  const setting = useQuery({ queryKey: walletKeys.setting, queryFn: walletApi.setting });
  const [done, setDone] = useState<number>();
  const schema = useMemo(() => wallet.data && setting.data && payoutSchema(t, setting.data, wallet.data.balance), [t, wallet.data, setting.data]);
  if (!schema || !wallet.data || !setting.data) return null;
  const request = async (sen: number) => {
    setDone(undefined);
    await walletApi.requestPayout(sen);
    setDone(sen);
    await queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
  };
  const account = t('app.portalMoney.payouts.account', { bank: bank.bankName ?? '', last4: (bank.accountNumber ?? '').slice(-4) });
  return (
    <>
      {done !== undefined && <Alert severity="success">{t('app.portalMoney.payouts.requested', { amount: formatMoney(done) })}</Alert>}
      <AmountForm
        schema={schema}
        label={t('app.portalMoney.payouts.amount')}
        submit={t('app.portalMoney.payouts.submit')}
        hint={t('app.portalMoney.payouts.hint', { min: formatMoney(setting.data.payoutMin), balance: formatMoney(wallet.data.balance), bank: account })}
        onSubmit={request}
      />
    </>
  );
};

/**
 * Payout requests (`GET/POST /wallet/payout`): every agent sees its list; only an approved agency's
 * admin may ask (the money goes to the agency's account), once the bank details are in.
 */
export const PayoutSection = ({ isAdmin, approved }: { isAdmin: boolean; approved: boolean }) => {
  const t = useT();
  const dates = useDates();
  const mayRequest = isAdmin && approved;
  const bank = useQuery({ queryKey: walletKeys.bank, queryFn: walletApi.bankDetails, enabled: mayRequest });
  const { query, items } = useRangeList(walletKeys.payouts, walletApi.payouts);
  const title = t('app.portalMoney.payouts.title');
  let request = null;
  if (!isAdmin) request = <Alert severity="info">{t('app.portalMoney.payouts.admin_only')}</Alert>;
  else if (!approved) request = <Alert severity="info">{t('app.portalMoney.payouts.not_approved')}</Alert>;
  else if (bank.data && !bank.data.accountNumber) request = <Alert severity="info">{t('app.portalMoney.payouts.bank_first')}</Alert>;
  else if (bank.data) request = <PayoutForm bank={bank.data} />;
  return (
    <Section title={title}>
      {request}
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {FIELDS.map((field) => (
                  <TableCell key={field} align={field === 'amount' ? 'right' : 'left'}>
                    {t(`app.portalMoney.payouts.fields.${field}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((payout) => (
                <TableRow key={payout.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.moment(payout.requestedAt)}</TableCell>
                  <TableCell align="right">
                    <Money sen={payout.amount} charged />
                  </TableCell>
                  <TableCell>{t('app.portalMoney.payouts.account', { bank: payout.bankName, last4: payout.accountNumber.slice(-4) })}</TableCell>
                  <TableCell>
                    <Chip size="small" color={COLOURS[payout.status]} label={t(`app.moneyAdmin.payouts.status.${payout.status}`)} />
                  </TableCell>
                  <TableCell>{payout.transferReference ?? payout.decisionNotes ?? ''}</TableCell>
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
