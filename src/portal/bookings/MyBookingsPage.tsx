import { useT } from '../PortalLocale';
import { BookingList } from './BookingList';

/** `/booking/listing`: the agent's bookings with the status filters of spec section 4. */
const MyBookingsPage = () => {
  const t = useT();
  return <BookingList title={t('app.portalBookings.list.title')} intro={t('app.portalBookings.list.intro')} statusTabs />;
};

export default MyBookingsPage;
