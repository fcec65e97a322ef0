import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { useDateFormat } from '../reservations/format';
import { MoneyData } from './moneyData';
import { DuplicateChip, Money, PaymentStatusChip, referenceOf, t } from './moneyFormat';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type Payment } from './moneyTypes';

const label = (field: string) => t(`payments.fields.${field}`);
const STATUS_CHOICES = PAYMENT_STATUSES.map((id) => ({ id, name: t(`payments.status.${id}`) }));
const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: t(`payments.method.${id}`) }));
const filters = [
  <SelectInput key="status" source="status" label={label('status')} choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="method" source="method" label={label('method')} choices={METHOD_CHOICES} alwaysOn />,
];

const Col = DataTable.Col<Payment>;

const Payer = ({ payment }: { payment: Payment }) => (
  <>
    <Typography variant="body2">{payment.payerName}</Typography>
    <Typography variant="caption" color="text.secondary">{payment.payerEmail}</Typography>
  </>
);

/** Unconfirmed slips and cheques are the columns a reviewer compares with the bank statement. */
const PaymentTable = () => {
  const translate = useTranslate();
  const format = useDateFormat();
  return (
    <DataTable<Payment> rowClick="show" bulkActionButtons={false}>
      <Col source="createdAt" label={label('createdAt')} disableSort render={(p) => format.moment(p.createdAt)} sx={{ whiteSpace: 'nowrap' }} />
      <Col source="bookingNo" label={label('bookingNo')} disableSort sx={{ whiteSpace: 'nowrap' }} />
      <Col label={label('payer')} disableSort render={(p) => <Payer payment={p} />} />
      <Col source="method" label={label('method')} disableSort render={(p) => translate(t(`payments.method.${p.method}`), { _: p.method })} sx={{ whiteSpace: 'nowrap' }} />
      <Col source="amount" label={label('amount')} disableSort align="right" render={(p) => <Money sen={p.amount} />} />
      <Col label={label('reference')} disableSort render={(p) => referenceOf(p, format.day)} />
      <Col
        source="status"
        label={label('status')}
        disableSort
        render={(p) => (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            <PaymentStatusChip status={p.status} />
            <DuplicateChip payment={p} />
          </Stack>
        )}
      />
    </DataTable>
  );
};

/**
 * `/admin/payments`: the review queue, slips and cheques waiting oldest first; the status filter
 * shows the decided ones too. react-admin checks the `payments` module's list permission.
 */
export const PaymentList = () => {
  const translate = useTranslate();
  return (
    <MoneyData>
      <List
        resource="payments"
        title={translate(t('payments.title'))}
        filters={filters}
        filterDefaultValues={{ status: 'pending' }}
        actions={false}
        perPage={25}
        storeKey="money.payments"
      >
        <PaymentTable />
      </List>
    </MoneyData>
  );
};
