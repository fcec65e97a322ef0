import { lazy, Suspense } from 'react';
import type { Store } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { firstScreenOf } from '../resources/firstScreens';
import { currentLocale } from './shared/locale';
import { getToken } from './shared/session';
import { preloadable } from './shared/preloadable';
import { Splash } from './Splash';

/**
 * A screen's code together with the remembered language's words (English ships with the code; Malay or
 * Chinese download beside it), so that its first render is already in that language.
 */
const inStoredLocale = <M,>(code: Promise<M>): Promise<M> =>
  Promise.all([code, import('./shared/i18nProvider').then((m) => m.loadStoredLocale())]).then(([loaded]) => loaded);

/**
 * The agent portal with every message it shows (in English, all but the staff screens'), and at its root
 * (where a signed-in agent lands) the dashboard's code and data coming in beside it, instead of after the
 * portal's first render asks for them.
 */
const loadPortal = () => {
  // First, so that its reads go out ahead of the portal's seventy-odd files. Its code is small and named in the
  // page the server sends (pagePreloads.ts), so it has come with the first bundle; it is not in that bundle,
  // which the back office and guest site load too. Should it fail to download, the portal renders without it.
  const dashboard =
    typeof window !== 'undefined' && firstScreenOf(window.location.pathname) === 'agent-dashboard' && getToken()
      ? import('./portal/dashboard/dashboardStart').then((m) => m.startDashboard()).catch(() => undefined)
      : null;
  return Promise.all([
    import('./portal/PortalApp'),
    // Asked at once, beside the code, rather than once the i18n provider has loaded (its own request then finds it downloaded).
    currentLocale() === 'en' ? import('../i18n/en.agents') : null,
    import('./shared/i18nProvider').then(async (m) => {
      await m.loadStoredLocale();
      await m.loadAgentMessages();
    }),
    dashboard,
  ]).then(([portal]) => portal);
};

/** The staff sign-in: its own chunk, with the English catalogue (other languages on demand). */
const SignInPage = lazy(() => inStoredLocale(import('./SignInPage')).then((m) => ({ default: m.SignInPage })));
/** The back office's shell and first screen are one lazy chunk (its other screens each their own): the portal and the staff sign-in screen never download it. */
const AdminApp = lazy(() => inStoredLocale(import('./admin/AdminApp')));
/** The agent portal at the site root (`/`, `/pages/login`, `/pages/register`, ...), a lazy chunk of its own. */
const PortalApp = preloadable(loadPortal);
/** The guest site at `/portal/*`: its own lazy chunk, without react-admin (src/guest/GuestApp.tsx). */
const GuestApp = preloadable(() => import('./guest/GuestApp'));

/**
 * What the first render waits for (main.tsx shows the splash meanwhile). On the guest site, its code, and
 * on its front page (where most guests arrive, on a phone) that page's code, words and data; in the agent
 * portal, its code and words, and on its dashboard that page's code and data; all started at once, side
 * by side. The first render then shows the page without a loading step between each: each such step
 * would also hold the page back, as React reveals a screen no sooner than 300 ms after its loading
 * fallback showed. A failed download is left to the render, which shows its error.
 */
export const firstScreenReady = (): Promise<unknown> => {
  switch (firstScreenOf(window.location.pathname)) {
    case 'guest-landing':
      return Promise.all([
        // First, so that the packages' request goes out before the site's larger code is run.
        import('./guest/landingStart').then(({ startLanding }) => startLanding()),
        GuestApp.preload(),
      ]).catch(() => undefined);
    case 'guest-site':
      return GuestApp.preload().catch(() => undefined);
    case 'agent-dashboard':
    case 'agent-portal':
      return PortalApp.preload().catch(() => undefined);
    case 'back-office':
      return Promise.resolve();
  }
};

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
