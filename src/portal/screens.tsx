import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PortalMenuRoute } from '../../resources/portalRoutes';
import { DashboardScreen } from './dashboard/dashboardStart';
import { MENU_ENTRIES } from './menu/menuEntries';

/**
 * The screens of the menu's entries, each its own lazy chunk. A screen added here is routed once its
 * entry in `menuEntries.ts` is marked ready.
 */
export const SCREENS: Partial<Record<PortalMenuRoute, ComponentType>> = {
  '/': DashboardScreen,
  '/bookings/create': lazy(() => import('./wizard/BookingWizardPage')),
  '/promotion': lazy(() => import('./promotions/PromotionsPage')),
  '/my-promotions': lazy(() => import('./promotions/MyVouchersPage')),
  '/booking/listing': lazy(() => import('./bookings/MyBookingsPage')),
  '/booking/unApprovedBookingList': lazy(() => import('./bookings/AwaitingApprovalsPage')),
  '/referral-page': lazy(() => import('./earnings/ReferralPage')),
  '/payment-history': lazy(() => import('./earnings/PaymentHistoryPage')),
  '/my-commission': lazy(() => import('./earnings/MyCommissionsPage')),
  '/referral-commission': lazy(() => import('./earnings/ReferralCommissionsPage')),
  '/documents': lazy(() => import('./documents/DocumentsPage')),
  '/activities/addon': lazy(() => import('./addons/MyAddonsPage')),
  '/my-banners': lazy(() => import('./banners/MyBannersPage')),
};

/** Pages outside the menu (the user dropdown's, the navbar's, a booking's detail), by path. */
export const OTHER_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/events': lazy(() => import('./events/EventsPage')),
  '/booking/:id': lazy(() => import('./bookings/BookingDetailPage')),
  '/credits': lazy(() => import('./credits/CreditsPage')),
  '/agent/profile': lazy(() => import('./profile/ProfilePage')),
  '/agent/members': lazy(() => import('./members/MembersPage')),
  '/agent/email-templates': lazy(() => import('./emailTemplates/EmailTemplatesPage')),
};

/** The entries that are routed: ready, with a screen. */
export const routedEntries = () => MENU_ENTRIES.filter((entry) => entry.ready && SCREENS[entry.route]);

export const NotAuthorizedPage = lazy(() => import('./pages/NotAuthorizedPage'));
export const SignInPage = lazy(() => import('./auth/SignInPage'));
export const RegisterPage = lazy(() => import('./auth/RegisterPage'));
export const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
export const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));
