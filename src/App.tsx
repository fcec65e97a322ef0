import { lazy, Suspense } from 'react';
import type { Store } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Landing } from './Landing';
import { SignInPage } from './SignInPage';
import { Splash } from './Splash';

/** The back office is one lazy chunk: the landing page and the sign-in screen never download it. */
const AdminApp = lazy(() => import('./admin/AdminApp'));

/** Every portal's routes; tests render them inside a MemoryRouter. */
export const AppRoutes = ({ adminStore }: { adminStore?: Store }) => (
  <Suspense fallback={<Splash />}>
    <Routes>
      <Route path="/admin/login" element={<SignInPage />} />
      <Route path="/admin/*" element={<AdminApp store={adminStore} />} />
      <Route path="/pages/login" element={<Navigate to="/admin/login" replace />} />
      <Route path="/" element={<Landing />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  </Suspense>
);

export const App = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
