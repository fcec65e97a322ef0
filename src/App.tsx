import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Landing } from './Landing';
import { Splash } from './Splash';

/** The back office is one lazy chunk: the landing page never downloads it. */
const AdminApp = lazy(() => import('./admin/AdminApp'));

export const App = () => (
  <BrowserRouter>
    <Suspense fallback={<Splash />}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/pages/login" element={<Navigate to="/admin/login" replace />} />
        <Route path="/" element={<Landing />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  </BrowserRouter>
);
