import { lazy, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { rememberAgentCode } from './agentLink';
import { GuestProviders } from './GuestProviders';
import { LandingPage } from './landingStart';
import { GuestLayout } from './layout/GuestLayout';

/** react-query for every page but the landing, and the guard of the guests' pages: chunks the landing never downloads. */
const QueryRoot = lazy(() => import('./QueryRoot'));
const RequireGuest = lazy(() => import('./session/RequireGuest').then((m) => ({ default: m.RequireGuest })));

/** Who may open a page: anyone, a signed-in guest, or a signed-in guest whose e-mail is confirmed (booking). */
export type GuestAccess = 'public' | 'guest' | 'confirmed';

export interface GuestPage {
  /** Relative to `/portal` (`''` is the landing page, `packages/:slug` is `/portal/packages/:slug`). */
  path: string;
  Page: ComponentType;
  access: GuestAccess;
}

/**
 * The guest site's pages, each its own chunk, so the landing page downloads only its own code. Add a
 * page here (booking: `book`, `bookings`, `bookings/:id`, with access 'confirmed' or 'guest').
 */
export const guestPages: GuestPage[] = [
  { path: '', Page: LandingPage, access: 'public' },
  { path: 'packages/:slug', Page: lazy(() => import('./pages/PackagePage')), access: 'public' },
  { path: 'sign-in', Page: lazy(() => import('./auth/SignInPage')), access: 'public' },
  { path: 'sign-up', Page: lazy(() => import('./auth/SignUpPage')), access: 'public' },
  { path: 'confirm-email', Page: lazy(() => import('./auth/ConfirmEmailPage')), access: 'public' },
  { path: 'forgot-password', Page: lazy(() => import('./auth/ForgotPasswordPage')), access: 'public' },
  { path: 'reset-password', Page: lazy(() => import('./auth/ResetPasswordPage')), access: 'public' },
  { path: 'profile', Page: lazy(() => import('./profile/ProfilePage')), access: 'guest' },
  { path: 'book', Page: lazy(() => import('./book/GuestBookingPage')), access: 'confirmed' },
  { path: 'bookings', Page: lazy(() => import('./bookings/GuestBookingsPage')), access: 'confirmed' },
  { path: 'bookings/:id', Page: lazy(() => import('./bookings/GuestBookingDetailPage')), access: 'confirmed' },
  { path: 'vouchers', Page: lazy(() => import('./vouchers/VouchersPage')), access: 'confirmed' },
  { path: 'my-vouchers', Page: lazy(() => import('./vouchers/MyVouchersPage')), access: 'confirmed' },
  { path: '*', Page: lazy(() => import('./pages/NotFoundPage')), access: 'public' },
];

/** Keeps an agent's booking link (`?agent=<code>`) on any guest page, and starts every page at its top. */
const OnNavigation = () => {
  const { pathname, search } = useLocation();
  useEffect(() => rememberAgentCode(search), [search]);
  // In braces: Chromium's scrollTo answers a promise, which React would take for the effect's clean-up and crash on.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
};

/** The guest site's routes inside its frame; exported for tests, which bring their own providers. */
export const GuestRoutes = () => (
  <GuestLayout>
    <OnNavigation />
    <Routes>
      {guestPages.map(({ path, Page, access }) => (
        <Route
          key={path}
          path={path}
          element={
            path === '' ? (
              <Page />
            ) : (
              <QueryRoot>
                {access === 'public' ? (
                  <Page />
                ) : (
                  <RequireGuest confirmed={access === 'confirmed'}>
                    <Page />
                  </RequireGuest>
                )}
              </QueryRoot>
            )
          }
        />
      ))}
    </Routes>
  </GuestLayout>
);

/** The resort's own booking site at `/portal/*`: a lazy chunk of its own that never loads react-admin. */
const GuestApp = () => (
  <GuestProviders>
    <GuestRoutes />
  </GuestProviders>
);

export default GuestApp;
