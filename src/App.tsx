import { lazy, Suspense } from 'react';
import type { Store } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Splash } from './Splash';

/** The staff sign-in: its own chunk, with the language catalogues it needs. */
const SignInPage = lazy(() => import('./SignInPage').then((m) => ({ default: m.SignInPage })));
/** The back office is one lazy chunk: the portal and the staff sign-in screen never download it. */
const AdminApp = lazy(() => import('./admin/AdminApp'));
/** The agent portal at the site root (`/`, `/pages/login`, `/pages/register`, ...), a lazy chunk of its own. */
const PortalApp = lazy(() => import('./portal/PortalApp'));
/** The guest site at `/portal/*`: its own lazy chunk, without react-admin (src/guest/GuestApp.tsx). */
const loadGuestApp = () => import('./guest/GuestApp');
const GuestApp = lazy(loadGuestApp);

// Most guests arrive on the front page, on a phone: its code, words and packages start downloading now,
// alongside the guest site's chunk, rather than one after another as each renders.
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/portal')) {
  void loadGuestApp();
  if (/^\/portal\/?$/.test(window.location.pathname)) void import('./guest/landingStart').then(({ startLanding }) => startLanding());
}

/** Every portal's routes; tests render them inside a MemoryRouter. */
export const AppRoutes = ({ adminStore }: { adminStore?: Store }) => (
  <Suspense fallback={<Splash />}>
    <Routes>
      <Route path="/admin/login" element={<SignInPage />} />
      <Route path="/admin/*" element={<AdminApp store={adminStore} />} />
      <Route path="/portal/*" element={<GuestApp />} />
      <Route path="/*" element={<PortalApp />} />
    </Routes>
  </Suspense>
);

export const App = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
