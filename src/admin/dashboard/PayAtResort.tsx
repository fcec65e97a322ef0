import PointOfSale from '@mui/icons-material/PointOfSale';
import { useTranslate } from 'react-admin';
import { type OwingRow, useDash } from './api';
import { BookingTable } from './BookingTable';
import { Panel } from './Panel';

/** Confirmed guests on the resort that day who still owe: the desk collects. */
export const PayAtResort = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useDash<OwingRow[]>(`/dash/paytoresort/${date}`);
  return (
    <Panel
      title={translate('app.staffDashboard.pay_at_resort.title')}
      subheader={translate('app.staffDashboard.pay_at_resort.hint')}
      icon={<PointOfSale color="primary" />}
      loading={isPending}
      error={error}
      isEmpty={data?.data.length === 0}
      empty={translate('app.staffDashboard.empty.pay_at_resort')}
    >
      {data ? <BookingTable rows={data.data} money /> : null}
    </Panel>
  );
};
