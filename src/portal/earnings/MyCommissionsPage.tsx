import { useQuery } from '@tanstack/react-query';
import { useT } from '../PortalLocale';
import { CommissionsView } from './CommissionsView';
import { earningsApi, earningsKeys } from './earningsApi';

/** `/my-commission` (agent types F and TA): commissions on the agent's own bookings, credited and forecast. */
const MyCommissionsPage = () => {
  const t = useT();
  const { data, isError } = useQuery({ queryKey: earningsKeys.myCommissions, queryFn: earningsApi.myCommissions });
  return <CommissionsView title={t('app.portalMoney.commissions.title')} data={data} isError={isError} />;
};

export default MyCommissionsPage;
