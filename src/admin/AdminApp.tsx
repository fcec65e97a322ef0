import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, type Store } from 'react-admin';
import { resourceList } from '../../resources';
import { staffAuthProvider } from '../shared/staffAuthProvider';
import { dataProvider } from '../shared/dataProvider';
import { i18nProvider } from '../shared/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { adminDarkTheme, adminLightTheme } from './layout/adminTheme';
import { AccessDenied, NotAuthorized } from './pages/NotAuthorized';
import { AvailabilityPage } from './availability/AvailabilityPage';
import { FrontDeskPage } from './frontDesk/FrontDeskPage';
import { DeskBookingPage } from './deskBooking/DeskBookingPage';
import { ChangePassword } from './pages/ChangePassword';
import { OutboxList, OutboxShow } from './outbox/OutboxScreens';
import { PaymentList } from './money/PaymentList';
import { PaymentShow } from './money/PaymentShow';
import { PayoutList } from './money/PayoutList';
import { WalletStatement } from './money/WalletStatement';
import { StaffDashboard } from './dashboard/StaffDashboard';
import { ReservationList } from './reservations/ReservationList';
import { ReservationShow } from './reservations/ReservationShow';
import { ManifestPage, REPORTS, ReportsIndex } from './reports/reportRoutes';
import { RoomBoardPage } from './roomBoard/RoomBoardPage';
import { CalendarPage } from './calendar/CalendarPage';
import { resourceScreens } from './resourceScreens';
import { SettingsPage } from './settings/SettingsPage';
import { MyLeave } from './staff/MyLeave';
import { StaffLeaveList } from './staff/StaffLeaveList';

/** Generated once, so that every screen keeps its component identity across renders. */
const screens = resourceList.map((def) => ({ name: def.name, ...resourceScreens(def) }));

/**
 * The back office at `/admin`: one lazy chunk with every generated resource screen. No `requireAuth`:
 * with a basename it loops between the shell and the sign-in page (signIn.test.tsx guards this); each
 * screen checks the session itself and sends a visitor to the sign-in form.
 */
const AdminApp = ({ store }: { store?: Store }) => (
  <Admin
    basename="/admin"
    disableTelemetry

    title="app.title"
    store={store}
    dataProvider={dataProvider}
    authProvider={staffAuthProvider}
    i18nProvider={i18nProvider}
    layout={AdminLayout}
    theme={adminLightTheme}
    darkTheme={adminDarkTheme}
    loginPage={false}
    dashboard={StaffDashboard}
    accessDenied={AccessDenied}
  >
    {screens.map(({ name, ...props }) => (
      <Resource key={name} name={name} {...props} />
    ))}
    {/* The booking engine's reservations: read here, changed only through their actions. */}
    <Resource name="reservations" list={ReservationList} show={ReservationShow} recordRepresentation="bookingNo" options={{ label: 'app.reservations.title' }} />
    <CustomRoutes>
      <Route path="/misc/not-authorized" element={<NotAuthorized />} />
      <Route path="/change-password" element={<ChangePassword />} />
      <Route path="/awaiting-approvals" element={<ReservationList awaiting />} />
      <Route path="/expired-bookings" element={<ReservationList expired />} />
      <Route path="/availability" element={<AvailabilityPage />} />
      <Route path="/room-board" element={<RoomBoardPage />} />
      <Route path="/calendar" element={<CalendarPage />} />
      <Route path="/front-desk" element={<FrontDeskPage />} />
      <Route path="/desk-booking" element={<DeskBookingPage />} />
      <Route path="/outbox" element={<OutboxList />} />
      <Route path="/outbox/:id/show" element={<OutboxShow />} />
      <Route path="/payments" element={<PaymentList />} />
      <Route path="/payments/:id/show" element={<PaymentShow />} />
      <Route path="/payouts" element={<PayoutList />} />
      <Route path="/wallets/:agentId/statement" element={<WalletStatement />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/reports" element={<ReportsIndex />} />
      {REPORTS.map(({ path, element }) => (
        <Route key={path} path={`/reports/${path}`} element={element} />
      ))}
      <Route path="/manifest" element={<ManifestPage />} />
      <Route path="/staff-leave" element={<StaffLeaveList />} />
      <Route path="/my-leave" element={<MyLeave />} />
    </CustomRoutes>
  </Admin>
);

export default AdminApp;
