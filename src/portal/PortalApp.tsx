import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Splash } from '../Splash';
import { BlankLayout } from './layout/BlankLayout';
import { PortalLayout } from './layout/PortalLayout';
import { PortalProviders } from './PortalProviders';
import { EntryRoute, RequireAgent, UnknownRoute } from './routeGuards';
import { ForgotPasswordPage, NotAuthorizedPage, OTHER_SCREENS, RegisterPage, ResetPasswordPage, routedEntries, SCREENS, SignInPage } from './screens';

/**
 * The agent portal at the site root (one lazy chunk, each screen a chunk of its own): the sign-in and
 * registration pages in the blank layout, everything else for signed-in agents in the vertical or
 * horizontal layout.
 */
const PortalApp = () => (
  <PortalProviders>
    <Suspense fallback={<Splash />}>
      <Routes>
        <Route element={<BlankLayout />}>
          <Route path="pages/login" element={<SignInPage />} />
          <Route path="pages/register" element={<RegisterPage />} />
          <Route path="pages/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="pages/reset-password" element={<ResetPasswordPage />} />
        </Route>
        <Route element={<RequireAgent />}>
          <Route element={<PortalLayout />}>
            {routedEntries().map((entry) => {
              const Screen = SCREENS[entry.route];
              return Screen ? <Route key={entry.id} path={entry.route} element={<EntryRoute entry={entry}><Screen /></EntryRoute>} /> : null;
            })}
            {Object.entries(OTHER_SCREENS).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="misc/not-authorized" element={<NotAuthorizedPage />} />
            <Route path="*" element={<UnknownRoute />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  </PortalProviders>
);

export default PortalApp;
