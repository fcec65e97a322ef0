import { useT } from '../PortalLocale';
import { BookingList } from './BookingList';

/** Not yet approved by the resort: unapproved bookings are always Pending until they are cancelled or expire. */
const AWAITING = { approved: false, status: 'Pending' } as const;

/** `/booking/unApprovedBookingList`: the agent's bookings the resort has not approved yet. */
const AwaitingApprovalsPage = () => {
  const t = useT();
  return <BookingList title={t('app.portalBookings.list.awaiting_title')} intro={t('app.portalBookings.list.awaiting_intro')} fixed={AWAITING} />;
};

export default AwaitingApprovalsPage;
