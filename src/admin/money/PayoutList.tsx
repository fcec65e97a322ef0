import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, List, SelectInput, useBasename, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { useDateFormat } from '../reservations/format';
import { MoneyData } from './moneyData';
import { Money, PayoutStatusChip, t } from './moneyFormat';
import { PAYOUT_STATUSES, type Payout } from './moneyTypes';
import { PayoutDecision } from './PayoutDecision';

const label = (field: string) => t(`payouts.fields.${field}`);
const STATUS_CHOICES = PAYOUT_STATUSES.map((id) => ({ id, name: t(`payouts.status.${id}`) }));
const filters = [<SelectInput key="status" source="status" label={label('status')} choices={STATUS_CHOICES} alwaysOn />];

const Col = DataTable.Col<Payout>;

/** The agent, with a link to the wallet statement for whoever may read it. */
const Agent = ({ payout }: { payout: Payout }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'show' });
  return (
    <>
      <Typography variant="body2">{payout.agentName}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">{payout.agentEmail}</Typography>
      {canAccess ? (
        <Link component={RouterLink} variant="caption" to={`${basename}/wallets/${payout.agentId}/statement`}>
          {translate(t('payouts.statement'))}
        </Link>
      ) : null}
    </>
  );
};

/** Where the money goes: the bank details the agent gave when asking. */
const Bank = ({ payout }: { payout: Payout }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{payout.bankName}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{payout.accountNumber}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {payout.accountName}
        {payout.swiftCode ? ` · ${translate(t('payouts.swift'), { code: payout.swiftCode })}` : ''}
      </Typography>
    </>
  );
};

/** While the queue of requests shows, the decision columns are empty: its buttons take their place. */
const PayoutTable = () => {
  const format = useDateFormat();
  const { filterValues } = useListContext<Payout>();
  const waiting = filterValues.status === 'pending';
  return (
    <DataTable<Payout> rowClick={false} bulkActionButtons={false}>
      <Col source="requestedAt" label={label('requestedAt')} disableSort render={(p) => format.moment(p.requestedAt)} sx={{ whiteSpace: 'nowrap' }} />
      <Col label={label('agent')} disableSort render={(p) => <Agent payout={p} />} />
      <Col source="amount" label={label('amount')} disableSort align="right" render={(p) => <Money sen={p.amount} />} />
      <Col label={label('bank')} disableSort render={(p) => <Bank payout={p} />} />
      <Col source="status" label={label('status')} disableSort render={(p) => <PayoutStatusChip status={p.status} />} />
      {waiting ? null : <Col source="decidedAt" label={label('decidedAt')} disableSort render={(p) => (p.decidedAt ? format.moment(p.decidedAt) : '')} sx={{ whiteSpace: 'nowrap' }} />}
      {waiting ? null : <Col label={label('decision')} disableSort render={(p) => p.transferReference ?? p.decisionNotes ?? ''} />}
      <Col label="" disableSort align="right" render={(p) => <PayoutDecision payout={p} />} />
    </DataTable>
  );
};

/** `/admin/payouts`: agents' payout requests, the ones waiting first (oldest first); react-admin checks `payouts` list. */
export const PayoutList = () => {
  const translate = useTranslate();
  return (
    <MoneyData>
      <List
        resource="payouts"
        title={translate(t('payouts.title'))}
        filters={filters}
        filterDefaultValues={{ status: 'pending' }}
        actions={false}
        perPage={25}
        storeKey="money.payouts"
      >
        <PayoutTable />
      </List>
    </MoneyData>
  );
};
