import { lazy, Suspense } from 'react';
import type { Store } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SignInPage } from './SignInPage';
import { Splash } from './Splash';

/** The back office is one lazy chunk: the portal and the staff sign-in screen never download it. */
const AdminApp = lazy(() => import('./admin/AdminApp'));
/** The agent portal at the site root (`/`, `/pages/login`, `/pages/register`, ...), a lazy chunk of its own. */
const PortalApp = lazy(() => import('./portal/PortalApp'));

/** Every portal's routes; tests render them inside a MemoryRouter. */
export const AppRoutes = ({ adminStore }: { adminStore?: Store }) => (
  <Suspense fallback={<Splash />}>
    <Routes>
      <Route path="/admin/login" element={<SignInPage />} />
      <Route path="/admin/*" element={<AdminApp store={adminStore} />} />
      <Route path="/*" element={<PortalApp />} />
    </Routes>
  </Suspense>
);

export const App = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
