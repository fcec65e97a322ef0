import { Route } from 'react-router-dom';
import { CustomRoutes, localStorageStore, Resource, type Store } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { resourceMenuList } from '../../resources/menuEntries';
import { staffAuthProvider } from '../shared/staffAuthProvider';
import { dataProvider } from '../shared/dataProvider';
import { i18nProvider } from '../shared/i18nProvider';
import { AdminShell } from './AdminShell';
import { AdminLayout } from './layout/AdminLayout';
import { adminDarkTheme, adminLightTheme } from './layout/adminTheme';
import { AccessDenied, NotAuthorized } from './pages/NotAuthorized';
import { StaffDashboard } from './dashboard/StaffDashboard';
import { lazyScreen } from './lazyScreen';
import { ManifestPage, REPORTS, ReportsIndex } from './reports/reportRoutes';
import { resourceScreens } from './resourceScreens';

// Every screen but the dashboard (the first one shown) is a chunk of its own, downloaded when first opened.
const AvailabilityPage = lazyScreen(() => import('./availability/AvailabilityPage').then((m) => m.AvailabilityPage));
const FrontDeskPage = lazyScreen(() => import('./frontDesk/FrontDeskPage').then((m) => m.FrontDeskPage));
const DeskBookingPage = lazyScreen(() => import('./deskBooking/DeskBookingPage').then((m) => m.DeskBookingPage));
const ChangePassword = lazyScreen(() => import('./pages/ChangePassword').then((m) => m.ChangePassword));
const OutboxList = lazyScreen(() => import('./outbox/OutboxScreens').then((m) => m.OutboxList));
const OutboxShow = lazyScreen(() => import('./outbox/OutboxScreens').then((m) => m.OutboxShow));
const PaymentList = lazyScreen(() => import('./money/PaymentList').then((m) => m.PaymentList));
const PaymentShow = lazyScreen(() => import('./money/PaymentShow').then((m) => m.PaymentShow));
const PayoutList = lazyScreen(() => import('./money/PayoutList').then((m) => m.PayoutList));
const WalletStatement = lazyScreen(() => import('./money/WalletStatement').then((m) => m.WalletStatement));
const ReservationList = lazyScreen(() => import('./reservations/ReservationList').then((m) => m.ReservationList));
const ReservationShow = lazyScreen(() => import('./reservations/ReservationShow').then((m) => m.ReservationShow));
const RoomBoardPage = lazyScreen(() => import('./roomBoard/RoomBoardPage').then((m) => m.RoomBoardPage));
const CalendarPage = lazyScreen(() => import('./calendar/CalendarPage').then((m) => m.CalendarPage));
const SettingsPage = lazyScreen(() => import('./settings/SettingsPage').then((m) => m.SettingsPage));
const MyLeave = lazyScreen(() => import('./staff/MyLeave').then((m) => m.MyLeave));
const StaffLeaveList = lazyScreen(() => import('./staff/StaffLeaveList').then((m) => m.StaffLeaveList));

/** Where react-admin keeps preferences unless a test gives its own store (react-admin's `<Admin>` default). */
const defaultStore = localStorageStore();

/** Generated once, so that every screen keeps its component identity across renders. */
const screens = resourceMenuList.map((entry) => ({ name: entry.name, ...resourceScreens(entry) }));

/**
 * The back office at `/admin`: a lazy chunk with its shell and dashboard, each other screen loaded when
 * first opened (lazyScreen). No `requireAuth`:
 * with a basename it loops between the shell and the sign-in page (signIn.test.tsx guards this); each
 * screen checks the session itself and sends a visitor to the sign-in form. react-admin's `<Admin>` is
 * taken apart (AdminContext + AdminShell) so that its default sign-in page and its form library stay out
 * of the first download.
 */
const AdminApp = ({ store = defaultStore }: { store?: Store }) => (
  <AdminContext
    basename="/admin"
    store={store}
    dataProvider={dataProvider}
    authProvider={staffAuthProvider}
    i18nProvider={i18nProvider}
    theme={adminLightTheme}
    darkTheme={adminDarkTheme}
  >
    <AdminShell
      disableTelemetry
      title="app.title"
      layout={AdminLayout}
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
    </AdminShell>
  </AdminContext>
);

export default AdminApp;
